import { parseEvent, viewPermissionOf, type RealtimeEvent } from '../src/realtime/events.ts';
import { VisibilityCache } from '../src/realtime/visibility.ts';
import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

// Seeded (seed/demo.ts, seed/documents.ts): 'member' is Priya, Team Leader in Website relaunch (public; manage_documents),
// Reader in Design system (public), Member in Content migration (private). Noah is a Coordinator in Website relaunch
// (view only). Data warehouse is private and not Priya's; Legacy CRM migration is archived (the manager is its admin).
let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const events: RealtimeEvent[] = [];
const LOGINS = ['admin', 'manager', 'member', 'noah.fischer', 'tomas.herrera', 'liam.oconnor'];
/** Small enough to test the 413 without megabytes of JSON. */
const MAX_BYTES = 20_000;

beforeAll(async () => {
  ctx = await createTestContext({ config: { documentMaxBytes: MAX_BYTES } });
  for (const who of LOGINS) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  ctx.app.events.subscribe((event) => events.push(event));
});
afterAll(async () => ctx.close());

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who = 'member', payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const projectHref = (identifier: string) => `/api/v3/projects/${projectIds[identifier]}`;

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const doc = (...texts: string[]) => ({ type: 'doc', content: texts.map(paragraph) });

interface DocumentBody {
  id: number;
  title: string;
  lockVersion: number;
  content: unknown;
  preview?: string;
  description: { format: string; raw: string; html: string };
  _links: Record<string, { href: string | null; title?: string; method?: string }>;
}

let created = 0;
async function createDocument(project = 'website_relaunch', body: Record<string, unknown> = {}, who = 'member'): Promise<DocumentBody> {
  created += 1;
  const response = await send('POST', '/api/v3/documents', who, { title: `Document ${created}`, content: doc(`Text of document ${created}`), ...body, _links: { project: { href: projectHref(project) } } });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}
