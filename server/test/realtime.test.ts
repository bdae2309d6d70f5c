// Live updates: the event bus (in-process and Redis) and GET /api/v3/events over real HTTP (inject does not stream).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import { InProcessEventBus, parseEvent, type EventInput, type RealtimeEvent } from '../src/realtime/events.ts';
import type { RealtimeOptions } from '../src/realtime/index.ts';
import { RedisEventBus } from '../src/realtime/redis-bus.ts';
import { createApiToken, createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext, connectTestRedis, TEST_REDIS_URL } from './helpers.ts';

const REDIS_URL = TEST_REDIS_URL;
/** Long enough for a busy CI machine, short enough that a missing event fails the test quickly. */
const WAIT_MS = 5000;

const silentLog = { info() {}, warn() {}, error() {} };
const input: EventInput = { type: 'work_package.updated', projectId: 3, workPackageId: 40, lockVersion: 2, actorId: 7 };

// ---------------------------------------------------------------------------------------------------------------
// An SSE reader over node's http: every message and comment in order, and a way to wait for the next one.

interface SseMessage {
  event: string;
  data: string;
  id?: string;
  retry?: number;
  comments: string[];
}

interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, for answers that are not a stream (errors). */
  text: () => Promise<string>;
  messages: SseMessage[];
  /** The next event (not comment-only block) matching `match`, waiting at most WAIT_MS. */
  next(match?: (event: RealtimeEvent) => boolean): Promise<RealtimeEvent>;
  nextMessage(match: (message: SseMessage) => boolean): Promise<SseMessage>;
  ended: Promise<void>;
  close(): void;
}

function openStream(baseUrl: string, path: string, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    // No keep-alive agent: a pooled socket would outlive the test.
    const request = http.get(`${baseUrl}${path}`, { headers, agent: false }, (response) => {
      response.setEncoding('utf8');
      const messages: SseMessage[] = [];
      let buffer = '';
      let raw = '';
      let consumed = 0;
      const waiters = new Set<() => void>();
      let endedResolve!: () => void;
      const ended = new Promise<void>((done) => (endedResolve = done));
      response.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const message: SseMessage = { event: 'message', data: '', comments: [] };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) message.comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              const field = line.slice(0, colon);
              const value = line.slice(colon + 1).replace(/^ /, '');
              if (field === 'data') data.push(value);
              else if (field === 'event') message.event = value;
              else if (field === 'id') message.id = value;
              else if (field === 'retry') message.retry = Number(value);
            }
          }
          message.data = data.join('\n');
          messages.push(message);
        }
        for (const wake of [...waiters]) wake();
      });
      response.on('close', () => {
        endedResolve();
        for (const wake of [...waiters]) wake();
      });
      const nextMessage = (match: (message: SseMessage) => boolean) =>
        new Promise<SseMessage>((found, fail) => {
          const check = () => {
            while (consumed < messages.length) {
              const message = messages[consumed++];
              if (match(message)) {
                cleanup();
                found(message);
                return;
              }
            }
            if (response.closed) {
              cleanup();
              fail(new Error(`the stream ended; it had sent: ${JSON.stringify(messages)}`));
            }
          };
          const timer = setTimeout(() => {
            cleanup();
            fail(new Error(`no matching message within ${WAIT_MS} ms; the stream had sent: ${JSON.stringify(messages)}`));
          }, WAIT_MS);
          const cleanup = () => {
            clearTimeout(timer);
            waiters.delete(check);
          };
          waiters.add(check);
          check();
        });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages,
        text: async () => {
          await ended;
          return raw;
        },
        nextMessage,
        next: async (match = () => true) => {
          for (;;) {
            const message = await nextMessage((candidate) => candidate.event === 'message' && candidate.data !== '');
            const event = JSON.parse(message.data) as RealtimeEvent;
            if (match(event)) return event;
          }
        },
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};
const apps: FastifyInstance[] = [];
const streams: Stream[] = [];

async function startApp(options: RealtimeOptions = {}, redisUrl: string | null = null): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ ...ctx.config, redisUrl }, { db: ctx.db, clock: ctx.clock, logger: false, realtime: options });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function stream(url: string, projects: string, who: string, extraHeaders: Record<string, string> = {}): Promise<Stream> {
  const opened = await openStream(url, `/api/v3/events?projects=${projects}`, { cookie: cookies[who], ...extraHeaders });
  streams.push(opened);
  return opened;
}

