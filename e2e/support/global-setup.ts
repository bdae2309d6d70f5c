// Starts the real server for the suite, one per worker: production builds, a fresh temporary DATA_DIR (SQLite) with
// the demo seed, a free port, and a REMOTES_FILE the tests may write to point a remote elsewhere. Returns the teardown.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from './net';
import type { FullConfig } from '@playwright/test';
import { E2E_ENV, REPO_ROOT, SERVER_ENTRY, workerVariable } from './repo';
import { remotePackagesOf, remotesManifest } from '../../remotes.manifest';

const SERVER_READY_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 250;
// Variables that would point the server at something other than its fresh, isolated state.
const INHERITED_VARIABLES_TO_DROP = ['DATABASE_URL', 'REDIS_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PUBLIC_URL', 'APPS_DIR'];
// GITHUB_* would configure (or lock) the GitHub integration: the suite starts unconfigured, as a new install does.
const INHERITED_PREFIXES_TO_DROP = ['GITHUB_'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function assertBuilt(): void {
  const missing = ['shell', ...remotePackagesOf(remotesManifest)].filter(
    (pkg) => !existsSync(path.join(REPO_ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json')),
  );
  if (missing.length > 0) {
    throw new Error(`Not built: ${missing.join(', ')}. Run \`npm run e2e\` from the repository root (it runs turbo run build first).`);
  }
}

function serverEnvironment(port: number, dataDir: string, remotesFile: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_VARIABLES_TO_DROP) delete env[name];
  for (const name of Object.keys(env)) {
    if (/^REMOTE_MFE_[A-Z]+_URL$/.test(name) || INHERITED_PREFIXES_TO_DROP.some((prefix) => name.startsWith(prefix))) delete env[name];
  }
  // AI_ALLOWED_HOSTS and GITHUB_ALLOWED_HOSTS: the AI and GitHub tests point the server at fakes on loopback
  // (tests/ai-admin.spec.ts, tests/github.spec.ts).
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'true',
    REMOTES_FILE: remotesFile,
    AI_ALLOWED_HOSTS: '127.0.0.1,localhost',
    GITHUB_ALLOWED_HOSTS: '127.0.0.1,localhost',
  };
}

async function waitForApi(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited before answering (${server.signalCode ?? `exit code ${server.exitCode}`}).\n${await readFile(logFile, 'utf8')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v3`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(`The server did not answer ${baseUrl}/api/v3 within ${SERVER_READY_TIMEOUT_MS / 1000} s.\n${await readFile(logFile, 'utf8')}`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

interface RunningServer {
  baseUrl: string;
  remotesFile: string;
  stop: () => Promise<void>;
}

/** One server with its own fresh data directory, seed and REMOTES_FILE. */
async function startServer(): Promise<RunningServer> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'tessera-e2e-'));
  const dataDir = path.join(workDir, 'data');
  const remotesFile = path.join(workDir, 'remotes.json');
  const logFile = path.join(workDir, 'server.log');
  await writeFile(remotesFile, '{}\n');

  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  // process.execPath: the Node 24 that runs Playwright also runs the server (it executes TypeScript directly).
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: serverEnvironment(port, dataDir, remotesFile),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);

  try {
    await waitForApi(baseUrl, server, logFile);
  } catch (error) {
    await stopServer(server);
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    remotesFile,
    stop: async () => {
      await stopServer(server);
      log.end();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server per worker: tests that run at the same time never share a database, so every spec keeps the whole
 * server to itself (the seed's projects only, global settings such as AI, REMOTES_FILE) as it would with one worker.
 * Worker N reads its server's address from the variables suffixed _N (support/repo.ts, requireEnv).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  assertBuilt();
  const servers = await Promise.all(Array.from({ length: Math.max(1, config.workers) }, () => startServer()));
  servers.forEach((server, index) => {
    process.env[workerVariable(E2E_ENV.baseUrl, index)] = server.baseUrl;
    process.env[workerVariable(E2E_ENV.remotesFile, index)] = server.remotesFile;
  });
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
