// Login throttling: unknown emails are locked out exactly like accounts (a 429 must not reveal which emails exist),
// and one client address may fail only so often across all accounts (password spraying). The counts live in this
// process, or in Redis when REDIS_URL is set (shared by instances; an outage falls back to memory).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import { RedisFailureCounter } from '../src/auth/failure-counter.ts';
import { ACCOUNT_LOCKED_MESSAGE, CLIENT_THROTTLED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, LOGIN_CLIENT_FAILURE_LIMIT, LOGIN_CLIENT_WINDOW_MS, LOGIN_FAILURE_LIMIT, LOGIN_LOCK_DURATION_MS } from '../src/modules/session/service.ts';
import { createTestContext, DEMO_PASSWORD, type TestContext, connectTestRedis, TEST_REDIS_URL } from './helpers.ts';

const REDIS_URL = TEST_REDIS_URL;

let ctx: TestContext;
let address = 0;
/** A client address of its own for each test, so their counts never mix. */
const nextClient = () => `198.51.100.${(address += 1)}`;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const attempt = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/v3/session', payload: { email, password }, remoteAddress });

/** What a caller observes of one attempt. */
const observed = async (response: Awaited<ReturnType<typeof attempt>>) => ({
  status: response.statusCode,
  message: response.json().message as string,
  retryAfter: response.headers['retry-after'] ?? null,
});

describe('lockout does not tell which emails exist', () => {
  test('an unknown email answers exactly as an account does: 401s, the lock at the limit, and its end', async () => {
    const existing = 'hannah.becker@tessera.local';
    const unknown = 'nobody.here@tessera.local';
    // Each attempt from its own address: the per-client limit stays out of the way.
    const both = async (password: string) => [
      await observed(await attempt(ctx.app, existing, password, nextClient())),
      await observed(await attempt(ctx.app, unknown, password, nextClient())),
    ];
    for (let failure = 1; failure < LOGIN_FAILURE_LIMIT; failure += 1) {
      const [account, stranger] = await both(`wrong-Password-${failure}`);
      expect(account).toEqual({ status: 401, message: INVALID_CREDENTIALS_MESSAGE, retryAfter: null });
      expect(stranger).toEqual(account);
    }
    const [account, stranger] = await both('wrong-Password-last');
    expect(account).toEqual({ status: 429, message: ACCOUNT_LOCKED_MESSAGE, retryAfter: String(LOGIN_LOCK_DURATION_MS / 1000) });
    expect(stranger).toEqual(account);

    ctx.clock.advance(LOGIN_LOCK_DURATION_MS / 2);
    const [lockedAccount, lockedStranger] = await both(DEMO_PASSWORD);
    expect(lockedAccount).toEqual({ status: 429, message: ACCOUNT_LOCKED_MESSAGE, retryAfter: String(LOGIN_LOCK_DURATION_MS / 2000) });
    expect(lockedStranger).toEqual(lockedAccount);

    ctx.clock.advance(LOGIN_LOCK_DURATION_MS / 2);
    expect((await attempt(ctx.app, existing, DEMO_PASSWORD, nextClient())).statusCode).toBe(200);
    expect(await observed(await attempt(ctx.app, unknown, DEMO_PASSWORD, nextClient()))).toEqual({ status: 401, message: INVALID_CREDENTIALS_MESSAGE, retryAfter: null });
  });
});

/** Fails once against each of `count` different accounts (one password tried everywhere) from one address. */
async function spray(app: FastifyInstance, client: string, count: number) {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    statuses.push((await attempt(app, `sprayed.user${index}@tessera.local`, 'Summer-2026!', client)).statusCode);
  }
  return statuses;
}

describe('per client address (in this process)', () => {
  test(`${LOGIN_CLIENT_FAILURE_LIMIT} failures across accounts stop that address, with Retry-After, until its window passes`, async () => {
    const client = nextClient();
    expect(await spray(ctx.app, client, LOGIN_CLIENT_FAILURE_LIMIT)).toEqual(Array(LOGIN_CLIENT_FAILURE_LIMIT).fill(401));
    // Now even a right password from that address is refused, before it is checked.
    const blocked = await observed(await attempt(ctx.app, 'member@tessera.local', DEMO_PASSWORD, client));
    expect(blocked).toEqual({ status: 429, message: CLIENT_THROTTLED_MESSAGE, retryAfter: String(LOGIN_CLIENT_WINDOW_MS / 1000) });
    // Another address is unaffected.
    expect((await attempt(ctx.app, 'member@tessera.local', DEMO_PASSWORD, nextClient())).statusCode).toBe(200);

    ctx.clock.advance(LOGIN_CLIENT_WINDOW_MS - 1000);
    expect((await observed(await attempt(ctx.app, 'member@tessera.local', DEMO_PASSWORD, client))).retryAfter).toBe('1');
    ctx.clock.advance(1000);
    expect((await attempt(ctx.app, 'member@tessera.local', DEMO_PASSWORD, client)).statusCode).toBe(200);
  });

  test('successful logins from an address do not count against it', async () => {
    const client = nextClient();
    for (let index = 0; index < LOGIN_CLIENT_FAILURE_LIMIT + 5; index += 1) {
      expect((await attempt(ctx.app, 'member@tessera.local', DEMO_PASSWORD, client)).statusCode).toBe(200);
    }
  });
});

