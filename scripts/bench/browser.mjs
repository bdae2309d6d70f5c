// Browser timing for the heaviest view so far: the projects list with the bench's 1,000 projects.
// Reports how long until the first project card shows and how much JavaScript (gzip) the page loaded in total:
// shell, remote and shared libraries together.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Notes in the page when `selector` first matches: performance.now() (from the navigation's start) in the next
 * animation frame, the frame that paints it. Installed before the page's own scripts run. Timing from outside
 * (a locator's waitFor, then Date.now()) would add the locator's polling interval, up to a few hundred ms.
 */
export async function watchFirstMatch(page, selector) {
  await page.addInitScript((watched) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(watched)) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.__firstMatchMs = performance.now(); });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** The time watchFirstMatch noted, in ms from navigation (waits for it). */
export async function firstMatchMs(page) {
  const noted = await page.waitForFunction(() => window.__firstMatchMs, undefined, { timeout: 60_000 });
  return Math.round(await noted.jsonValue());
}

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
    const firstCard = '[data-testid="project-card"], [data-testid="project-row"]';
    await watchFirstMatch(page, firstCard);
    await page.goto('/projects');
    await page.locator(firstCard).first().waitFor({ timeout: 30_000 });
    const firstCardMs = await firstMatchMs(page);
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

/** Cold loads of the board; its times are their median. */
const BOARD_RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 3);
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
 * The board of a project with 2,000 work packages: how long from the moment its task data and its code have arrived
 * until every column shows its cards (and from navigation, for context), then a real mouse drop from the first column into the
 * second (five times) and how long until the card shows there.
 */
export async function measureBoard({ baseUrl, email, password, projectId, expectedTasks, runs = BOARD_RUNS }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // Each load in a new context (no cache, a new session); the times are the median of the loads, as for the pages
    // (one load alone includes the new browser's own start-up, which a user's running browser does not pay again).
    const loads = [];
    for (let run = 0; run < runs; run++) loads.push(await loadBoard(browser, { baseUrl, email, password, projectId }, run === runs - 1));
    const { page, context, columns, apiReads } = loads.at(-1);
    const totalText = await page.getByTestId('task-summary-total').innerText();
    await page.waitForLoadState('networkidle');
    const requests = await apiReads.settle();

    // Five real mouse drags from the first column into the second; the median drop is reported.
    const drops = [];
    for (let run = 0; run < DROP_RUNS; run++) drops.push(await timeDrop(page, columns.nth(0), columns.nth(1), 1));
    await context.close();
    const timed = drops.filter((ms) => ms !== null).sort((a, b) => a - b);
    const medianOf = (values) => { const sorted = values.filter((value) => value !== null).sort((a, b) => a - b); return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null; };
    return {
      tasks: expectedTasks,
      summaryTotal: totalText.replace(/\s+/g, ' '),
      columns: loads.at(-1).columnCount,
      boardRenderAfterDataMs: medianOf(loads.map((load) => load.afterDataMs)),
      boardRenderFromNavigationMs: medianOf(loads.map((load) => load.renderedAt)),
      boardRenderFromNavigationRunsMs: loads.map((load) => load.renderedAt),
      dropToCardShownMs: timed.length ? Math.round(timed[Math.floor(timed.length / 2)]) : null,
      dropsMs: drops.map((ms) => (ms === null ? null : Math.round(ms))),
      requests,
      target: 'boardRenderAfterDataMs < 1000 and dropToCardShownMs < 100; workPackages.gzipBytesPer1000Cards <= 35 KB',
    };
  } finally {
    await browser.close();
  }
}