const titles = async (url: string, who = 'member'): Promise<string[]> => {
  const response = await get(url, who);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json()._embedded.elements.map((element: { title: string }) => element.title);
};
const documentCount = async () => Number((await ctx.db.selectFrom('documents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('create, read, update, delete', () => {
  test('a document is created with its content, derived text and HTML, first version and event', async () => {
    const content = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Agenda' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Ship ', marks: [{ type: 'bold' }] }, { type: 'mention', attrs: { id: '3', label: 'Tomás' } }, { type: 'text', text: ' today', marks: [{ type: 'comment', attrs: { threadId: 'thread-1' } }] }] },
        { type: 'taskList', content: [{ type: 'taskItem', attrs: { checked: true }, content: [paragraph('Book the room')] }] },
      ],
    };
    events.length = 0;
    const response = await send('POST', '/api/v3/documents', 'member', { title: '  Weekly sync  ', content, _links: { project: { href: projectHref('website_relaunch') } } });
    expect(response.statusCode).toBe(201);
    const body = response.json() as DocumentBody;
    expect(body).toMatchObject({ _type: 'Document', title: 'Weekly sync', lockVersion: 0, content });
    expect(body.description.format).toBe('custom');
    expect(body.description.raw).toBe('Agenda\nShip @Tomás today\nBook the room');
    expect(body.description.html).toContain('<h2>Agenda</h2>');
    expect(body.description.html).toContain('<strong>Ship </strong>');
    expect(body.description.html).toContain('data-thread-id="thread-1"');
    expect(body.description.html).toContain('<input type="checkbox" disabled checked aria-label="Book the room" />');
    expect(body._links.project.href).toBe(projectHref('website_relaunch'));
    expect(body._links.category.title).toBe('Default');
    expect(body._links.author.title).toBe('Priya Raman');
    expect(body._links.updateImmediately).toEqual({ href: `/api/v3/documents/${body.id}`, method: 'patch' });
    expect(events).toEqual([expect.objectContaining({ type: 'document.created', projectId: projectIds.website_relaunch, documentId: body.id, lockVersion: 0 })]);
    expect((await get(`/api/v3/documents/${body.id}`)).json()).toEqual(body);
  });

  test('POST /projects/{id}/documents takes the project from the path; no content is an empty document', async () => {
    const response = await send('POST', `/api/v3/projects/${projectIds.website_relaunch}/documents`, 'member', { title: 'Empty' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Empty', content: { type: 'doc', content: [{ type: 'paragraph' }] }, description: { raw: '', html: '<p></p>' } });
  });

  test("OpenProject's description.raw (markdown) becomes the editor's document", async () => {
    const document = await createDocument('website_relaunch', { content: undefined, description: { raw: '# Plan\n\n- one\n- **two**' } });
    expect(document.content).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Plan' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('one')] }, { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two', marks: [{ type: 'bold' }] }] }] }] },
      ],
    });
  });

  test('Markdown the document cannot hold (an image from elsewhere) is a 422 naming description, and nothing is written', async () => {
    const before = await documentCount();
    const refused = await send('POST', '/api/v3/documents', 'member', {
      title: 'Pasted',
      description: { raw: 'Text <img src=x onerror=alert(1)>' },
      _links: { project: { href: projectHref('website_relaunch') } },
    });
    const error = expectError(refused, 422, 'PropertyConstraintViolation');
    expect(error._embedded?.details.attribute).toBe('description');
    expect(error.message).toMatch(/the src of an image must be an https URL/);
    expect(await documentCount()).toBe(before);
  });

  test('PATCH changes title, category and content with the current lockVersion; a stale one is a 409 that changes nothing', async () => {
    const document = await createDocument();
    events.length = 0;
    const changed = await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { title: 'Renamed', content: doc('New text'), lockVersion: 0 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: 'Renamed', lockVersion: 1, content: doc('New text'), description: { raw: 'New text' } });
    expect(events).toEqual([expect.objectContaining({ type: 'document.updated', documentId: document.id, lockVersion: 1 })]);

    const stale = await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { title: 'Lost', lockVersion: 0 });
    expectError(stale, 409, 'UpdateConflict');
    expectError(await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { title: 'No lock' }), 409, 'UpdateConflict');
    expect((await get(`/api/v3/documents/${document.id}`)).json()).toMatchObject({ title: 'Renamed', lockVersion: 1 });

    const same = await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { title: 'Renamed', lockVersion: 1 });
    expect(same.json().lockVersion).toBe(1);
  });

  test('a document cannot move to another project; title and category are checked', async () => {
    const document = await createDocument();
    const url = `/api/v3/documents/${document.id}`;
    expectError(await send('PATCH', url, 'member', { lockVersion: 0, _links: { project: { href: projectHref('design_system') } } }), 422, 'PropertyIsReadOnly');
    expect(expectError(await send('PATCH', url, 'member', { lockVersion: 0, title: '   ' }), 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('title');
    expect(expectError(await send('PATCH', url, 'member', { lockVersion: 0, title: 'x'.repeat(256) }), 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('title');
    expect(expectError(await send('PATCH', url, 'member', { lockVersion: 0, _links: { category: { href: '/api/v3/document_categories/999' } } }), 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('category');
    expect(expectError(await send('POST', '/api/v3/documents', 'member', { title: 'No project' }), 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('project');
  });

  test('DELETE removes the document, journals it and tells the project', async () => {
    const document = await createDocument();
    events.length = 0;
    expect((await send('DELETE', `/api/v3/documents/${document.id}`)).statusCode).toBe(204);
    expectError(await get(`/api/v3/documents/${document.id}`), 404, 'NotFound');
    expect(events).toEqual([expect.objectContaining({ type: 'document.deleted', documentId: document.id })]);
    const last = await ctx.db.selectFrom('journals').select('version').where('journable_type', '=', 'Document').where('journable_id', '=', document.id).orderBy('version', 'desc').executeTakeFirstOrThrow();
    expect(last.version).toBe(2);
  });

  test('the categories list has the default category', async () => {
    const response = await get('/api/v3/document_categories');
    expect(response.statusCode).toBe(200);
    expect(response.json()._embedded.elements).toEqual([expect.objectContaining({ _type: 'DocumentCategory', name: 'Default', isDefault: true })]);
    const [category] = response.json()._embedded.elements;
    expect((await get(`/api/v3/document_categories/${category.id}`)).json()).toEqual(category);
  });
});

describe('content validation and limits', () => {
  const invalid: [string, unknown][] = [
    ['an unknown node', { type: 'doc', content: [{ type: 'marquee', content: [] }] }],
    ['an unknown mark', { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'blink' }] }] }] }],
    ['an unknown node attribute', { type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'alert(1)' } }] }],
    ['an unknown mark attribute', { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'comment', attrs: { threadId: 't', style: 'x' } }] }] }] }],
    ['a javascript: link', { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'java\tscript:alert(1)' } }] }] }] }],
    ['a data: image', { type: 'doc', content: [{ type: 'image', attrs: { src: 'data:text/html,<script>alert(1)</script>' } }] }],
    ['text straight in the document', { type: 'doc', content: [{ type: 'text', text: 'x' }] }],
    ['a heading level as an object', { type: 'doc', content: [{ type: 'heading', attrs: { level: { x: 1 } } }] }],
    ['an empty text node', { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }] }],
    ['not a document', { type: 'paragraph' }],
    ['an unknown property', { type: 'doc', content: [], extra: true }],
    ['nesting past the limit', JSON.parse(`${'{"type":"blockquote","content":['.repeat(70)}{"type":"paragraph"}${']}'.repeat(70)}`.replace(/^/, '{"type":"doc","content":[').concat(']}'))],
  ];

  test.each(invalid)('%s is a 422 naming content, and nothing changes', async (_label, content) => {
    const document = await createDocument();
    const before = await documentCount();
    const create = await send('POST', '/api/v3/documents', 'member', { title: 'Bad', content, _links: { project: { href: projectHref('website_relaunch') } } });
    expect(expectError(create, 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('content');
    const update = await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { content, lockVersion: 0 });
    expect(expectError(update, 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('content');
    expect(await documentCount()).toBe(before);
    expect((await get(`/api/v3/documents/${document.id}`)).json()).toMatchObject({ lockVersion: 0, content: document.content });
  });

  test('content that is not a JSON object is a 400', async () => {
    expectError(await send('POST', '/api/v3/documents', 'member', { title: 'Bad', content: 'text', _links: { project: { href: projectHref('website_relaunch') } } }), 400, 'InvalidRequestBody');
  });

  test('content over DOCUMENT_MAX_BYTES is a 413 naming content; the body limit leaves room for it', async () => {
    const document = await createDocument();
    const big = doc('x'.repeat(MAX_BYTES));
    const create = await send('POST', '/api/v3/documents', 'member', { title: 'Big', content: big, _links: { project: { href: projectHref('website_relaunch') } } });
    const error = expectError(create, 413, 'PropertyConstraintViolation');
    expect(error._embedded?.details.attribute).toBe('content');
    expect(error.message).toMatch(/too large/);
    expectError(await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { content: big, lockVersion: 0 }), 413, 'PropertyConstraintViolation');
    // Just under the limit is stored.
    const fits = doc('y'.repeat(MAX_BYTES - 200));
    expect((await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { content: fits, lockVersion: 0 })).statusCode).toBe(200);
  });

  test('a control character in the content is refused by the existing rule', async () => {
    const response = await send('POST', '/api/v3/documents', 'member', { title: 'Bell', content: doc('ring\u0007'), _links: { project: { href: projectHref('website_relaunch') } } });
    expect(expectError(response, 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('content');
  });

  test('the HTML keeps nothing active: links open safely, text is escaped', async () => {
    const content = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }, { type: 'text', text: 'site', marks: [{ type: 'link', attrs: { href: 'https://example.com', target: '_self' } }] }] }] };
    const document = await createDocument('website_relaunch', { content });
    expect(document.description.html).toBe('<p>&lt;img src=x onerror=alert(1)&gt;<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">site</a></p>');
  });
});