const send = (app: FastifyInstance, method: 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function createWorkPackage(app: FastifyInstance, project: string, who: string, subject: string): Promise<{ id: number; lockVersion: number }> {
  const response = await send(app, 'POST', `/api/v3/projects/${projectIds[project]}/work_packages`, who, { subject });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}


/** The signed-in user's own stream (GET /events/me: their notifications). */
async function ownStream(url: string, who: string): Promise<Stream> {
  const opened = await openStream(url, '/api/v3/events/me', { cookie: cookies[who] });
  streams.push(opened);
  return opened;
}

const assign = (app: FastifyInstance, project: string, who: string, subject: string, assignee: string) =>
  send(app, 'POST', `/api/v3/projects/${projectIds[project]}/work_packages`, who, { subject, _links: { assignee: { href: `/api/v3/users/${userIds[assignee]}` } } });

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'member', 'tomas.herrera', 'noah.fischer', 'liam.oconnor', 'manager']) {
    cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  }
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
});

afterEach(() => {
  for (const open of streams.splice(0)) open.close();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await ctx.close();
});

describe('GET /api/v3/events (in-process bus)', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    ({ app, url } = await startApp());
  });

  test('a member sees created, updated, comment and delete events of their project, with ids only', async () => {
    const content = projectIds.content_migration;
    const watcher = await stream(url, String(content), 'tomas.herrera');
    expect(watcher.status).toBe(200);
    expect(watcher.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(watcher.headers['cache-control']).toContain('no-transform');
    const hello = await watcher.nextMessage((message) => message.retry !== undefined);
    expect(hello.retry).toBe(3000);

    const created = await createWorkPackage(app, 'content_migration', 'member', 'Map the old URLs');
    const createdEvent = await watcher.next();
    expect(createdEvent).toEqual({
      id: expect.any(String),
      type: 'work_package.created',
      projectId: content,
      workPackageId: created.id,
      lockVersion: 0,
      actorId: userIds.member,
      at: expect.any(String),
    });
    // The SSE id is the event's id (a browser sends it back as Last-Event-ID; the server does not need it).
    expect(watcher.messages.find((message) => message.data.includes(createdEvent.id))?.id).toBe(createdEvent.id);

    const patched = await send(app, 'PATCH', `/api/v3/work_packages/${created.id}`, 'member', { lockVersion: 0, subject: 'Map the old URLs to new ones' });
    expect(patched.statusCode).toBe(200);
    expect(await watcher.next()).toMatchObject({ type: 'work_package.updated', workPackageId: created.id, lockVersion: 1, actorId: userIds.member });

    const moved = await send(app, 'PATCH', `/api/v3/work_packages/${created.id}/status`, 'liam.oconnor', { _links: { status: { href: '/api/v3/statuses/2' } } });
    expect(moved.statusCode).toBe(200);
    expect(await watcher.next()).toMatchObject({ type: 'work_package.updated', workPackageId: created.id, lockVersion: 2, actorId: userIds['liam.oconnor'] });

    const comment = await send(app, 'POST', `/api/v3/work_packages/${created.id}/activities`, 'member', { comment: { raw: 'Started on the blog section.' } });
    expect(comment.statusCode).toBe(201);
    const commentEvent = await watcher.next();
    expect(commentEvent).toMatchObject({ type: 'activity.created', workPackageId: created.id, activityId: comment.json().id, actorId: userIds.member });
    expect(commentEvent).not.toHaveProperty('lockVersion');

    const edited = await send(app, 'PATCH', `/api/v3/activities/${comment.json().id}`, 'member', { comment: { raw: 'Started on the blog and news sections.' } });
    expect(edited.statusCode).toBe(200);
    expect(await watcher.next()).toMatchObject({ type: 'activity.updated', workPackageId: created.id, activityId: comment.json().id });

    const child = await send(app, 'POST', `/api/v3/projects/${content}/work_packages`, 'member', { subject: 'Blog redirects', _links: { parent: { href: `/api/v3/work_packages/${created.id}` } } });
    expect(child.statusCode).toBe(201);
    expect(await watcher.next()).toMatchObject({ type: 'work_package.created', workPackageId: child.json().id });
    expect((await send(app, 'DELETE', `/api/v3/work_packages/${created.id}`, 'liam.oconnor')).statusCode).toBe(204);
    const deleted = [await watcher.next(), await watcher.next()];
    expect(deleted.map((event) => [event.type, event.workPackageId]).sort()).toEqual(
      [['work_package.deleted', created.id], ['work_package.deleted', child.json().id]].sort(),
    );
  });

  test('a bulk update publishes one event per changed work package; a change that changes nothing publishes none', async () => {
    const content = projectIds.content_migration;
    const watcher = await stream(url, String(content), 'tomas.herrera');
    const first = await createWorkPackage(app, 'content_migration', 'member', 'Retire old articles');
    const second = await createWorkPackage(app, 'content_migration', 'member', 'Check redirects');
    await watcher.next((event) => event.workPackageId === second.id);

    const unchanged = await send(app, 'PATCH', `/api/v3/work_packages/${first.id}`, 'member', { lockVersion: 0, subject: 'Retire old articles' });
    expect(unchanged.statusCode).toBe(200);
    const bulk = await send(app, 'PATCH', '/api/v3/work_packages/bulk', 'member', { ids: [first.id, second.id], changes: { _links: { status: { href: '/api/v3/statuses/3' } } } });
    expect(bulk.statusCode).toBe(200);
    // The unchanged PATCH came first: had it published, it would be the next event.
    const events = [await watcher.next(), await watcher.next()];
    expect(events.map((event) => [event.type, event.workPackageId, event.lockVersion])).toEqual([
      ['work_package.updated', first.id, 1],
      ['work_package.updated', second.id, 1],
    ]);
  });

  test("events name the tab that made the change (X-Tab-Id), for writes with a body and without; a malformed id is left out", async () => {
    const content = projectIds.content_migration;
    const watcher = await stream(url, String(content), 'tomas.herrera');
    const tab = randomUUID();
    const write = (method: 'POST' | 'DELETE', path: string, tabId: string | null, payload?: object) =>
      app.inject({ method, url: path, headers: { cookie: cookies[method === 'DELETE' ? 'admin' : 'member'], ...XHR, ...(tabId === null ? {} : { 'x-tab-id': tabId }) }, ...(payload ? { payload } : {}) });
    const created = await write('POST', `/api/v3/projects/${content}/work_packages`, tab, { subject: 'Tab check' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(await watcher.next((event) => event.workPackageId === id)).toMatchObject({ type: 'work_package.created', tabId: tab });
    expect((await write('POST', `/api/v3/work_packages/${id}/activities`, '<script>', { comment: { raw: 'From somewhere' } })).statusCode).toBe(201);
    expect((await watcher.next((event) => event.workPackageId === id)).tabId).toBeUndefined();
    expect((await write('DELETE', `/api/v3/work_packages/${id}`, null)).statusCode).toBe(204);
    const deleted = await watcher.next((event) => event.workPackageId === id);
    expect([deleted.type, deleted.tabId]).toEqual(['work_package.deleted', undefined]);
  });

  test('only events of the projects named and visible to the caller are delivered', async () => {
    // Tomás is a member of content_migration and data_warehouse, not of customer_portal (private).
    const watcher = await stream(url, `${projectIds.customer_portal},${projectIds.content_migration}`, 'tomas.herrera');
    const hidden = await createWorkPackage(app, 'customer_portal', 'manager', 'Invoice export');
    const unnamed = await createWorkPackage(app, 'data_warehouse', 'noah.fischer', 'Nightly load');
    const visible = await createWorkPackage(app, 'content_migration', 'member', 'Redirect map');
    // Events are delivered in publishing order, so the first one to arrive shows the two before it were dropped.
    const first = await watcher.next();
    expect(first.workPackageId).toBe(visible.id);
    expect(JSON.stringify(watcher.messages)).not.toContain(`"workPackageId":${hidden.id}`);
    expect(JSON.stringify(watcher.messages)).not.toContain(`"workPackageId":${unnamed.id}`);

    // An admin sees every project's events; anyone signed in sees a public project's.
    const adminWatcher = await stream(url, String(projectIds.customer_portal), 'admin');
    const outsider = await stream(url, String(projectIds.website_relaunch), 'liam.oconnor');
    const portal = await createWorkPackage(app, 'customer_portal', 'manager', 'Contract list');
    expect((await adminWatcher.next()).workPackageId).toBe(portal.id);
    const web = await createWorkPackage(app, 'website_relaunch', 'member', 'Hero banner');
    expect((await outsider.next()).workPackageId).toBe(web.id);
  });

  test('version events reach the streams of the projects the version is usable in, with the version id only', async () => {
    // Tomás watches Content migration, a sub-project of Website relaunch; Liam watches Website relaunch (public).
    const below = await stream(url, String(projectIds.content_migration), 'tomas.herrera');
    const web = await stream(url, String(projectIds.website_relaunch), 'liam.oconnor');
    const definingProject = { href: `/api/v3/projects/${projectIds.website_relaunch}` };
    const own = await send(app, 'POST', '/api/v3/versions', 'member', { name: 'Web only sprint', _links: { definingProject } });
    const shared = await send(app, 'POST', '/api/v3/versions', 'member', { name: 'Web and below sprint', sharing: 'descendants', _links: { definingProject } });
    expect([own.statusCode, shared.statusCode]).toEqual([201, 201]);
    expect(await web.next()).toEqual({ id: expect.any(String), type: 'version.created', projectId: projectIds.website_relaunch, versionId: own.json().id, actorId: userIds.member, at: expect.any(String) });
    expect(await web.next()).toMatchObject({ type: 'version.created', versionId: shared.json().id });
    // The first version is not usable in Content migration: its event never reached Tomás's stream.
    const first = await below.next();
    expect(first).toMatchObject({ type: 'version.created', projectId: projectIds.content_migration, versionId: shared.json().id });
    expect(first).not.toHaveProperty('workPackageId');
    expect((await send(app, 'DELETE', `/api/v3/versions/${shared.json().id}`, 'member')).statusCode).toBe(204);
    expect(await below.next()).toMatchObject({ type: 'version.deleted', versionId: shared.json().id });
  });

  test('the stream works with an API token, and a slid session cookie still reaches the browser', async () => {
    const { token } = await createApiToken(ctx.app, cookies.member, 'events');
    const byToken = await openStream(url, `/api/v3/events?projects=${projectIds.content_migration}`, { authorization: `Bearer ${token}` });
    streams.push(byToken);
    expect(byToken.status).toBe(200);
    const created = await createWorkPackage(app, 'content_migration', 'tomas.herrera', 'Token-visible task');
    expect((await byToken.next()).workPackageId).toBe(created.id);

    // More than a minute after the last request the session's expiry slides, and the cookie is re-sent.
    ctx.clock.advance(2 * 60 * 1000);
    const slid = await stream(url, String(projectIds.content_migration), 'noah.fischer', { 'accept-encoding': 'br, gzip' });
    expect(slid.status).toBe(200);
    expect(String(slid.headers['set-cookie'])).toContain('tessera_session=');
    // Never compressed: a compressed event stream would sit in the compressor's buffer.
    expect(slid.headers['content-encoding']).toBeUndefined();
  });

  test('bad input is a 400 naming projects; no credential is a 401', async () => {
    for (const projects of ['', 'abc', '5,,7', '-1', '0', Array.from({ length: 51 }, (_, index) => index + 1).join(',')]) {
      const response = await openStream(url, `/api/v3/events?projects=${projects}`, { cookie: cookies.member });
      expect(response.status).toBe(400);
      const body = JSON.parse(await response.text());
      expect(body).toMatchObject({ errorIdentifier: 'urn:openproject-org:api:v3:errors:InvalidQuery', _embedded: { details: { attribute: 'projects' } } });
      expect(body.message).toContain('projects');
    }
    const missing = await openStream(url, '/api/v3/events', { cookie: cookies.member });
    expect(missing.status).toBe(400);
    expect(JSON.parse(await missing.text()).message).toBe('projects is required: a comma-separated list of project ids (projects=5,7).');
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/v3/events?projects=1' }), 401, 'Unauthenticated');
  });
});

describe('GET /api/v3/events: limits, heartbeats, revocation', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    ({ app, url } = await startApp({ heartbeatMs: 20, credentialRecheckMs: 40, visibilityTtlMs: 50, maxStreamsPerUser: 2 }));
  });

  test('heartbeat comments keep an idle stream alive', async () => {
    const watcher = await stream(url, String(projectIds.content_migration), 'member');
    await watcher.nextMessage((message) => message.comments.includes('heartbeat'));
  });

  test('a user may hold a limited number of streams; closing one frees its place', async () => {
    const first = await stream(url, String(projectIds.content_migration), 'liam.oconnor');
    await stream(url, String(projectIds.content_migration), 'liam.oconnor');
    const refused = await openStream(url, `/api/v3/events?projects=${projectIds.content_migration}`, { cookie: cookies['liam.oconnor'] });
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.text())).toMatchObject({
      errorIdentifier: 'urn:openproject-org:api:v3:errors:TooManyRequests',
      message: 'You have 2 live update streams open already: close a tab or two and try again.',
    });
    first.close();
    await first.ended;
    // The server notices the disconnect on its own; retry until it has.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      const again = await stream(url, String(projectIds.content_migration), 'liam.oconnor');
      status = again.status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  });

  test('a revoked membership stops delivery once the visibility answer expires', async () => {
    const ownerId = userIds['tomas.herrera'];
    const membership = await ctx.db
      .selectFrom('memberships')
      .select('id')
      .where('project_id', '=', projectIds.data_warehouse)
      .where('principal_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    const watcher = await stream(url, `${projectIds.data_warehouse},${projectIds.content_migration}`, 'tomas.herrera');
    const before = await createWorkPackage(app, 'data_warehouse', 'noah.fischer', 'Load sales data');
    expect((await watcher.next()).workPackageId).toBe(before.id);

    expect((await send(app, 'DELETE', `/api/v3/memberships/${membership.id}`, 'admin')).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 60)); // the test's visibility TTL is 50 ms
    const after = await createWorkPackage(app, 'data_warehouse', 'noah.fischer', 'Load support data');
    const marker = await createWorkPackage(app, 'content_migration', 'member', 'Still visible');
    expect((await watcher.next()).workPackageId).toBe(marker.id);
    expect(JSON.stringify(watcher.messages)).not.toContain(`"workPackageId":${after.id}`);
  });

  test('signing out ends the stream', async () => {
    const cookie = await login(ctx.app, 'hannah.becker@tessera.local', DEMO_PASSWORD);
    const watcher = await openStream(url, `/api/v3/events?projects=${projectIds.design_system}`, { cookie });
    streams.push(watcher);
    expect(watcher.status).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v3/session', headers: { cookie, ...XHR } })).statusCode).toBe(204);
    await watcher.ended;
  });

  test('closing the app ends open streams instead of waiting for them', async () => {
    const { app: closing, url: closingUrl } = await startApp();
    const watcher = await stream(closingUrl, String(projectIds.content_migration), 'member');
    expect(watcher.status).toBe(200);
    await closing.close();
    await watcher.ended;
  });
});

