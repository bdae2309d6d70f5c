// AI administration (issue 15): providers (validation, keys encrypted at rest and never answered, private hosts,
// the read-only providers of the environment), the global settings, the health schedule on the app's clock, the
// outbound guard, and what is logged of prompts.
import { jest } from '@jest/globals';
import type { FastifyBaseLogger } from 'fastify';
import { encryptionKeyOf } from '../src/modules/ai/crypto.ts';
import { decryptSecret, encryptSecret } from '../src/outbound/secrets.ts';
import { guardedFetch, OutboundRefused, assertReachable } from '../src/outbound/hosts.ts';
import { AiRuntime } from '../src/modules/ai/runtime.ts';
import { runtimeOf } from '../src/modules/ai/index.ts';
import { TestClock, testConfig } from './helpers.ts';
import { AI_TEST_CONFIG, createAiWorld, expectAiError, type AiWorld } from './support/ai-world.ts';

let world: AiWorld;

beforeAll(async () => {
  world = await createAiWorld({
    envProviders: [{ kind: 'anthropic', baseUrl: null, apiKey: 'sk-env-secret', model: 'claude-env' }],
  });
  // The environment's provider is checked by the schedule too: at the fake, never at api.anthropic.com.
  world.ctx.config.ai!.envProviders[0].baseUrl = world.secondary.anthropicBaseUrl;
}, 120_000);
afterAll(async () => world?.close());

const providers = '/api/v3/ai/providers';
const create = (body: Record<string, unknown>) => world.send('POST', providers, 'admin', body);
const attributeOf = async (body: Record<string, unknown>) => expectAiError(await create(body), 422, null, 'PropertyConstraintViolation')._embedded.details.attribute;