describe('lists: filters, search, sort, pages', () => {
  test('the project list and the list across projects, newest change first, with a preview and no content', async () => {
    const first = await createDocument('content_migration', { title: 'Cutover plan', content: doc('Freeze the old CMS on Friday.') });
    ctx.clock.advance(60_000);
    const second = await createDocument('content_migration', { title: 'Glossary' });
    ctx.clock.advance(60_000);
    const project = `/api/v3/projects/${projectIds.content_migration}/documents`;
    const list = (await get(project)).json();
    expect(list.elements).toBeUndefined();
    const elements = list._embedded.elements as DocumentBody[];
    expect(elements.slice(0, 2).map((element) => element.id)).toEqual([second.id, first.id]);
    expect(elements[1]).toMatchObject({ preview: 'Freeze the old CMS on Friday.' });
    expect(elements[1]).not.toHaveProperty('content');
    const across = await titles(`/api/v3/documents?pageSize=1000&filters=${q([{ project: { operator: '=', values: [String(projectIds.content_migration)] } }])}`);
    expect(across).toEqual(elements.map((element) => element.title));
  });

  test('search finds words in the title or the text, case-insensitively; LIKE wildcards are literal', async () => {
    await createDocument('website_relaunch', { title: 'Launch Runbook', content: doc('Steps for the night of the launch.') });
    await createDocument('website_relaunch', { title: 'Rollback', content: doc('If the RUNBOOK fails, roll back to 100% of the old site.') });
    const search = (text: string) => titles(`/api/v3/documents?pageSize=1000&filters=${q([{ search: { operator: '**', values: [text] } }])}`);
    expect((await search('runbook')).sort()).toEqual(['Launch Runbook', 'Rollback']);
    expect(await search('night of')).toEqual(['Launch Runbook']);
    expect(await search('100%')).toEqual(['Rollback']);
    expect(await search('10_%')).toEqual([]);
  });

  test('category and updated_at filters, sort by title, pages', async () => {
    const categoryId = (await get('/api/v3/document_categories')).json()._embedded.elements[0].id;
    const project = `/api/v3/projects/${projectIds.website_relaunch}/documents`;
    const all = await titles(`${project}?pageSize=1000`);
    expect(await titles(`${project}?pageSize=1000&filters=${q([{ category: { operator: '=', values: [String(categoryId)] } }])}`)).toEqual(all);
    expect(await titles(`${project}?pageSize=1000&filters=${q([{ category: { operator: '!', values: [String(categoryId)] } }])}`)).toEqual([]);
    expect(await titles(`${project}?pageSize=1000&filters=${q([{ updated_at: { operator: '<>d', values: ['2020-01-01', '2020-12-31'] } }])}`)).toEqual([]);
    expect((await titles(`${project}?pageSize=1000&filters=${q([{ updated_at: { operator: '>t-', values: ['1'] } }])}`)).length).toBeGreaterThan(0);
    const byTitle = await titles(`${project}?pageSize=1000&sortBy=${q([['title', 'asc']])}`);
    expect(byTitle).toEqual([...all].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const page2 = (await get(`${project}?pageSize=2&offset=2&sortBy=${q([['title', 'asc']])}`)).json();
    expect(page2.total).toBe(all.length);
    expect(page2._embedded.elements.map((element: DocumentBody) => element.title)).toEqual(byTitle.slice(2, 4));
    expectError(await get(`${project}?filters=${q([{ colour: { operator: '=', values: ['red'] } }])}`), 400, 'InvalidQuery');
  });

  test('a page of documents costs the same statements whatever its size', async () => {
    const statementsFor = async (url: string) => {
      ctx.statements.count = 0;
      expect((await get(url)).statusCode).toBe(200);
      return ctx.statements.count;
    };
    expect(await statementsFor('/api/v3/documents?pageSize=1')).toBe(await statementsFor('/api/v3/documents?pageSize=1000'));
    const project = `/api/v3/projects/${projectIds.website_relaunch}/documents`;
    expect(await statementsFor(`${project}?pageSize=1`)).toBe(await statementsFor(`${project}?pageSize=1000`));
    // A project's own list reads the caller's permissions there once (for the 404/403 checks), not again for its cards.
    // (Seven when the cards read those permissions again.)
    expect(await statementsFor(`${project}?pageSize=1000`)).toBeLessThanOrEqual(6);
  });

  test('the seeded documents are there', async () => {
    expect(await titles(`/api/v3/projects/${projectIds.website_relaunch}/documents?pageSize=1000`)).toEqual(expect.arrayContaining(['Kickoff meeting minutes', 'Page performance budget']));
  });
});

describe('history: versions and restore', () => {
  test('each change is a version (who, when, what); a version shows the content then; restore makes a new version', async () => {
    const document = await createDocument('website_relaunch', { title: 'Spec', content: doc('First draft') });
    ctx.clock.advance(1000);
    await send('PATCH', `/api/v3/documents/${document.id}`, 'member', { content: doc('Second draft'), lockVersion: 0 });
    ctx.clock.advance(1000);
    await send('PATCH', `/api/v3/documents/${document.id}`, 'admin', { title: 'Spec v2', lockVersion: 1 });

    const versions = (await get(`/api/v3/documents/${document.id}/versions`)).json();
    expect(versions.total).toBe(3);
    expect(versions._embedded.elements.map((version: { version: number; changes: string[]; _links: { user: { title: string } } }) => [version.version, version.changes, version._links.user.title])).toEqual([
      [3, ['title'], 'Ada Okafor'],
      [2, ['content'], 'Priya Raman'],
      [1, ['title', 'category', 'content'], 'Priya Raman'],
    ]);

    const first = (await get(`/api/v3/documents/${document.id}/versions/1`)).json();
    expect(first).toMatchObject({ _type: 'DocumentVersion', version: 1, title: 'Spec', content: doc('First draft') });
    expect((await get(`/api/v3/documents/${document.id}/versions/3`)).json()).toMatchObject({ title: 'Spec v2', content: doc('Second draft') });
    expectError(await get(`/api/v3/documents/${document.id}/versions/9`), 404, 'NotFound');

    expectError(await send('POST', `/api/v3/documents/${document.id}/versions/1/restore`, 'member', { lockVersion: 0 }), 409, 'UpdateConflict');
    const restored = await send('POST', `/api/v3/documents/${document.id}/versions/1/restore`, 'member');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'Spec v2', content: doc('First draft'), lockVersion: 3 });
    const newest = (await get(`/api/v3/documents/${document.id}/versions?pageSize=1`)).json()._embedded.elements[0];
    expect(newest).toMatchObject({ version: 4, changes: ['content'] });
    expect((await get(`/api/v3/documents/${document.id}/versions/4`)).json().content).toEqual(doc('First draft'));
  });
});

