import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestContext, DEMO_PASSWORD, login, XHR, type TestContext } from './helpers.ts';

// A project's work package pages are served from a cache keyed by generations that database triggers move
// (the project's and the reference data's, migration 0021). These tests change each input of a page straight in the database, as another server instance
// or a future code path would, and expect the next answer to show it.
let ctx: TestContext;
const cookies: Record<string, string> = {};
let projectId: number;
let tomasId: number;
let parentId: number;
let childId: number;

const get = (url: string, who = 'admin') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const post = (url: string, payload: object, who = 'admin') => ctx.app.inject({ method: 'POST', url, headers: { cookie: cookies[who], ...XHR }, payload });

interface Wp {
  id: number;
  subject: string;
  commentCount: number;
  spentTime: string;
  laborCosts: number;
  materialCosts: number;
  _links: Record<string, { href: string | null; title?: string }> & { children: { title: string }[] };
}
const pageUrl = () => `/api/v3/projects/${projectId}/work_packages?filters=${encodeURIComponent(JSON.stringify([{ id: { operator: '=', values: [String(parentId), String(childId)] } }]))}`;
async function page(who = 'admin'): Promise<Map<number, Wp>> {
  const response = await get(pageUrl(), who);
  expect(response.statusCode).toBe(200);
  return new Map((response.json()._embedded.elements as Wp[]).map((wp) => [wp.id, wp]));
}
const parent = async (who = 'admin') => (await page(who)).get(parentId)!;
const now = () => ctx.clock.now().toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['admin', 'member']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  projectId = (await ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'website_relaunch').executeTakeFirstOrThrow()).id;
  tomasId = (await ctx.db.selectFrom('principals').select('id').where('login', '=', 'tomas.herrera').executeTakeFirstOrThrow()).id;
  const create = async (payload: object) => {
    const response = await post(`/api/v3/projects/${projectId}/work_packages`, payload);
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  };
  parentId = await create({ subject: 'Cache parent', _links: { assignee: { href: `/api/v3/users/${tomasId}` } } });
  childId = await create({ subject: 'Cache child', _links: { parent: { href: `/api/v3/work_packages/${parentId}` } } });
});
afterAll(async () => ctx.close());

test('a repeated request is answered from the cache: the same bytes, without reading the page again', async () => {
  const first = await get(pageUrl());
  ctx.statements.count = 0;
  ctx.statements.sql = [];
  const second = await get(pageUrl());
  expect(second.body).toBe(first.body);
  // Authentication (2), the project and the generation: no page, hydration, children, comments or costs.
  expect(ctx.statements.sql.some((text) => text.includes('"work_packages"'))).toBe(false);
  expect(ctx.statements.count).toBeLessThanOrEqual(4);
});

