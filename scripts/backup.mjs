// npm run backup [-- --out <file.tar.gz>]
// An online backup of DATA_DIR (default ./data) into one .tar.gz, safe while the server runs and writes: first a
// consistent copy of the SQLite database (SQLite's backup API through better-sqlite3, in one step, so the copy is one
// snapshot of committed transactions), then every other file of DATA_DIR (attachments, the session secret).
// With DATABASE_URL (PostgreSQL) the database is not in the archive: it says to use pg_dump, and archives the files.
// Prints a JSON summary; restore with `npm run restore <archive>`.
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { DATABASE_FILES, DATABASE_NAME, MANIFEST_FORMAT, MANIFEST_NAME, parseArguments, writeTarGz } from './backup-archive.mjs';

/** Copy every page in one backup step: a single read transaction, so the copy is one consistent snapshot. */
const ALL_PAGES = 0x7fffffff;

/** Copies the live database into `target` while others write to it, and checks the copy. */
export async function snapshotSqlite(source, target) {
  const live = new BetterSqlite3(source, { readonly: true, fileMustExist: true });
  try {
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new BetterSqlite3(target);
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`the database copy failed its integrity check: ${integrity}`);
    // One self-contained file: the server switches it back to WAL when it opens it.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/** Every file under `folder` (relative paths with '/'), leaving out the live database and the `skip` paths. */
function filesOf(folder, skip) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const absolute = path.join(folder, name);
      if (skip.has(absolute) || (!relative && DATABASE_FILES.has(entry.name))) continue;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile()) found.push(name);
    }
  };
  walk('');
  return found;
}

/**
 * Backs up `dataDir` into `out`. `databaseUrl` set means PostgreSQL: only the files are archived. Files deleted
 * between the database copy and their turn (an attachment removed meanwhile) are left out and counted.
 */
export async function backup({ dataDir, out, databaseUrl = null }) {
  const started = Date.now();
  if (!statSync(dataDir, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`DATA_DIR ${dataDir} does not exist`);
  mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  const staging = mkdtempSync(path.join(tmpdir(), 'tessera-backup-'));
  try {
    const entries = [];
    let databaseBytes = 0;
    if (!databaseUrl) {
      const copy = path.join(staging, DATABASE_NAME);
      await snapshotSqlite(path.join(dataDir, DATABASE_NAME), copy);
      const { size, mtime } = statSync(copy);
      databaseBytes = size;
      entries.push({ name: DATABASE_NAME, path: copy, size, mtime });
    }
    let vanished = 0;
    let fileBytes = 0;
    for (const name of filesOf(dataDir, new Set([path.resolve(out), path.resolve(partial)]))) {
      const file = path.join(dataDir, ...name.split('/'));
      const stat = statSync(file, { throwIfNoEntry: false });
      if (!stat) {
        vanished += 1;
        continue;
      }
      fileBytes += stat.size;
      entries.push({ name, path: file, size: stat.size, mtime: stat.mtime });
    }
    const manifest = {
      format: MANIFEST_FORMAT,
      createdAt: new Date(started).toISOString(),
      database: databaseUrl ? null : DATABASE_NAME,
      files: entries.filter((entry) => entry.name !== DATABASE_NAME).map((entry) => entry.name),
    };
    await writeTarGz(partial, [{ name: MANIFEST_NAME, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) }, ...entries]);
    renameSync(partial, out);
    return {
      archive: out,
      database: databaseUrl ? 'postgresql (not included: use pg_dump)' : DATABASE_NAME,
      databaseBytes,
      files: manifest.files.length,
      fileBytes,
      vanishedFiles: vanished,
      archiveBytes: statSync(out).size,
      ms: Date.now() - started,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

const defaultArchiveName = () => `tessera-backup-${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar.gz`;

async function main() {
  const { options, positional } = parseArguments(process.argv.slice(2), { values: ['out'] });
  if (positional.length > 0) throw new Error(`unexpected argument ${positional[0]} (usage: npm run backup [-- --out <file.tar.gz>])`);
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
  const databaseUrl = process.env.DATABASE_URL?.trim() || null;
  const out = path.resolve(options.out ?? path.join('backups', defaultArchiveName()));
  if (databaseUrl) {
    console.error(
      [
        'DATABASE_URL is set: the database is PostgreSQL, which this backup does not copy.',
        'Back the database up with pg_dump and restore it with pg_restore, e.g.',
        '  pg_dump --format=custom --file=tessera.dump "$DATABASE_URL"',
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" tessera.dump',
        `The files of DATA_DIR (attachments, the session secret) go into ${out}.`,
      ].join('\n'),
    );
  }
  console.log(JSON.stringify(await backup({ dataDir, out, databaseUrl }), null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  });
}