/** One cold load of the board: when it showed, and how long after its last data (cards or code) arrived. */
async function loadBoard(browser, { baseUrl, email, password, projectId }, keepOpen) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1800, height: 1100 } });
  const login = await context.request.post('/api/v3/session', {
    data: { email, password }, headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const page = await context.newPage();
  const apiReads = recordApiReads(page, `/projects/${projectId}/work_packages`);
  // Every column's first cards come in one render: the first card in a column is the board shown.
  await watchFirstMatch(page, '[data-testid^="board-column-"][data-testid$="-cards"] [data-testid^="task-card-"]');
  await page.goto(`/projects/${projectId}`);
  const columns = page.locator('[data-testid^="board-column-"][data-testid$="-cards"]');
  await columns.first().waitFor({ timeout: 60_000 });
  const columnCount = await columns.count();
  for (let i = 0; i < columnCount; i++) {
    const column = columns.nth(i);
    // Empty columns show a drop hint instead of cards.
    await column.locator('[data-testid^="task-card-"], :text("Drop tasks here")').first().waitFor({ timeout: 60_000 });
  }
  const renderedAt = await firstMatchMs(page);
  // The board needs every page of the project's work packages and the tasks remote's code; the last of them to
  // arrive (before the board showed) starts the clock. The shell reads the cards as it boots, so the data often
  // comes before the code.
  const dataArrivedAt = await page.evaluate(({ cards, shownAt }) => Math.max(0, ...performance.getEntriesByType('resource')
    .filter((entry) => entry.responseEnd <= shownAt && (entry.name.includes(cards) || (entry.name.includes('/remotes/mfe-tasks/') && entry.name.endsWith('.js'))))
    .map((entry) => entry.responseEnd)), { cards: `/projects/${projectId}/work_packages`, shownAt: renderedAt });
  const load = { renderedAt, afterDataMs: dataArrivedAt ? Math.round(renderedAt - dataArrivedAt) : null, columnCount };
  if (keepOpen) return { ...load, page, context, columns, apiReads };
  await context.close();
  return load;
}

/**
 * The API reads a page makes while it loads (GETs under /api/v3, without the live event stream): how many, which, and
 * their bytes as sent, gzipped and decoded; the work package collections (`cardsPath`) also on their own, per 1,000 cards.
 */
function recordApiReads(page, cardsPath) {
  const pending = [];
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/v3/') || url.pathname.startsWith('/api/v3/events')) return;
    pending.push((async () => {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
      let elements = 0;
      if (url.pathname.includes(cardsPath)) {
        try { elements = JSON.parse(body.toString('utf8'))?._embedded?.elements?.length ?? 0; } catch { /* not JSON */ }
      }
      return { path: url.pathname + url.search, status: response?.status() ?? 0, wireBytes: sizes.responseBodySize, gzipBytes: gzipSync(body).length, bytes: body.length, elements };
    })());
  });
  return {
    async settle() {
      const reads = await Promise.all(pending);
      const cards = reads.filter((read) => read.path.includes(cardsPath));
      const sum = (list, key) => list.reduce((total, read) => total + read[key], 0);
      const cardCount = sum(cards, 'elements');
      return {
        count: reads.length,
        // As sent (Chromium takes brotli), and as gzip would send them.
        wireBytes: sum(reads, 'wireBytes'),
        gzipBytes: sum(reads, 'gzipBytes'),
        bytes: sum(reads, 'bytes'),
        paths: reads.map((read) => read.path),
        workPackages: {
          requests: cards.length, cards: cardCount, wireBytes: sum(cards, 'wireBytes'), gzipBytes: sum(cards, 'gzipBytes'), bytes: sum(cards, 'bytes'),
          gzipBytesPer1000Cards: cardCount ? Math.round((sum(cards, 'gzipBytes') / cardCount) * 1000) : null,
        },
      };
    },
  };
}

/**
 * Boards per second from `users` closed loops, each loading the board's API reads (the paths the browser made, in
 * parallel as it does) over and over; `uniqueUrls` gives every request its own `_` parameter, so no answer comes from
 * a cache keyed by the URL (what a busy project sees: any write clears the page cache).
 */
export async function measureBoardLoad({ api, headers, paths, users = 10, seconds = 10, uniqueUrls = true }) {
  let sent = 0;
  let failures = 0;
  const boardTimes = [];
  // Where a board's time goes: each read's own latencies.
  const pathTimes = new Map(paths.map((path) => [path, []]));
  const urlOf = (path) => {
    const url = new URL(path, api);
    if (uniqueUrls) url.searchParams.set('_', String(++sent));
    return url;
  };
  const loadBoard = () => Promise.all(paths.map(async (path) => {
    const start = performance.now();
    const response = await fetch(urlOf(path), { headers: { ...headers, 'accept-encoding': 'gzip' } });
    await response.arrayBuffer();
    if (response.status !== 200) failures++;
    pathTimes.get(path).push(performance.now() - start);
  }));
  await loadBoard(); // warm-up: JIT, statement caches
  for (const times of pathTimes.values()) times.length = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: users }, async () => {
    while (performance.now() < until) {
      const start = performance.now();
      await loadBoard();
      boardTimes.push(performance.now() - start);
    }
  }));
  const elapsed = (performance.now() - started) / 1000;
  const at = (times, p) => {
    const sorted = [...times].sort((a, b) => a - b);
    return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]) : null;
  };
  return {
    users, uniqueUrls, requestsPerBoard: paths.length, boards: boardTimes.length, failures,
    boardsPerSecond: Math.round((boardTimes.length / elapsed) * 10) / 10, p50Ms: at(boardTimes, 0.5), p95Ms: at(boardTimes, 0.95),
    readsP50Ms: Object.fromEntries([...pathTimes].map(([path, times]) => [path, at(times, 0.5)])),
  };
}