describe('event buses', () => {

  test('in-process: every listener gets each event, a failing one does not stop the others, unsubscribe works', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessEventBus({ error: (object) => errors.push(object) }, () => new Date('2026-03-02T10:00:00.000Z'));
    const received: RealtimeEvent[] = [];
    bus.subscribe(() => {
      throw new Error('broken listener');
    });
    const unsubscribe = bus.subscribe((event) => received.push(event));
    bus.publish({ ...input, extra: 'dropped' } as EventInput);
    expect(received).toEqual([{ ...input, id: expect.any(String), at: '2026-03-02T10:00:00.000Z' }]);
    expect(errors).toHaveLength(1);
    unsubscribe();
    bus.publish(input);
    expect(received).toHaveLength(1);
    await bus.ready();
    await bus.close();
  });

  test('events from elsewhere are checked before use', () => {
    const valid = { ...input, id: 'a', at: '2026-03-02T10:00:00.000Z' };
    expect(parseEvent(valid)).toEqual(valid);
    expect(parseEvent({ ...valid, type: 'project.deleted' })).toBeNull();
    expect(parseEvent({ ...valid, projectId: '3' })).toBeNull();
    expect(parseEvent({ ...valid, lockVersion: 1.5 })).toBeNull();
    expect(parseEvent({ ...valid, tabId: 'c3b1f2a0-1d2e-4f5a-9b8c-7d6e5f4a3b2c' })).toMatchObject({ tabId: 'c3b1f2a0-1d2e-4f5a-9b8c-7d6e5f4a3b2c' });
    expect(parseEvent({ ...valid, tabId: '<img src=x>' })).toBeNull();
    expect(parseEvent(null)).toBeNull();
    // Version events name a version, and nothing of a work package.
    const version = { id: 'b', type: 'version.updated', projectId: 3, versionId: 9, actorId: 7, at: '2026-03-02T10:00:00.000Z' };
    expect(parseEvent(version)).toEqual(version);
    expect(parseEvent({ ...version, workPackageId: 40, lockVersion: 2 })).toEqual(version);
    expect(parseEvent({ ...version, versionId: undefined })).toBeNull();
    expect(parseEvent({ ...valid, versionId: 9 })).toEqual(valid);
  });

  test('Redis unreachable: publishing neither throws nor blocks, local listeners still get events, close is prompt', async () => {
    const warnings: unknown[] = [];
    const bus = new RedisEventBus('redis://127.0.0.1:1', { log: { ...silentLog, warn: (object) => warnings.push(object) }, channel: `test:${randomUUID()}` });
    const received: RealtimeEvent[] = [];
    bus.subscribe((event) => received.push(event));
    bus.publish(input);
    bus.publish(input);
    expect(received).toHaveLength(2);
    const started = performance.now();
    while (warnings.length === 0 && performance.now() - started < WAIT_MS) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(warnings.length).toBeGreaterThan(0);
    await bus.close();
  });
});

