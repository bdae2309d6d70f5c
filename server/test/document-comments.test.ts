// Inline comments on documents (issue 14, spec 002 "Comments in the editor"): threads on selected text, replies,
// resolving and reopening, who may do what (shares included), the project setting, notifications, constant SQL, the
// live message to open editors, and what a project copy does with them.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { Redis } from 'ioredis';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { buildApp } from '../src/app.ts';
import { insertProjectRoles } from '../src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../src/seed/roles.ts';
import { createUser } from '../src/modules/users/service.ts';
import { COLLABORATION_PATH } from '../src/modules/documents/collaboration.ts';
import { documentsCopier } from '../src/modules/documents/copier.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, TEST_PASSWORD_HASHING, XHR, type TestContext, connectTestRedis, sessionStatements, TEST_REDIS_URL } from './helpers.ts';

const REDIS_URL = TEST_REDIS_URL;
const WAIT_MS = 8000;

let ctx: TestContext;
let baseUrl: string;
const cookies: Record<string, string> = {};
const users: Record<string, number> = {};
let project = 0;
let document = 0;

// A private project: the reader views documents (Reader), the member and the editor manage them (Member). The viewer
// is no member, with a view share of the document; the outsider is no member and has no share.
const ROLE_OF = { reader: 'Reader', member: 'Member', editor: 'Member' } as const;
const WHO = ['admin', 'reader', 'member', 'editor', 'viewer', 'outsider'] as const;
type Who = (typeof WHO)[number];

