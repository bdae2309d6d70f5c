import { ApiError, queryRetry, retryDelay, withRetry, withWriteRetry } from '../src/api';

const serverError = () => new ApiError(500, 'urn:openproject-org:api:v3:errors:InternalServerError', 'boom');
const notFound = () => new ApiError(404, 'urn:openproject-org:api:v3:errors:NotFound', 'The requested resource could not be found.');

/** Lets pending promise callbacks run between timer advances. */
const flush = () => new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

describe('withRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries a failing read with a 1 s delay doubled each time, then succeeds', async () => {
    const fn = jest.fn().mockRejectedValueOnce(serverError()).mockRejectedValueOnce(serverError()).mockResolvedValue('data');
    const result = withRetry(fn);
    await flush();
    expect(fn).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);

    await jest.advanceTimersByTimeAsync(1999);
    expect(fn).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('data');
  });

  it('gives up after 3 attempts with the last error', async () => {
    const fn = jest.fn().mockRejectedValue(serverError());
    const result = withRetry(fn);
    const settled = expect(result).rejects.toMatchObject({ status: 500 });
    await jest.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 4xx answer', async () => {
    const fn = jest.fn().mockRejectedValue(notFound());
    await expect(withRetry(fn)).rejects.toMatchObject({ status: 404 });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('honours custom attempts and base delay', async () => {
    const fn = jest.fn().mockRejectedValue(serverError());
    const settled = expect(withRetry(fn, { attempts: 2, baseDelayMs: 100 })).rejects.toBeInstanceOf(ApiError);
    await jest.advanceTimersByTimeAsync(100);
    await settled;
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('withWriteRetry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tries a write twice, 500 ms apart', async () => {
    const fn = jest.fn().mockRejectedValue(serverError());
    const settled = expect(withWriteRetry(fn)).rejects.toMatchObject({ status: 500 });
    await flush();
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(499);
    expect(fn).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await settled;
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not retry a rejected write (4xx)', async () => {
    const fn = jest.fn().mockRejectedValue(new ApiError(422, 'urn:openproject-org:api:v3:errors:PropertyConstraintViolation', 'Name is required.'));
    await expect(withWriteRetry(fn)).rejects.toMatchObject({ status: 422 });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('React Query retry policy', () => {
  it('retries up to 3 times for server and network errors', () => {
    expect(queryRetry(0, serverError())).toBe(true);
    expect(queryRetry(2, serverError())).toBe(true);
    expect(queryRetry(3, serverError())).toBe(false);
    expect(queryRetry(0, new ApiError(0, 'urn:tessera:errors:NetworkError', 'offline'))).toBe(true);
  });

  it('never retries a 4xx', () => {
    expect(queryRetry(0, notFound())).toBe(false);
    expect(queryRetry(0, new ApiError(401, 'x', 'unauthenticated'))).toBe(false);
    expect(queryRetry(0, new ApiError(429, 'x', 'too many'))).toBe(false);
  });

  it('doubles the delay from 1 s and caps it', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
    expect(retryDelay(20)).toBe(30_000);
  });
});
