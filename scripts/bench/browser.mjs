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

const DROP_RUNS = 5;

/**
 * Drags the first card of `source` into `target` with the mouse and times, inside the page, from the mouse release
 * (the event's own time stamp) until the card is in the target column's DOM. Null when it never shows.
 */
async function timeDrop(page, source, target, targetIndex) {
  const card = source.locator('[data-testid^="task-card-"]').first();
  const cardId = await card.getAttribute('data-testid');
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + 15);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 6, from.y + 17, { steps: 3 });
  await page.waitForTimeout(100);
  for (let i = 1; i <= 15; i++) {
    await page.mouse.move(from.x + (to.x + to.width / 2 - from.x) * (i / 15), from.y + 15 + (to.y + 40 - from.y - 15) * (i / 15));
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(100);
  await page.evaluate(({ cardId, targetIndex }) => {
    const target = document.querySelectorAll('[data-testid^="board-column-"][data-testid$="-cards"]')[targetIndex];
    window.__dropTiming = new Promise((resolve) => {
      let releasedAt = 0;
      document.addEventListener('mouseup', (event) => { releasedAt = event.timeStamp; }, { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (releasedAt && target.querySelector(`[data-testid="${cardId}"]`)) {
          observer.disconnect();
          resolve(performance.now() - releasedAt);
        }
      });
      observer.observe(target, { childList: true, subtree: true });
    });
  }, { cardId, targetIndex });
  await page.mouse.up();
  const ms = await page.evaluate(() => Promise.race([window.__dropTiming, new Promise((resolve) => setTimeout(() => resolve(null), 5000))]));
  // Let the status call finish before the next drag.
  await page.waitForLoadState('networkidle');
  return ms;
}

/**
 * The board of a project with 2,000 work packages: how long from the moment its task data has arrived until every
 * column shows its cards (and from navigation, for context), then a real mouse drop from the first column into the
 * second (five times) and how long until the card shows there.
 */
export async function measureBoard({ baseUrl, email, password, projectId, expectedTasks }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1800, height: 1100 } });
    const login = await context.request.post('/api/v3/session', {
      data: { email, password }, headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    const page = await context.newPage();
    // The board needs every page of the project's work packages; the last one to arrive starts the clock.
    let dataArrivedAt = 0;
    page.on('response', (response) => {
      if (response.url().includes(`/projects/${projectId}/work_packages`)) dataArrivedAt = Date.now();
    });
    const started = Date.now();
    await page.goto(`/projects/${projectId}`);
    const columns = page.locator('[data-testid^="board-column-"][data-testid$="-cards"]');
    await columns.first().waitFor({ timeout: 60_000 });
    const columnCount = await columns.count();
    for (let i = 0; i < columnCount; i++) {
      const column = columns.nth(i);
      // Empty columns show a drop hint instead of cards.
      await column.locator('[data-testid^="task-card-"], :text("Drop tasks here")').first().waitFor({ timeout: 60_000 });
    }
    const renderedAt = Date.now();
    const totalText = await page.getByTestId('task-summary-total').innerText();

    // Five real mouse drags from the first column into the second; the median drop is reported.
    const drops = [];
    for (let run = 0; run < DROP_RUNS; run++) drops.push(await timeDrop(page, columns.nth(0), columns.nth(1), 1));
    const timed = drops.filter((ms) => ms !== null).sort((a, b) => a - b);
    return {
      tasks: expectedTasks,
      summaryTotal: totalText.replace(/\s+/g, ' '),
      columns: columnCount,
      boardRenderAfterDataMs: dataArrivedAt ? renderedAt - dataArrivedAt : null,
      boardRenderFromNavigationMs: renderedAt - started,
      dropToCardShownMs: timed.length ? Math.round(timed[Math.floor(timed.length / 2)]) : null,
      dropsMs: drops.map((ms) => (ms === null ? null : Math.round(ms))),
      target: 'boardRenderAfterDataMs < 1000 and dropToCardShownMs < 100',
    };
  } finally {
    await browser.close();
  }
}
