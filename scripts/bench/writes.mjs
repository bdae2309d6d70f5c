// The writes part of npm run bench (issue 18): work package creates and status moves (the board's drag) at N
// connections, each connection creating a package and then moving it, on SQLite and, when BENCH_DATABASE_URL is set, on
// PostgreSQL in a schema of its own. Each database gets a server of its own on a fresh database seeded with the demo
// organisation. Two spreads: every connection in a project of its own (ten teams), and all of them in one project.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { SCHEMA_CHANGE_LOCK } from '../../server/src/db/index.ts';
import { DEMO_PASSWORD } from '../../server/src/seed/index.ts';

const SCHEMA = 'bench_writes';
const XHR = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const STATUS_HREFS = ['/api/v3/statuses/2', '/api/v3/statuses/1'];

const percentile = (sorted, p) => (sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] * 100) / 100);

export async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try { if ((await fetch(url)).status < 500) return; } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A fresh schema; dropping it takes the lock migrations take, as the test helpers do (shared databases). */
export async function freshSchema(databaseUrl, schema = SCHEMA) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export async function dropSchema(databaseUrl, schema = SCHEMA) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** Each connection in turn creates a package, then moves it to another status; latencies of each kind. */
async function closedLoop(api, headers, projectOf, connections, seconds) {
  const creates = [];
  const moves = [];
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async (_, connection) => {
    for (let i = 0; Date.now() < end; i++) {
      let started = performance.now();
      const created = await fetch(`${api}/api/v3/projects/${projectOf(connection)}/work_packages`, {
        method: 'POST', headers, body: JSON.stringify({ subject: `Bench write ${connection}-${i}` }),
      });
      const body = await created.json();
      if (created.status !== 201) { failures++; continue; }
      creates.push(performance.now() - started);
      started = performance.now();
      const moved = await fetch(`${api}/api/v3/work_packages/${body.id}/status`, {
        method: 'PATCH', headers, body: JSON.stringify({ _links: { status: { href: STATUS_HREFS[i % STATUS_HREFS.length] } } }),
      });
      await moved.arrayBuffer();
      if (moved.status !== 200) { failures++; continue; }
      moves.push(performance.now() - started);
    }
  }));
  const summary = (latencies) => {
    latencies.sort((a, b) => a - b);
    return { requestsPerSecond: Math.round(latencies.length / seconds), p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
  };
  return { creates: summary(creates), statusMoves: summary(moves), failures };
}

async function writesOn({ root, databaseUrl, dataDir, port, connections, seconds }) {
  const server = spawn(process.execPath, [join(root, 'server/src/main.ts')], {
    cwd: root, stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'true', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl ?? '' },
  });
  try {
    const api = `http://127.0.0.1:${port}`;
    await waitFor(`${api}/api/v3`);
    const login = await fetch(`${api}/api/v3/session`, { method: 'POST', headers: XHR, body: JSON.stringify({ email: 'admin@tessera.local', password: DEMO_PASSWORD }) });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const headers = { ...XHR, cookie: login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
    // A project per connection: the demo's, and new ones up to the number of connections.
    const projects = (await (await fetch(`${api}/api/v3/projects?pageSize=100`, { headers })).json())._embedded.elements.map((project) => project.id);
    for (let i = projects.length; i < connections; i++) {
      const created = await fetch(`${api}/api/v3/projects`, { method: 'POST', headers, body: JSON.stringify({ name: `Bench writes ${i}` }) });
      if (created.status !== 201) throw new Error(`creating a project answered ${created.status}`);
      projects.push((await created.json()).id);
    }
    await closedLoop(api, headers, (connection) => projects[connection], connections, Math.min(3, seconds)); // warm-up
    return {
      projectPerConnection: await closedLoop(api, headers, (connection) => projects[connection], connections, seconds),
      oneProject: await closedLoop(api, headers, () => projects[0], connections, seconds),
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

const ratio = (pgFigure, sqliteFigure) => (pgFigure && sqliteFigure ? Math.round((pgFigure / sqliteFigure) * 100) / 100 : null);

export async function measureWrites({ root, dataDir, freePort, connections, seconds, postgresUrl }) {
  const sqlite = await writesOn({ root, databaseUrl: null, dataDir: join(dataDir, 'writes-sqlite'), port: await freePort(), connections, seconds });
  let postgres = null;
  if (postgresUrl) {
    try {
      postgres = await writesOn({ root, databaseUrl: await freshSchema(postgresUrl), dataDir: join(dataDir, 'writes-postgres'), port: await freePort(), connections, seconds });
    } finally {
      await dropSchema(postgresUrl);
    }
  }
  const ratios = !postgres ? null : Object.fromEntries(['projectPerConnection', 'oneProject'].map((spread) => [spread, {
    creates: ratio(postgres[spread].creates.requestsPerSecond, sqlite[spread].creates.requestsPerSecond),
    statusMoves: ratio(postgres[spread].statusMoves.requestsPerSecond, sqlite[spread].statusMoves.requestsPerSecond),
  }]));
  return { connections, seconds, sqlite, postgres, postgresOverSqlite: ratios, target: 'postgresOverSqlite >= 0.67 (creates and status moves)' };
}
