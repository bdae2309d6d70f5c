// npm run restore <archive.tar.gz> [-- --data-dir <folder>] [--force]
// Restores a backup made by `npm run backup` into DATA_DIR (--data-dir, else the DATA_DIR variable, else ./data).
// A new or empty folder is filled; a folder with anything in it is refused unless --force, which replaces its whole
// content. The archive is unpacked and checked (its manifest, PRAGMA integrity_check of the database) beside the
// target first, so a damaged archive never touches it. Stop the server before restoring over its DATA_DIR.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { extractTarGz, MANIFEST_FORMAT, MANIFEST_NAME, parseArguments } from './backup-archive.mjs';

/** What an unpacked archive holds, checked: the manifest, the database's integrity, every listed file. */
function checkUnpacked(folder) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(folder, MANIFEST_NAME), 'utf8'));
  } catch {
    throw new Error(`not a Tessera backup archive (no readable ${MANIFEST_NAME})`);
  }
  if (manifest.format !== MANIFEST_FORMAT) throw new Error(`unsupported backup format ${manifest.format} (expected ${MANIFEST_FORMAT})`);
  if (manifest.database) {
    const db = new BetterSqlite3(path.join(folder, manifest.database), { fileMustExist: true });
    try {
      const integrity = db.pragma('integrity_check', { simple: true });
      if (integrity !== 'ok') throw new Error(`the archived database failed its integrity check: ${integrity}`);
    } finally {
      db.close();
    }
  }
  const missing = manifest.files.filter((name) => !statSync(path.join(folder, ...name.split('/')), { throwIfNoEntry: false })?.isFile());
  if (missing.length > 0) throw new Error(`the archive lacks ${missing.length} listed files, e.g. ${missing[0]}`);
  return manifest;
}

/** Restores `archive` into `dataDir`; `force` replaces a non-empty folder's content. */
export async function restore({ archive, dataDir, force = false }) {
  const started = Date.now();
  if (!statSync(archive, { throwIfNoEntry: false })?.isFile()) throw new Error(`no archive at ${archive}`);
  const existing = statSync(dataDir, { throwIfNoEntry: false });
  if (existing && !existing.isDirectory()) throw new Error(`${dataDir} is not a folder`);
  const present = existing ? readdirSync(dataDir) : [];
  if (present.length > 0 && !force) {
    throw new Error(`DATA_DIR ${dataDir} is not empty (${present.length} entries): restore into a new folder, or add --force to replace its content`);
  }
  // Unpacked beside the target (same file system, so moving the result in is a rename).
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const staging = mkdtempSync(`${dataDir.replace(/[\\/]+$/, '')}.restoring-`);
  try {
    await extractTarGz(archive, staging);
    const manifest = checkUnpacked(staging);
    rmSync(path.join(staging, MANIFEST_NAME));
    mkdirSync(dataDir, { recursive: true });
    for (const name of present) rmSync(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of readdirSync(staging)) renameSync(path.join(staging, name), path.join(dataDir, name));
    return {
      dataDir,
      database: manifest.database ?? 'postgresql (not included: restore it with pg_restore)',
      files: manifest.files.length,
      backupCreatedAt: manifest.createdAt,
      replaced: present.length,
      ms: Date.now() - started,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function main() {
  const { options, positional } = parseArguments(process.argv.slice(2), { values: ['data-dir'], flags: ['force'] });
  if (positional.length !== 1) throw new Error('usage: npm run restore <archive.tar.gz> [-- --data-dir <folder>] [--force]');
  const dataDir = path.resolve(options['data-dir'] ?? (process.env.DATA_DIR?.trim() || './data'));
  const summary = await restore({ archive: path.resolve(positional[0]), dataDir, force: options.force === true });
  console.log(JSON.stringify(summary, null, 2));
  if (!summary.database.endsWith('.sqlite')) console.error('The database is PostgreSQL: restore it with pg_restore (see the README).');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  });
}
