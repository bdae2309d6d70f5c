// Test helper: a fetch mock that answers like the API server (enough of Response for the API client).
// Usable from any package: import { mockFetch, jsonResponse } from '@tessera/shared/test/fetch-mock'.

export interface MockResponse {
  ok: boolean;
  status: number;
  headers: Headers;
  text: () => Promise<string>;
  json: () => Promise<unknown>;
}

export function jsonResponse(status: number, body?: unknown): MockResponse {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(body === undefined ? {} : { 'Content-Type': 'application/hal+json' }),
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}

export function halError(status: number, name: string, message: string, attribute?: string) {
  return jsonResponse(status, {
    _type: 'Error',
    errorIdentifier: `urn:openproject-org:api:v3:errors:${name}`,
    message,
    ...(attribute ? { _embedded: { details: { attribute } } } : {}),
  });
}

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
}

type Handler = (request: RecordedRequest) => MockResponse | Promise<MockResponse>;

/** Replaces global fetch; each request goes to `handler`. Returns the jest mock (calls hold the raw args). */
export function mockFetch(handler: Handler): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : init.body;
    return handler({
      url: String(input),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body,
      credentials: init.credentials,
    });
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The requests the mock received, decoded. */
export function requestsOf(mock: jest.Mock): RecordedRequest[] {
  return mock.mock.calls.map(([input, init = {}]: [RequestInfo | URL, RequestInit?]) => ({
    url: String(input),
    method: (init.method ?? 'GET').toUpperCase(),
    headers: new Headers(init.headers),
    body: typeof init.body === 'string' && init.body ? JSON.parse(init.body) : init.body,
    credentials: init.credentials,
  }));
}
