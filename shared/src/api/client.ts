// The one HTTP client for the API v3: same-origin cookie session, JSON, HAL errors turned into ApiError.
import { ApiError, INVALID_RESPONSE_ID, INVALID_RESPONSE_MESSAGE, NETWORK_ERROR_ID, NETWORK_ERROR_MESSAGE, apiErrorFromResponse } from './errors';
import { TAB_ID, TAB_ID_HEADER } from './tab-id';
import { nextRequestNumber, notifyUnauthorized } from './unauthorized';

export const API_BASE = '/api/v3';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** A GET as its path and query: what one package builds and another makes (an early read and the view's own). */
export interface ApiRead {
  path: string;
  query?: QueryParams;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  query?: QueryParams;
}

/** '/projects' -> '/api/v3/projects'; HAL hrefs ('/api/v3/...') and absolute URLs are used as they are. */
export function apiUrl(path: string, query?: QueryParams): string {
  let url = /^https?:\/\//.test(path) || path.startsWith(`${API_BASE}/`) || path === API_BASE
    ? path
    : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
    const text = search.toString();
    if (text) url += (url.includes('?') ? '&' : '?') + text;
  }
  return url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, query, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  // The server's CSRF defence requires this header on cookie-authenticated writes; sent on every request.
  headers.set('X-Requested-With', 'XMLHttpRequest');
  headers.set(TAB_ID_HEADER, TAB_ID);
  if (!headers.has('Accept')) headers.set('Accept', 'application/hal+json, application/json');
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  const requestNumber = nextRequestNumber();
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), { ...rest, headers, body: requestBody, credentials: 'same-origin' });
  } catch (error) {
    // Cancellation is not a failure: let React Query (or the caller) see the AbortError as is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_ID, NETWORK_ERROR_MESSAGE);
  }

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_ID, NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) {
    if (response.status === 401) notifyUnauthorized(requestNumber);
    throw apiErrorFromResponse(response.status, text);
  }
  if (response.status === 204 || text.trim() === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, INVALID_RESPONSE_ID, INVALID_RESPONSE_MESSAGE);
  }
}

/** An early read older than this is not handed out (its page did not come, or came much later). */
export const EARLY_READ_MAX_AGE_MS = 10_000;
interface EarlyRead {
  startedAt: number;
  answer: Promise<unknown>;
  /** Its answer, once it has come (a success). */
  answered?: { value: unknown };
}
const earlyReads = new Map<string, EarlyRead>();

/**
 * Starts GETs a page is about to make before the page's code has loaded (the shell knows the route at once; the page's
 * remote arrives later). The first `api.get` of the same URL takes the answer instead of asking again. A refusal
 * (403, 404: a member who may not see a project's members) is that get's answer too, as asking again would get it
 * again; any other failure (the network, 5xx, a 401 from before signing in) is asked again by that get.
 */
export function startEarlyReads(paths: readonly string[], now: () => number = Date.now): void {
  for (const path of paths) {
    const url = apiUrl(path);
    if (earlyReads.has(url)) continue;
    const early: EarlyRead = { startedAt: now(), answer: apiFetch<unknown>(url, { method: 'GET' }) };
    early.answer.then((value) => (early.answered = { value }), () => {});
    earlyReads.set(url, early);
  }
}

/**
 * The answer of an early read of `read` if it has already come (a success), taken so that no one else gets it. A
 * page's query starts from it (its initial data): the page's first render then shows the data, instead of rendering
 * its loading state and then, a task later, the data that was already there.
 */
export function takeAnsweredEarlyRead<T>(read: ApiRead): T | undefined {
  if (earlyReads.size === 0) return undefined;
  const url = apiUrl(read.path, read.query);
  const early = earlyReads.get(url);
  if (!early?.answered) return undefined;
  earlyReads.delete(url);
  return Date.now() - early.startedAt > EARLY_READ_MAX_AGE_MS ? undefined : (early.answered.value as T);
}

/** An early read's answer that asking again would only repeat. */
const isFinalRefusal = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

function takeEarlyRead<T>(url: string): Promise<T> | null {
  const early = earlyReads.get(url);
  if (!early) return null;
  earlyReads.delete(url);
  if (Date.now() - early.startedAt > EARLY_READ_MAX_AGE_MS) return null;
  return early.answer as Promise<T>;
}

export const api = {
  get<T>(path: string, options: { query?: QueryParams; signal?: AbortSignal } = {}): Promise<T> {
    const read = () => apiFetch<T>(path, { method: 'GET', query: options.query, signal: options.signal });
    const early = earlyReads.size > 0 ? takeEarlyRead<T>(apiUrl(path, options.query)) : null;
    return early ? early.catch((error: unknown) => (isFinalRefusal(error) ? Promise.reject(error) : read())) : read();
  },
  post<T>(path: string, body?: unknown): Promise<T> {
    return apiFetch<T>(path, { method: 'POST', body: body ?? {} });
  },
  patch<T>(path: string, body: unknown): Promise<T> {
    return apiFetch<T>(path, { method: 'PATCH', body });
  },
  put<T>(path: string, body: unknown): Promise<T> {
    return apiFetch<T>(path, { method: 'PUT', body });
  },
  /** A 204, an empty body or even an unreadable body counts as success for a delete. */
  async del(path: string): Promise<void> {
    try {
      await apiFetch<unknown>(path, { method: 'DELETE' });
    } catch (error) {
      if (error instanceof ApiError && error.errorIdentifier === INVALID_RESPONSE_ID) return;
      throw error;
    }
  },
};

export interface FilterSpec {
  name: string;
  operator: string;
  values: ReadonlyArray<string | number | boolean>;
}

/** [{name, operator, values}] -> the API's JSON `filters` parameter: [{"name":{"operator":..,"values":[..]}}]. */
export function filtersParam(filters: ReadonlyArray<FilterSpec>): string {
  return JSON.stringify(
    filters.map(({ name, operator, values }) => ({
      [name]: {
        operator,
        // The API takes strings; booleans follow OpenProject's 't'/'f'.
        values: values.map((value) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value))),
      },
    })),
  );
}

export type SortDirection = 'asc' | 'desc';

/** [[field, dir]] -> the API's JSON `sortBy` parameter. */
export function sortByParam(sort: ReadonlyArray<readonly [string, SortDirection]>): string {
  return JSON.stringify(sort.map(([field, direction]) => [field, direction]));
}
