// npm run durability
// Starts the real server (node server/src/main.ts) on a fresh temporary DATA_DIR with the demo seed, runs concurrent
// writes (work packages created, then changed with their lockVersion), kills the server with SIGKILL in the middle of
// the load, starts it again on the same data and checks that every write it acknowledged (2xx) before the kill is
// there. Prints a JSON summary; exits 1 on any loss. SQLite by default; with DATABASE_URL, PostgreSQL (in a schema of
// its own, dropped afterwards). Options (environment): DURABILITY_WRITERS (8), DURABILITY_LOAD_MS (load before the
// kill, 5000), DURABILITY_KEEP=1 keeps the data folder.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const WRITERS = positiveInteger('DURABILITY_WRITERS', 8);
const LOAD_MS = positiveInteger('DURABILITY_LOAD_MS', 5000);
const READY_TIMEOUT_MS = 90_000;
const REQUEST_TIMEOUT_MS = 15_000;
/** Every third write of a writer changes one of its packages (the others create one). */
const UPDATE_EVERY = 3;
const ADMIN = { email: 'admin@tessera.local', password: 'Tessera-demo-1' };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

function positiveInteger(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${name} must be a positive integer (got "${raw}")`);
  return Number(raw);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node server/src/main.ts` and waits until it answers; its output is kept for the report of a failure. */
async function startServer(env, baseUrl) {
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'src', 'main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const state = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 200))]);
    if (state) throw new Error(`the server exited (${state.code ?? state.signal}) before it answered:\n${output}`);
    const answer = await fetch(`${baseUrl}/api/v3`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    if (answer?.ok) return { child, exited, output: () => output };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${READY_TIMEOUT_MS} ms:\n${output}`);
    }
  }
}

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v3/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('tessera_session='));
  if (!cookie) throw new Error('sign-in answered without a session cookie');
  return cookie.split(';')[0];
}

async function api(baseUrl, cookie, method, url, body) {
  const response = await fetch(`${baseUrl}/api/v3${url}`, {
    method,
    headers: { cookie, ...XHR, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * One writer: creates packages and now and then renames one of its own with the lockVersion it last saw. Records
 * what the server acknowledged; stops at the first request that gets no answer (the server is gone).
 */
async function writer(baseUrl, cookie, projectId, tag, index, acknowledged, errors) {
  const mine = [];
  for (let n = 0; ; n++) {
    try {
      if (n % UPDATE_EVERY === UPDATE_EVERY - 1 && mine.length > 0) {
        const target = mine[n % mine.length];
        const subject = `${tag} ${index}-${target.n} v${target.lockVersion + 1}`;
        const answer = await api(baseUrl, cookie, 'PATCH', `/work_packages/${target.id}`, { subject, lockVersion: target.lockVersion });
        if (answer.status !== 200) throw new Error(`PATCH ${answer.status} ${JSON.stringify(answer.body)}`);
        Object.assign(target, { subject, lockVersion: answer.body.lockVersion });
        acknowledged.updates += 1;
      } else {
        const subject = `${tag} ${index}-${n} v0`;
        const answer = await api(baseUrl, cookie, 'POST', `/projects/${projectId}/work_packages`, { subject });
        if (answer.status !== 201) throw new Error(`POST ${answer.status} ${JSON.stringify(answer.body)}`);
        const created = { id: answer.body.id, n, subject, lockVersion: answer.body.lockVersion };
        mine.push(created);
        acknowledged.packages.push(created);
      }
    } catch (error) {
      // A refused or reset connection is the kill; anything else the server answered is a failure of the run.
      if (!(error instanceof TypeError) && error.name !== 'TimeoutError' && error.name !== 'AbortError') errors.push(error.message);
      return;
    }
  }
}

/** Every package of this run as the restarted server lists them, by id. */
async function packagesOfRun(baseUrl, cookie, tag) {
  const found = new Map();
  const filters = encodeURIComponent(JSON.stringify([{ subject: { operator: '~', values: [tag] } }]));
  for (let offset = 1; ; offset++) {
    const answer = await api(baseUrl, cookie, 'GET', `/work_packages?filters=${filters}&pageSize=1000&offset=${offset}`);
    if (answer.status !== 200) throw new Error(`listing failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    for (const element of answer.body._embedded.elements) found.set(element.id, element);
    if (answer.body._embedded.elements.length === 0 || found.size >= answer.body.total) return found;
  }
}

async function withPostgresSchema(databaseUrl, run) {
  const schema = `durability_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  try {
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return await run(url.toString());
  } finally {
    // The server's SCHEMA_CHANGE_LOCK (server/src/db/index.ts): a drop during another schema's migration fails it.
    await admin.query('select pg_advisory_lock(7340021)');
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

async function check(databaseUrl) {
  const started = Date.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tessera-durability-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, SEED: 'true', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl ?? '' };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  const servers = [];
  try {
    const first = await startServer(env, baseUrl);
    servers.push(first);
    const startedMs = Date.now() - started;
    let cookie = await signIn(baseUrl);
    const projects = await api(baseUrl, cookie, 'GET', `/projects?filters=${encodeURIComponent(JSON.stringify([{ active: { operator: '=', values: ['t'] } }]))}&pageSize=1`);
    const projectId = projects.body._embedded.elements[0].id;
    const tag = `durability-${randomBytes(4).toString('hex')}`;
    const acknowledged = { packages: [], updates: 0 };
    const errors = [];
    const loadStarted = Date.now();
    const writers = Array.from({ length: WRITERS }, (_, index) => writer(baseUrl, cookie, projectId, tag, index, acknowledged, errors));
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    // What counts is what was acknowledged before the kill: a copy, since writers still resolving add to the live one.
    first.child.kill('SIGKILL');
    const killedAt = Date.now();
    const acknowledgedBeforeKill = acknowledged.packages.map((created) => ({ ...created }));
    const updatesBeforeKill = acknowledged.updates;
    await first.exited;
    await Promise.all(writers);

    const restartStarted = Date.now();
    const second = await startServer(env, baseUrl);
    servers.push(second);
    const restartMs = Date.now() - restartStarted;
    cookie = await signIn(baseUrl);
    const present = await packagesOfRun(baseUrl, cookie, tag);
    // A package must be there with at least the acknowledged change; one more is a change in flight at the kill.
    const lost = acknowledgedBeforeKill.flatMap((expected) => {
      const found = present.get(expected.id);
      if (!found) return [{ id: expected.id, expected: expected.subject, found: null }];
      if (found.lockVersion === expected.lockVersion && found.subject === expected.subject) return [];
      if (found.lockVersion === expected.lockVersion + 1) return [];
      return [{ id: expected.id, expected: `${expected.subject} (lockVersion ${expected.lockVersion})`, found: `${found.subject} (lockVersion ${found.lockVersion})` }];
    });
    const acknowledgedIds = new Set(acknowledgedBeforeKill.map((created) => created.id));
    second.child.kill('SIGTERM');
    await second.exited;
    let integrity = 'not checked (PostgreSQL)';
    if (!databaseUrl) {
      const db = new BetterSqlite3(path.join(dataDir, 'tessera.sqlite'), { readonly: true });
      integrity = db.pragma('integrity_check', { simple: true });
      db.close();
    }
    const ok = lost.length === 0 && errors.length === 0 && (Boolean(databaseUrl) || integrity === 'ok') && acknowledgedBeforeKill.length > 0;
    return {
      ok,
      database: databaseUrl ? 'postgresql' : 'sqlite',
      writers: WRITERS,
      loadMs: killedAt - loadStarted,
      acknowledgedCreates: acknowledgedBeforeKill.length,
      acknowledgedUpdates: updatesBeforeKill,
      presentAfterRestart: present.size,
      presentButUnacknowledged: [...present.keys()].filter((id) => !acknowledgedIds.has(id)).length,
      lost,
      errors,
      integrity,
      firstStartMs: startedMs,
      restartMs,
      totalMs: Date.now() - started,
    };
  } finally {
    for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    if (process.env.DURABILITY_KEEP !== '1') rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL?.trim() || null;
  const summary = databaseUrl ? await withPostgresSchema(databaseUrl, check) : await check(null);
  console.log(JSON.stringify(summary, null, 2));
  if (!summary.ok) {
    console.error(`Durability check failed: ${summary.lost.length} acknowledged writes lost, ${summary.errors.length} errors, integrity ${summary.integrity}.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(`Durability check failed: ${error.message}`);
  process.exit(1);
});
