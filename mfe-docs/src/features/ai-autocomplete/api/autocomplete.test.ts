import { AiAutocompleteError, clearAutocompleteCache, streamAutocomplete } from './autocomplete';
import { fakeSseResponse, halAiError, type FakeStream } from '../test/fake-sse';

afterEach(() => clearAutocompleteCache());

function fakeFetch(answer: (init: RequestInit) => Response) {
  const mock = jest.fn(async (_url: string, init: RequestInit) => answer(init));
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

test('posts the context with the session cookie, the CSRF header and Accept text/event-stream; streams the tokens', async () => {
  let stream!: FakeStream;
  const mock = fakeFetch((init) => (stream = fakeSseResponse(init.signal)).response);
  const tokens: string[] = [];
  const result = streamAutocomplete({ text: 'The plan is', projectId: 5, documentId: 12 }, { onToken: (t) => tokens.push(t) });
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  stream.token(' to ship');
  stream.push('event: token\ndata: {"text":" on Friday"}\n\nevent: done\ndata: {"provider":"Fake"}\n\n');
  await expect(result).resolves.toBe(' to ship on Friday');
  expect(tokens).toEqual([' to ship', ' on Friday']);
  const [url, init] = mock.mock.calls[0];
  expect(url).toBe('/api/v3/ai/autocomplete');
  expect(init.method).toBe('POST');
  expect(init.credentials).toBe('same-origin');
  expect(init.headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', Accept: 'text/event-stream' });
  expect(JSON.parse(init.body as string)).toEqual({ text: 'The plan is', projectId: 5, documentId: 12 });
});

test('a finished completion is cached for 5 minutes by its context: the same text comes back as one token without a request', async () => {
  let now = 1_000_000;
  let stream!: FakeStream;
  const mock = fakeFetch((init) => (stream = fakeSseResponse(init.signal)).response);
  const first = streamAutocomplete({ text: 'abc', projectId: 1 }, { onToken: () => {}, now: () => now });
  await new Promise((resolve) => setTimeout(resolve, 0));
  stream.token('d');
  stream.token('ef');
  stream.done();
  await first;
  const tokens: string[] = [];
  await expect(streamAutocomplete({ text: 'abc', projectId: 1 }, { onToken: (t) => tokens.push(t), now: () => now })).resolves.toBe('def');
  expect(tokens).toEqual(['def']);
  expect(mock).toHaveBeenCalledTimes(1);
  now += 5 * 60_000;
  const again = streamAutocomplete({ text: 'abc', projectId: 1 }, { onToken: () => {}, now: () => now });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mock).toHaveBeenCalledTimes(2);
  stream.done();
  await again;
});

test('an error before the first token: the HAL message and aiCode; RATE_LIMIT carries Retry-After', async () => {
  fakeFetch(() => halAiError(503, 'NOT_CONFIGURED', 'AI is not configured: an administrator has to add an AI provider first.'));
  await expect(streamAutocomplete({ text: 'abc', projectId: 1 }, { onToken: () => {} })).rejects.toMatchObject({
    code: 'NOT_CONFIGURED',
    status: 503,
    message: 'AI is not configured: an administrator has to add an AI provider first.',
  });
  fakeFetch(() => halAiError(429, 'RATE_LIMIT', 'Too many AI requests: at most 20 a minute. Please try again later.', { 'Retry-After': '17' }));
  const error = await streamAutocomplete({ text: 'abc', projectId: 1 }, { onToken: () => {} }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AiAutocompleteError);
  expect(error).toMatchObject({ code: 'RATE_LIMIT', retryAfterMs: 17_000 });
});

test('an error event after tokens rejects with its code and message, and nothing is cached', async () => {
  let stream!: FakeStream;
  const mock = fakeFetch((init) => (stream = fakeSseResponse(init.signal)).response);
  const result = streamAutocomplete({ text: 'abc', projectId: 1 }, { onToken: () => {} });
  await new Promise((resolve) => setTimeout(resolve, 0));
  stream.push('event: token\ndata: {"text":"x"}\n\nevent: error\ndata: {"code":"API_ERROR","message":"Failed to generate completion"}\n\n');
  await expect(result).rejects.toMatchObject({ code: 'API_ERROR', message: 'Failed to generate completion' });
  const retry = streamAutocomplete({ text: 'abc', projectId: 1 }, { onToken: () => {} });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mock).toHaveBeenCalledTimes(2);
  stream.done();
  await retry;
});

test('aborting rejects with an AbortError and cancels the stream', async () => {
  let stream!: FakeStream;
  fakeFetch((init) => (stream = fakeSseResponse(init.signal)).response);
  const controller = new AbortController();
  const result = streamAutocomplete({ text: 'abc', projectId: 1 }, { onToken: () => {}, signal: controller.signal });
  await new Promise((resolve) => setTimeout(resolve, 0));
  stream.token('x');
  controller.abort();
  await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  expect(stream.cancelled).toBe(true);
});