test('a cached page is compressed for each encoding the clients ask for', async () => {
  const plain = (await get(pageUrl())).body;
  for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
    for (let i = 0; i < 2; i++) {
      const response = await ctx.app.inject({ method: 'GET', url: pageUrl(), headers: { cookie: cookies.admin, 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(response.rawPayload).toString()).toBe(plain);
    }
  }
});

test('every table a page reads moves the generation, so a change made outside this server still shows', async () => {
  const db = ctx.db;
  const principal = (id: number) => db.updateTable('principals').where('id', '=', id);
  const cases: [string, () => Promise<unknown>, (wp: Wp) => unknown, unknown][] = [
    ['work package', () => db.updateTable('work_packages').set({ subject: 'Renamed parent' }).where('id', '=', parentId).execute(), (wp) => wp.subject, 'Renamed parent'],
    ['child', () => db.updateTable('work_packages').set({ subject: 'Renamed child' }).where('id', '=', childId).execute(), (wp) => wp._links.children[0].title, 'Renamed child'],
    ['assignee', () => principal(tomasId).set({ name: 'Tomás H.' }).execute(), (wp) => wp._links.assignee.title, 'Tomás H.'],
    ['project', () => db.updateTable('projects').set({ name: 'Relaunch' }).where('id', '=', projectId).execute(), (wp) => wp._links.project.title, 'Relaunch'],
    ['status', () => db.updateTable('statuses').set({ name: 'Fresh' }).where('id', '=', 1).execute(), (wp) => wp._links.status.title, 'Fresh'],
    ['type', () => db.updateTable('types').set({ name: 'Chore' }).where('id', '=', 1).execute(), (wp) => wp._links.type.title, 'Chore'],
    ['priority', () => db.updateTable('priorities').set({ name: 'Usual' }).where('id', '=', 8).execute(), (wp) => wp._links.priority.title, 'Usual'],
    [
      'comment',
      () => db.insertInto('journals').values({ journable_type: 'WorkPackage', journable_id: parentId, project_id: projectId, user_id: tomasId, version: 99, notes: 'Looks good', created_at: now(), updated_at: now() }).execute(),
      (wp) => wp.commentCount,
      1,
    ],
    [
      'time entry',
      () => db.insertInto('time_entries').values({ project_id: projectId, work_package_id: parentId, user_id: tomasId, logged_by_id: tomasId, activity_id: 1, hours: 2, spent_on: '2026-03-01', comment: '', ongoing: false, created_at: now(), updated_at: now() }).execute(),
      (wp) => wp.spentTime,
      'PT2H',
    ],
    [
      'hourly rate',
      () => db.insertInto('hourly_rates').values({ user_id: tomasId, project_id: null, rate: 50, valid_from: '2026-01-01', created_at: now(), updated_at: now() }).execute(),
      (wp) => wp.laborCosts,
      100,
    ],
    [
      'version',
      async () => {
        const now = ctx.clock.now().toISOString();
        const [version] = await db.insertInto('versions').values({ project_id: projectId, name: 'Cache sprint', description: '', start_date: null, end_date: null, status: 'open', sharing: 'none', lock_version: 0, created_at: now, updated_at: now }).returning('id').execute();
        await db.updateTable('work_packages').set({ version_id: version.id }).where('id', '=', parentId).execute();
        expect((await parent())._links.version.title).toBe('Cache sprint');
        // Only the version's own row changes now: the page shows the new name.
        await db.updateTable('versions').set({ name: 'Cache sprint (renamed)' }).where('id', '=', version.id).execute();
      },
      (wp) => wp._links.version.title,
      'Cache sprint (renamed)',
    ],
    [
      'cost entry',
      () => db.insertInto('cost_entries').values({ project_id: projectId, work_package_id: parentId, user_id: tomasId, cost_type_id: 3, units: 1, spent_on: '2026-03-01', comment: '', overridden_costs: null, costs: 350, created_at: now(), updated_at: now() }).execute(),
      (wp) => wp.materialCosts,
      350,
    ],
  ];
  for (const [input, change, read, expected] of cases) {
    const before = read(await parent());
    expect([input, before]).not.toEqual([input, expected]);
    await change();
    expect([input, read(await parent())]).toEqual([input, expected]);
  }
});

test('a caller whose permissions change gets links for the new ones, though no watched table moved', async () => {
  expect((await parent('member'))._links.updateImmediately).toBeDefined();
  const reader = await ctx.db.selectFrom('roles').select('id').where('name', '=', 'Reader').executeTakeFirstOrThrow();
  const memberId = (await ctx.db.selectFrom('principals').select('id').where('login', '=', 'member').executeTakeFirstOrThrow()).id;
  const membership = await ctx.db.selectFrom('memberships').select('id').where('project_id', '=', projectId).where('principal_id', '=', memberId).executeTakeFirstOrThrow();
  await ctx.db.updateTable('member_roles').set({ role_id: reader.id }).where('membership_id', '=', membership.id).execute();
  expect((await parent('member'))._links.updateImmediately).toBeUndefined();
});

test("relative date filters follow the clock's day without any write", async () => {
  const today = ctx.clock.now().toISOString().slice(0, 10);
  await ctx.db.updateTable('work_packages').set({ due_date: today }).where('id', '=', parentId).execute();
  const dueToday = `/api/v3/projects/${projectId}/work_packages?filters=${encodeURIComponent(JSON.stringify([{ dueDate: { operator: 't', values: [] } }]))}`;
  const ids = async () => ((await get(dueToday)).json()._embedded.elements as Wp[]).map((wp) => wp.id);
  expect(await ids()).toContain(parentId);
  ctx.clock.advance(24 * 3600 * 1000);
  cookies.admin = await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD); // sessions end after a day idle
  expect(await ids()).not.toContain(parentId);
});