describe('GET /api/v3/events/me (a user\'s own events)', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    ({ app, url } = await startApp());
  });

  test('a notification reaches its recipient only; marking it read is told to the recipient', async () => {
    const recipient = await ownStream(url, 'tomas.herrera');
    const bystander = await ownStream(url, 'liam.oconnor');
    // A project stream of the same project does not carry the user events either.
    const projectWatcher = await stream(url, String(projectIds.content_migration), 'tomas.herrera');
    expect(recipient.status).toBe(200);
    expect(recipient.headers['content-type']).toBe('text/event-stream; charset=utf-8');

    const created = await assign(app, 'content_migration', 'member', 'Assigned to Tomás', 'tomas.herrera');
    expect(created.statusCode).toBe(201);
    const event = await recipient.next();
    expect(event).toEqual({ id: expect.any(String), type: 'notification.created', userId: userIds['tomas.herrera'], notificationId: expect.any(Number), actorId: userIds.member, at: expect.any(String) });
    expect((await projectWatcher.next()).type).toBe('work_package.created');

    const read = await send(app, 'POST', `/api/v3/notifications/${event.notificationId}/read_ian`, 'tomas.herrera');
    expect(read.statusCode).toBe(204);
    expect(await recipient.next()).toMatchObject({ type: 'notification.read', userId: userIds['tomas.herrera'], notificationId: event.notificationId });
    const bulk = await send(app, 'POST', '/api/v3/notifications/unread_ian', 'tomas.herrera');
    expect(bulk.statusCode).toBe(204);
    const bulkEvent = await recipient.next();
    expect(bulkEvent.type).toBe('notification.read');
    expect(bulkEvent.notificationId).toBeUndefined();

    // A marker for Liam proves his stream works and received nothing of Tomás's before it.
    expect((await assign(app, 'content_migration', 'member', 'Assigned to Liam', 'liam.oconnor')).statusCode).toBe(201);
    const liams = await bystander.next();
    expect(liams.userId).toBe(userIds['liam.oconnor']);
    expect(bystander.messages.filter((message) => message.data !== '').map((message) => JSON.parse(message.data).userId)).toEqual([userIds['liam.oconnor']]);
    expect(projectWatcher.messages.some((message) => message.data.includes('notification.'))).toBe(false);
  });

  test('signed out: 401, no stream', async () => {
    const anonymous = await openStream(url, '/api/v3/events/me', {});
    streams.push(anonymous);
    expect(anonymous.status).toBe(401);
  });

  test('parseEvent accepts a user event and rejects one without its user', () => {
    const event = { id: 'x', at: new Date().toISOString(), type: 'notification.created', userId: 4, notificationId: 9, actorId: 2 };
    expect(parseEvent(event)).toEqual(event);
    expect(parseEvent({ ...event, userId: undefined })).toBeNull();
    expect(parseEvent({ ...event, notificationId: 'nine' })).toBeNull();
    // Project fields a forged message adds are dropped.
    expect(parseEvent({ ...event, projectId: 3, workPackageId: 5 })).toEqual(event);
  });
});