describe('providers', () => {
  test('admins only: everyone else gets 403', async () => {
    for (const who of ['member', 'reader', 'outsider'] as const) {
      expectAiError(await world.get(providers, who), 403, null, 'MissingPermission');
      expectAiError(await world.send('POST', providers, who, { name: 'x', kind: 'openai' }), 403, null);
      expectAiError(await world.get('/api/v3/ai/settings', who), 403, null);
      expectAiError(await world.send('PATCH', '/api/v3/ai/settings', who, { enabled: false }), 403, null);
      expectAiError(await world.send('POST', `${providers}/-1/test`, who), 403, null);
    }
  });

  test('a provider with a key: 201 with hasApiKey, the §9 defaults, the key never answered and stored encrypted (AES-256-GCM)', async () => {
    const response = await create({ name: 'Ollama', kind: 'openai', baseUrl: world.primary.openAiBaseUrl, model: 'llama3.2', apiKey: 'sk-very-secret-key' });
    expect(response.statusCode).toBe(201);
    const provider = response.json();
    expect(provider).toMatchObject({
      _type: 'AiProvider',
      name: 'Ollama',
      kind: 'openai',
      baseUrl: world.primary.openAiBaseUrl,
      model: 'llama3.2',
      temperature: 0.7,
      maxTokens: 1000,
      timeoutMs: 30_000,
      enabled: true,
      hasApiKey: true,
      apiKeyUnreadable: false,
      readOnly: false,
      source: 'database',
      status: 'unknown',
      checkedAt: null,
      _links: { self: { href: `/api/v3/ai/providers/${provider.id}` }, test: { method: 'post' }, update: { method: 'patch' }, delete: { method: 'delete' } },
    });
    expect(response.body).not.toContain('sk-very-secret-key');
    expect((await world.get(providers, 'admin')).body).not.toContain('sk-very-secret-key');

    const row = await world.ctx.db.selectFrom('ai_providers').selectAll().where('id', '=', provider.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('sk-very-secret-key');
    expect(Buffer.from(row.api_key_iv!, 'base64')).toHaveLength(12);
    expect(Buffer.from(row.api_key_tag!, 'base64')).toHaveLength(16);
    const key = encryptionKeyOf(world.ctx.config);
    expect(decryptSecret(key, { ciphertext: row.api_key_ciphertext!, iv: row.api_key_iv!, tag: row.api_key_tag! })).toBe('sk-very-secret-key');
    // Tampering is detected, and another secret cannot read it.
    const flipped = Buffer.from(row.api_key_ciphertext!, 'base64');
    flipped[0] ^= 1;
    expect(decryptSecret(key, { ciphertext: flipped.toString('base64'), iv: row.api_key_iv!, tag: row.api_key_tag! })).toBeNull();
    const other = encryptionKeyOf(testConfig({ ai: { ...AI_TEST_CONFIG, encryptionKey: 'x'.repeat(40) } }));
    expect(decryptSecret(other, { ciphertext: row.api_key_ciphertext!, iv: row.api_key_iv!, tag: row.api_key_tag! })).toBeNull();

    // The key is what the SDK sends.
    await world.must('POST', `${providers}/${provider.id}/test`, 'admin');
    expect(world.primary.requests.at(-1)!.headers.authorization).toBe('Bearer sk-very-secret-key');

    // A PATCH without apiKey keeps it; null removes it; a new one replaces it (and resets the health).
    expect((await world.must('PATCH', `${providers}/${provider.id}`, 'admin', { name: 'Ollama box' })).hasApiKey).toBe(true);
    const replaced = await world.must('PATCH', `${providers}/${provider.id}`, 'admin', { apiKey: 'sk-other' });
    expect(replaced).toMatchObject({ hasApiKey: true, status: 'unknown', checkedAt: null });
    expect((await world.must('PATCH', `${providers}/${provider.id}`, 'admin', { apiKey: null })).hasApiKey).toBe(false);
    const cleared = await world.ctx.db.selectFrom('ai_providers').select(['api_key_ciphertext', 'api_key_iv', 'api_key_tag']).where('id', '=', provider.id).executeTakeFirstOrThrow();
    expect(cleared).toEqual({ api_key_ciphertext: null, api_key_iv: null, api_key_tag: null });
    expect((await world.send('DELETE', `${providers}/${provider.id}`, 'admin')).statusCode).toBe(204);
    expectAiError(await world.get(`${providers}/${provider.id}`, 'admin'), 404, null, 'NotFound');
  });

  test('a key that no longer decrypts (the secret changed) is reported, and the provider fails its check instead of sending garbage', async () => {
    const created = (await create({ name: 'Rotated', kind: 'openai', baseUrl: world.primary.openAiBaseUrl, apiKey: 'sk-rotated' })).json();
    const wrong = encryptSecret(encryptionKeyOf(testConfig({ ai: { ...AI_TEST_CONFIG, encryptionKey: 'y'.repeat(40) } })), 'sk-rotated');
    await world.ctx.db.updateTable('ai_providers').set({ api_key_ciphertext: wrong.ciphertext, api_key_iv: wrong.iv, api_key_tag: wrong.tag }).where('id', '=', created.id).execute();
    const requests = world.primary.requests.length;
    const tested = await world.must('POST', `${providers}/${created.id}/test`, 'admin');
    expect(tested).toMatchObject({ hasApiKey: true, apiKeyUnreadable: true, status: 'unhealthy' });
    expect(tested.lastError).toContain('cannot be decrypted');
    expect(world.primary.requests).toHaveLength(requests);
    await world.send('DELETE', `${providers}/${created.id}`, 'admin');
  });

  test.each([
    [{ kind: 'openai' }, 'name'],
    [{ name: '  ', kind: 'openai' }, 'name'],
    [{ name: 'x'.repeat(101), kind: 'openai' }, 'name'],
    [{ name: 'G' }, 'kind'],
    [{ name: 'G', kind: 'gemini' }, 'kind'],
    [{ name: 'G', kind: 'openai', baseUrl: 'ftp://models.example.com' }, 'baseUrl'],
    [{ name: 'G', kind: 'openai', baseUrl: 'not a url' }, 'baseUrl'],
    [{ name: 'G', kind: 'openai', baseUrl: 'https://user:pass@models.example.com' }, 'baseUrl'],
    [{ name: 'G', kind: 'openai', baseUrl: 'http://10.1.2.3:8000/v1' }, 'baseUrl'],
    [{ name: 'G', kind: 'openai', baseUrl: 'http://localhost:11434/v1' }, 'baseUrl'],
    [{ name: 'G', kind: 'openai', baseUrl: 'http://[::1]:11434/v1' }, 'baseUrl'],
    [{ name: 'G', kind: 'openai', baseUrl: 'http://169.254.169.254/latest' }, 'baseUrl'],
    [{ name: 'G', kind: 'openai', model: '' }, 'model'],
    [{ name: 'G', kind: 'openai', temperature: -0.1 }, 'temperature'],
    [{ name: 'G', kind: 'openai', temperature: 2.5 }, 'temperature'],
    [{ name: 'G', kind: 'openai', maxTokens: 0 }, 'maxTokens'],
    [{ name: 'G', kind: 'openai', maxTokens: 32_001 }, 'maxTokens'],
    [{ name: 'G', kind: 'openai', maxTokens: 10.5 }, 'maxTokens'],
    [{ name: 'G', kind: 'openai', timeoutMs: 50 }, 'timeoutMs'],
    [{ name: 'G', kind: 'openai', position: -1 }, 'position'],
    [{ name: 'G', kind: 'anthropic' }, 'apiKey'],
  ])('%j is a 422 naming %s', async (body, attribute) => {
    expect(await attributeOf(body)).toBe(attribute);
  });

  test('wrong JSON types are a 400 naming the field; the loopback host AI_ALLOWED_HOSTS lists is accepted', async () => {
    expect(expectAiError(await create({ name: 'G', kind: 'openai', temperature: '0.5' }), 400, null, 'InvalidRequestBody')._embedded.details.attribute).toBe('temperature');
    expect(expectAiError(await create({ name: 'G', kind: 'openai', apiKey: 42 }), 400, null)._embedded.details.attribute).toBe('apiKey');
    const allowed = await create({ name: 'Loopback', kind: 'openai', baseUrl: 'http://127.0.0.1:9/v1', temperature: 0, maxTokens: 32_000 });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json()).toMatchObject({ baseUrl: 'http://127.0.0.1:9/v1', temperature: 0, maxTokens: 32_000, hasApiKey: false });
    await world.send('DELETE', `${providers}/${allowed.json().id}`, 'admin');
  });

  test('the environment\'s provider is listed first, read-only, without its key; it cannot be changed or removed here', async () => {
    const list = (await world.get(providers, 'admin')).json();
    expect(list._type).toBe('Collection');
    expect(list._embedded.elements[0]).toMatchObject({ id: -1, name: 'Anthropic (environment)', kind: 'anthropic', model: 'claude-env', readOnly: true, source: 'environment', hasApiKey: true });
    expect(list._embedded.elements[0]._links.update).toBeUndefined();
    expect(JSON.stringify(list)).not.toContain('sk-env-secret');
    expect((await world.get(`${providers}/-1`, 'admin')).json().id).toBe(-1);
    expectAiError(await world.send('PATCH', `${providers}/-1`, 'admin', { name: 'Mine' }), 403, null, 'MissingPermission');
    expectAiError(await world.send('DELETE', `${providers}/-1`, 'admin'), 403, null);
    expectAiError(await world.get(`${providers}/-3`, 'admin'), 404, null);
    expectAiError(await world.get(`${providers}/0`, 'admin'), 404, null);
  });
});

