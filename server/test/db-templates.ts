// Migrated (and seeded) databases that test files copy instead of building their own: migrating and seeding cost
// seconds per file, a copy milliseconds. Each template is built once per version of the server's source (its key is a
// hash of server/src), by whichever jest worker gets there first; the others wait for it.
// SQLite: a file in the temp folder, copied to the test's file. PostgreSQL: a database, which CREATE DATABASE ... TEMPLATE
// copies into a database of the test file's own.
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, openSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '../src/db/index.ts';
import { seedDemoOrganisation } from '../src/seed/demo.ts';

export type TemplateKind = 'seeded' | 'bare';

const SOURCE_ROOT = path.join(import.meta.dirname, '..', 'src');
/** Held while a PostgreSQL template is built, so one worker builds it and the others wait. */
const TEMPLATE_BUILD_LOCK = 7_340_022;

let sourceKey: string | undefined;

/** A short hash of every source file of the server: any change makes new templates. */
function templateKey(): string {
  if (sourceKey) return sourceKey;
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) hash.update(full).update(readFileSync(full));
    }
  };
  walk(SOURCE_ROOT);
  sourceKey = hash.digest('hex').slice(0, 16);
  return sourceKey;
}

async function build(db: ReturnType<typeof createDatabase>, kind: TemplateKind, seedOptions: Parameters<typeof seedDemoOrganisation>[1]) {
  try {
    await migrateToLatest(db);
    if (kind === 'seeded') await seedDemoOrganisation(db, seedOptions);
  } finally {
    await db.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Copies the SQLite template of `kind` to `file`, building the template first if this source has none yet. */
export async function copySqliteTemplate(file: string, kind: TemplateKind, seedOptions: Parameters<typeof seedDemoOrganisation>[1]): Promise<void> {
  const folder = path.join(tmpdir(), 'tessera-test-templates');
  mkdirSync(folder, { recursive: true });
  const template = path.join(folder, `${templateKey()}-${kind}.sqlite`);
  if (!existsSync(template)) {
    const lock = `${template}.lock`;
    let owner = false;
    try {
      closeSync(openSync(lock, 'wx'));
      owner = true;
    } catch {
      // Another worker builds it; a lock older than two minutes is left from a killed run.
      const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      if (since !== undefined && Date.now() - since > 120_000) rmSync(lock, { force: true });
    }
    if (owner) {
      try {
        const building = `${template}.${process.pid}.building`;
        await build(createDatabase({ databaseUrl: null, sqliteFile: building }), kind, seedOptions);
        renameSync(building, template);
        for (const suffix of ['-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true });
        // Templates of older sources, left for an hour in case a run of that source is still copying them.
        for (const name of readdirSync(folder)) {
          const full = path.join(folder, name);
          if (!name.startsWith(templateKey()) && Date.now() - (statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 3_600_000) rmSync(full, { force: true });
        }
      } finally {
        rmSync(lock, { force: true });
      }
    } else {
      const deadline = Date.now() + 180_000;
      while (!existsSync(template)) {
        if (Date.now() > deadline) throw new Error(`the test template ${template} was not built within 3 minutes`);
        if (!existsSync(lock)) return copySqliteTemplate(file, kind, seedOptions);
        await sleep(100);
      }
    }
  }
  copyFileSync(template, file);
}

/** The URL of `database` on the server of `url`. */
export function databaseUrlOf(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A new PostgreSQL database copied from the template of `kind` (built first if this source has none); its URL. */
export async function createPostgresFromTemplate(url: string, kind: TemplateKind, seedOptions: Parameters<typeof seedDemoOrganisation>[1], attempt = 1): Promise<{ url: string; name: string }> {
  const template = `tessera_tpl_${templateKey()}_${kind}`;
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = async () => (await client.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
    if (!(await exists())) {
      await client.query('select pg_advisory_lock($1)', [TEMPLATE_BUILD_LOCK]);
      try {
        if (!(await exists())) {
          // Built under another name and renamed when done and disconnected: a template in use cannot be copied.
          const building = `${template}_${process.pid}`;
          await client.query(`drop database if exists ${building}`);
          await client.query(`create database ${building}`);
          await build(createDatabase({ databaseUrl: databaseUrlOf(url, building), sqliteFile: '' }), kind, seedOptions);
          await client.query(`alter database ${building} rename to ${template}`);
          // Templates of older sources: the newest few stay (a run of another checkout may still be copying them).
          const stale = await client.query<{ datname: string }>(
            "select datname from pg_database where datname like 'tessera\\_tpl\\_%' and datname not like $1 order by oid desc offset 4",
            [`tessera_tpl_${templateKey()}_%`],
          );
          for (const row of stale.rows) await client.query(`drop database if exists ${row.datname} with (force)`);
        }
      } finally {
        await client.query('select pg_advisory_unlock($1)', [TEMPLATE_BUILD_LOCK]);
      }
    }
    await sweepAbandonedDatabases(client);
    await client.query(`create database ${name} template ${template}`);
    // A test database need not survive a crash of the PostgreSQL server: commits stop waiting for the WAL flush.
    // (A per-database setting: the template's settings are not copied, and nothing outside the tests gets it.)
    await client.query(`alter database ${name} set synchronous_commit = off`);
  } catch (error) {
    // A run of a newer source dropped this template between the check and the copy: build it again, once.
    if (attempt === 1 && /does not exist/.test(String(error))) {
      await client.end();
      return createPostgresFromTemplate(url, kind, seedOptions, 2);
    }
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
  return { url: databaseUrlOf(url, name), name };
}

/**
 * Drops a test file's database. Not forced: a connection a test left open (an app or pool it did not close) would
 * be cut and fail whatever test that process runs next. A database still in use stays until its process has gone
 * (sweepAbandonedDatabases).
 */
export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
  } catch {
    // In use: left for the sweep.
  } finally {
    await client.end();
  }
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

let swept = false;

/** Once per process: drops the test databases whose process (the pid in their name) has gone. */
async function sweepAbandonedDatabases(client: pg.Client): Promise<void> {
  if (swept) return;
  swept = true;
  const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'test\\_%\\_%'");
  for (const { datname } of rows) {
    const pid = Number(/^test_(\d+)_[0-9a-f]+$/.exec(datname)?.[1]);
    if (pid && !processAlive(pid)) await client.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  }
}
