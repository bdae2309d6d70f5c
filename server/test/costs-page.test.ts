import { createTestContext, DEMO_PASSWORD, expectError, login, type TestContext } from './helpers.ts';

// The costs page's listing on a project of its own: Tomás logs time (project rate 100 from 2026-01-01, else the
// default 80), Priya time without a rate and costs. Priya is Team Leader (money), Tomás Member (hours only).
let ctx: TestContext;
const cookies: Record<string, string> = {};
const users: Record<string, number> = {};
let projectId = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of ['member', 'tomas.herrera', 'kwame.mensah']) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) users[row.login!] = row.id;
  const roles = new Map((await ctx.db.selectFrom('roles').select(['id', 'name']).execute()).map((role) => [role.name, role.id]));
  const now = ctx.clock.now().toISOString();
  projectId = (
    await ctx.db
      .insertInto('projects')
      .values({ identifier: 'costs_lab', name: 'Costs lab', description: '', public: false, active: true, templated: false, parent_id: null, status_code: null, status_explanation: '', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const [login, role] of [['member', 'Team Leader'], ['tomas.herrera', 'Member']] as const) {
    const membership = await ctx.db.insertInto('memberships').values({ project_id: projectId, principal_id: users[login], created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('member_roles').values({ membership_id: membership.id, role_id: roles.get(role)!, inherited_from_membership_id: null }).execute();
  }
  await ctx.db.deleteFrom('hourly_rates').where('user_id', 'in', [users.member, users['tomas.herrera']]).execute();
  await ctx.db.insertInto('hourly_rates').values({ user_id: users['tomas.herrera'], project_id: projectId, rate: 100, valid_from: '2026-01-01', created_at: now, updated_at: now }).execute();
  const wp = await ctx.db
    .insertInto('work_packages')
    .values({ project_id: projectId, type_id: 1, status_id: 1, priority_id: 8, subject: 'Ledger', description: '', author_id: users.member, assigned_to_id: null, responsible_id: null, parent_id: null, version_id: null, start_date: null, due_date: null, estimated_hours: null, remaining_hours: null, story_points: null, done_ratio: null, position: 1, lock_version: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const time = (user: string, hours: number, day: string, activity: number) =>
    ({ project_id: projectId, work_package_id: wp.id, user_id: users[user], logged_by_id: users[user], activity_id: activity, hours, spent_on: day, comment: '', ongoing: false, created_at: now, updated_at: now });
  await ctx.db
    .insertInto('time_entries')
    .values([time('tomas.herrera', 2, '2026-02-02', 1), time('tomas.herrera', 1.5, '2025-12-20', 2), time('member', 3, '2026-02-10', 1)])
    .execute();
  const cost = (units: number, costs: number, overridden: number | null, day: string, costType: number) =>
    ({ project_id: projectId, work_package_id: wp.id, user_id: users.member, cost_type_id: costType, units, spent_on: day, comment: 'Receipt', overridden_costs: overridden, costs, created_at: now, updated_at: now });
  await ctx.db.insertInto('cost_entries').values([cost(1, 300, null, '2026-02-04', 3), cost(2, 100, 150, '2026-01-15', 4)]).execute();
}, 120_000);
afterAll(async () => ctx.close());

const get = (query = '', who = 'member') => ctx.app.inject({ method: 'GET', url: `/api/v3/projects/${projectId}/costs${query}`, headers: { cookie: cookies[who] } });

test('every entry, newest first, with totals (labour at each rate, material as entered)', async () => {
  const report = (await get()).json();
  expect(report).toMatchObject({ _type: 'CostsReport', moneyVisible: true, total: 5, totals: { count: 5, hours: 6.5, labourCost: 560, materialCost: 450, total: 1010 } });
  expect(report.entries.map((entry: { kind: string; spentOn: string; cost: number }) => [entry.kind, entry.spentOn, entry.cost])).toEqual([
    ['time', '2026-02-10', 240],
    ['cost', '2026-02-04', 300],
    ['time', '2026-02-02', 200],
    ['cost', '2026-01-15', 150],
    ['time', '2025-12-20', 120],
  ]);
});

test('filters: period, user, activity (time only), cost type (costs only), work package', async () => {
  expect((await get('?from=2026-02-01&to=2026-02-05')).json().totals).toEqual({ count: 2, hours: 2, labourCost: 200, materialCost: 300, total: 500 });
  expect((await get(`?userId=${users['tomas.herrera']}`)).json().totals).toMatchObject({ count: 2, hours: 3.5, labourCost: 320, materialCost: 0 });
  expect((await get('?activityId=1')).json().totals).toMatchObject({ count: 2, hours: 5, labourCost: 440, materialCost: 0 });
  expect((await get('?costTypeId=4')).json().totals).toMatchObject({ count: 1, hours: 0, labourCost: 0, materialCost: 150 });
  expect((await get('?kind=time')).json().total).toBe(3);
  expectError(await get('?from=2026-03-01&to=2026-02-01'), 400, 'InvalidQuery');
  expectError(await get('?from=2026-02-30'), 400, 'InvalidQuery');
});

test.each([
  ['user', [['Priya Raman', 3, 690], ['Tomás Herrera', 2, 320]]],
  ['activity', [['Design', 1, 120], ['Development', 2, 440], [null, 2, 450]]],
  ['month', [['2025-12', 1, 120], ['2026-01', 1, 150], ['2026-02', 3, 740]]],
  ['week', [['2025-12-15', 1, 120], ['2026-01-12', 1, 150], ['2026-02-02', 2, 500], ['2026-02-09', 1, 240]]],
])('grouped by %s with sums', async (groupBy, expected) => {
  const groups = (await get(`?groupBy=${groupBy}`)).json().groups as { key: string; label: string | null; count: number; total: number }[];
  const rows = groups.map((group) => [group.label, group.count, group.total]);
  if (groupBy === 'user') {
    // The demo organisation names Priya by her seeded name; check the figures by user id instead.
    const byKey = new Map(groups.map((group) => [group.key, [group.count, group.total]]));
    expect(byKey.get(String(users.member))).toEqual([3, 690]);
    expect(byKey.get(String(users['tomas.herrera']))).toEqual([2, 320]);
    return;
  }
  expect(rows).toEqual(expected);
});

test('pages with the same number of statements, hours only without view_budgets, 404 for non-members', async () => {
  const page = (await get('?pageSize=2&offset=2')).json();
  expect([page.total, page.entries.length, page.entries[0].spentOn]).toEqual([5, 2, '2026-02-02']);
  ctx.statements.count = 0;
  await get('?pageSize=1&groupBy=user');
  const small = ctx.statements.count;
  ctx.statements.count = 0;
  await get('?pageSize=5&groupBy=user');
  expect(ctx.statements.count).toBe(small);
  const tomas = (await get('', 'tomas.herrera')).json();
  expect(tomas).toMatchObject({ moneyVisible: false, totals: { hours: 6.5, labourCost: null, materialCost: null, total: null } });
  expect(tomas.entries.every((entry: { cost: number | null }) => entry.cost === null)).toBe(true);
  expectError(await get('', 'kwame.mensah'), 404, 'NotFound');
});
