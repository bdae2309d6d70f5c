// Test support for the creation dialogs: a fetch fake answering by method and path, recording request bodies.
import { halError, jsonResponse, mockFetch, type MockResponse, type RecordedRequest } from '@tessera/shared/test/fetch-mock';

export interface ApiRequest extends RecordedRequest {
  path: string;
  searchParams: URLSearchParams;
}

export type RouteAnswer = MockResponse | Promise<MockResponse>;
export type Routes = Record<string, (request: ApiRequest) => RouteAnswer>;

export interface RoutedApi {
  fetch: jest.Mock;
  requests: ApiRequest[];
  /** Requests to `METHOD /path` (path without /api/v3 and without the query). */
  calls: (route: string) => ApiRequest[];
}

/**
 * Installs a fetch fake: `routes` maps 'METHOD /path' (path after /api/v3, no query) to an answer.
 * Anything else is a 404, so a test never passes on a request it did not expect.
 */
export function installRoutes(routes: Routes): RoutedApi {
  const requests: ApiRequest[] = [];
  const fetch = mockFetch(async (request) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const recorded: ApiRequest = { ...request, path, searchParams: url.searchParams };
    requests.push(recorded);
    const handler = routes[`${request.method} ${path}`];
    return handler ? handler(recorded) : halError(404, 'NotFound', `No fake for ${request.method} ${path}`);
  });
  return { fetch, requests, calls: (route) => requests.filter((request) => `${request.method} ${request.path}` === route) };
}

export { halError, jsonResponse };
