// Spec 002 section 4: the board's statistics fetches retry after 30 s when the error is about the network
// (the spec: 'mentions network or fetch'). Anything else (a refusal, a server error) is shown at once with Retry.
import { isApiError, NETWORK_ERROR_ID } from '@tessera/shared';

export const STATS_NETWORK_RETRY_DELAY_MS = 30_000;
/** Spec 002 section 9 'Retry helper': 3 attempts by default. */
export const STATS_NETWORK_RETRIES = 3;

export function isNetworkFailure(error: unknown): boolean {
  if (isApiError(error) && error.errorIdentifier === NETWORK_ERROR_ID) return true;
  return error instanceof Error && /network|fetch/i.test(error.message);
}

export const statsRetry = {
  retry: (failureCount: number, error: unknown) => isNetworkFailure(error) && failureCount < STATS_NETWORK_RETRIES,
  retryDelay: STATS_NETWORK_RETRY_DELAY_MS,
};