describe('permissions', () => {
  test('a non-member of a private project gets 404 for its documents, and sees none of them in lists', async () => {
    const secret = await createDocument('data_warehouse', { title: 'Warehouse secrets' }, 'admin');
    expectError(await get(`/api/v3/documents/${secret.id}`), 404, 'NotFound');
    expectError(await get(`/api/v3/documents/${secret.id}/versions`), 404, 'NotFound');
    expectError(await get(`/api/v3/documents/${secret.id}/versions/1`), 404, 'NotFound');
    expectError(await send('PATCH', `/api/v3/documents/${secret.id}`, 'member', { title: 'x', lockVersion: 0 }), 404, 'NotFound');
    expectError(await send('DELETE', `/api/v3/documents/${secret.id}`), 404, 'NotFound');
    expectError(await send('POST', `/api/v3/documents/${secret.id}/versions/1/restore`), 404, 'NotFound');
    expectError(await get(`/api/v3/projects/${projectIds.data_warehouse}/documents`), 404, 'NotFound');
    expect(await titles('/api/v3/documents?pageSize=1000')).not.toContain('Warehouse secrets');
    expect(await titles(`/api/v3/documents?pageSize=1000&filters=${q([{ project: { operator: '=', values: [String(projectIds.data_warehouse)] } }])}`)).toEqual([]);
    const create = await send('POST', '/api/v3/documents', 'member', { title: 'x', _links: { project: { href: projectHref('data_warehouse') } } });
    expect(expectError(create, 422, 'PropertyConstraintViolation')._embedded?.details.attribute).toBe('project');
    expectError(await send('POST', `/api/v3/projects/${projectIds.data_warehouse}/documents`, 'member', { title: 'x' }), 404, 'NotFound');
  });

  // role x action: Team Leader and Member manage, Reader and Coordinator read, a non-member of a public project reads.
  type Action = 'list' | 'read' | 'history' | 'create' | 'update' | 'restore' | 'delete';
  const matrix: [string, string, string, Record<Action, number>][] = [
    ['Team Leader', 'member', 'website_relaunch', { list: 200, read: 200, history: 200, create: 201, update: 200, restore: 200, delete: 204 }],
    ['Member', 'tomas.herrera', 'website_relaunch', { list: 200, read: 200, history: 200, create: 201, update: 200, restore: 200, delete: 204 }],
    ['Coordinator', 'noah.fischer', 'website_relaunch', { list: 200, read: 200, history: 200, create: 403, update: 403, restore: 403, delete: 403 }],
    ['Reader', 'member', 'design_system', { list: 200, read: 200, history: 200, create: 403, update: 403, restore: 403, delete: 403 }],
    ['non-member, public project', 'liam.oconnor', 'mobile_app', { list: 200, read: 200, history: 200, create: 403, update: 403, restore: 403, delete: 403 }],
    ['non-member, private project', 'member', 'data_warehouse', { list: 404, read: 404, history: 404, create: 404, update: 404, restore: 404, delete: 404 }],
    ['member of an archived project', 'liam.oconnor', 'legacy_crm_migration', { list: 200, read: 200, history: 200, create: 403, update: 403, restore: 403, delete: 403 }],
    ['admin', 'admin', 'data_warehouse', { list: 200, read: 200, history: 200, create: 201, update: 200, restore: 200, delete: 204 }],
  ];

  test.each(matrix)('%s (%s in %s)', async (_role, who, project, expected) => {
    // Documents of an archived project were written before it was archived.
    const archived = project === 'legacy_crm_migration';
    if (archived) await ctx.db.updateTable('projects').set({ active: true }).where('id', '=', projectIds[project]).execute();
    const document = await createDocument(project, {}, 'admin');
    if (archived) await ctx.db.updateTable('projects').set({ active: false }).where('id', '=', projectIds[project]).execute();
    const url = `/api/v3/documents/${document.id}`;
    const answers: Record<string, number> = {
      list: (await get(`/api/v3/projects/${projectIds[project]}/documents`, who)).statusCode,
      read: (await get(url, who)).statusCode,
      history: (await get(`${url}/versions`, who)).statusCode,
      create: (await send('POST', `/api/v3/projects/${projectIds[project]}/documents`, who, { title: 'Made here' })).statusCode,
      update: (await send('PATCH', url, who, { title: 'Changed', lockVersion: 0 })).statusCode,
      restore: (await send('POST', `${url}/versions/1/restore`, who)).statusCode,
      delete: (await send('DELETE', url, who)).statusCode,
    };
    expect(answers).toEqual(expected);
    if (expected.read === 200) {
      const mayManage = expected.update === 200;
      const shown = (await get(`/api/v3/projects/${projectIds[project]}/documents?pageSize=1000`, who)).json()._embedded.elements[0];
      expect(Boolean(shown._links.updateImmediately)).toBe(mayManage);
    }
  });

  test("document events reach only those who may view the project's documents, across instances too", async () => {
    expect(viewPermissionOf('document.updated')).toBe('view_documents');
    expect(viewPermissionOf('work_package.updated')).toBe('view_work_packages');
    const visibility = new VisibilityCache(ctx.db);
    const priya = await ctx.db.selectFrom('principals').select('id').where('login', '=', 'member').executeTakeFirstOrThrow();
    const actor = { id: priya.id, admin: false };
    expect(await visibility.canView(actor, projectIds.website_relaunch, 'view_documents')).toBe(true);
    expect(await visibility.canView(actor, projectIds.data_warehouse, 'view_documents')).toBe(false);
    // Without view_documents in their role, a member receives the project's work package events but not its document events.
    const reader = await ctx.db.selectFrom('roles').select('id').where('name', '=', 'Reader').executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('role_permissions').where('role_id', '=', reader.id).where('permission', '=', 'view_documents').execute();
    const fresh = new VisibilityCache(ctx.db);
    expect(await fresh.canView(actor, projectIds.design_system, 'view_work_packages')).toBe(true);
    // Public, Design system's documents are anyone's to read; made private, its Reader (Priya) no longer sees them.
    await ctx.db.updateTable('projects').set({ public: false }).where('id', '=', projectIds.design_system).execute();
    expect(await fresh.canView(actor, projectIds.design_system, 'view_documents')).toBe(false);
    await ctx.db.updateTable('projects').set({ public: true }).where('id', '=', projectIds.design_system).execute();
    await ctx.db.insertInto('role_permissions').values({ role_id: reader.id, permission: 'view_documents' }).execute();
    const event = parseEvent({ id: 'e1', at: '2026-03-02T10:00:00.000Z', type: 'document.updated', projectId: 1, documentId: 7, lockVersion: 2, actorId: 3, workPackageId: 9 });
    expect(event).toEqual({ id: 'e1', at: '2026-03-02T10:00:00.000Z', type: 'document.updated', projectId: 1, documentId: 7, lockVersion: 2, actorId: 3 });
    expect(parseEvent({ id: 'e2', at: '2026-03-02T10:00:00.000Z', type: 'document.deleted', projectId: 1, actorId: 3 })).toBeNull();
  });
});
