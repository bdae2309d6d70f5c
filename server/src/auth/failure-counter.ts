import { Redis } from 'ioredis';
import { BoundedCache } from '../bounded-cache.ts';

/** Failures counted under one key: how many in the current window, and how long until the window ends. */
export interface FailureWindow {
  count: number;
  retryAfterMs: number;
}

const NONE: FailureWindow = { count: 0, retryAfterMs: 0 };

/**
 * Counts failures per key in fixed windows that start with the key's first failure (login throttling: per client
 * address, per unknown email, and the lock of an unknown email). Shared by every instance when it lives in Redis.
 */
export interface FailureCounter {
  peek(key: string): Promise<FailureWindow>;
  /** Counts one failure; a key without a running window starts one of windowMs. */
  hit(key: string, windowMs: number): Promise<FailureWindow>;
  close(): Promise<void>;
}

/** Keys one process remembers at most (the oldest go first): a flood of made-up emails cannot exhaust memory. */
const MEMORY_CAPACITY = 50_000;

/** One instance's counts, on the app clock. */
export class MemoryFailureCounter implements FailureCounter {
  private readonly entries = new BoundedCache<string, { count: number; endsAt: number }>(MEMORY_CAPACITY);
  private readonly now: () => Date;

  constructor(now: () => Date) {
    this.now = now;
  }

  private running(key: string, at: number) {
    const entry = this.entries.get(key);
    return entry && entry.endsAt > at ? entry : undefined;
  }

  async peek(key: string): Promise<FailureWindow> {
    const at = this.now().getTime();
    const entry = this.running(key, at);
    return entry ? { count: entry.count, retryAfterMs: entry.endsAt - at } : NONE;
  }

  async hit(key: string, windowMs: number): Promise<FailureWindow> {
    const at = this.now().getTime();
    const entry = this.running(key, at) ?? { count: 0, endsAt: at + windowMs };
    entry.count += 1;
    this.entries.set(key, entry);
    return { count: entry.count, retryAfterMs: entry.endsAt - at };
  }

  async close(): Promise<void> {}
}

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** A Redis answer slower than this counts as an outage: a login never waits long on the throttle. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
export const DEFAULT_FAILURE_KEY_PREFIX = 'tessera:login-failures';

/**
 * Counts in Redis (REDIS_URL), so the limits hold across instances. Redis being unreachable never fails a login:
 * the counts then live in this process (fallback) until Redis answers again; the outage is logged once.
 */
export class RedisFailureCounter implements FailureCounter {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly fallback: FailureCounter;
  private readonly log: Logger;
  private down = false;

  constructor(url: string, options: { log: Logger; fallback: FailureCounter; keyPrefix?: string }) {
    this.log = options.log;
    this.fallback = options.fallback;
    this.prefix = options.keyPrefix ?? DEFAULT_FAILURE_KEY_PREFIX;
    // No offline queue and one try: while Redis is away a command fails at once and the fallback answers.
    this.redis = new Redis(url, {
      connectionName: 'tessera-login-throttle',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
      disconnectTimeout: 300,
    });
    this.redis.on('error', (error: Error) => this.markDown(error));
    this.redis.on('ready', () => {
      if (!this.down) return;
      this.down = false;
      this.log.info({}, 'login throttle: Redis is back; counting there again');
    });
  }

  /** Resolves once connected (tests wait for it; requests never do: they use the fallback meanwhile). */
  ready(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => this.redis.once('ready', () => resolve()));
  }

  private markDown(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.warn({ err: error }, 'login throttle: Redis is unavailable; counting in this process meanwhile');
  }

  private async attempt(run: () => Promise<FailureWindow>, fallback: () => Promise<FailureWindow>): Promise<FailureWindow> {
    if (this.redis.status !== 'ready') return fallback();
    try {
      return await run();
    } catch (error) {
      this.markDown(error);
      return fallback();
    }
  }

  peek(key: string): Promise<FailureWindow> {
    const redisKey = `${this.prefix}:${key}`;
    return this.attempt(async () => {
      const [count, ttl] = await Promise.all([this.redis.get(redisKey), this.redis.pttl(redisKey)]);
      return count === null || ttl <= 0 ? NONE : { count: Number(count), retryAfterMs: ttl };
    }, () => this.fallback.peek(key));
  }

  hit(key: string, windowMs: number): Promise<FailureWindow> {
    const redisKey = `${this.prefix}:${key}`;
    return this.attempt(async () => {
      // One transaction: the window starts (with its expiry) only if none runs, then the count goes up.
      const results = await this.redis.multi().set(redisKey, 0, 'PX', windowMs, 'NX').incr(redisKey).pttl(redisKey).exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('login throttle: Redis transaction discarded');
      return { count: Number(results[1][1]), retryAfterMs: Math.max(0, Number(results[2][1])) };
    }, () => this.fallback.hit(key, windowMs));
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') {
      try {
        await this.redis.quit();
        return;
      } catch {
        // fall through
      }
    }
    this.redis.disconnect();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Login failure counts (session module): in Redis when REDIS_URL is set, else in this process. */
    loginFailures: FailureCounter;
  }
}

export interface FailureCounterOptions {
  /** The Redis key prefix (tests give each run its own). */
  keyPrefix?: string;
}

export function createFailureCounter(redisUrl: string | null, log: Logger, now: () => Date, options: FailureCounterOptions = {}): FailureCounter {
  const memory = new MemoryFailureCounter(now);
  return redisUrl ? new RedisFailureCounter(redisUrl, { log, fallback: memory, keyPrefix: options.keyPrefix }) : memory;
}
