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

/** A request's path after `/api/v3` (no origin, no query), as fake servers route on it. */
export function apiPathOf(request: Pick<RecordedRequest, 'url'>): string {
  return new URL(request.url, 'http://localhost').pathname.replace(/^\/api\/v3/, '');
}

interface OneOffAnswer {
  method: string;
  path: RegExp;
  /** null: the usual answer from the route. */
  response: MockResponse | null;
  /** Answer only once this settles (to look at the page while the request is in flight). */
  gate?: Promise<unknown>;
}

/**
 * A fake API on top of mockFetch: `route` answers every request, except the next one matching a one-off answer set
 * with answerNext or hold. Each package's fake server is its routes plus this.
 */
export function mockApi(route: Handler) {
  const oneOffs: OneOffAnswer[] = [];
  const fetchMock = mockFetch(async (request) => {
    const path = apiPathOf(request);
    const index = oneOffs.findIndex((oneOff) => oneOff.method === request.method && oneOff.path.test(path));
    if (index !== -1) {
      const [oneOff] = oneOffs.splice(index, 1);
      if (oneOff.gate) await oneOff.gate;
      if (oneOff.response) return oneOff.response;
    }
    return route(request);
  });
  return {
    fetch: fetchMock,
    /** Requests received, decoded, optionally only those of a method and a path (after /api/v3). */
    requests: (method?: string, path?: RegExp): RecordedRequest[] =>
      requestsOf(fetchMock).filter((request) => (!method || request.method === method) && (!path || path.test(apiPathOf(request)))),
    /** The next matching request answers `response` (null: the usual answer), after `gate` if given. */
    answerNext(method: string, path: RegExp, response: MockResponse | null, gate?: Promise<unknown>): void {
      oneOffs.push({ method, path, response, gate });
    },
    /** The next matching request waits until the returned function is called, then answers `response` or as usual. */
    hold(method: string, path: RegExp, response: MockResponse | null = null): () => void {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      oneOffs.push({ method, path, response, gate });
      return release;
    },
  };
}