const get = (url: string, who: Who) => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH', url: string, who: Who, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function must(method: 'POST' | 'PATCH', url: string, who: Who, payload?: unknown) {
  const response = await send(method, url, who, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url} as ${who}: ${response.statusCode} ${response.body}`);
  return response.json();
}

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const threadsUrl = (documentId = document) => `/api/v3/documents/${documentId}/comment_threads`;
const threadUrl = (id: number) => `/api/v3/document_comment_threads/${id}`;
const startThread = (who: Who, raw = 'Is this right?', quote = 'the launch date') => send('POST', threadsUrl(), who, { quote, comment: { raw } });
const mention = (userId: number) => `<mention class="mention" data-id="${userId}" data-type="user" data-text="@someone">@someone</mention>`;
const setComments = (enabled: boolean) => must('PATCH', `/api/v3/projects/${project}`, 'admin', { documentCommentsEnabled: enabled });
const notificationsOf = (userId: number) =>
  ctx.db.selectFrom('notifications').select(['reason', 'resource_type', 'resource_id', 'actor_id']).where('recipient_id', '=', userId).orderBy('id').execute();

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const roles = await insertProjectRoles(ctx.db, DEFAULT_PROJECT_ROLES);
  for (const who of WHO) {
    const user = await createUser(
      ctx.db,
      TEST_PASSWORD_HASHING,
      { email: `${who}@comments.test`, firstName: who, lastName: 'Tester', password: DEMO_PASSWORD, roleType: who === 'admin' ? 'admin' : 'member' },
      ctx.clock.now(),
    );
    users[who] = user.id;
    cookies[who] = await login(ctx.app, `${who}@comments.test`, DEMO_PASSWORD);
  }
  project = (await must('POST', '/api/v3/projects', 'admin', { name: 'Commented', identifier: 'commented', public: false })).id;
  for (const [who, role] of Object.entries(ROLE_OF)) {
    await must('POST', '/api/v3/memberships', 'admin', {
      _links: { principal: { href: `/api/v3/users/${users[who]}` }, project: { href: `/api/v3/projects/${project}` }, roles: [{ href: `/api/v3/roles/${roles.get(role)}` }] },
    });
  }
  document = (await must('POST', `/api/v3/projects/${project}/documents`, 'member', { title: 'Launch plan', content: { type: 'doc', content: [paragraph('We launch on the launch date.')] } })).id;
  await must('POST', `/api/v3/documents/${document}/shares`, 'member', { permissionLevel: 'view', _links: { user: { href: `/api/v3/users/${users.viewer}` } } });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => ctx?.close());

describe('threads and replies', () => {
  test('a thread starts on a quote with its first comment; the list shows it with its comments and links', async () => {
    const response = await startThread('member', 'Is **this** the date?', '  the launch date  ');
    expect(response.statusCode).toBe(201);
    const thread = response.json();
    expect(thread).toMatchObject({
      _type: 'DocumentCommentThread',
      quote: 'the launch date',
      resolved: false,
      resolvedAt: null,
      lockVersion: 0,
      _links: {
        self: { href: threadUrl(thread.id) },
        document: { href: `/api/v3/documents/${document}`, title: 'Launch plan' },
        author: { href: `/api/v3/users/${users.member}`, title: 'member Tester' },
        resolvedBy: { href: null },
        addComment: { href: `${threadUrl(thread.id)}/comments`, method: 'post' },
        resolve: { href: threadUrl(thread.id), method: 'patch' },
      },
    });
    expect(thread._links.reopen).toBeUndefined();
    expect(thread._embedded.comments).toHaveLength(1);
    const [first] = thread._embedded.comments;
    expect(first).toMatchObject({
      _type: 'DocumentComment',
      comment: { format: 'markdown', raw: 'Is **this** the date?', html: '<p>Is <strong>this</strong> the date?</p>' },
      _links: { self: { href: `/api/v3/document_comments/${first.id}` }, thread: { href: threadUrl(thread.id) }, author: { href: `/api/v3/users/${users.member}` } },
    });
    expect((await get(`/api/v3/document_comments/${first.id}`, 'reader')).json()).toEqual(first);

    const reply = await send('POST', `${threadUrl(thread.id)}/comments`, 'reader', { comment: { raw: 'Yes, it is.' } });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ _type: 'DocumentComment', comment: { raw: 'Yes, it is.' }, _links: { author: { href: `/api/v3/users/${users.reader}` } } });

    const list = await get(threadsUrl(), 'reader');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body._links.createThread).toEqual({ href: threadsUrl(), method: 'post' });
    const listed = body._embedded.elements.find((element: { id: number }) => element.id === thread.id);
    expect(listed._embedded.comments.map((comment: { comment: { raw: string } }) => comment.comment.raw)).toEqual(['Is **this** the date?', 'Yes, it is.']);
    // The reader may reply, but not resolve the member's thread.
    expect(listed._links.addComment).toBeDefined();
    expect(listed._links.resolve).toBeUndefined();
    expect((await get(threadUrl(thread.id), 'reader')).json()).toEqual(listed);
  });

  test('the list is paged, oldest first, with the total', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) ids.push((await startThread('editor', `Paged ${index}`)).json().id);
    const all = (await get(`${threadsUrl()}?pageSize=1000`, 'member')).json();
    const allIds = all._embedded.elements.map((element: { id: number }) => element.id);
    expect(allIds).toEqual([...allIds].sort((a, b) => a - b));
    const page = (await get(`${threadsUrl()}?pageSize=2&offset=2`, 'member')).json();
    expect(page).toMatchObject({ total: all.total, count: 2, pageSize: 2, offset: 2 });
    expect(page._embedded.elements.map((element: { id: number }) => element.id)).toEqual(allIds.slice(2, 4));
    expect((await get(`${threadsUrl()}?pageSize=0`, 'member')).json()).toMatchObject({ total: all.total, count: 0 });
  });

  test('resolving and reopening: the author may, the lockVersion guards it, and a resolved thread takes no reply', async () => {
    const thread = (await startThread('reader', 'My own thread')).json();
    const resolved = await send('PATCH', threadUrl(thread.id), 'reader', { resolved: true, lockVersion: 0 });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ resolved: true, lockVersion: 1, _links: { resolvedBy: { href: `/api/v3/users/${users.reader}` }, reopen: { method: 'patch' } } });
    expect(resolved.json().resolvedAt).toEqual(expect.any(String));
    expect(resolved.json()._links.addComment).toBeUndefined();
    expect(resolved.json()._links.resolve).toBeUndefined();

    const stale = expectError(await send('PATCH', threadUrl(thread.id), 'reader', { resolved: false, lockVersion: 0 }), 409, 'UpdateConflict');
    expect(stale.message).toMatch(/lockVersion/);
    expectError(await send('PATCH', threadUrl(thread.id), 'reader', { resolved: false }), 409, 'UpdateConflict');

    const replyToResolved = expectError(await send('POST', `${threadUrl(thread.id)}/comments`, 'member', { comment: { raw: 'Late' } }), 422, 'PropertyConstraintViolation');
    expect(replyToResolved._embedded.details.attribute).toBe('thread');
    expect(replyToResolved.message).toBe('Reopen the thread to reply.');

    const reopened = await send('PATCH', threadUrl(thread.id), 'reader', { resolved: false, lockVersion: 1 });
    expect(reopened.json()).toMatchObject({ resolved: false, resolvedAt: null, lockVersion: 2, _links: { resolvedBy: { href: null }, addComment: { method: 'post' } } });
    expect((await send('POST', `${threadUrl(thread.id)}/comments`, 'member', { comment: { raw: 'Now it works' } })).statusCode).toBe(201);
  });

  test("someone who may edit the document resolves anyone's thread; a reader may not", async () => {
    const thread = (await startThread('member', 'Resolve me')).json();
    const refused = expectError(await send('PATCH', threadUrl(thread.id), 'reader', { resolved: true, lockVersion: 0 }), 403, 'MissingPermission');
    expect(refused.message).toMatch(/author of the thread/);
    const resolved = await send('PATCH', threadUrl(thread.id), 'editor', { resolved: true, lockVersion: 0 });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()._links.resolvedBy.href).toBe(`/api/v3/users/${users.editor}`);
  });
});

describe('who may comment', () => {
  test('a viewer of a shared document (no member) comments and replies, but does not resolve another\'s thread', async () => {
    const list = await get(threadsUrl(), 'viewer');
    expect(list.statusCode).toBe(200);
    expect(list.json()._links.createThread).toBeDefined();
    const own = await startThread('viewer', 'A shared viewer asks');
    expect(own.statusCode).toBe(201);
    expect(own.json()._links.resolve).toBeDefined();

    const others = (await startThread('member', 'For the viewer')).json();
    expect((await get(threadUrl(others.id), 'viewer')).json()._links.resolve).toBeUndefined();
    expect((await send('POST', `${threadUrl(others.id)}/comments`, 'viewer', { comment: { raw: 'Noted' } })).statusCode).toBe(201);
    expectError(await send('PATCH', threadUrl(others.id), 'viewer', { resolved: true, lockVersion: 0 }), 403, 'MissingPermission');
    // Their own thread they resolve.
    expect((await send('PATCH', threadUrl(own.json().id), 'viewer', { resolved: true, lockVersion: 0 })).statusCode).toBe(200);
  });

  test('a document or thread the user may not see is a 404 for every route', async () => {
    const thread = (await startThread('member', 'Hidden')).json();
    const commentId = thread._embedded.comments[0].id;
    expectError(await get(threadsUrl(), 'outsider'), 404, 'NotFound');
    expectError(await startThread('outsider'), 404, 'NotFound');
    expectError(await get(threadUrl(thread.id), 'outsider'), 404, 'NotFound');
    expectError(await get(`/api/v3/document_comments/${commentId}`, 'outsider'), 404, 'NotFound');
    expectError(await send('POST', `${threadUrl(thread.id)}/comments`, 'outsider', { comment: { raw: 'x' } }), 404, 'NotFound');
    expectError(await send('PATCH', threadUrl(thread.id), 'outsider', { resolved: true, lockVersion: 0 }), 404, 'NotFound');
    expectError(await get(threadsUrl(999_999), 'member'), 404, 'NotFound');
    expectError(await get(threadUrl(999_999), 'member'), 404, 'NotFound');
  });

  test('with comments turned off: reads still work, every write is a 403 saying so, and no action link is offered', async () => {
    const thread = (await startThread('reader', 'Before the switch')).json();
    const project1 = await setComments(false);
    expect(project1.documentCommentsEnabled).toBe(false);
    try {
      const message = "Comments are turned off for this project's documents.";
      expect(expectError(await startThread('member'), 403, 'MissingPermission').message).toBe(message);
      expect(expectError(await send('POST', `${threadUrl(thread.id)}/comments`, 'member', { comment: { raw: 'x' } }), 403, 'MissingPermission').message).toBe(message);
      expect(expectError(await send('PATCH', threadUrl(thread.id), 'reader', { resolved: true, lockVersion: 0 }), 403, 'MissingPermission').message).toBe(message);
      expect(expectError(await send('PATCH', threadUrl(thread.id), 'admin', { resolved: true, lockVersion: 0 }), 403, 'MissingPermission').message).toBe(message);
      const list = (await get(threadsUrl(), 'member')).json();
      expect(list._links.createThread).toBeUndefined();
      const listed = list._embedded.elements.find((element: { id: number }) => element.id === thread.id);
      expect(listed._links.addComment).toBeUndefined();
      expect(listed._links.resolve).toBeUndefined();
    } finally {
      await setComments(true);
    }
    expect((await startThread('member')).statusCode).toBe(201);
  });
});

describe('bad input', () => {
  test('a blank or too long quote or comment is a 422 naming it', async () => {
    const cases: [unknown, string][] = [
      [{ quote: '   ', comment: { raw: 'x' } }, 'quote'],
      [{ comment: { raw: 'x' } }, 'quote'],
      [{ quote: 'x'.repeat(1001), comment: { raw: 'x' } }, 'quote'],
      [{ quote: 'the date', comment: { raw: ' \n ' } }, 'comment'],
      [{ quote: 'the date' }, 'comment'],
      [{ quote: 'the date', comment: { raw: 'x'.repeat(10_001) } }, 'comment'],
    ];
    for (const [body, attribute] of cases) {
      const error = expectError(await send('POST', threadsUrl(), 'member', body), 422, 'PropertyConstraintViolation');
      expect(`${JSON.stringify(body).slice(0, 40)}: ${error._embedded.details.attribute}`).toBe(`${JSON.stringify(body).slice(0, 40)}: ${attribute}`);
    }
    // At the limits: accepted.
    expect((await send('POST', threadsUrl(), 'member', { quote: 'q'.repeat(1000), comment: { raw: 'c'.repeat(10_000) } })).statusCode).toBe(201);
    const thread = (await startThread('member')).json();
    const blankReply = expectError(await send('POST', `${threadUrl(thread.id)}/comments`, 'member', { comment: { raw: '' } }), 422, 'PropertyConstraintViolation');
    expect(blankReply._embedded.details.attribute).toBe('comment');
    const noResolved = expectError(await send('PATCH', threadUrl(thread.id), 'member', { lockVersion: 0 }), 422, 'PropertyConstraintViolation');
    expect(noResolved._embedded.details.attribute).toBe('resolved');
  });

  test('unknown properties and wrong JSON types are a 400 InvalidRequestBody naming them, as for every write', async () => {
    const before = (await get(threadsUrl(), 'member')).json().total;
    expect(expectError(await send('POST', threadsUrl(), 'member', { quote: 'q', comment: { raw: 'c' }, extra: 1 }), 400, 'InvalidRequestBody').message).toMatch(/extra/);
    expect(expectError(await send('POST', threadsUrl(), 'member', { quote: 5, comment: { raw: 'c' } }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('quote');
    expect(expectError(await send('POST', threadsUrl(), 'member', { quote: 'q', comment: 'c' }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('comment');
    expect((await get(threadsUrl(), 'member')).json().total).toBe(before);
    const thread = (await startThread('member')).json();
    expect(expectError(await send('PATCH', threadUrl(thread.id), 'member', { resolved: 'yes', lockVersion: 0 }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('resolved');
    expect((await get(threadUrl(thread.id), 'member')).json().resolved).toBe(false);
  });
});

describe('notifications', () => {
  test("a reply notifies the thread's author and earlier commenters (not the one replying); a mention notifies the mentioned", async () => {
    const thread = (await startThread('member', 'Who checks this?')).json();
    await must('POST', `${threadUrl(thread.id)}/comments`, 'editor', { comment: { raw: 'I had a look.' } });
    const before = { member: (await notificationsOf(users.member)).length, editor: (await notificationsOf(users.editor)).length, reader: (await notificationsOf(users.reader)).length };
    await ctx.db.updateTable('notifications').set({ read_ian: true }).execute();

    await must('POST', `${threadUrl(thread.id)}/comments`, 'admin', { comment: { raw: `Over to you ${mention(users.reader)}` } });
    const member = (await notificationsOf(users.member)).slice(before.member);
    const editor = (await notificationsOf(users.editor)).slice(before.editor);
    const reader = (await notificationsOf(users.reader)).slice(before.reader);
    expect(member).toEqual([{ reason: 'commented', resource_type: 'Document', resource_id: document, actor_id: users.admin }]);
    expect(editor).toEqual([{ reason: 'commented', resource_type: 'Document', resource_id: document, actor_id: users.admin }]);
    expect(reader).toEqual([{ reason: 'mentioned', resource_type: 'Document', resource_id: document, actor_id: users.admin }]);
    const adminOwn = await notificationsOf(users.admin);
    expect(adminOwn.filter((row) => row.actor_id === users.admin)).toEqual([]);
  });

  test('a new thread notifies whom its first comment mentions, and no one who may not see the document', async () => {
    const reader = (await notificationsOf(users.reader)).length;
    const outsider = (await notificationsOf(users.outsider)).length;
    await ctx.db.updateTable('notifications').set({ read_ian: true }).execute();
    await must('POST', threadsUrl(), 'member', { quote: 'the launch date', comment: { raw: `${mention(users.reader)} and ${mention(users.outsider)}, see here` } });
    expect((await notificationsOf(users.reader)).slice(reader)).toEqual([{ reason: 'mentioned', resource_type: 'Document', resource_id: document, actor_id: users.member }]);
    expect((await notificationsOf(users.outsider)).length).toBe(outsider);
  });
});

test('the list costs the same statements whatever the number of threads and comments on its page', async () => {
  for (let index = 0; index < 3; index += 1) {
    const thread = (await startThread('member', `Counted ${index}`)).json();
    await must('POST', `${threadUrl(thread.id)}/comments`, 'reader', { comment: { raw: 'A reply' } });
  }
  const statementsFor = async (pageSize: number) => {
    ctx.statements.count = 0;
    ctx.statements.sql = [];
    const response = await get(`${threadsUrl()}?pageSize=${pageSize}`, 'viewer');
    expect(response.json().count).toBe(Math.min(pageSize, response.json().total));
    return ctx.statements.count;
  };
  const one = await statementsFor(1);
  expect(await statementsFor(1000)).toBe(one);
  // The session (sessionStatements), the access check (the document, role permissions, the share), one page of
  // threads with their total and authors, and one statement for all the page's comments.
  expect(one).toBe(sessionStatements(ctx) + 5);
  expect(ctx.statements.sql.filter((text) => text.includes('from "document_comments"')).length).toBe(1);
});

describe('the project setting documentCommentsEnabled', () => {
  test('is on by default, shown on the project, changed by who may edit the project and validated as a boolean', async () => {
    const shown = (await get(`/api/v3/projects/${project}`, 'reader')).json();
    expect(shown.documentCommentsEnabled).toBe(true);
    expectError(await send('PATCH', `/api/v3/projects/${project}`, 'member', { documentCommentsEnabled: false }), 403, 'MissingPermission');
    const notBoolean = expectError(await send('PATCH', `/api/v3/projects/${project}`, 'admin', { documentCommentsEnabled: 'no' }), 400, 'InvalidRequestBody');
    expect(notBoolean._embedded.details.attribute).toBe('documentCommentsEnabled');
    const form = (await send('POST', `/api/v3/projects/${project}/form`, 'admin', { documentCommentsEnabled: false })).json();
    expect(form._embedded.payload.documentCommentsEnabled).toBe(false);
    expect((await get(`/api/v3/projects/${project}`, 'reader')).json().documentCommentsEnabled).toBe(true);
    const created = await must('POST', '/api/v3/projects', 'admin', { name: 'Quiet', identifier: 'quiet', documentCommentsEnabled: false });
    expect(created.documentCommentsEnabled).toBe(false);
  });

  test('a project copy keeps the setting; copied documents lose the comment marks of threads that stay behind', async () => {
    const source = await must('POST', '/api/v3/projects', 'admin', { name: 'Copy source', identifier: 'copy_source', documentCommentsEnabled: false });
    const marked = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Marked', marks: [{ type: 'bold' }, { type: 'comment', attrs: { threadId: '7' } }] }, { type: 'text', text: ' plain' }] }],
    };
    const original = await must('POST', `/api/v3/projects/${source.id}/documents`, 'admin', { title: 'Marked', content: marked });
    expect(JSON.stringify(original.content)).toContain('"comment"');
    expect(original.description.html).toContain('data-thread-id="7"');

    const copy = await send('POST', `/api/v3/projects/${source.id}/copy`, 'admin', { name: 'Copy target', identifier: 'copy_target', _meta: { copyDocuments: true } });
    expect(copy.statusCode).toBe(302);
    await ctx.app.jobs.drain();
    const target = await ctx.db.selectFrom('projects').select(['id', 'document_comments_enabled']).where('identifier', '=', 'copy_target').executeTakeFirstOrThrow();
    expect(Boolean(target.document_comments_enabled)).toBe(false);

    const idMaps = new Map<string, Map<number, number>>();
    const other = await must('POST', '/api/v3/projects', 'admin', { name: 'Copy direct', identifier: 'copy_direct' });
    await ctx.db.transaction().execute((trx) =>
      documentsCopier.copy({ trx, sourceProjectId: source.id, targetProjectId: other.id, now: ctx.clock.now().toISOString(), userId: users.admin, idMaps, options: new Set(['documents']) }),
    );
    const copied = (await get(`/api/v3/documents/${idMaps.get('documents')!.get(original.id)}`, 'admin')).json();
    expect(copied.content).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Marked', marks: [{ type: 'bold' }] }, { type: 'text', text: ' plain' }] }],
    });
    expect(copied.description.html).not.toContain('data-thread-id');
    expect(copied.description.html).toContain('<strong>Marked</strong>');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Live: a stateless message on the document's co-editing connection

const openProviders: HocuspocusProvider[] = [];
afterEach(() => {
  for (const provider of openProviders.splice(0)) {
    provider.destroy();
    provider.configuration.websocketProvider.destroy();
  }
});

/** Opens the document in a co-editing connection as `who`; collects the stateless messages it hears. */
function openDocument(who: Who, url = baseUrl) {
  const headers = { cookie: cookies[who], origin: url };
  const messages: unknown[] = [];
  let synced = false;
  const websocketProvider = new HocuspocusProviderWebsocket({
    url: `${url.replace(/^http/, 'ws')}${COLLABORATION_PATH}`,
    WebSocketPolyfill: class extends WebSocket {
      constructor(address: string) {
        super(address, { headers });
      }
    },
  });
  const provider = new HocuspocusProvider({
    websocketProvider,
    name: `document.${document}`,
    document: new Y.Doc(),
    onSynced: () => {
      synced = true;
    },
    onStateless: ({ payload }) => messages.push(JSON.parse(payload)),
  });
  provider.attach();
  openProviders.push(provider);
  return { messages, synced: () => synced };
}

async function waitFor(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('live', () => {
  test('a shared viewer with the document open hears of new threads, replies and resolutions', async () => {
    const viewer = openDocument('viewer');
    await waitFor('the sync', viewer.synced);
    const thread = (await startThread('member', 'Live one')).json();
    await waitFor('the new thread', () => viewer.messages.length >= 1);
    await must('POST', `${threadUrl(thread.id)}/comments`, 'reader', { comment: { raw: 'Live reply' } });
    await must('PATCH', threadUrl(thread.id), 'editor', { resolved: true, lockVersion: 0 });
    await waitFor('the reply and the resolution', () => viewer.messages.length >= 3);
    expect(viewer.messages).toEqual([
      { type: 'comments.changed', threadId: thread.id },
      { type: 'comments.changed', threadId: thread.id },
      { type: 'comments.changed', threadId: thread.id },
    ]);
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

    test('a comment written on an instance where nobody has the document open reaches its editors on another', async () => {
      const prefix = `tessera:test:comments:${randomUUID()}`;
      const channel = `tessera:test:${randomUUID()}`;
      const instances = [];
      for (let index = 0; index < 2; index += 1) {
        const app = await buildApp({ ...ctx.config, redisUrl: REDIS_URL, collaborationRedisPrefix: prefix }, { db: ctx.db, clock: ctx.clock, logger: false, realtime: { channel } });
        apps.push(app);
        instances.push({ app, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
      }
      const viewer = openDocument('viewer', instances[1].url);
      await waitFor('the sync', viewer.synced);
      const response = await instances[0].app.inject({
        method: 'POST',
        url: threadsUrl(),
        headers: { cookie: cookies.member, ...XHR },
        payload: { quote: 'the launch date', comment: { raw: 'Across instances' } },
      });
      expect(response.statusCode).toBe(201);
      await waitFor('the message from the other instance', () => viewer.messages.length >= 1);
      expect(viewer.messages).toEqual([{ type: 'comments.changed', threadId: response.json().id }]);
    }, 30_000);
  });
});