describe('behind the reverse proxy of PUBLIC_URL', () => {
  test('the client address is the one the proxy saw: a made-up X-Forwarded-For start does not escape the limit', async () => {
    const app = await buildApp({ ...ctx.config, publicUrl: new URL('https://tessera.example') }, { db: ctx.db, clock: ctx.clock, logger: false });
    try {
      const proxy = nextClient();
      const client = nextClient();
      const viaProxy = (index: number) => ({ remoteAddress: proxy, headers: { 'x-forwarded-for': `10.9.${index}.1, ${client}`, origin: 'https://tessera.example' } });
      for (let index = 0; index < LOGIN_CLIENT_FAILURE_LIMIT; index += 1) {
        const response = await app.inject({ method: 'POST', url: '/api/v3/session', payload: { email: `user${index}@tessera.local`, password: 'Summer-2026!' }, ...viaProxy(index) });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await app.inject({ method: 'POST', url: '/api/v3/session', payload: { email: 'member@tessera.local', password: DEMO_PASSWORD }, ...viaProxy(999) });
      expect(blocked.statusCode).toBe(429);
      // Another client behind the same proxy is not blocked.
      const other = await app.inject({
        method: 'POST',
        url: '/api/v3/session',
        payload: { email: 'member@tessera.local', password: DEMO_PASSWORD },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': nextClient(), origin: 'https://tessera.example' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('per client address, in Redis', () => {
  const keyPrefix = `tessera:test:${randomUUID()}`;
  let probe: Redis;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    probe = await connectTestRedis();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const keys = await probe.keys(`${keyPrefix}:*`);
    if (keys.length > 0) await probe.del(...keys);
    await probe.quit();
  });

  /** Another server instance on the same database, counting in Redis (or trying to). */
  async function instance(redisUrl: string): Promise<FastifyInstance> {
    const app = await buildApp({ ...ctx.config, redisUrl }, { db: ctx.db, clock: ctx.clock, logger: false, loginFailures: { keyPrefix } });
    apps.push(app);
    await app.ready();
    return app;
  }

  test('the limit holds across instances; the window is a Redis expiry', async () => {
    const [first, second] = [await instance(REDIS_URL), await instance(REDIS_URL)];
    await Promise.all([first, second].map((app) => (app.loginFailures as RedisFailureCounter).ready()));
    const client = nextClient();
    // Half the failures on each instance.
    const half = LOGIN_CLIENT_FAILURE_LIMIT / 2;
    expect(await spray(first, client, half)).toEqual(Array(half).fill(401));
    expect(await spray(second, client, LOGIN_CLIENT_FAILURE_LIMIT - half)).toEqual(Array(LOGIN_CLIENT_FAILURE_LIMIT - half).fill(401));
    for (const app of [first, second]) {
      const blocked = await observed(await attempt(app, 'member@tessera.local', DEMO_PASSWORD, client));
      expect(blocked.status).toBe(429);
      expect(Number(blocked.retryAfter)).toBeGreaterThan(LOGIN_CLIENT_WINDOW_MS / 1000 - 60);
    }
    const ttl = await probe.pttl(`${keyPrefix}:client:${client}`);
    expect(ttl).toBeGreaterThan(LOGIN_CLIENT_WINDOW_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(LOGIN_CLIENT_WINDOW_MS);
    expect(await probe.get(`${keyPrefix}:client:${client}`)).toBe(String(LOGIN_CLIENT_FAILURE_LIMIT));
  });

  test('an unknown email locks across instances too', async () => {
    const [first, second] = [await instance(REDIS_URL), await instance(REDIS_URL)];
    await Promise.all([first, second].map((app) => (app.loginFailures as RedisFailureCounter).ready()));
    const email = `ghost.${randomUUID()}@tessera.local`;
    for (let failure = 1; failure < LOGIN_FAILURE_LIMIT; failure += 1) {
      expect((await attempt(failure % 2 ? first : second, email, 'wrong-Password-1', nextClient())).statusCode).toBe(401);
    }
    expect((await attempt(first, email, 'wrong-Password-1', nextClient())).statusCode).toBe(429);
    expect((await attempt(second, email, 'wrong-Password-1', nextClient())).statusCode).toBe(429);
  });

  test('Redis unreachable: logins still work and the limit still applies, in memory', async () => {
    const app = await instance('redis://127.0.0.1:1');
    expect((await attempt(app, 'member@tessera.local', DEMO_PASSWORD, nextClient())).statusCode).toBe(200);
    const client = nextClient();
    expect(await spray(app, client, LOGIN_CLIENT_FAILURE_LIMIT)).toEqual(Array(LOGIN_CLIENT_FAILURE_LIMIT).fill(401));
    expect((await attempt(app, 'member@tessera.local', DEMO_PASSWORD, client)).statusCode).toBe(429);
  });
});
