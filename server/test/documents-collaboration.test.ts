import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { Redis } from 'ioredis';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { buildApp } from '../src/app.ts';
import { COLLABORATION_PATH, COLLABORATION_SAVE_MAX_DEBOUNCE_MS } from '../src/modules/documents/collaboration.ts';
import { COLLABORATION_FIELD } from '../src/modules/documents/collaboration-store.ts';
import type { RealtimeEvent } from '../src/realtime/index.ts';
import { createApiToken, createTestContext, DEMO_PASSWORD, login, XHR, type TestContext, connectTestRedis, TEST_REDIS_URL } from './helpers.ts';

// Seeded: 'member' (Priya) is Team Leader and Tomás a Member in Website relaunch (public; both manage documents), Noah a
// Coordinator there (view only). Content migration is private: Noah is no member of it.
const REDIS_URL = TEST_REDIS_URL;
const WAIT_MS = 8000;
let ctx: TestContext;
let baseUrl: string;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const openProviders: HocuspocusProvider[] = [];
const events: RealtimeEvent[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['member', 'tomas.herrera', 'noah.fischer']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  ctx.app.events.subscribe((event) => events.push(event));
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => {
  for (const provider of openProviders.splice(0)) destroy(provider);
});
afterAll(async () => ctx.close());

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...texts: string[]) => ({ type: 'doc', content: texts.map(paragraph) });

