// Retry policies (task area spec, section 9): reads retry 3 times with a 1 s delay doubled each time,
// writes 2 tries 500 ms apart; never retry a 4xx (the same request will fail the same way).
import { isClientError } from './errors';

export const RETRY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const WRITE_RETRY_ATTEMPTS = 2;
export const WRITE_RETRY_DELAY_MS = 500;
/** Upper bound for React Query's exponential delay. */
export const MAX_RETRY_DELAY_MS = 30_000;

export interface RetryOptions {
  /** Total tries, including the first. */
  attempts?: number;
  /** Delay before the first retry; doubled for each further retry. */
  baseDelayMs?: number;
  /** false keeps the delay constant. */
  exponential?: boolean;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function shouldNotRetry(error: unknown): boolean {
  return isClientError(error) || isAbort(error);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = RETRY_ATTEMPTS, baseDelayMs = RETRY_BASE_DELAY_MS, exponential = true } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || shouldNotRetry(error)) throw error;
      await sleep(exponential ? baseDelayMs * 2 ** (attempt - 1) : baseDelayMs);
    }
  }
}

export function withWriteRetry<T>(fn: () => Promise<T>): Promise<T> {
  return withRetry(fn, { attempts: WRITE_RETRY_ATTEMPTS, baseDelayMs: WRITE_RETRY_DELAY_MS, exponential: false });
}

/** React Query `retry`: up to 3 retries, none for 4xx answers or cancellations. */
export function queryRetry(failureCount: number, error: unknown): boolean {
  if (shouldNotRetry(error)) return false;
  return failureCount < RETRY_ATTEMPTS;
}

/** React Query `retryDelay` (attempt counts from 0): 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt), MAX_RETRY_DELAY_MS);
}
