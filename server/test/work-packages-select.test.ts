import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

// OpenProject's `select` on the work package collections: only the named properties and links, read by one statement
// with only the joins they need, with the same visibility and action links as the full representation.
let ctx: TestContext;
const cookies: Record<string, string> = {};
const LOGINS = ['admin', 'manager', 'member', 'tomas.herrera', 'noah.fischer'];
let projectId: number;
let otherProjectId: number;
let createdId: number;

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
type Element = Record<string, unknown> & { id: number; _links?: Record<string, { href: string | null; title?: string; method?: string }> };
const elementsOf = (response: { json(): { _embedded: { elements: Element[] } } }) => response.json()._embedded.elements;
const ALL = `filters=${encodeURIComponent('[]')}`;
const CARD = 'total,elements/id,elements/subject,elements/lockVersion,elements/commentCount,elements/isClosed,elements/status,elements/assignee,elements/changeStatus';
const ACTIONS = ['updateImmediately', 'changeStatus', 'delete', 'addComment', 'addAttachment', 'share'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of LOGINS) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  const projects = await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute();
  projectId = projects.find((project) => project.identifier === 'website_relaunch')!.id;
  otherProjectId = projects.find((project) => project.identifier !== 'website_relaunch')!.id;
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/v3/projects/${projectId}/work_packages`,
    headers: { cookie: cookies.admin, ...XHR },
    payload: { subject: 'Selected card', description: { raw: 'Some **bold** words' }, storyPoints: 5 },
  });
  expect(created.statusCode).toBe(201);
  createdId = created.json().id;
  const comment = await ctx.app.inject({
    method: 'POST',
    url: `/api/v3/work_packages/${createdId}/activities`,
    headers: { cookie: cookies.admin, ...XHR },
    payload: { comment: { raw: 'A first comment' } },
  });
  expect(comment.statusCode).toBe(201);
});
afterAll(async () => ctx.close());

test('the answer holds only the selected properties and links, with the same values as the full representation', async () => {
  const full = elementsOf(await get(`/api/v3/projects/${projectId}/work_packages?${ALL}&pageSize=1000`, 'admin'));
  const response = await get(`/api/v3/projects/${projectId}/work_packages?${ALL}&pageSize=1000&select=${CARD},elements/description,elements/storyPoints`, 'admin');
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(Object.keys(body).sort()).toEqual(['_embedded', '_type', 'total']);
  expect(body.total).toBe(full.length);
  const selected = elementsOf(response);
  expect(selected.map((element) => element.id)).toEqual(full.map((element) => element.id));
  for (const [index, element] of selected.entries()) {
    const original = full[index];
    expect(Object.keys(element).sort()).toEqual(['_links', 'commentCount', 'description', 'id', 'isClosed', 'lockVersion', 'storyPoints', 'subject']);
    expect(Object.keys(element._links!).sort()).toEqual(['assignee', 'changeStatus', 'status']);
    for (const key of ['subject', 'lockVersion', 'commentCount', 'isClosed', 'description', 'storyPoints']) expect(element[key]).toEqual(original[key]);
    for (const key of ['status', 'assignee', 'changeStatus']) expect(element._links![key]).toEqual(original._links![key]);
  }
  const card = selected.find((element) => element.id === createdId)!;
  expect(card).toMatchObject({ subject: 'Selected card', commentCount: 1, storyPoints: 5, description: { raw: 'Some **bold** words' } });
  expect((card.description as { html: string }).html).toContain('<strong>bold</strong>');
});

test('descriptionExcerpt is what a card shows: the rendered text without markup, cut at 100 characters', async () => {
  const long = `A **long** description with [a link](https://example.com) & ${'many words '.repeat(20)}`;
  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/v3/projects/${projectId}/work_packages`,
    headers: { cookie: cookies.admin, ...XHR },
    payload: { subject: 'Long description', description: { raw: long } },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id;
  const response = await get(`/api/v3/projects/${projectId}/work_packages?${ALL}&pageSize=1000&select=elements/id,elements/descriptionExcerpt`, 'admin');
  expect(response.statusCode).toBe(200);
  const byId = new Map(elementsOf(response).map((element) => [element.id, element]));
  expect(Object.keys(byId.get(id)!)).toEqual(['id', 'descriptionExcerpt']);
  const excerpt = byId.get(id)!.descriptionExcerpt as string;
  expect(excerpt.startsWith('A long description with a link & many words many')).toBe(true);
  expect(excerpt.endsWith('…')).toBe(true);
  expect(excerpt.length).toBeLessThanOrEqual(101);
  expect(byId.get(createdId)!.descriptionExcerpt).toBe('Some bold words');
  // A task without a description has an empty excerpt.
  const empty = elementsOf(response).find((element) => element.id !== id && element.id !== createdId && element.descriptionExcerpt === '');
  expect(empty).toBeDefined();
});

test('collection properties are there only when selected; self keeps the select in its query', async () => {
  const url = `/api/v3/projects/${projectId}/work_packages?${ALL}&pageSize=2&offset=2&select=count,pageSize,offset,self,elements/id`;
  const body = (await get(url)).json();
  expect(body).toMatchObject({ _type: 'Collection', count: 2, pageSize: 2, offset: 2 });
  expect(body.total).toBeUndefined();
  expect(body._links.self.href).toContain('select=count%2CpageSize%2Coffset%2Cself%2Celements%2Fid');
  expect(Object.keys(body._links)).toEqual(['self']);
  for (const element of body._embedded.elements) expect(Object.keys(element)).toEqual(['id']);
});

test('an unknown or unselectable property is a 400 naming the select parameter', async () => {
  for (const select of ['total,elements/nope', 'elements/children', 'elements/spentTime', 'totals', 'elements/id,,elements/subject', 'elements/']) {
    for (const path of [`/api/v3/projects/${projectId}/work_packages`, '/api/v3/work_packages']) {
      const error = expectError(await get(`${path}?select=${encodeURIComponent(select)}`), 400, 'InvalidQuery');
      expect(error._embedded?.details?.attribute).toBe('select');
      expect(error.message).toMatch(/select/);
    }
  }
});

test('the projected page is one statement with only the joins it needs, whatever the page size', async () => {
  const measure = async (select: string, pageSize: number, who: string) => {
    const url = `/api/v3/work_packages?${ALL}&pageSize=${pageSize}&select=${select}`;
    await get(url, who); // settle the session's sliding-expiry write
    ctx.statements.count = 0;
    ctx.statements.sql = [];
    const response = await get(url, who);
    expect(response.statusCode).toBe(200);
    expect(response.json()._embedded.elements).toHaveLength(pageSize);
    return { count: ctx.statements.count, sql: ctx.statements.sql.filter((text) => text.includes('"work_packages"')) };
  };
  for (const who of ['member', 'admin']) {
    const lean = await measure('total,elements/id,elements/subject', 5, who);
    // Authentication (2) and the page with its total.
    expect(lean.count).toBeLessThanOrEqual(3);
    expect(lean.sql).toHaveLength(1);
    expect(lean.sql[0]).not.toMatch(/sel_/);
    expect(lean.sql[0]).not.toMatch(/"description"/);
    const card = await measure(CARD, 5, who);
    expect((await measure(CARD, 12, who)).count).toBe(card.count);
    // The caller's permissions for changeStatus come on top (for admins, the projects' modules).
    expect(card.count).toBeLessThanOrEqual(4);
    expect(card.sql[0]).toMatch(/sel_status/);
    expect(card.sql[0]).toMatch(/sel_assignee/);
    expect(card.sql[0]).not.toMatch(/sel_version|sel_parent|sel_author/);
  }
  // In a project the caller's permissions are known before the page: no statement for them (each URL its own, so
  // the page cache answers neither).
  const url = `/api/v3/projects/${projectId}/work_packages?${ALL}&pageSize=5&select=${CARD}`;
  await get(`${url}&_=1`);
  ctx.statements.count = 0;
  ctx.statements.sql = [];
  expect((await get(`${url}&_=2`)).statusCode).toBe(200);
  expect(ctx.statements.sql.filter((text) => text.includes('"work_packages"'))).toHaveLength(1);
});

test('visibility and action links follow the caller, as in the full representation', async () => {
  const links = `select=total,elements/id,${ACTIONS.map((name) => `elements/${name}`).join(',')}`;
  for (const who of LOGINS) {
    const full = await get(`/api/v3/work_packages?${ALL}&pageSize=1000`, who);
    const selected = await get(`/api/v3/work_packages?${ALL}&pageSize=1000&${links}`, who);
    expect(selected.json().total).toBe(full.json().total);
    const byId = new Map(elementsOf(full).map((element) => [element.id, element]));
    expect(elementsOf(selected).map((element) => element.id)).toEqual([...byId.keys()]);
    for (const element of elementsOf(selected)) {
      const original = byId.get(element.id)!;
      for (const action of ACTIONS) expect([who, element.id, action, element._links![action]]).toEqual([who, element.id, action, original._links![action]]);
    }
  }
  // Someone who cannot see a project's work packages gets the same 404/403 with or without a select.
  for (const who of LOGINS) {
    const plain = await get(`/api/v3/projects/${otherProjectId}/work_packages`, who);
    const selected = await get(`/api/v3/projects/${otherProjectId}/work_packages?select=elements/id`, who);
    expect(selected.statusCode).toBe(plain.statusCode);
  }
});

test('keys that are never null are ordered without nulls last (an index order the database can read), nullable ones with it', async () => {
  const sortBy = (pairs: string[][]) => encodeURIComponent(JSON.stringify(pairs));
  const pageSql = async (pairs: string[][]) => {
    ctx.statements.sql = [];
    const response = await get(`/api/v3/projects/${projectId}/work_packages?${ALL}&pageSize=50&sortBy=${sortBy(pairs)}&select=elements/id,elements/dueDate&_=${Math.random()}`, 'admin');
    expect(response.statusCode).toBe(200);
    return { sql: ctx.statements.sql.find((text) => text.includes('"work_packages"') && /order by/i.test(text))! };
  };
  const board = await pageSql([['position', 'asc'], ['id', 'asc']]);
  expect(board.sql).not.toMatch(/nulls last/i);
  const byDue = await pageSql([['dueDate', 'asc']]);
  expect(byDue.sql).toMatch(/"due_date" asc nulls last, "work_packages"\."id" asc/i);
  // Empty due dates still come last.
  const all = elementsOf(await get(`/api/v3/projects/${projectId}/work_packages?${ALL}&pageSize=1000&sortBy=${sortBy([['dueDate', 'asc']])}&select=elements/id,elements/dueDate`, 'admin'));
  const firstEmpty = all.findIndex((element) => element.dueDate === null);
  expect(firstEmpty).toBeGreaterThan(0);
  expect(all.slice(firstEmpty).every((element) => element.dueDate === null)).toBe(true);
});

test('the page cache keeps selected and full answers apart', async () => {
  const base = `/api/v3/projects/${projectId}/work_packages?${ALL}&pageSize=3`;
  const full = await get(base);
  const lean = await get(`${base}&select=elements/id`);
  const other = await get(`${base}&select=elements/subject`);
  expect(elementsOf(lean).every((element) => Object.keys(element).join() === 'id')).toBe(true);
  expect(elementsOf(other).every((element) => Object.keys(element).join() === 'subject')).toBe(true);
  // Asked again (now from the cache), each is still its own answer.
  expect((await get(base)).body).toBe(full.body);
  expect((await get(`${base}&select=elements/id`)).body).toBe(lean.body);
  expect(elementsOf(await get(base))[0]._type).toBe('WorkPackage');
  // A write shows in the selected page too.
  await ctx.db.updateTable('work_packages').set({ subject: 'Renamed card' }).where('id', '=', elementsOf(full)[0].id).execute();
  expect(elementsOf(await get(`${base}&select=elements/subject`))[0].subject).toBe('Renamed card');
});