describe('across instances (Redis)', () => {
  const channel = `tessera:test:${randomUUID()}`;
  let probe: Redis;

  beforeAll(async () => {
    probe = await connectTestRedis();
  });
  afterAll(async () => {
    probe.disconnect();
  });

  test('a change on one instance reaches streams on the other, once each', async () => {
    const first = await startApp({ channel }, REDIS_URL);
    const second = await startApp({ channel }, REDIS_URL);
    await Promise.all([first.app.events.ready(), second.app.events.ready()]);
    const remote = await stream(second.url, String(projectIds.content_migration), 'tomas.herrera');
    const local = await stream(first.url, String(projectIds.content_migration), 'liam.oconnor');

    const created = await createWorkPackage(first.app, 'content_migration', 'member', 'Cross-instance task');
    const comment = await send(second.app, 'POST', `/api/v3/work_packages/${created.id}/activities`, 'member', { comment: { raw: 'Seen on both.' } });
    expect(comment.statusCode).toBe(201);
    for (const watcher of [remote, local]) {
      // Each instance delivers its own events at once and the other's through Redis: the order across instances may differ.
      const events = [await watcher.next(), await watcher.next()];
      expect(events.map((event) => `${event.type} ${event.workPackageId}`).sort()).toEqual([`activity.created ${created.id}`, `work_package.created ${created.id}`]);
    }
    // Each event once: the publishing instance ignores its own message coming back from Redis.
    const marker = await createWorkPackage(first.app, 'content_migration', 'member', 'Marker');
    expect((await local.next()).workPackageId).toBe(marker.id);
    expect((await remote.next()).workPackageId).toBe(marker.id);
  });

  test("a notification made on one instance reaches the recipient's stream on the other", async () => {
    const userChannel = `tessera:test:${randomUUID()}`;
    const first = await startApp({ channel: userChannel }, REDIS_URL);
    const second = await startApp({ channel: userChannel }, REDIS_URL);
    await Promise.all([first.app.events.ready(), second.app.events.ready()]);
    const remote = await ownStream(second.url, 'liam.oconnor');
    expect((await assign(first.app, 'content_migration', 'member', 'Across instances', 'liam.oconnor')).statusCode).toBe(201);
    expect(await remote.next()).toMatchObject({ type: 'notification.created', userId: userIds['liam.oconnor'], actorId: userIds.member });
  });

  test('when the subscription is interrupted and restored, streams are told to resync', async () => {
    const resyncChannel = `tessera:test:${randomUUID()}`;
    const bus = new RedisEventBus(REDIS_URL, { log: silentLog, channel: resyncChannel });
    const publisher = new RedisEventBus(REDIS_URL, { log: silentLog, channel: resyncChannel });
    await Promise.all([bus.ready(), publisher.ready()]);
    let resyncs = 0;
    bus.onResync(() => resyncs++);
    const received: RealtimeEvent[] = [];
    bus.subscribe((event) => received.push(event));

    // Drop the subscriber's connection from the server side, as a Redis restart or a network cut would.
    const clients = (await probe.client('LIST')) as string;
    const line = clients.split('\n').find((entry) => entry.includes(`name=tessera-realtime-sub:${resyncChannel} `));
    const ownId = line ? /(?:^| )id=(\d+)/.exec(line)?.[1] : undefined;
    if (!ownId) throw new Error(`no subscriber connection for ${resyncChannel} in CLIENT LIST:\n${clients}`);
    await probe.client('KILL', 'ID', ownId);
    const started = performance.now();
    while (resyncs === 0 && performance.now() - started < WAIT_MS) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(resyncs).toBe(1);

    // And it receives again after the reconnection.
    const deadline = performance.now() + WAIT_MS;
    while (received.length === 0 && performance.now() < deadline) {
      publisher.publish(input);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(received.length).toBeGreaterThan(0);
    await Promise.all([bus.close(), publisher.close()]);
  });
});