async function createDocument(project: string, text: string): Promise<{ id: number; lockVersion: number }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/v3/projects/${projectIds[project]}/documents`,
    headers: { cookie: cookies.member, ...XHR },
    payload: { title: `Co-edited ${randomUUID().slice(0, 8)}`, content: doc(text) },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A WebSocket class as a browser of this site would open it: with the user's cookie and the site's origin. */
function browserSocket(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(url: string) {
      super(url, { headers });
    }
  };
}

interface Client {
  provider: HocuspocusProvider;
  ydoc: Y.Doc;
  /** Why the server refused the document, once it has. */
  refusal: () => string | null;
}

function connect(documentId: number, options: { who?: string; url?: string; token?: string; headers?: Record<string, string> } = {}): Client {
  const url = options.url ?? baseUrl;
  const headers = options.headers ?? (options.who ? { cookie: cookies[options.who], origin: url } : {});
  const ydoc = new Y.Doc();
  let refusal: string | null = null;
  const websocketProvider = new HocuspocusProviderWebsocket({ url: `${url.replace(/^http/, 'ws')}${COLLABORATION_PATH}`, WebSocketPolyfill: browserSocket(headers) });
  const provider = new HocuspocusProvider({
    websocketProvider,
    name: `document.${documentId}`,
    document: ydoc,
    token: options.token ?? null,
    onAuthenticationFailed: ({ reason }) => {
      refusal = reason;
    },
  });
  provider.attach();
  openProviders.push(provider);
  return { provider, ydoc, refusal: () => refusal };
}

/** Closes the page: the provider and its socket. */
function destroy(provider: HocuspocusProvider): void {
  provider.destroy();
  provider.configuration.websocketProvider.destroy();
}

const synced = (client: Client) => waitFor('the sync', () => client.provider.isSynced);
const textOf = (ydoc: Y.Doc) => (ydoc.getXmlFragment(COLLABORATION_FIELD).toJSON() as string).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

/** Types at the end of the first paragraph, as the editor's binding would. */
function typeAtEnd(ydoc: Y.Doc, text: string): void {
  const first = ydoc.getXmlFragment(COLLABORATION_FIELD).get(0) as Y.XmlElement;
  const run = first.get(0) as Y.XmlText;
  run.insert(run.length, text);
}

const stored = (id: number) => ctx.db.selectFrom('documents').select(['content', 'content_text', 'lock_version', 'collaboration_state']).where('id', '=', id).executeTakeFirstOrThrow();

describe('co-editing one document', () => {
  test('two editors typing into the same paragraph at once both keep their words, and the saved snapshot holds them', async () => {
    const { id, lockVersion } = await createDocument('website_relaunch', 'Agenda:');
    const priya = connect(id, { who: 'member' });
    const tomas = connect(id, { who: 'tomas.herrera' });
    await Promise.all([synced(priya), synced(tomas)]);
    expect(textOf(priya.ydoc)).toBe('Agenda:');
    // Opening the document stored the shared state it was built from: later connections continue that history.
    expect((await stored(id)).collaboration_state).not.toBeNull();

    events.length = 0;
    // Both edits happen before either side has seen the other's.
    typeAtEnd(priya.ydoc, ' budget');
    typeAtEnd(tomas.ydoc, ' hiring');
    await waitFor('both editors to converge', () => textOf(priya.ydoc) === textOf(tomas.ydoc) && textOf(tomas.ydoc).includes('budget') && textOf(tomas.ydoc).includes('hiring'));
    const merged = textOf(priya.ydoc);
    expect(merged).toMatch(/^Agenda: (budget hiring|hiring budget)$/);

    // Leaving saves at once (the last connection closing runs the debounced save).
    destroy(priya.provider);
    destroy(tomas.provider);
    await waitFor('the snapshot to be saved', async () => (await stored(id)).content_text === merged);
    const row = await stored(id);
    expect(JSON.parse(row.content)).toEqual(doc(merged));
    expect(row.lock_version).toBeGreaterThan(lockVersion);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v3/documents/${id}`, headers: { cookie: cookies.member } });
    expect(response.json().description.html).toContain(merged);
    // One version per editor's sitting, not one per keystroke; the change was announced.
    const versions = await ctx.app.inject({ method: 'GET', url: `/api/v3/documents/${id}/versions`, headers: { cookie: cookies.member } });
    expect(versions.json().total).toBeLessThanOrEqual(3);
    expect(events.some((event) => event.type === 'document.updated' && event.documentId === id)).toBe(true);

    // Opened again, the document continues from the saved state, without doubling its text.
    const again = connect(id, { who: 'noah.fischer' });
    await synced(again);
    expect(textOf(again.ydoc)).toBe(merged);
  }, 30_000);

  test('a member mentioned while people co-edit is notified once the text is saved', async () => {
    const { id } = await createDocument('website_relaunch', 'Owner:');
    const tomasId = (await ctx.db.selectFrom('principals').select('id').where('login', '=', 'tomas.herrera').executeTakeFirstOrThrow()).id;
    const mentions = async () =>
      ((await ctx.app.inject({ method: 'GET', url: '/api/v3/notifications?pageSize=100', headers: { cookie: cookies['tomas.herrera'] } })).json()._embedded.elements as {
        reason: string; _links: { resource: { href: string } };
      }[]).filter((notification) => notification.reason === 'mentioned' && notification._links.resource.href === `/api/v3/documents/${id}`);
    const priya = connect(id, { who: 'member' });
    await synced(priya);
    // The editor's mention node, as the binding writes it: an inline element with the user's id and name.
    const mention = new Y.XmlElement('mention');
    mention.setAttribute('id', String(tomasId));
    mention.setAttribute('label', 'Tomás Herrera');
    (priya.ydoc.getXmlFragment(COLLABORATION_FIELD).get(0) as Y.XmlElement).insert(1, [mention]);
    destroy(priya.provider);
    await waitFor('the snapshot with the mention', async () => (await stored(id)).content.includes('"mention"'));
    await waitFor('the notification', async () => (await mentions()).length === 1);
  }, 30_000);

  test('a viewer is read-only on the server: their edit reaches neither the other editors nor the database', async () => {
    const { id } = await createDocument('website_relaunch', 'Keep this');
    const editor = connect(id, { who: 'member' });
    const viewer = connect(id, { who: 'noah.fischer' });
    await Promise.all([synced(editor), synced(viewer)]);
    expect(viewer.provider.authorizedScope).toBe('readonly');
    expect(editor.provider.authorizedScope).toBe('read-write');

    // The viewer's page forces an edit anyway (as a modified browser could).
    typeAtEnd(viewer.ydoc, ' VANDALISED');
    typeAtEnd(editor.ydoc, ' and this');
    await waitFor("the editor's word to reach the viewer", () => textOf(viewer.ydoc).includes('and this'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(textOf(editor.ydoc)).toBe('Keep this and this');

    destroy(editor.provider);
    destroy(viewer.provider);
    await waitFor('the save', async () => (await stored(id)).content_text === 'Keep this and this');
    const fresh = connect(id, { who: 'tomas.herrera' });
    await synced(fresh);
    expect(textOf(fresh.ydoc)).toBe('Keep this and this');
  }, 30_000);

  test('a shared document that is no valid document (a node the editor does not know) never becomes the saved content', async () => {
    const { id } = await createDocument('website_relaunch', 'Valid text');
    const editor = connect(id, { who: 'member' });
    await synced(editor);
    const before = await stored(id);
    const rogue = new Y.XmlElement('script');
    rogue.insert(0, [new Y.XmlText('alert(1)')]);
    editor.ydoc.getXmlFragment(COLLABORATION_FIELD).insert(1, [rogue]);
    destroy(editor.provider);
    // The state is saved (nothing typed is lost), the snapshot is not.
    await waitFor('the save', async () => !Buffer.from((await stored(id)).collaboration_state!).equals(Buffer.from(before.collaboration_state!)));
    const after = await stored(id);
    expect(after.content).toBe(before.content);
    expect(after.lock_version).toBe(before.lock_version);
  }, 30_000);

  test("an image from another container's attachment never becomes the saved content; an https image does", async () => {
    const { id } = await createDocument('website_relaunch', 'Figures');
    const editor = connect(id, { who: 'member' });
    await synced(editor);
    const before = await stored(id);
    const image = (src: string) => {
      const element = new Y.XmlElement('image');
      element.setAttribute('src', src);
      return element;
    };
    const fragment = editor.ydoc.getXmlFragment(COLLABORATION_FIELD);
    fragment.insert(1, [image('/api/v3/attachments/999999/content')]);
    await waitFor('the save', async () => !Buffer.from((await stored(id)).collaboration_state!).equals(Buffer.from(before.collaboration_state!)));
    expect((await stored(id)).content).toBe(before.content);
    fragment.delete(1, 1);
    fragment.insert(1, [image('https://images.example.org/chart.png')]);
    destroy(editor.provider);
    await waitFor('the snapshot with the https image', async () => (await stored(id)).content.includes('https://images.example.org/chart.png'));
  }, 30_000);

  test("presence names the signed-in user whatever a page claims, and passes on only a plain colour", async () => {
    const { id } = await createDocument('website_relaunch', 'Who is here');
    const priya = connect(id, { who: 'member' });
    const tomas = connect(id, { who: 'tomas.herrera' });
    await Promise.all([synced(priya), synced(tomas)]);
    priya.provider.setAwarenessField('user', { id: 1, name: 'The admin', color: 'red; background-image: url(https://evil.example/t.png)' });
    const seen = () => [...tomas.provider.awareness!.getStates().values()].map((state) => state.user).find((user) => user && user.name !== undefined);
    await waitFor("Priya's presence", () => seen() !== undefined);
    const user = await ctx.db.selectFrom('principals').select(['id', 'name']).where('login', '=', 'member').executeTakeFirstOrThrow();
    expect(seen()).toEqual({ id: user.id, name: user.name, color: '#3559e0' });
  }, 30_000);

  test('a signed-out connection, a non-member and an unknown document are refused; an API token works', async () => {
    const { id } = await createDocument('content_migration', 'Private plan');
    const anonymous = connect(id, { headers: {} });
    const outsider = connect(id, { who: 'noah.fischer' });
    const unknown = connect(999_999, { who: 'member' });
    await waitFor('the refusals', () => anonymous.refusal() !== null && outsider.refusal() !== null && unknown.refusal() !== null);
    expect([anonymous.refusal(), outsider.refusal(), unknown.refusal()]).toEqual(['unauthenticated', 'not-found', 'not-found']);
    for (const client of [anonymous, outsider, unknown]) {
      expect(client.provider.isSynced).toBe(false);
      expect(textOf(client.ydoc)).toBe('');
    }

    const { token } = await createApiToken(ctx.app, cookies.member, 'co-editing');
    const scripted = connect(id, { token });
    await synced(scripted);
    expect(textOf(scripted.ydoc)).toBe('Private plan');
  }, 30_000);

  test('the upgrade is refused for a cookie sent from another site and for a wrong API token', async () => {
    const { id } = await createDocument('website_relaunch', 'Origin check');
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${COLLABORATION_PATH}`, { headers });
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', reject);
      });
    expect(await status({ cookie: cookies.member, origin: 'https://evil.example' })).toBe(403);
    expect(await status({ authorization: 'Bearer not-a-token' })).toBe(401);
    expect(await status({ cookie: cookies.member, origin: baseUrl })).toBe(101);
    // The same site's page connects and edits.
    const client = connect(id, { who: 'member' });
    await synced(client);
    expect(textOf(client.ydoc)).toBe('Origin check');
  }, 30_000);

  test('content written through the API while people edit reaches their editors and is not saved over', async () => {
    const { id } = await createDocument('website_relaunch', 'Draft');
    const editor = connect(id, { who: 'tomas.herrera' });
    await synced(editor);
    const { lock_version: lockVersion } = await stored(id);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v3/documents/${id}`,
      headers: { cookie: cookies.member, ...XHR },
      payload: { lockVersion, content: doc('Final text', 'Second paragraph') },
    });
    expect(response.statusCode).toBe(200);
    await waitFor('the editor to show the new content', () => textOf(editor.ydoc) === 'Final text Second paragraph');

    typeAtEnd(editor.ydoc, '!');
    destroy(editor.provider);
    await waitFor('the save', async () => (await stored(id)).content_text === 'Final text!\nSecond paragraph');
    expect(JSON.parse((await stored(id)).content)).toEqual(doc('Final text!', 'Second paragraph'));
  }, 30_000);
});

