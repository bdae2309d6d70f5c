// Issue 18: every page of the suite in Chromium, each opened cold (a new browser context: no cache) by a signed-in
// admin: the JavaScript it loads (gzip, shell, remotes and shared libraries together) and the time from navigation
// until its first content shows. Each page is opened `runs` times; the time reported is the median.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, firstMatchMs, watchFirstMatch } from './browser.mjs';

const JS_BUDGET_GZIP_BYTES = 450 * 1024;

/** The pages, each with what shows that its content is there (not a skeleton or a spinner). */
export function suitePages({ boardProjectId, bigProjectId, documentId }) {
  const view = (projectId, key) => `/projects/${projectId}?view=${key}`;
  return [
    { name: 'projects list', path: '/projects', content: '[data-testid="project-card"], [data-testid="project-row"]' },
    { name: 'project board', path: view(boardProjectId, 'kanban'), content: '[data-testid^="task-card-"]' },
    { name: 'list', path: view(boardProjectId, 'list'), content: '[data-testid^="task-row-title-"]' },
    { name: 'calendar', path: view(boardProjectId, 'calendar'), content: '[data-testid="calendar-month"]' },
    { name: 'sprints', path: view(bigProjectId, 'scrum'), content: '[data-testid="sprint-board"]' },
    { name: 'documents', path: view(bigProjectId, 'documents'), content: '[data-testid="document-card-link"]' },
    // A document opens to read (the server's rendering); its editor loads when asked for (Edit, Comments, or the URL's
    // ?editor=edit, as here): reported beside the pages, the JavaScript it adds is not a page's first load.
    { name: 'a document', path: `/docs/${documentId}`, content: '[data-testid="document-read-content"] p' },
    { name: 'a document: its editor (on demand)', path: `/docs/${documentId}?editor=edit`, content: '.ProseMirror p', onDemand: true },
    { name: 'forums', path: `/projects/${bigProjectId}/forums`, content: '[data-testid^="forum-card-"], [data-testid="first-forum"]' },
    { name: 'GitHub', path: view(bigProjectId, 'github'), content: '[data-testid="view-slot-github"] [data-testid^="github-"]' },
    { name: 'admin: AI settings', path: '/admin/ai', content: '[data-testid="ai-features"]' },
    { name: 'admin: GitHub settings', path: '/admin/github', content: '[data-testid="github-settings"]' },
  ];
}

function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

/** One cold load of a page: time to its first content, and the scripts it loaded until the network went quiet. */
async function openOnce(browser, { baseUrl, email, password }, { path, content }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1600, height: 1000 } });
  try {
    const login = await context.request.post('/api/v3/session', { data: { email, password }, headers: { 'x-requested-with': 'XMLHttpRequest' } });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.push(response.body().then((body) => ({ url: url.pathname, gzipBytes: gzipSync(body).length })).catch(() => null));
    });
    await watchFirstMatch(page, content);
    await page.goto(path);
    await page.locator(content).first().waitFor({ timeout: 60_000 });
    const firstContentMs = await firstMatchMs(page);
    await page.waitForLoadState('networkidle');
    const loaded = (await Promise.all(scripts)).filter(Boolean);
    return {
      firstContentMs, scripts: loaded.length, jsGzipBytes: loaded.reduce((sum, script) => sum + script.gzipBytes, 0),
      // The heaviest scripts, to see what a page's budget goes to.
      heaviest: loaded.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, Number(process.env.BENCH_PAGES_SCRIPTS ?? 6)).map((script) => `${script.url} ${Math.round(script.gzipBytes / 102.4) / 10} KB`),
    };
  } finally {
    await context.close();
  }
}

export async function measurePages({ baseUrl, email, password, boardProjectId, bigProjectId, documentId, runs = Number(process.env.BENCH_PAGES_RUNS ?? 3) }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const pages = [];
    for (const target of suitePages({ boardProjectId, bigProjectId, documentId })) {
      const samples = [];
      let error = null;
      for (let run = 0; run < runs; run++) {
        try { samples.push(await openOnce(browser, { baseUrl, email, password }, target)); } catch (caught) { error = String(caught?.message ?? caught).split('\n')[0]; }
      }
      const jsGzipBytes = median(samples.map((sample) => sample.jsGzipBytes));
      pages.push({
        page: target.name,
        path: target.path,
        firstContentMs: median(samples.map((sample) => sample.firstContentMs)),
        firstContentRunsMs: samples.map((sample) => sample.firstContentMs),
        jsGzipKB: jsGzipBytes === null ? null : Math.round(jsGzipBytes / 102.4) / 10,
        scripts: median(samples.map((sample) => sample.scripts)),
        withinJsBudget: jsGzipBytes === null || target.onDemand ? null : jsGzipBytes <= JS_BUDGET_GZIP_BYTES,
        heaviestScripts: samples[0]?.heaviest ?? [],
        ...(error ? { error, failedRuns: runs - samples.length } : {}),
      });
    }
    return { runs, pages, target: 'every page jsGzipKB <= 450 (not code loaded on demand); board firstContentMs < 1200, projects list < 1000' };
  } finally {
    await browser.close();
  }
}
