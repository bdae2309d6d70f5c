// Playwright against the composed production build: the global setup starts the real server (which serves the
// shell and every remote from their dist folders) on a free port with a fresh SQLite database.
// Build first: the root `npm run e2e` runs `turbo run build` before this suite.
import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download is not available on our machines.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // One worker: the suite shares one server (and machines have 2 cores).
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalSetup: './support/global-setup.ts',
  use: {
    // Set by the global setup; workers load this file after it ran (tests use support/fixtures.ts, which reads it too).
    baseURL: process.env.E2E_BASE_URL,
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
