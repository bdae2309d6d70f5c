// Playwright against the composed production build: the global setup starts the real server (which serves the
// shell and every remote from their dist folders) on a free port with a fresh SQLite database, one per worker.
// Build first: the root `npm run e2e` runs `turbo run build` before this suite.
import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download is not available on our machines.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // Two workers, each with a server of its own (support/global-setup.ts): a spec file runs in one worker, so it has
  // its server to itself as with one worker. A test waits on the browser and the server more than it computes, so
  // two fit on our 2-core machines and nearly halve the suite's time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './support/global-setup.ts',
  use: {
    // baseURL: the worker's server, which support/fixtures.ts sets (the global setup starts it).
    headless: true,
    trace: 'on-first-retry',
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
