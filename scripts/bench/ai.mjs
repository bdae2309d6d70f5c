// The AI part of npm run bench (issue 15): a fake OpenAI-compatible provider on loopback (the server tests' own)
// configured as an admin would, then
// - the server's overhead on a provider: POST /api/v3/ai/generate-task one after another, against the same request
//   sent straight to the provider; the overhead is the difference of their percentiles (target: p95 under 10 ms),
//   with each request's time through the server minus the provider's median direct time beside it (an upper bound:
//   it also holds the provider's own slow requests);
// - the first streamed token in the editor: in Chromium, how long after the first `token` event reaches the page the
//   grey suggestion shows (target: within 50 ms).
import { chromium } from '@playwright/test';
import { FakeAiProvider } from '../../server/test/support/fake-ai-provider.ts';
import { CHROMIUM_ARGS, EDITOR, signedInContext } from './browser.mjs';

const OVERHEAD_ROUNDS = 300;
const EDITOR_ROUNDS = 10;

const percentile = (sorted, p) => (sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] * 100) / 100);
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: percentile(sorted, 100) };
};

/** Registers the fake with the server and lifts the per-user rate limit for the run; answers a function that undoes both. */
async function configure(api, headers, fake) {
  const added = await fetch(`${api}/api/v3/ai/providers`, {
    method: 'POST', headers,
    body: JSON.stringify({ name: 'Bench fake provider', kind: 'openai', baseUrl: fake.openAiBaseUrl, model: 'fake-model', apiKey: 'sk-bench' }),
  });
  if (added.status !== 201) throw new Error(`adding the provider answered ${added.status}: ${await added.text()}`);
  const provider = await added.json();
  const settings = await fetch(`${api}/api/v3/ai/settings`, { method: 'PATCH', headers, body: JSON.stringify({ rateLimitPerMinute: 10_000 }) });
  if (settings.status !== 200) throw new Error(`raising the rate limit answered ${settings.status}`);
  return async () => {
    await fetch(`${api}/api/v3/ai/providers/${provider.id}`, { method: 'DELETE', headers });
  };
}

async function measureOverhead(api, headers, fake, projectId) {
  const text = 'Set up a staging environment that mirrors production for the relaunch';
  const time = async (url, body, requestHeaders) => {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: requestHeaders, body: JSON.stringify(body) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  // The provider's own time: the chat completion the server asks for, straight to it.
  const direct = { model: 'fake-model', messages: [{ role: 'user', content: text }], tools: [{ type: 'function', function: { name: 'generate_task', parameters: { type: 'object' } } }] };
  const directHeaders = { 'content-type': 'application/json', authorization: 'Bearer sk-bench' };
  for (let i = 0; i < 20; i++) await time(`${fake.openAiBaseUrl}/chat/completions`, direct, directHeaders); // warm-up
  const providerTimes = [];
  for (let i = 0; i < OVERHEAD_ROUNDS; i++) providerTimes.push(await time(`${fake.openAiBaseUrl}/chat/completions`, direct, directHeaders));
  const body = { text, projectId };
  for (let i = 0; i < 20; i++) await time(`${api}/api/v3/ai/generate-task`, body, headers); // warm-up: the SDK client, JIT
  const serverTimes = [];
  for (let i = 0; i < OVERHEAD_ROUNDS; i++) serverTimes.push(await time(`${api}/api/v3/ai/generate-task`, body, headers));
  fake.requests.length = 0;
  const provider = summary(providerTimes);
  const throughServer = summary(serverTimes);
  const round = (ms) => Math.round(ms * 100) / 100;
  return {
    requests: OVERHEAD_ROUNDS,
    provider,
    throughServer,
    overhead: { p50: round(throughServer.p50 - provider.p50), p95: round(throughServer.p95 - provider.p95) },
    perRequestOverheadUpperBound: summary(serverTimes.map((ms) => ms - provider.p50)),
    target: 'overhead.p95 < 10 ms',
  };
}

/**
 * In the page: when the first `token` event of an autocomplete stream reached it (a wrapper around fetch reads the
 * stream as the editor does), and when the grey suggestion appeared (a MutationObserver), both on performance.now().
 */
function instrumentPage() {
  window.__aiBench = { tokenAt: null, shownAt: null };
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input.url;
    if (!url.includes('/ai/autocomplete') || !response.body) return response;
    const decoder = new TextDecoder();
    let seen = '';
    const watch = new TransformStream({
      transform(chunk, controller) {
        if (window.__aiBench.tokenAt === null) {
          seen += decoder.decode(chunk, { stream: true });
          if (/event: token\ndata: [^\n]*\n\n/.test(seen)) window.__aiBench.tokenAt = performance.now();
        }
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(watch), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  new MutationObserver(() => {
    if (window.__aiBench.shownAt === null && document.querySelector('[data-testid="ai-suggestion"]')) window.__aiBench.shownAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

async function measureEditorFirstToken({ baseUrl, email, password, documentId, fake }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await signedInContext(browser, { baseUrl, email, password });
    const page = await context.newPage();
    await page.addInitScript(instrumentPage);
    await page.goto(`/docs/${documentId}?editor=edit`);
    await page.locator('[data-testid="ai-suggestions-tag"]').filter({ hasText: 'AI suggestions on' }).waitFor({ timeout: 30_000 });
    const editor = page.locator(EDITOR);
    await editor.locator('p').last().click();
    const gaps = [];
    for (let round = 0; round < EDITOR_ROUNDS; round++) {
      fake.tokens = [`step ${round} `, 'of the plan.'];
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.evaluate(() => { window.__aiBench.tokenAt = null; window.__aiBench.shownAt = null; });
      // Each line is new text, so no answer comes from the completion cache.
      await page.keyboard.type(`Round ${round} covers`);
      await page.waitForFunction(() => window.__aiBench.shownAt !== null && window.__aiBench.tokenAt !== null, null, { timeout: 15_000 });
      const { tokenAt, shownAt } = await page.evaluate(() => window.__aiBench);
      gaps.push(Math.max(0, shownAt - tokenAt));
      await page.keyboard.press('Escape');
    }
    return { rounds: EDITOR_ROUNDS, tokenToSuggestionMs: summary(gaps), target: 'tokenToSuggestionMs.p95 < 50 ms' };
  } finally {
    await browser.close();
  }
}

/** Both AI measurements with a fake provider configured for the run (removed again after). */
export async function measureAi({ api, headers, projectId, documentId, email, password }) {
  const fake = await FakeAiProvider.start();
  const unconfigure = await configure(api, headers, fake);
  try {
    const overhead = await measureOverhead(api, headers, fake, projectId).catch((error) => ({ error: String(error?.message ?? error) }));
    const editor = await measureEditorFirstToken({ baseUrl: api, email, password, documentId, fake }).catch((error) => ({ error: String(error?.message ?? error) }));
    return { serverOverhead: overhead, editorFirstToken: editor };
  } finally {
    await unconfigure();
    await fake.close();
  }
}
