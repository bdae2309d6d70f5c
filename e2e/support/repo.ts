import path from 'node:path';

/** The monorepo root (this file lives in e2e/support). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server', 'src', 'main.ts');

/** Environment variables the global setup hands to the tests. */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  remotesFile: 'E2E_REMOTES_FILE',
} as const;

/** The variable of worker `index`'s server (the global setup starts one server per worker). */
export function workerVariable(name: string, index: number): string {
  return `${name}_${index}`;
}

/** A variable the global setup handed to the tests, for the server of the worker that runs this test. */
export function requireEnv(name: string): string {
  // Playwright numbers the workers running at the same time 0..workers-1 (a restarted worker keeps its number).
  const value = process.env[workerVariable(name, Number(process.env.TEST_PARALLEL_INDEX ?? 0))];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts (its global setup starts the server).`);
  return value;
}
