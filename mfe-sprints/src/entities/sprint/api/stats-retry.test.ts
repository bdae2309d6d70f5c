import { ApiError, NETWORK_ERROR_ID, NETWORK_ERROR_MESSAGE } from '@tessera/shared';
import { isNetworkFailure, statsRetry } from './stats-retry';

describe('statistics retry (spec 002 section 4)', () => {
  const network = new ApiError(0, NETWORK_ERROR_ID, NETWORK_ERROR_MESSAGE);

  it('retries network failures only, up to 3 times, 30 s apart', () => {
    expect(isNetworkFailure(network)).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new Error('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkFailure(new ApiError(500, 'x', 'The server ran into a problem.'))).toBe(false);
    expect(isNetworkFailure(new ApiError(403, 'x', 'Not allowed.'))).toBe(false);
    expect([0, 1, 2, 3].map((count) => statsRetry.retry(count, network))).toEqual([true, true, true, false]);
    expect(statsRetry.retry(0, new ApiError(500, 'x', 'Down.'))).toBe(false);
    expect(statsRetry.retryDelay).toBe(30_000);
  });
});
