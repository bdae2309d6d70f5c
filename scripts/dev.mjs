// Usage: npm run dev [remote...]        (= node scripts/dev.mjs [remote...])
//   npm run dev                 server + shell dev server; every remote served from its last build
//   npm run dev tasks docs      ... plus webpack dev servers for mfe-tasks and mfe-docs
// A remote may be named 'tasks', 'mfe-tasks' or 'mfe_tasks'.
//
// What runs:
//   - the server on http://localhost:3001 (PORT=3001): API, /config/remotes.json, and the builds of the remotes
//     that are not in dev mode (a remote without a build is built once first);
//   - the shell's webpack dev server on http://localhost:3000 (open this one), proxying /api and /config to 3001;
//   - a webpack dev server for each remote named on the command line (its devPort in remotes.manifest.ts); the
//     server points the shell at them through REMOTE_<NAME>_URL (http://localhost:<port>/mf-manifest.json).
// On 2 cores, run the shell and the one remote you work on. Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { devPortsOf, remotesManifest } from '../remotes.manifest.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEBPACK_CLI = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const TURBO_BIN = path.join(ROOT, 'node_modules', 'turbo', 'bin', 'turbo');
const SERVER_ENTRY = path.join(ROOT, 'server', 'src', 'main.ts');
const API_PORT = 3001;
const SHELL_PORT = 3000;
// Dev server ports by package, from the manifest (each webpack.config.js reads the same entry).
const REMOTE_PORTS = devPortsOf(remotesManifest);
const STOP_GRACE_MS = 5000;

const log = (message) => console.log(`[dev] ${message}`);

function usageAndExit(problem) {
  if (problem) console.error(`[dev] ${problem}`);
  console.error(`Usage: npm run dev [remote...]   remotes: ${Object.keys(REMOTE_PORTS).map((r) => r.slice(4)).join(', ')}`);
  process.exit(problem ? 2 : 0);
}

/** 'tasks' | 'mfe-tasks' | 'mfe_tasks' -> 'mfe-tasks', or null. */
function packageOfRemote(arg) {
  const normalised = arg.trim().toLowerCase().replace(/_/g, '-').replace(/^mfe-/, '');
  const pkg = `mfe-${normalised}`;
  return pkg in REMOTE_PORTS ? pkg : null;
}

/** REMOTE_MFE_TASKS_URL for 'mfe-tasks' (the server's override variable). */
const remoteUrlVariable = (pkg) => `REMOTE_${pkg.replace(/-/g, '_').toUpperCase()}_URL`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) usageAndExit();
const devRemotes = [];
for (const arg of args) {
  const pkg = packageOfRemote(arg);
  if (!pkg) usageAndExit(`Unknown remote '${arg}'.`);
  if (!devRemotes.includes(pkg)) devRemotes.push(pkg);
}
if (!existsSync(WEBPACK_CLI) || !existsSync(TURBO_BIN)) usageAndExit('Dependencies are not installed: run `npm install` first.');

const children = new Set();
let stopping = false;

/** Starts a long-running child whose output lines are prefixed with its name. */
function startChild(name, args, options) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...options.env },
  });
  children.add(child);
  for (const [stream, target] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
    readline.createInterface({ input: stream }).on('line', (line) => target.write(`[${name}] ${line}\n`));
  }
  child.on('error', (error) => {
    log(`${name} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      // One part gone means the setup no longer works as described: stop the rest rather than limp on.
      log(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
      stopAll(code ?? 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  if (children.size === 0) process.exit(exitCode);
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(exitCode);
  }, STOP_GRACE_MS).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Builds, once, the remotes served from their build that have none yet (their slots would only show the fallback). */
async function buildMissingRemotes() {
  const missing = Object.keys(REMOTE_PORTS).filter(
    (pkg) => !devRemotes.includes(pkg) && !existsSync(path.join(ROOT, pkg, 'dist', 'mf-manifest.json')),
  );
  if (missing.length === 0) return;
  log(`No build yet for ${missing.join(', ')}: building it once (turbo run build)...`);
  const filters = missing.map((pkg) => `--filter=${pkg}`);
  const code = await new Promise((resolve) => {
    const build = spawn(process.execPath, [TURBO_BIN, 'run', 'build', ...filters, '--output-logs=errors-only'], { cwd: ROOT, stdio: 'inherit' });
    build.on('exit', (exitCode) => resolve(exitCode ?? 1));
    build.on('error', () => resolve(1));
  });
  if (code !== 0) log(`The build failed (exit code ${code}); those views will show 'temporarily unavailable'.`);
}

await buildMissingRemotes();
if (stopping) process.exit(process.exitCode ?? 0);

const remoteOverrides = Object.fromEntries(
  devRemotes.map((pkg) => [remoteUrlVariable(pkg), `http://localhost:${REMOTE_PORTS[pkg]}/mf-manifest.json`]),
);
log(`server        http://localhost:${API_PORT}`);
log(`shell (open)  http://localhost:${SHELL_PORT}`);
for (const pkg of devRemotes) log(`${pkg.padEnd(13)} http://localhost:${REMOTE_PORTS[pkg]} (dev server)`);
const builtRemotes = Object.keys(REMOTE_PORTS).filter((pkg) => !devRemotes.includes(pkg));
if (builtRemotes.length > 0) log(`from their last build: ${builtRemotes.join(', ')}`);

startChild('server', [SERVER_ENTRY], { env: { PORT: String(API_PORT), ...remoteOverrides } });
startChild('shell', [WEBPACK_CLI, 'serve', '--mode', 'development', '--port', String(SHELL_PORT)], {
  cwd: path.join(ROOT, 'shell'),
  env: { API_ORIGIN: `http://localhost:${API_PORT}` },
});
for (const pkg of devRemotes) {
  startChild(pkg, [WEBPACK_CLI, 'serve', '--mode', 'development', '--port', String(REMOTE_PORTS[pkg])], {
    cwd: path.join(ROOT, pkg),
    env: { API_ORIGIN: `http://localhost:${API_PORT}` },
  });
}
