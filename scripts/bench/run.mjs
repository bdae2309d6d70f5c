// npm run bench: builds the apps, generates a large dataset (2,000 users, 1,000 projects, 20,000 memberships) in a
// fresh SQLite database, starts the real server and a bare-Fastify floor on that same file, loads each key endpoint
// with autocannon, measures the projects page in Chromium, and writes bench-report.json (also printed).
// Options (env): BENCH_DURATION seconds per endpoint (10), BENCH_CONNECTIONS (10), BENCH_SKIP_BUILD=1, CHROMIUM_PATH,
// BENCH_ONLY=a,b to run some parts: projects, project, me, work_packages, sprints, documents, patch, copy, page, board,
// document-open, co-editing, ai, forums, statistics, writes (BENCH_DATABASE_URL=postgres://... adds PostgreSQL to writes and board),
// github, pages (issue 18: each page's JavaScript and time to first content; BENCH_PAGES_RUNS, default 3; BENCH_PAGES_SCRIPTS, the heaviest scripts listed, default 6),
// backlogs (issue 19: the backlog of the 5,000-story project and 400 reorders), finance (issue 19: summary, breakdown
// and trends of a year of the project with 100,000 time entries, one connection: the latency a user waits),
// dashboards (issue 20: every admin and faculty dashboard endpoint, cold and warm, on 100,000 work packages; runs last).
import { spawn, fork, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { generateDataset, BENCH_ADMIN, SIZES } from './dataset.ts';
import { measureBoard, measureBoardLoad, measureCoEditingKeystrokes, measureDocumentOpen, measureProjectsPage } from './browser.mjs';
import { remotePackagesOf, remotesManifest } from '../../remotes.manifest.ts';
import { measureAi } from './ai.mjs';
import { measureForums } from './forums.mjs';
import { measureGithub } from './github.mjs';
import { measureWrites } from './writes.mjs';
import { measureBoardOnPostgres } from './postgres-board.mjs';
import { measurePages } from './pages.mjs';
import { measureDashboards } from './dashboards.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((part) => part.trim())) : null;
const runs = (part) => !ONLY || ONLY.has(part);
const PACKAGES = ['shell', ...remotePackagesOf(remotesManifest)];

const freePort = () => new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => { const { port } = server.address(); server.close(() => resolve(port)); });
});

async function waitFor(url, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try { const res = await fetch(url); if (res.status < 500) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 100) / 100;
}

/** One autocannon run; latencies come from every response, so p95 is exact rather than bucketed. */
async function load(url, headers, connections = CONNECTIONS, { uniqueUrls = false } = {}) {
  const latencies = [];
  // uniqueUrls: each request carries its own `_` parameter, so no answer can come from a cache keyed by the URL.
  let sent = 0;
  const requests = uniqueUrls ? [{ setupRequest: (request) => ({ ...request, path: `${request.path}&_=${++sent}` }) }] : undefined;
  const instance = autocannon({ url, headers, connections, duration: DURATION, pipelining: 1, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99),
    requests: result.requests.total, failures: non2xx,
  };
}

function jsSizes() {
  const sizes = {};
  for (const pkg of PACKAGES) {
    const dist = join(ROOT, pkg, 'dist');
    if (!existsSync(dist)) { sizes[pkg] = null; continue; }
    let raw = 0; let gzip = 0;
    for (const file of readdirSync(dist)) {
      if (!file.endsWith('.js')) continue;
      const body = readFileSync(join(dist, file));
      raw += body.length; gzip += gzipSync(body).length;
    }
    sizes[pkg] = { jsBytes: raw, jsGzipBytes: gzip };
  }
  return sizes;
}