describe('settings', () => {
  test('read and change the global switch, prompt logging and the rate limit; out-of-range values are a 422', async () => {
    expect((await world.get('/api/v3/ai/settings', 'admin')).json()).toMatchObject({ _type: 'AiSettings', enabled: true, logPrompts: false, rateLimitPerMinute: 20 });
    expect(await world.must('PATCH', '/api/v3/ai/settings', 'admin', { logPrompts: true, rateLimitPerMinute: 5 })).toMatchObject({ enabled: true, logPrompts: true, rateLimitPerMinute: 5 });
    const error = expectAiError(await world.send('PATCH', '/api/v3/ai/settings', 'admin', { rateLimitPerMinute: 0 }), 422, null);
    expect(error._embedded.details.attribute).toBe('rateLimitPerMinute');
    await world.must('PATCH', '/api/v3/ai/settings', 'admin', { logPrompts: false, rateLimitPerMinute: 20 });
  });
});

describe('the health schedule', () => {
  test('every enabled provider is checked when due (never checked, or 300 s after its last check), on the app\'s clock', async () => {
    const runtime = runtimeOf(world.ctx.app);
    const entry = (await create({ name: 'Scheduled', kind: 'openai', baseUrl: world.primary.openAiBaseUrl })).json();
    const pings = () => world.primary.requests.filter((request) => !(request.body as { tools?: unknown }).tools).length;
    const checkOnly = () => runtime.tick();
    world.primary.requests.length = 0;
    await checkOnly();
    expect(pings()).toBe(1);
    expect(world.secondary.requests.at(-1)!.headers.authorization).toBe('Bearer sk-env-secret');
    const checked = (await world.get(`${providers}/${entry.id}`, 'admin')).json();
    expect(checked).toMatchObject({ status: 'healthy', checkedAt: world.ctx.clock.now().toISOString(), lastError: null });
    expect(world.primary.requests[0].body).toMatchObject({ max_tokens: 1, messages: [{ role: 'user', content: 'ping' }] });

    world.ctx.clock.advance(299_000);
    await checkOnly();
    expect(pings()).toBe(1);
    world.ctx.clock.advance(1_000);
    world.primary.mode = 'server-error';
    await checkOnly();
    expect(pings()).toBe(2);
    expect((await world.get(`${providers}/${entry.id}`, 'admin')).json()).toMatchObject({ status: 'unhealthy', lastError: 'Health check failed: HTTP 500' });
    const health = (await world.get('/api/v3/ai/health', 'member')).json();
    expect(health.providers.find((provider: { id: number }) => provider.id === entry.id)).toEqual({ id: entry.id, name: 'Scheduled', kind: 'openai', status: 'unhealthy', checkedAt: world.ctx.clock.now().toISOString() });

    // On demand: the test action checks now, whatever the schedule says.
    world.primary.mode = 'ok';
    expect((await world.must('POST', `${providers}/${entry.id}/test`, 'admin')).status).toBe('healthy');
    expect(pings()).toBe(3);
    // A disabled provider is not checked.
    await world.must('PATCH', `${providers}/${entry.id}`, 'admin', { enabled: false });
    world.ctx.clock.advance(600_000);
    await checkOnly();
    expect(pings()).toBe(3);
    await world.send('DELETE', `${providers}/${entry.id}`, 'admin');
  });

  test('the timer polls for due checks every AI_HEALTH_POLL_MS, and stops with the app', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const runtime = new AiRuntime(world.ctx.db, testConfig({ ai: { ...AI_TEST_CONFIG, healthPollMs: 1000 } }), new TestClock(), silentLog([]));
      const tick = jest.spyOn(runtime, 'tick').mockResolvedValue(undefined);
      runtime.start();
      jest.advanceTimersByTime(3500);
      expect(tick).toHaveBeenCalledTimes(3);
      await runtime.stop();
      jest.advanceTimersByTime(5000);
      expect(tick).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('outbound calls', () => {
  test('only to the configured origin, never to a private address unless allowed, and no redirects', async () => {
    const fetcher = guardedFetch('https://api.example.com/v1', []);
    await expect(fetcher('https://evil.example.com/v1/chat/completions')).rejects.toBeInstanceOf(OutboundRefused);
    const loopback = guardedFetch('http://127.0.0.1:9/v1', []);
    await expect(loopback('http://127.0.0.1:9/v1/chat/completions')).rejects.toThrow('private address');
    await expect(assertReachable('localhost', [])).rejects.toBeInstanceOf(OutboundRefused);
    await expect(assertReachable('10.0.0.5', [])).rejects.toBeInstanceOf(OutboundRefused);
    await expect(assertReachable('::ffff:127.0.0.1', [])).rejects.toBeInstanceOf(OutboundRefused);
    await expect(assertReachable('127.0.0.1', ['127.0.0.1'])).resolves.toBeUndefined();
    await expect(assertReachable('8.8.8.8', [])).resolves.toBeUndefined();
  });

  test('a provider whose host became private (not allowed) fails as an API error without a request', async () => {
    const runtime = new AiRuntime(world.ctx.db, testConfig({ ai: { ...AI_TEST_CONFIG, allowedHosts: [] } }), new TestClock(), silentLog([]));
    const entry = runtime.entryOf({
      id: 1, position: 1, name: 'Stale', kind: 'openai', base_url: world.primary.openAiBaseUrl, model: 'm', temperature: 0.7, max_tokens: 10, timeout_ms: 1000,
      api_key_ciphertext: null, api_key_iv: null, api_key_tag: null, enabled: true, health_status: 'unknown', health_checked_at: null, health_last_error: null,
      created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
    });
    entry.source = 'environment'; // keeps its health in memory
    const before = world.primary.requests.length;
    const health = await runtime.check(entry);
    expect(health).toMatchObject({ status: 'unhealthy' });
    expect(health.lastError).toContain('private address');
    expect(world.primary.requests).toHaveLength(before);
  });
});

describe('logging', () => {
  test('sizes and timings only, unless the admin turned prompt logging on', () => {
    const lines: unknown[] = [];
    const runtime = new AiRuntime(world.ctx.db, testConfig({ ai: AI_TEST_CONFIG }), new TestClock(), silentLog(lines));
    const call = { endpoint: 'generate-task', provider: 'P', prompt: 'secret plan', answer: 'secret answer', ms: 12, outcome: 'ok' };
    runtime.logCall({ enabled: true, logPrompts: false, rateLimitPerMinute: 20, updatedAt: '' }, call);
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(lines[0]).toEqual({ ai: { endpoint: 'generate-task', provider: 'P', ms: 12, outcome: 'ok', promptChars: 11, answerChars: 13 } });
    runtime.logCall({ enabled: true, logPrompts: true, rateLimitPerMinute: 20, updatedAt: '' }, call);
    expect(lines[1]).toMatchObject({ ai: { prompt: 'secret plan', answer: 'secret answer' } });
  });
});

function silentLog(lines: unknown[]): FastifyBaseLogger {
  const record = (entry: unknown) => lines.push(entry);
  return { info: record, warn: record, error: record, debug: () => {}, trace: () => {}, fatal: record, silent: () => {}, level: 'info', child: () => silentLog(lines) } as unknown as FastifyBaseLogger;
}