describe('losing the connection', () => {
  test('an editor who goes offline keeps typing, and the edits of both sides merge on reconnect', async () => {
    const { id } = await createDocument('website_relaunch', 'Plan');
    const priya = connect(id, { who: 'member' });
    const tomas = connect(id, { who: 'tomas.herrera' });
    await Promise.all([synced(priya), synced(tomas)]);

    const socket = priya.provider.configuration.websocketProvider;
    socket.disconnect();
    await waitFor('the drop', () => socket.status === 'disconnected');
    typeAtEnd(priya.ydoc, ' offline');
    typeAtEnd(tomas.ydoc, ' online');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(textOf(tomas.ydoc)).toBe('Plan online');

    void socket.connect();
    await waitFor('both sides to merge', () => textOf(priya.ydoc) === textOf(tomas.ydoc) && textOf(priya.ydoc).includes('offline') && textOf(priya.ydoc).includes('online'));
    destroy(priya.provider);
    destroy(tomas.provider);
    await waitFor('the save', async () => /offline/.test((await stored(id)).content_text) && /online/.test((await stored(id)).content_text));
  }, 30_000);

  test('restoring a version while people edit brings the restored text into their editors', async () => {
    const { id } = await createDocument('website_relaunch', 'First wording');
    const editor = connect(id, { who: 'member' });
    await synced(editor);
    typeAtEnd(editor.ydoc, ' changed');
    await waitFor('the save', async () => (await stored(id)).content_text === 'First wording changed', COLLABORATION_SAVE_MAX_DEBOUNCE_MS + WAIT_MS);
    const response = await ctx.app.inject({ method: 'POST', url: `/api/v3/documents/${id}/versions/1/restore`, headers: { cookie: cookies.member, ...XHR } });
    expect(response.statusCode).toBe(200);
    await waitFor('the restored text in the editor', () => textOf(editor.ydoc) === 'First wording');
    destroy(editor.provider);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stored(id)).content_text).toBe('First wording');
  }, 40_000);
});