export async function signedInContext(browser, { baseUrl, email, password }) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } });
  const login = await context.request.post('/api/v3/session', { data: { email, password }, headers: { 'x-requested-with': 'XMLHttpRequest' } });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  return context;
}

export const EDITOR = '[data-testid="document-editor"]';

/**
 * Opens a long document at /docs/{id} twice (the first open also builds the server's co-editing state from the stored
 * content; the second finds it loaded) and times, from navigation, until its last words can be read (the stored
 * rendering shows while the live document connects) and until they are in the live editor.
 */
export async function measureDocumentOpen({ baseUrl, email, password, documentId, words }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await signedInContext(browser, { baseUrl, email, password });
    const stored = await (await context.request.get(`/api/v3/documents/${documentId}`)).json();
    // The last words of the last block (blocks follow each other in the editor's text without a space).
    const lastWords = stored.description.raw.trim().split('\n').at(-1).trim().split(/\s+/).slice(-3).join(' ');
    const runs = [];
    for (let run = 0; run < 2; run++) {
      const page = await context.newPage();
      // Where the time goes: the document's GET answered, the editor mounted, its first text, its last words.
      let documentAnsweredAt = 0;
      let documentRequestedAt = 0;
      page.on('request', (request) => {
        if (request.url().endsWith(`/api/v3/documents/${documentId}`)) documentRequestedAt = Date.now();
      });
      page.on('response', (response) => {
        if (response.url().endsWith(`/api/v3/documents/${documentId}`)) documentAnsweredAt = Date.now();
      });
      // The shell and the remote are in the browser's cache after the first run, as for a user who has the app open.
      const started = Date.now();
      // Opened in its editor (?editor=edit): the page would open to read, without the editor's code.
      await page.goto(`/docs/${documentId}?editor=edit`);
      // Readable: the last words show, in the page to read (while the editor's code loads), in the stored rendering
      // shown while the live document connects, or in the editor.
      await page.waitForFunction(
        ({ selectors, text }) => selectors.some((selector) => document.querySelector(selector)?.textContent?.includes(text)),
        { selectors: [EDITOR, '[data-testid="document-read-content"]', '[data-testid="document-stored-content"]'], text: lastWords },
        { timeout: 60_000, polling: 'raf' },
      );
      const readableAt = Date.now();
      await page.locator(EDITOR).waitFor({ timeout: 60_000 });
      const editorAt = Date.now();
      await page.waitForFunction((selector) => (document.querySelector(selector)?.textContent?.length ?? 0) > 0, EDITOR, { timeout: 60_000, polling: 'raf' });
      const firstTextAt = Date.now();
      await page.waitForFunction(({ selector, text }) => document.querySelector(selector)?.textContent?.includes(text), { selector: EDITOR, text: lastWords }, { timeout: 60_000, polling: 'raf' });
      const doneAt = Date.now();
      runs.push({
        readableMs: readableAt - started,
        openMs: doneAt - started,
        documentRequestedMs: documentRequestedAt ? documentRequestedAt - started : null,
        documentAnsweredMs: documentAnsweredAt ? documentAnsweredAt - started : null,
        editorMountedMs: editorAt - started,
        firstTextMs: firstTextAt - started,
      });
      await page.close();
    }
    return { words, firstOpen: runs[0], secondOpen: runs[1], target: 'secondOpen.readableMs < 1000 (readable); openMs: until editable' };
  } finally {
    await browser.close();
  }
}

const KEYSTROKE_ROUNDS = 40;
const COLLABORATION_PATH = '/api/v3/documents/collaboration';
const COLLABORATION_FIELD = 'default';