/** PATCHes (subject changes) on 50 work packages in turn, each with the lockVersion its last answer gave. */
async function measurePatches(api, headers, projectId, rounds = 400) {
  const page = await (await fetch(`${api}/api/v3/projects/${projectId}/work_packages?pageSize=50`, { headers })).json();
  const versions = new Map(page._embedded.elements.map((wp) => [wp.id, wp.lockVersion]));
  const ids = [...versions.keys()];
  const latencies = [];
  let failures = 0;
  for (let i = 0; i < rounds; i++) {
    const id = ids[i % ids.length];
    const started = performance.now();
    const response = await fetch(`${api}/api/v3/work_packages/${id}`, {
      method: 'PATCH', headers, body: JSON.stringify({ lockVersion: versions.get(id), subject: `Benchmark edit ${i}` }),
    });
    const body = await response.json();
    latencies.push(performance.now() - started);
    if (response.status !== 200) { failures++; continue; }
    versions.set(id, body.lockVersion);
  }
  latencies.sort((a, b) => a - b);
  return { requests: rounds, failures, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), target: 'p95 < 25 ms' };
}

/**
 * Reorders in the product backlog of the 5,000-story project, one after another: each takes a story of the first 50
 * and drops it at another place among them (the drag of the Backlog view), through the normal update (journal, live
 * event). What it wrote is read by a second, read-only connection before and after the run: the journals added per move,
 * and how many of the project's packages ended at another position (the moved ones, plus those a renumbering touched).
 */
async function measureBacklogMoves(api, headers, projectId, sqliteFile, rounds = 400) {
  const { default: Database } = await import('better-sqlite3');
  const backlog = await (await fetch(`${api}/api/v3/projects/${projectId}/backlogs?limit=50`, { headers })).json();
  const ids = backlog.productBacklog.stories.map((story) => story.id);
  const rowsOf = (db) => ({
    positions: new Map(db.prepare('select id, position from work_packages where project_id = ?').all(projectId).map((row) => [row.id, row.position])),
    journals: db.prepare('select count(*) as n from journals').get().n,
  });
  const reader = new Database(sqliteFile, { readonly: true });
  const before = rowsOf(reader);
  const latencies = [];
  let failures = 0;
  for (let i = 0; i < rounds; i++) {
    const id = ids[(i * 7) % ids.length];
    const started = performance.now();
    const response = await fetch(`${api}/api/v3/work_packages/${id}/backlog_move`, { method: 'POST', headers, body: JSON.stringify({ version: null, index: (i * 13) % 40 }) });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 200) failures++;
  }
  const after = rowsOf(reader);
  reader.close();
  latencies.sort((a, b) => a - b);
  return {
    requests: rounds, failures, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99),
    journalsPerMove: Math.round(((after.journals - before.journals) / rounds) * 100) / 100,
    packagesRepositioned: [...after.positions].filter(([id, position]) => before.positions.get(id) !== position).length,
    projectPackages: after.positions.size,
    target: 'p95 < 25 ms, O(1) rows written per move',
  };
}