describe('several instances with Redis', () => {
  let redis: Redis;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    redis = await connectTestRedis();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    redis.disconnect();
  });

  async function startInstance(prefix: string, channel: string): Promise<string> {
    const app = await buildApp({ ...ctx.config, redisUrl: REDIS_URL, collaborationRedisPrefix: prefix }, { db: ctx.db, clock: ctx.clock, logger: false, realtime: { channel } });
    apps.push(app);
    return app.listen({ port: 0, host: '127.0.0.1' });
  }

  test('editors on two instances see each other typing, and the document is saved once with both edits', async () => {
    const prefix = `tessera:test:collaboration:${randomUUID()}`;
    const channel = `tessera:test:${randomUUID()}`;
    const [first, second] = [await startInstance(prefix, channel), await startInstance(prefix, channel)];
    const { id } = await createDocument('website_relaunch', 'Notes:');
    const priya = connect(id, { who: 'member', url: first });
    const tomas = connect(id, { who: 'tomas.herrera', url: second });
    await Promise.all([synced(priya), synced(tomas)]);

    typeAtEnd(priya.ydoc, ' from one');
    await waitFor('the edit to cross instances', () => textOf(tomas.ydoc) === 'Notes: from one');
    typeAtEnd(tomas.ydoc, ' and two');
    await waitFor('the reply to cross back', () => textOf(priya.ydoc) === 'Notes: from one and two');

    destroy(priya.provider);
    destroy(tomas.provider);
    await waitFor('the save', async () => (await stored(id)).content_text === 'Notes: from one and two');
  }, 30_000);
});