/** An editor without a browser: the co-editing protocol over a WebSocket carrying the user's session cookie, as a browser's would. */
async function connectProtocolEditor({ baseUrl, cookie, documentId, name }) {
  const ydoc = new Y.Doc();
  const headers = { cookie, origin: baseUrl };
  const Socket = class extends WebSocket {
    constructor(url) {
      super(url, { headers });
    }
  };
  const websocketProvider = new HocuspocusProviderWebsocket({ url: `${baseUrl.replace(/^http/, 'ws')}${COLLABORATION_PATH}`, WebSocketPolyfill: Socket });
  const provider = new HocuspocusProvider({ websocketProvider, name: `document.${documentId}`, document: ydoc });
  provider.attach();
  provider.setAwarenessField('user', { name, color: '#8c8c8c' });
  const deadline = Date.now() + 30_000;
  while (!provider.isSynced) {
    if (Date.now() > deadline) throw new Error(`${name} did not sync`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    /** Appends to the last paragraph's text, as the editor's binding does for typing at the end. */
    typeAtEnd(text) {
      const fragment = ydoc.getXmlFragment(COLLABORATION_FIELD);
      const last = fragment.get(fragment.length - 1);
      const run = last instanceof Y.XmlElement ? last.toArray().findLast((child) => child instanceof Y.XmlText) : null;
      if (run) run.insert(run.length, text);
    },
    close() {
      provider.destroy();
      websocketProvider.destroy();
    },
  };
}

/**
 * Ten editors on one document; one of them types tokens and each keystroke's arrival in another editor's DOM is timed
 * (both clocks are this machine's); three more type in the background. The typist and the observer are browsers; the
 * other editors (BENCH_COEDITING_BROWSERS raises how many are browsers) speak the same protocol from Node
 * (@hocuspocus/provider with the user's session cookie), so the server fans every update out to ten connections while
 * this machine's two cores are not spent rendering eight more browsers (the load generator would be what is measured).
 */
export async function measureCoEditingKeystrokes({ baseUrl, email, password, documentId, editors = 10, browsers = Number(process.env.BENCH_COEDITING_BROWSERS ?? 2) }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let typing = true;
  const protocolEditors = [];
  try {
    const pages = [];
    const browserCount = Math.max(2, Math.min(editors, browsers));
    let cookie = '';
    for (let i = 0; i < browserCount; i++) {
      const context = await signedInContext(browser, { baseUrl, email, password });
      cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      const page = await context.newPage();
      await page.goto(`/docs/${documentId}?editor=edit`);
      await page.locator(`${EDITOR}[contenteditable="true"]`).waitFor({ timeout: 60_000 });
      pages.push(page);
    }
    for (let i = browserCount; i < editors; i++) protocolEditors.push(await connectProtocolEditor({ baseUrl, cookie, documentId, name: `Bench editor ${i + 1}` }));
    const [typist, observer, ...others] = pages;
    // Background typists: a word every half second each, at the end of the document (browsers type, the others write
    // into the shared document as the editor's binding would).
    const typists = [...others.map((page) => ({ page })), ...protocolEditors.map((client) => ({ client }))].slice(0, 3);
    const background = typists.map(async ({ page, client }, index) => {
      if (page) {
        await page.locator(EDITOR).click();
        await page.keyboard.press('Control+End');
      }
      for (let n = 0; typing; n++) {
        if (page) await page.keyboard.type(` b${index}n${n}`);
        else client.typeAtEnd(` b${index}n${n}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    });
    await typist.locator(EDITOR).click();
    await typist.keyboard.press('Control+Home');
    const latencies = [];
    let lost = 0;
    for (let round = 0; round < KEYSTROKE_ROUNDS; round++) {
      const token = `k${round}q`;
      await typist.keyboard.type(token.slice(0, -1));
      const seen = observer.evaluate(({ selector, text }) => new Promise((resolve) => {
        const editor = document.querySelector(selector);
        const timer = setTimeout(() => { observerOf.disconnect(); resolve(null); }, 5000);
        const check = () => {
          if (!editor.textContent.includes(text)) return;
          clearTimeout(timer);
          observerOf.disconnect();
          resolve(Date.now());
        };
        const observerOf = new MutationObserver(check);
        observerOf.observe(editor, { subtree: true, childList: true, characterData: true });
        check();
      }), { selector: EDITOR, text: token });
      const sent = Date.now();
      await typist.keyboard.press(token.at(-1));
      const arrived = await seen;
      if (arrived === null) lost++;
      else latencies.push(Math.max(0, arrived - sent));
      await typist.keyboard.type(' ');
      await typist.waitForTimeout(100);
    }
    typing = false;
    await Promise.all(background);
    // The background typists' words reached the observer too (so the load was real).
    const observed = await observer.locator(EDITOR).textContent();
    const backgroundWordsSeen = typists.every((_, index) => observed.includes(` b${index}n1`));
    latencies.sort((a, b) => a - b);
    const at = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : null);
    return { editors, browsers: pages.length, protocolEditors: protocolEditors.length, backgroundTypists: typists.length, backgroundWordsSeen, keystrokes: KEYSTROKE_ROUNDS, lost, p50Ms: at(50), p95Ms: at(95), maxMs: latencies.at(-1) ?? null, target: 'p95Ms < 300' };
  } finally {
    typing = false;
    for (const client of protocolEditors) client.close();
    await browser.close();
  }
}
