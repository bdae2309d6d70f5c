import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import { DEFAULT_ATTACHMENT_MAX_SIZE, DEFAULT_DOCUMENT_MAX_BYTES, type AppConfig } from '../src/config.ts';
import { createDatabase, type Db } from '../src/db/index.ts';
import { copySqliteTemplate, createPostgresFromTemplate, dropPostgresDatabase } from './db-templates.ts';
import { schemaCheckingSerializer } from './response-check.ts';

/** Cheap scrypt for tests only: the format and code path are the production ones. */
export const TEST_PASSWORD_HASHING = { cost: 2 ** 10, blockSize: 8, parallelization: 1 };
export const TEST_START = new Date('2026-03-02T10:00:00.000Z');
export { DEMO_PASSWORD } from '../src/seed/demo.ts';

export class TestClock implements Clock {
  current: Date;
  constructor(start: Date = TEST_START) {
    this.current = new Date(start);
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? mkdtempSync(path.join(tmpdir(), 'tessera-test-'));
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: null,
    databasePreparedStatements: true,
    dataDir,
    sqliteFile: path.join(dataDir, 'test.sqlite'),
    sessionSecret: 'test-secret-test-secret-test-secret-0123456789',
    publicUrl: null,
    redisUrl: null,
    adminEmail: null,
    adminPassword: null,
    seed: false,
    appsDir: path.join(dataDir, 'apps'),
    remoteUrlOverrides: {},
    remotesFile: null,
    logLevel: 'silent',
    passwordHashing: TEST_PASSWORD_HASHING,
    attachmentMaxSize: DEFAULT_ATTACHMENT_MAX_SIZE,
    documentMaxBytes: DEFAULT_DOCUMENT_MAX_BYTES,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** The PostgreSQL database of this test file (null on SQLite). */
  databaseUrl: string | null;
  config: AppConfig;
  clock: TestClock;
  /** Statements executed since the last reset (read it around a request). */
  statements: { count: number; sql: string[] };
  close(): Promise<void>;
}

/**
 * A fresh, migrated, seeded database for one test file: SQLite in a temp folder, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL database of its own on that server (dropped afterwards) so parallel
 * jest workers never collide. Both are copies of a template built once per version of the source (db-templates.ts).
 */
export async function createTestContext(
  options: { seed?: boolean; config?: Partial<AppConfig>; extend?: (app: FastifyInstance) => void } = {},
): Promise<TestContext> {
  const config = testConfig(options.config);
  const clock = new TestClock();
  const statements = { count: 0, sql: [] as string[] };
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  // A copy of a template database, migrated and (unless `seed: false`) seeded: see db-templates.ts.
  const kind = options.seed === false ? 'bare' : 'seeded';
  const seedOptions = { hashing: TEST_PASSWORD_HASHING, now: clock.now() };
  let database: { url: string; name: string } | undefined;
  if (testDatabaseUrl) database = await createPostgresFromTemplate(testDatabaseUrl, kind, seedOptions);
  else await copySqliteTemplate(config.sqliteFile, kind, seedOptions);
  const db = createDatabase({
    databaseUrl: database?.url ?? null,
    sqliteFile: config.sqliteFile,
    onQuery: (event) => {
      // The job runner polls the jobs table on its own timer; that is not part of any request being measured.
      if (event.level === 'query' && !/\b"?jobs"?\b/.test(event.query.sql)) {
        statements.count += 1;
        statements.sql.push(event.query.sql);
      }
    },
  });
  const app = await buildApp(config, { db, clock, logger: false, responseSerializerCompiler: schemaCheckingSerializer() });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    databaseUrl: database?.url ?? null,
    config,
    clock,
    statements,
    async close() {
      await app.close();
      await db.destroy();
      if (testDatabaseUrl && database) await dropPostgresDatabase(testDatabaseUrl, database.name);
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Headers a same-origin browser client sends on writes. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** The statements of a cookie's session lookup: two primary-key reads on SQLite, one join on PostgreSQL. */
export function sessionStatements(ctx: Pick<TestContext, 'databaseUrl'>): number {
  return ctx.databaseUrl ? 1 : 2;
}

export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'tessera_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `tessera_session=${cookie.value}`;
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v3/session', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
  return sessionCookieFrom(response);
}

export async function createApiToken(app: FastifyInstance, cookie: string, name = 'test token'): Promise<{ id: number; token: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/v3/access_tokens', headers: { cookie, ...XHR }, payload: { name } });
  if (response.statusCode !== 201) throw new Error(`token creation failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export interface ErrorResponseBody {
  _type: 'Error';
  errorIdentifier: string;
  message: string;
  /** Typed as present: a test reading it fails loudly when it is missing. */
  _embedded: { details: { attribute: string } };
}

export function expectError(response: LightMyRequestResponse, status: number, identifier: string): ErrorResponseBody {
  if (response.statusCode !== status) throw new Error(`expected ${status} ${identifier}, got ${response.statusCode}: ${response.body}`);
  const body = response.json();
  if (body._type !== 'Error' || body.errorIdentifier !== `urn:openproject-org:api:v3:errors:${identifier}`) {
    throw new Error(`expected error ${identifier}, got ${response.body}`);
  }
  return body;
}

/** The Redis of the multi-instance tests: TEST_REDIS_URL, else REDIS_URL, else the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A connected client of the test Redis, or a failure that says how to get one. */
export async function connectTestRedis(): Promise<Redis> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at ${TEST_REDIS_URL} does not answer (${(error as Error).message}): start redis-server or set TEST_REDIS_URL.`);
  }
  return redis;
}
