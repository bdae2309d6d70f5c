// Browser timing for the heaviest view so far: the projects list with the bench's 1,000 projects.
// Reports how long until the first project card shows and how much JavaScript (gzip) the page loaded in total:
// shell, remote and shared libraries together.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function measureProjectsPage({ baseUrl, email, password }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const login = await context.request.post('/api/v3/session', {
      data: { email, password }, headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('.js')) scripts.push(response.body().then((body) => ({ url, bytes: body.length, gzipBytes: gzipSync(body).length })).catch(() => null));
    });
    const started = Date.now();
    await page.goto('/projects');
    await page.locator('[data-testid="project-card"], [data-testid="project-row"]').first().waitFor({ timeout: 30_000 });
    const firstCardMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const loaded = (await Promise.all(scripts)).filter(Boolean);
    return {
      firstProjectVisibleMs: firstCardMs,
      scripts: loaded.length,
      jsBytes: loaded.reduce((sum, s) => sum + s.bytes, 0),
      jsGzipBytes: loaded.reduce((sum, s) => sum + s.gzipBytes, 0),
      target: 'jsGzipBytes <= 500 KB',
    };
  } finally {
    await browser.close();
  }
}