/** Starts a copy of the template and polls its job until it ends; the time is from the request to the job's end. */
async function measureCopy(api, headers, templateId) {
  const started = performance.now();
  const response = await fetch(`${api}/api/v3/projects/${templateId}/copy`, {
    method: 'POST', headers, redirect: 'manual',
    body: JSON.stringify({ name: 'Benchmark copy', identifier: 'bench_copy' }),
  });
  const copyStart = await response.json();
  if (!copyStart.jobId) throw new Error(`copy did not start: ${response.status} ${JSON.stringify(copyStart)}`);
  const statuses = [];
  for (;;) {
    const job = await (await fetch(`${api}/api/v3/job_statuses/${copyStart.jobId}`, { headers })).json();
    if (statuses.at(-1) !== job.status) statuses.push(job.status);
    if (!['in_queue', 'in_process'].includes(job.status)) {
      const seconds = Math.round((performance.now() - started) / 10) / 100;
      return { seconds, status: job.status, statusesSeen: statuses, copied: job.payload?.copied ?? null, skipped: job.payload?.skipped ?? null, errors: job.errors ?? null, target: 'seconds < 10' };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('[bench] building the apps (turbo cache makes this quick when nothing changed)');
    execFileSync(process.execPath, [join(ROOT, 'node_modules/turbo/bin/turbo'), 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const children = [];
  const stop = () => { for (const child of children) child.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }); };
  process.on('SIGINT', () => { stop(); process.exit(130); });
  try {
    console.log(`[bench] generating ${SIZES.users} users, ${SIZES.projects} projects, ${SIZES.memberships} memberships`);
    const started = Date.now();
    const sqliteFile = join(dataDir, 'tessera.sqlite');
    const { adminId, sampleProjectId, bigProjectId, templateId, currentSprintId, largeDocumentId, financeProjectId } = await generateDataset(sqliteFile);
    const generationMs = Date.now() - started;

    const [apiPort, floorPort] = [await freePort(), await freePort()];
    const server = spawn(process.execPath, [join(ROOT, 'server/src/main.ts')], {
      cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'],
      // The AI part's fake provider listens on loopback, which only an allowed host may reach.
      env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '', AI_ALLOWED_HOSTS: '127.0.0.1' },
    });
    children.push(server);
    const floor = fork(join(import.meta.dirname, 'floor.mjs'), [sqliteFile, String(floorPort), String(adminId)], { stdio: 'inherit' });
    children.push(floor);
    const api = `http://127.0.0.1:${apiPort}`;
    const bare = `http://127.0.0.1:${floorPort}`;
    await waitFor(`${api}/api/v3`);
    await waitFor(`${bare}/floor/users/me`);

    const login = await fetch(`${api}/api/v3/session`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    if (login.status !== 200) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const auth = { cookie };
    const writeHeaders = { ...auth, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

    const financeYear = { from: new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) };
    const endpoints = [
      { part: 'projects', name: 'GET /api/v3/projects?pageSize=1000', url: `${api}/api/v3/projects?pageSize=1000`, floor: `${bare}/floor/projects` },
      { part: 'project', name: 'GET /api/v3/projects/{id}', url: `${api}/api/v3/projects/${sampleProjectId}`, floor: `${bare}/floor/projects/${sampleProjectId}` },
      { part: 'me', name: 'GET /api/v3/users/me', url: `${api}/api/v3/users/me`, floor: `${bare}/floor/users/me` },
      {
        part: 'work_packages',
        name: 'GET /api/v3/projects/{id}/work_packages?pageSize=100 (5,000 work packages)',
        url: `${api}/api/v3/projects/${bigProjectId}/work_packages?pageSize=100`, floor: `${bare}/floor/work_packages/${bigProjectId}`,
        connections: 20, target: 'ratioOfFloor >= 0.4 and p95 < 50 ms at 20 connections',
      },
      {
        part: 'work_packages',
        name: 'GET /api/v3/projects/{id}/work_packages?pageSize=100 (5,000 work packages), every request a page cache miss',
        url: `${api}/api/v3/projects/${bigProjectId}/work_packages?pageSize=100`, floor: `${bare}/floor/work_packages/${bigProjectId}`,
        connections: 20, uniqueUrls: true, target: 'reported: the same page computed afresh each time',
      },
      {
        part: 'sprints',
        name: `GET /api/v3/sprints/{id}/burndown (${SIZES.workPackagesPerSprint} work packages and their journals)`,
        url: `${api}/api/v3/sprints/${currentSprintId}/burndown`, floor: `${bare}/floor/sprints/${currentSprintId}`,
      },
      {
        part: 'sprints',
        name: `GET /api/v3/projects/{id}/statistics (${SIZES.sprints} sprints, ${SIZES.sprints * SIZES.workPackagesPerSprint} work packages)`,
        url: `${api}/api/v3/projects/${bigProjectId}/statistics`, floor: `${bare}/floor/projects/${bigProjectId}/sprints`,
      },
      // Issue 18: statistics and burndown from the per-generation cache, at 10 connections.
      ...['burndown', 'statistics'].map((kind) => ({
        part: 'statistics',
        name: `GET /api/v3/sprints/{id}/${kind} (${SIZES.workPackagesPerSprint} work packages and their journals)`,
        url: `${api}/api/v3/sprints/${currentSprintId}/${kind}`, floor: `${bare}/floor/sprints/${currentSprintId}`,
        target: 'p95 < 50 ms at 10 connections',
      })),
      {
        part: 'statistics',
        name: `GET /api/v3/projects/{id}/statistics (${SIZES.sprints} sprints, ${SIZES.sprints * SIZES.workPackagesPerSprint} work packages)`,
        url: `${api}/api/v3/projects/${bigProjectId}/statistics`, floor: `${bare}/floor/projects/${bigProjectId}/sprints`,
        target: 'p95 < 50 ms at 10 connections',
      },
      {
        part: 'documents',
        name: `GET /api/v3/projects/{id}/documents?pageSize=100 (${SIZES.documents} documents)`,
        url: `${api}/api/v3/projects/${bigProjectId}/documents?pageSize=100`, floor: `${bare}/floor/documents/${bigProjectId}`,
      },
      {
        part: 'backlogs',
        name: `GET /api/v3/projects/{id}/backlogs (${SIZES.bigProjectWorkPackages} stories, default limit)`,
        url: `${api}/api/v3/projects/${bigProjectId}/backlogs`, floor: `${bare}/floor/backlogs/${bigProjectId}`,
        target: 'ratioOfFloor >= 0.6 (within 40% of the floor)',
      },
      // Issue 19: a year of the finance project, one connection (each request's own time), the floor alongside.
      ...[['summary', ''], ['breakdown', '&by=user'], ['breakdown', '&by=task'], ['trends', '']].map(([part, extra]) => ({
        part: 'finance',
        name: `GET /api/v3/projects/{id}/finance/${part}?period=custom (1 year, ${SIZES.financeTimeEntries} time entries)${extra}`,
        url: `${api}/api/v3/projects/${financeProjectId}/finance/${part}?period=custom&from=${financeYear.from}&to=${financeYear.to}${extra}`,
        floor: `${bare}/floor/finance/${financeProjectId}?from=${financeYear.from}&to=${financeYear.to}`,
        connections: 1, target: 'p95 < 200 ms',
      })),
    ].filter((endpoint) => runs(endpoint.part));
    const results = [];
    for (const endpoint of endpoints) {
      const check = await fetch(endpoint.url, { headers: auth });
      if (check.status !== 200) throw new Error(`${endpoint.name} answered ${check.status}`);
      const connections = endpoint.connections ?? CONNECTIONS;
      console.log(`[bench] ${endpoint.name}: warm-up, endpoint, floor (${DURATION}s each, ${connections} connections)`);
      const options = { uniqueUrls: endpoint.uniqueUrls ?? false };
      await load(endpoint.url, auth, connections, options).catch(() => null); // warm-up: JIT, statement caches
      const measured = await load(endpoint.url, auth, connections, options);
      const floorResult = await load(endpoint.floor, {}, connections);
      results.push({
        endpoint: endpoint.name, connections, api: measured, floor: floorResult,
        ratioOfFloor: floorResult.requestsPerSecond ? Math.round((measured.requestsPerSecond / floorResult.requestsPerSecond) * 100) / 100 : null,
        target: endpoint.target ?? 'ratioOfFloor >= 0.4',
      });
    }

    console.log('[bench] POST /api/v3/work_packages/{id}/backlog_move in the 5,000-story project, one after another');
    const backlogMoves = runs('backlogs') ? await measureBacklogMoves(api, writeHeaders, bigProjectId, sqliteFile) : null;

    console.log('[bench] PATCH /api/v3/work_packages/{id} with lockVersion, one after another');
    const patch = runs('patch') ? await measurePatches(api, writeHeaders, bigProjectId) : null;
    console.log(`[bench] copying the template (${SIZES.templateWorkPackages} work packages, ${SIZES.templateMembers} members)`);
    const copy = runs('copy') ? await measureCopy(api, writeHeaders, templateId) : null;

    console.log('[bench] measuring the projects page in Chromium');
    const browser = !runs('page') ? null : await measureProjectsPage({ baseUrl: api, email: BENCH_ADMIN.email, password: BENCH_ADMIN.password, root: ROOT })
      .catch((error) => ({ error: String(error?.message ?? error) }));

    console.log(`[bench] measuring the board of ${SIZES.templateWorkPackages} work packages in Chromium`);
    const board = !runs('board') ? null : await measureBoard({
      baseUrl: api, email: BENCH_ADMIN.email, password: BENCH_ADMIN.password, projectId: templateId, expectedTasks: SIZES.templateWorkPackages,
    }).catch((error) => ({ error: String(error?.message ?? error) }));
    // Boards per second from 10 users loading the board's API reads, every request a cache miss; then the floor.
    if (board?.requests) {
      console.log('[bench] boards/s: 10 users loading the board\'s API reads in a closed loop, every request a cache miss');
      board.closedLoop = await measureBoardLoad({ api, headers: auth, paths: board.requests.paths, seconds: DURATION })
        .catch((error) => ({ error: String(error?.message ?? error) }));
      board.closedLoopFloor = await measureBoardLoad({ api: bare, headers: {}, paths: [`/floor/board/${templateId}?`], seconds: DURATION, uniqueUrls: false })
        .catch((error) => ({ error: String(error?.message ?? error) }));
      if (board.closedLoop.boardsPerSecond && board.closedLoopFloor.boardsPerSecond) {
        board.closedLoop.ratioOfFloor = Math.round((board.closedLoop.boardsPerSecond / board.closedLoopFloor.boardsPerSecond) * 100) / 100;
      }
      // The same board read as before `select` (full work packages, 1,000 a page), side by side in this run.
      const fullPaths = board.requests.paths.flatMap((path) => {
        const url = new URL(path, api);
        if (!url.searchParams.has('select')) return [path];
        url.searchParams.delete('select');
        url.searchParams.set('pageSize', '1000');
        return Array.from({ length: Math.ceil(board.requests.workPackages.cards / 1000) }, (_, index) => {
          url.searchParams.set('offset', String(index + 1));
          return url.pathname + url.search;
        });
      });
      board.closedLoopFullRepresentation = await measureBoardLoad({ api, headers: auth, paths: fullPaths, seconds: DURATION })
        .catch((error) => ({ error: String(error?.message ?? error) }));
      // The same closed loop on PostgreSQL, on a copy of this data set (BENCH_DATABASE_URL).
      if (process.env.BENCH_DATABASE_URL) {
        console.log('[bench] boards/s on PostgreSQL: the data set copied into a schema of its own, the same closed loop and its floor');
        board.postgres = await measureBoardOnPostgres({
          root: ROOT, postgresUrl: process.env.BENCH_DATABASE_URL, sqliteFile, dataDir, freePort, projectId: templateId,
          paths: board.requests.paths, admin: BENCH_ADMIN, seconds: DURATION,
        }).catch((error) => ({ error: String(error?.message ?? error) }));
      }
    }

    const signIn = { baseUrl: api, email: BENCH_ADMIN.email, password: BENCH_ADMIN.password };
    console.log(`[bench] opening the ${SIZES.largeDocumentWords}-word document in Chromium`);
    const documentOpen = !runs('document-open') ? null : await measureDocumentOpen({ ...signIn, documentId: largeDocumentId, words: SIZES.largeDocumentWords })
      .catch((error) => ({ error: String(error?.message ?? error) }));

    console.log('[bench] keystrokes between co-editors (10 editors in Chromium)');
    let coEditing = null;
    if (runs('co-editing')) {
      const created = await fetch(`${api}/api/v3/projects/${bigProjectId}/documents`, { method: 'POST', headers: writeHeaders, body: JSON.stringify({ title: 'Co-editing bench', description: { raw: 'Notes from the planning session.' } }) });
      const document = await created.json();
      coEditing = created.status !== 201
        ? { error: `creating the document answered ${created.status}` }
        : await measureCoEditingKeystrokes({ ...signIn, documentId: document.id }).catch((error) => ({ error: String(error?.message ?? error) }));
    }

    console.log('[bench] AI: the server\'s overhead on a provider, and the first streamed token in the editor');
    let ai = null;
    if (runs('ai')) {
      const created = await fetch(`${api}/api/v3/projects/${bigProjectId}/documents`, { method: 'POST', headers: writeHeaders, body: JSON.stringify({ title: 'AI bench', description: { raw: 'Planning notes.' } }) });
      ai = created.status !== 201
        ? { error: `creating the document answered ${created.status}` }
        : await measureAi({ api, headers: writeHeaders, projectId: bigProjectId, documentId: (await created.json()).id, ...BENCH_ADMIN }).catch((error) => ({ error: String(error?.message ?? error) }));
    }

    console.log('[bench] forums: a topic of 5,000 replies paged, and search over 100,000 messages');
    const forums = !runs('forums') ? null : await measureForums({ api, headers: writeHeaders, projectId: bigProjectId, sqliteFile, userId: adminId, duration: DURATION })
      .catch((error) => ({ error: String(error?.message ?? error) }));

    console.log('[bench] github: the GitHub tab\'s stats over 20 repositories and 50,000 pull requests, and 1,000 webhook deliveries in a minute');
    const github = !runs('github') ? null : await measureGithub({ api, headers: writeHeaders, projectId: bigProjectId, sqliteFile, adminId, duration: DURATION })
      .catch((error) => ({ error: String(error?.message ?? error) }));

    // Issue 18: every page's JavaScript (gzip) and time to first content, each opened cold.
    console.log('[bench] pages: each page\'s JavaScript and time to first content in Chromium');
    const pages = !runs('pages') ? null : await measurePages({ ...signIn, boardProjectId: templateId, bigProjectId, documentId: largeDocumentId })
      .catch((error) => ({ error: String(error?.message ?? error) }));

    console.log('[bench] writes: creates and status moves on SQLite and (BENCH_DATABASE_URL) PostgreSQL');
    const writes = !runs('writes') ? null : await measureWrites({
      root: ROOT, dataDir, freePort, connections: CONNECTIONS, seconds: DURATION, postgresUrl: process.env.BENCH_DATABASE_URL || null,
    }).catch((error) => ({ error: String(error?.message ?? error) }));

    // Last: it grows the dataset to 100,000 work packages, which the parts above would otherwise measure.
    console.log('[bench] dashboards: admin and faculty endpoints, cold and warm, on 100,000 work packages');
    const dashboards = !runs('dashboards') ? null : await measureDashboards({ api, headers: writeHeaders, sqliteFile, adminId, projectId: bigProjectId })
      .catch((error) => ({ error: String(error?.message ?? error) }));

    const report = {
      generatedAt: new Date().toISOString(),
      machine: { cpus: cpus().length, node: process.version },
      dataset: { ...SIZES, generationMs },
      settings: { durationSeconds: DURATION, connections: CONNECTIONS },
      endpoints: results,
      workPackagePatch: patch,
      backlogMoves,
      projectCopy: copy,
      javascript: jsSizes(),
      projectsPage: browser,
      board,
      documentOpen,
      coEditing,
      ai,
      forums,
      writes,
      github,
      pages,
      dashboards,
    };
    const out = join(ROOT, 'bench-report.json');
    writeFileSync(out, JSON.stringify(report, null, 2));
    console.log(JSON.stringify(report, null, 2));
    console.log(`[bench] report written to bench-report.json`);
  } finally {
    stop();
  }
}

main().catch((error) => { console.error('[bench] failed:', error); process.exit(1); });
