import path from 'node:path';

/** The monorepo root (this file lives in e2e/support). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server', 'src', 'main.ts');
export const WEBPACK_CLI = path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');

/** Environment variables the global setup hands to the tests. */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  remotesFile: 'E2E_REMOTES_FILE',
} as const;

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through playwright.config.ts (its global setup starts the server).`);
  return value;
}
