// Usage: npm start            (= node scripts/start.mjs)
//
// Builds whatever is not built yet (`turbo run build`: unchanged packages come from turbo's cache), then runs the
// server (`node server/src/main.ts`), which migrates, seeds an empty database and serves the API, the shell and every
// remote on http://localhost:3000 (PORT, HOST, DATA_DIR, ... are read by the server; see the README).
// Signals (Ctrl+C, SIGTERM) are forwarded to the build or the server, and this script exits with its exit code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TURBO_BIN = path.join(ROOT, 'node_modules', 'turbo', 'bin', 'turbo');
const SERVER_ENTRY = path.join(ROOT, 'server', 'src', 'main.ts');
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function say(message) {
  console.log(`\n[tessera] ${message}`);
}

function fail(message) {
  console.error(`\n[tessera] ${message}`);
  process.exit(1);
}

/** Exit code for a child that ended by a signal, as a shell would report it. */
function exitCodeOf(code, signal) {
  if (code !== null) return code;
  const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };
  return 128 + (signalNumbers[signal] ?? 1);
}

// The child currently running (the build, then the server): signals go to it, so it can stop cleanly, and this
// script exits with its exit code instead of dying first and leaving it orphaned.
let currentChild = null;
let receivedSignal = null;
for (const signal of FORWARDED_SIGNALS) {
  process.on(signal, () => {
    receivedSignal = signal;
    if (currentChild && currentChild.exitCode === null && currentChild.signalCode === null) currentChild.kill(signal);
    else process.exit(exitCodeOf(null, signal));
  });
}

/** Starts a child with inherited output; resolves with its exit code when it ends. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
    currentChild = child;
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      currentChild = null;
      resolve(exitCodeOf(code, signal));
    });
  });
}

async function build() {
  if (!existsSync(TURBO_BIN)) fail('Dependencies are not installed: run `npm install` first.');
  say('Building the web apps (turbo run build; packages that did not change come from the cache)...');
  // process.execPath: the Node 24 running this script also runs turbo and, through npm, the webpack builds.
  let code;
  try {
    code = await run(process.execPath, [TURBO_BIN, 'run', 'build', '--output-logs=errors-only']);
  } catch (error) {
    fail(`Could not run the build: ${error.message}`);
  }
  // Stopped on purpose (Ctrl+C during the build): leave quietly, without starting the server.
  if (receivedSignal) process.exit(code);
  if (code !== 0) fail(`The build failed (exit code ${code}); see the errors above. The server was not started.`);
  say('Build is up to date.');
}

async function startServer() {
  if (!existsSync(SERVER_ENTRY)) fail(`The server entry point ${path.relative(ROOT, SERVER_ENTRY)} is missing.`);
  say(`Starting the server: node ${path.relative(ROOT, SERVER_ENTRY)} (Ctrl+C stops it)`);
  let exitCode;
  try {
    exitCode = await run(process.execPath, [SERVER_ENTRY]);
  } catch (error) {
    fail(`Could not start the server: ${error.message}`);
  }
  if (exitCode !== 0) say(`The server stopped with exit code ${exitCode}.`);
  process.exit(exitCode);
}

await build();
await startServer();
