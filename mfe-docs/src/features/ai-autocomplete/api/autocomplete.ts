// POST /api/v3/ai/autocomplete (docs/api.md "## AI"): the completion streams back as server-sent events (`token` with
// `{"text"}`, then `done`; `error` ends a stream that already started). A failure before the first token is a HAL
// error with `_embedded.details.aiCode`. Completions are kept 5 minutes by their context text (the server caches too).
import { apiUrl } from '@tessera/shared';
import { readSse } from '../model/sse';

export const AI_CACHE_TTL_MS = 5 * 60_000;
/** A 429 without Retry-After waits this long (the server's own default). */
export const DEFAULT_RETRY_AFTER_S = 60;
const GENERIC_FAILURE = 'Failed to generate completion';

export type AiCode = 'NOT_CONFIGURED' | 'DISABLED' | 'RATE_LIMIT' | 'TIMEOUT' | 'API_ERROR' | 'PARSING_ERROR' | 'UNKNOWN' | 'NETWORK' | 'INVALID';

export class AiAutocompleteError extends Error {
  constructor(
    message: string,
    readonly code: AiCode,
    readonly status: number,
    /** For RATE_LIMIT: how long to wait before asking again. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'AiAutocompleteError';
  }
}

export interface AutocompleteRequest {
  text: string;
  projectId: number;
  documentId?: number | null;
}

export interface StreamOptions {
  signal?: AbortSignal;
  /** Each streamed piece, in order. */
  onToken: (text: string) => void;
  now?: () => number;
}

interface CacheEntry {
  text: string;
  storedAt: number;
}

const cache = new Map<string, CacheEntry>();
const cacheKey = ({ text, projectId, documentId }: AutocompleteRequest) => JSON.stringify([projectId, documentId ?? null, text]);

/** Test hook: forgets the client cache. */
export function clearAutocompleteCache(): void {
  cache.clear();
}

function retryAfterMs(header: string | null, now: number): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  return DEFAULT_RETRY_AFTER_S * 1000;
}

async function failure(response: Response, now: number): Promise<AiAutocompleteError> {
  let message = '';
  let code: AiCode = response.status === 422 || response.status === 400 ? 'INVALID' : 'UNKNOWN';
  try {
    const body = JSON.parse(await response.text()) as { message?: unknown; _embedded?: { details?: { aiCode?: unknown } } };
    if (typeof body.message === 'string') message = body.message;
    const aiCode = body._embedded?.details?.aiCode;
    if (typeof aiCode === 'string') code = aiCode as AiCode;
  } catch {
    // Not a HAL error (a proxy's page): the status speaks.
  }
  if (response.status === 429) code = 'RATE_LIMIT';
  return new AiAutocompleteError(
    message || `${GENERIC_FAILURE} (HTTP ${response.status})`,
    code,
    response.status,
    code === 'RATE_LIMIT' ? retryAfterMs(response.headers.get('Retry-After'), now) : null,
  );
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Asks for a completion of `request.text`, handing each token to `onToken` as it arrives; resolves with the whole
 * completion. A cached completion (same context, under 5 minutes old) comes back as one token without a request.
 * Rejects with an AiAutocompleteError, or the AbortError of `signal`.
 */
export async function streamAutocomplete(request: AutocompleteRequest, { signal, onToken, now = Date.now }: StreamOptions): Promise<string> {
  const key = cacheKey(request);
  const cached = cache.get(key);
  if (cached && now() - cached.storedAt < AI_CACHE_TTL_MS) {
    onToken(cached.text);
    return cached.text;
  }
  if (cached) cache.delete(key);

  let response: Response;
  try {
    response = await fetch(apiUrl('/ai/autocomplete'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ text: request.text, projectId: request.projectId, ...(request.documentId ? { documentId: request.documentId } : {}) }),
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new AiAutocompleteError('Cannot reach the server.', 'NETWORK', 0);
  }
  if (!response.ok) throw await failure(response, now());
  if (!response.body) throw new AiAutocompleteError(GENERIC_FAILURE, 'API_ERROR', response.status);

  let text = '';
  let streamError = null as AiAutocompleteError | null;
  let finished = false;
  try {
    await readSse(response.body, (event) => {
      if (event.event === 'token') {
        const piece = parseData(event.data).text;
        if (typeof piece === 'string' && piece) {
          text += piece;
          onToken(piece);
        }
        return undefined;
      }
      if (event.event === 'error') {
        const data = parseData(event.data);
        const code = typeof data.code === 'string' ? (data.code as AiCode) : 'API_ERROR';
        streamError = new AiAutocompleteError(typeof data.message === 'string' ? data.message : GENERIC_FAILURE, code, response.status);
        return 'stop';
      }
      if (event.event === 'done') {
        finished = true;
        return 'stop';
      }
      return undefined;
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw signal?.reason instanceof Error ? signal.reason : error;
    throw new AiAutocompleteError('The suggestion stream broke off.', 'NETWORK', response.status);
  }
  if (streamError) throw streamError;
  // Only a completed stream is worth keeping.
  if (finished && text) cache.set(key, { text, storedAt: now() });
  return text;
}

function parseData(data: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
