import { createApiToken, createTestContext, DEMO_PASSWORD, login, type TestContext } from './helpers.ts';

// Burndown and statistics are computed once per generation of the projects they read (migration 0021) and kept: a
// repeated request replays no journals, and any write that changes the figures (through the API, or straight in the
// database as another instance would) shows in the very next answer.
let ctx: TestContext;
const tokens: Record<string, string> = {};
let projectId: number;
let otherProjectId: number;
let sprintId: number;
const packages: { id: number; lockVersion: number }[] = [];

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, who = 'admin') =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
async function ok<T = Record<string, unknown>>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.json();
}
const URLS = { project: () => `/api/v3/projects/${projectId}/statistics`, sprint: () => `/api/v3/sprints/${sprintId}/statistics`, burndown: () => `/api/v3/sprints/${sprintId}/burndown` };
type Figures = { project: { overview: { totalStoryPoints: number; completedStoryPoints: number } }; sprint: { totalStoryPoints: number; completedStoryPoints: number }; burndown: { actual: { points: number }[] } };
async function figures(): Promise<Figures> {
  return { project: await ok(await call('GET', URLS.project())), sprint: await ok(await call('GET', URLS.sprint())), burndown: await ok(await call('GET', URLS.burndown())) } as Figures;
}
/** The statements one request costs, and whether it read any journals (a replay). */
async function cost(url: string, who = 'admin') {
  ctx.statements.count = 0;
  ctx.statements.sql = [];
  await ok(await call('GET', url, undefined, who));
  return { statements: ctx.statements.count, replayed: ctx.statements.sql.some((text) => /"journals"|journal_details/.test(text)) };
}
const remainingToday = (body: Figures['burndown']) => body.actual.at(-1)!.points;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.current = new Date('2026-05-04T09:00:00Z');
  tokens.admin = (await createApiToken(ctx.app, await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD))).token;
  tokens.member = (await createApiToken(ctx.app, await login(ctx.app, 'member@tessera.local', DEMO_PASSWORD))).token;
  projectId = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', { name: 'Statistics cache', public: true }), 201)).id;
  otherProjectId = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', { name: 'Elsewhere', public: false }), 201)).id;
  sprintId = (await ok<{ id: number }>(await call('POST', '/api/v3/versions', { name: 'Cached sprint', startDate: '2026-05-04', endDate: '2026-05-15', _links: { definingProject: { href: `/api/v3/projects/${projectId}` } } }), 201)).id;
  for (const points of [5, 3]) {
    const created = await ok<{ id: number; lockVersion: number }>(
      await call('POST', `/api/v3/projects/${projectId}/work_packages`, { subject: `${points} points`, storyPoints: points, _links: { version: { href: `/api/v3/versions/${sprintId}` } } }),
      201,
    );
    packages.push({ id: created.id, lockVersion: created.lockVersion });
  }
  ctx.clock.current = new Date('2026-05-05T15:00:00Z');
});
afterAll(async () => ctx.close());

test('a repeated request replays no journals and costs the same statements as the last one that did not either', async () => {
  for (const url of Object.values(URLS)) {
    await ok(await call('GET', url()));
    const first = await cost(url());
    const second = await cost(url());
    expect(first.replayed).toBe(false);
    expect(second).toEqual(first);
  }
});

test('a status change through the API shows at once in the burndown and both statistics', async () => {
  const before = await figures();
  expect([before.project.overview.completedStoryPoints, before.sprint.completedStoryPoints, remainingToday(before.burndown)]).toEqual([0, 0, 8]);
  const done = packages[0];
  await ok(await call('PATCH', `/api/v3/work_packages/${done.id}`, { lockVersion: done.lockVersion, _links: { status: { href: '/api/v3/statuses/4' } } }));
  const after = await figures();
  expect([after.project.overview.completedStoryPoints, after.sprint.completedStoryPoints, remainingToday(after.burndown)]).toEqual([5, 5, 3]);
});

test('a write made outside this server (another instance) shows at once too', async () => {
  await figures();
  await ctx.db.updateTable('work_packages').set({ story_points: 13 }).where('id', '=', packages[1].id).execute();
  const after = await figures();
  expect([after.project.overview.totalStoryPoints, after.sprint.totalStoryPoints]).toEqual([18, 18]);
  // A status renamed or closed counts as well: reference data.
  await ctx.db.updateTable('statuses').set({ is_closed: true }).where('id', '=', 1).execute();
  try {
    expect((await figures()).sprint.completedStoryPoints).toBe(18);
  } finally {
    await ctx.db.updateTable('statuses').set({ is_closed: false }).where('id', '=', 1).execute();
  }
});

test("a write in another project keeps the project's figures; the next day computes them afresh", async () => {
  await figures();
  await ok(await call('POST', `/api/v3/projects/${otherProjectId}/work_packages`, { subject: 'Unrelated' }), 201);
  expect((await cost(URLS.project())).replayed).toBe(false);
  ctx.clock.current = new Date('2026-05-06T09:00:00Z');
  expect((await cost(URLS.project())).replayed).toBe(true);
  expect((await cost(URLS.project())).replayed).toBe(false);
});

test('figures are shared only by callers who see the same projects: a member sees their own part of the sprint', async () => {
  const admin = await ok<{ totalStoryPoints: number }>(await call('GET', URLS.sprint()));
  const member = await ok<{ totalStoryPoints: number }>(await call('GET', URLS.sprint(), undefined, 'member'));
  expect(member.totalStoryPoints).toBe(admin.totalStoryPoints);
  // A package of the sprint in a project the member cannot see counts for the admin only.
  await ctx.db.updateTable('work_packages').set({ project_id: otherProjectId }).where('id', '=', packages[1].id).execute();
  const adminAfter = await ok<{ totalStoryPoints: number }>(await call('GET', URLS.sprint()));
  const memberAfter = await ok<{ totalStoryPoints: number }>(await call('GET', URLS.sprint(), undefined, 'member'));
  expect(adminAfter.totalStoryPoints).toBe(admin.totalStoryPoints);
  expect(memberAfter.totalStoryPoints).toBe(admin.totalStoryPoints - 13);
});
