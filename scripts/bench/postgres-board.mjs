// The board's closed loop on PostgreSQL (issue 18: at least 3x the boards/s of before, and 40% of a raw-SQL floor, on
// both databases). The bench's data set is generated in SQLite; here it is copied, table by table, into a schema of
// its own that the server has migrated, so PostgreSQL serves the same 2,000-card board the SQLite figure reads.
// The floor reads the same card fields with one raw query through a pool of 10 connections, in a process of its own
// (as the SQLite floor does).
import { fork, spawn } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { dropSchema, freshSchema, waitFor } from './writes.mjs';
import { measureBoardLoad } from './browser.mjs';

const SCHEMA = 'bench_board';
const quote = (name) => `"${name.replaceAll('"', '""')}"`;
// Rows per INSERT stay under PostgreSQL's 65,535 parameters.
const PARAMETERS_PER_INSERT = 30_000;

/** Copies every table the SQLite file and the migrated schema both have (their common columns), then the sequences. */
export async function copyIntoPostgres(sqliteFile, databaseUrl) {
  const sqlite = new Database(sqliteFile, { readonly: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select table_name, column_name, data_type, is_generated from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`);
    const pgColumnsOf = new Map();
    for (const row of rows) {
      if (!pgColumnsOf.has(row.table_name)) pgColumnsOf.set(row.table_name, new Map());
      if (row.is_generated !== 'ALWAYS') pgColumnsOf.get(row.table_name).set(row.column_name, row.data_type);
    }
    const tables = sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'")
      .pluck().all().filter((name) => pgColumnsOf.has(name));
    await client.query('begin');
    // Foreign keys are not checked row by row: the copy is of a consistent database, in any table order.
    await client.query('set local session_replication_role = replica');
    await client.query(`truncate ${tables.map(quote).join(', ')}`);
    let copiedRows = 0;
    for (const table of tables) {
      const pgColumns = pgColumnsOf.get(table);
      const columns = sqlite.prepare('select name from pragma_table_info(?)').pluck().all(table).filter((column) => pgColumns.has(column));
      // SQLite keeps booleans as 0 and 1.
      const isBoolean = columns.map((column) => pgColumns.get(column) === 'boolean');
      const rowsPerInsert = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / columns.length));
      let batch = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const values = batch.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
        await client.query(`insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${values}`, batch.flat());
        copiedRows += batch.length;
        batch = [];
      };
      for (const row of sqlite.prepare(`select ${columns.map(quote).join(', ')} from ${quote(table)}`).raw().iterate()) {
        batch.push(row.map((value, c) => (isBoolean[c] && value !== null ? value === 1 : value)));
        if (batch.length === rowsPerInsert) await flush();
      }
      await flush();
    }
    const sequences = await client.query(`select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
      from information_schema.columns where table_schema = current_schema() and column_default like 'nextval%'`);
    for (const { table_name: table, column_name: column, sequence } of sequences.rows) {
      await client.query(`select setval($1, (select coalesce(max(${quote(column)}), 0) + 1 from ${quote(table)}), false)`, [sequence]);
    }
    await client.query('commit');
    await client.query('analyze');
    return { tables: tables.length, rows: copiedRows };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
    sqlite.close();
  }
}

function startServer(root, env) {
  return spawn(process.execPath, [join(root, 'server/src/main.ts')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * Boards per second on PostgreSQL, every request a cache miss, and the floor's: `paths` are the board's reads as the
 * browser made them on the SQLite server (the same ids after the copy).
 */
export async function measureBoardOnPostgres({ root, postgresUrl, sqliteFile, dataDir, freePort, projectId, paths, admin, seconds }) {
  const databaseUrl = await freshSchema(postgresUrl, SCHEMA);
  const children = [];
  try {
    const env = { HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'board-postgres'), SEED: 'false', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl };
    // A first start migrates the schema; the copy fills it; a second start serves it, with nothing cached from before.
    const migratePort = await freePort();
    const migrating = startServer(root, { ...env, PORT: String(migratePort) });
    children.push(migrating);
    await waitFor(`http://127.0.0.1:${migratePort}/api/v3`);
    await stop(migrating);
    const started = performance.now();
    const copy = await copyIntoPostgres(sqliteFile, databaseUrl);
    copy.seconds = Math.round((performance.now() - started) / 100) / 10;

    const [apiPort, floorPort] = [await freePort(), await freePort()];
    const server = startServer(root, { ...env, PORT: String(apiPort) });
    children.push(server);
    const floor = fork(join(import.meta.dirname, 'floor-postgres.mjs'), [databaseUrl, String(floorPort)], { stdio: 'inherit' });
    children.push(floor);
    const api = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${api}/api/v3`);
    await waitFor(`http://127.0.0.1:${floorPort}/floor/board/${projectId}`);
    const login = await fetch(`${api}/api/v3/session`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify(admin),
    });
    if (login.status !== 200) throw new Error(`login on PostgreSQL failed: ${login.status} ${await login.text()}`);
    const headers = { cookie: login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ') };
    const closedLoop = await measureBoardLoad({ api, headers, paths, seconds });
    const closedLoopFloor = await measureBoardLoad({ api: `http://127.0.0.1:${floorPort}`, headers: {}, paths: [`/floor/board/${projectId}?`], seconds, uniqueUrls: false });
    if (closedLoop.boardsPerSecond && closedLoopFloor.boardsPerSecond) {
      closedLoop.ratioOfFloor = Math.round((closedLoop.boardsPerSecond / closedLoopFloor.boardsPerSecond) * 100) / 100;
    }
    return { copy, closedLoop, closedLoopFloor, target: 'boardsPerSecond >= 17.1 (3x the 5.7 of before) and ratioOfFloor >= 0.4' };
  } finally {
    for (const child of children) await stop(child);
    await dropSchema(postgresUrl, SCHEMA);
  }
}
