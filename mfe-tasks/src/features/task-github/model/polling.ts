// Spec 001 §9: the lists are polled every 30 s; after failures the interval backs off (doubling, capped), and a
// success brings it back to 30 s. TanStack Query stops polling on its own while the page is hidden.
import { PULL_REQUEST_POLL_MAX_MS, PULL_REQUEST_POLL_MS } from './github-constants';

/** The interval after `consecutiveFailures` failed polls: 30 s, 60 s, 120 s, ... up to 5 minutes. */
export function pollIntervalAfter(consecutiveFailures: number): number {
  return Math.min(PULL_REQUEST_POLL_MS * 2 ** Math.max(0, consecutiveFailures), PULL_REQUEST_POLL_MAX_MS);
}

interface PolledQuery {
  state: { status: string; errorUpdatedAt: number; dataUpdatedAt: number };
}

/**
 * A `refetchInterval` for one list: it counts the failed polls since the last success (the query's own counters
 * count over its whole life), so each observer makes its own.
 */
export function backoffPolling(): (query: PolledQuery) => number {
  let failures = 0;
  let countedErrorAt = 0;
  return ({ state }) => {
    if (state.status !== 'error' || state.dataUpdatedAt > state.errorUpdatedAt) {
      failures = 0;
      return pollIntervalAfter(0);
    }
    if (state.errorUpdatedAt !== countedErrorAt) {
      countedErrorAt = state.errorUpdatedAt;
      failures += 1;
    }
    return pollIntervalAfter(failures);
  };
}
