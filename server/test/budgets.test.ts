import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

// A project of its own with hand-computed figures. Priya (login member) is its Team Leader (view_budgets,
// edit_budgets, edit_project); Tomás a Member (hours, no money); Noah a Coordinator (sees money, may not edit);
// Kwame is no member (404).
let ctx: TestContext;
const cookies: Record<string, string> = {};
const users: Record<string, number> = {};
let projectId = 0;

const WHO = ['admin', 'member', 'tomas.herrera', 'noah.fischer', 'kwame.mensah'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of WHO) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) users[row.login!] = row.id;
  const roles = new Map((await ctx.db.selectFrom('roles').select(['id', 'name']).execute()).map((role) => [role.name, role.id]));
  const now = ctx.clock.now().toISOString();
  const project = await ctx.db
    .insertInto('projects')
    .values({ identifier: 'finance_lab', name: 'Finance lab', description: '', public: false, active: true, templated: false, parent_id: null, status_code: null, status_explanation: '', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  projectId = project.id;
  for (const [login, role] of [['member', 'Team Leader'], ['tomas.herrera', 'Member'], ['noah.fischer', 'Coordinator']] as const) {
    const membership = await ctx.db.insertInto('memberships').values({ project_id: projectId, principal_id: users[login], created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('member_roles').values({ membership_id: membership.id, role_id: roles.get(role)!, inherited_from_membership_id: null }).execute();
  }
  // Only the rate set here counts: Tomás 100 in this project from 2026-01-01; Priya has none (the default rate, 80).
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
    .values([
      time('tomas.herrera', 2, '2026-02-01', 1), // 2 × 100 = 200
      time('tomas.herrera', 1.5, '2025-12-20', 2), // before his rate: 1.5 × 80 = 120
      time('member', 3, '2026-02-10', 1), // no rate: 3 × 80 = 240
    ])
    .execute();
  const cost = (units: number, costs: number, overridden: number | null, day: string, costType: number) =>
    ({ project_id: projectId, work_package_id: wp.id, user_id: users.member, cost_type_id: costType, units, spent_on: day, comment: '', overridden_costs: overridden, costs, created_at: now, updated_at: now });
  await ctx.db.insertInto('cost_entries').values([cost(1, 300, null, '2026-02-03', 3), cost(2, 100, 150, '2026-01-15', 4)]).execute();
}, 120_000);
afterAll(async () => ctx.close());

const budgetUrl = () => `/api/v3/projects/${projectId}/budget`;
const settingsUrl = () => `/api/v3/projects/${projectId}/finance_settings`;
const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'PUT' | 'PATCH', url: string, who: string, payload: unknown) => ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, payload: payload as object });
const storedBudget = () => ctx.db.selectFrom('budgets').select(['planned_labour_cost', 'planned_material_cost', 'lock_version']).where('project_id', '=', projectId).executeTakeFirst();

describe('budgets', () => {
  test('without a budget: actuals from time entries (rates, else the default 80) and cost entries', async () => {
    const response = await get(budgetUrl());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _type: 'Budget', exists: false, moneyVisible: true, currency: 'USD', locale: 'en-US', decimals: 2,
      plannedTotal: 0, spentLabourCost: 560, spentMaterialCost: 450, spent: 1010, remaining: -1010, utilisation: null, spentHours: 6.5, lockVersion: 0,
      _links: { update: { href: budgetUrl(), method: 'put' } },
    });
  });

  test('Team Leader sets the budget; utilisation and remaining follow; a stale or missing lockVersion is a 409', async () => {
    const set = await send('PUT', budgetUrl(), 'member', { plannedLabourCost: 800, plannedMaterialCost: '500', subject: ' Year one ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ exists: true, subject: 'Year one', plannedLabourCost: 800, plannedMaterialCost: 500, plannedTotal: 1300, spent: 1010, remaining: 290, utilisation: 77.7, lockVersion: 0 });
    const changed = await send('PUT', budgetUrl(), 'member', { plannedLabourCost: 1000, plannedMaterialCost: 1000, lockVersion: 0 });
    expect(changed.json()).toMatchObject({ plannedTotal: 2000, utilisation: 50.5, lockVersion: 1 });
    expect(expectError(await send('PUT', budgetUrl(), 'member', { plannedLabourCost: 1, plannedMaterialCost: 1, lockVersion: 0 }), 409, 'UpdateConflict').message).toMatch(/changed in the meantime/);
    expect(expectError(await send('PUT', budgetUrl(), 'member', { plannedLabourCost: 1, plannedMaterialCost: 1 }), 409, 'UpdateConflict').message).toMatch(/lockVersion is required/);
    expect(await storedBudget()).toEqual({ planned_labour_cost: 1000, planned_material_cost: 1000, lock_version: 1 });
  });

  test.each([
    ['a negative labour budget', { plannedLabourCost: -1, plannedMaterialCost: 0 }, 'plannedLabourCost', 'Planned labour cost must be at least 0.'],
    ['a non-numeric material budget', { plannedLabourCost: 10, plannedMaterialCost: 'lots' }, 'plannedMaterialCost', 'Planned material cost must be a number.'],
    ['a boolean', { plannedLabourCost: true, plannedMaterialCost: 0 }, 'plannedLabourCost', 'Planned labour cost must be a number.'],
    ['no labour budget', { plannedMaterialCost: 0 }, 'plannedLabourCost', 'Planned labour cost is required'],
    ['an absurd amount', { plannedLabourCost: 1e15, plannedMaterialCost: 0 }, 'plannedLabourCost', 'Planned labour cost must be at most 1,000,000,000,000.'],
  ])('%s is a 422 naming the field and changes nothing', async (_name, body, attribute, message) => {
    const error = expectError(await send('PUT', budgetUrl(), 'member', { ...body, lockVersion: 1 }), 422, 'PropertyConstraintViolation');
    expect([error._embedded.details.attribute, error.message]).toEqual([attribute, message]);
    expect(await storedBudget()).toEqual({ planned_labour_cost: 1000, planned_material_cost: 1000, lock_version: 1 });
  });

  test('a member without view_budgets sees hours only and may not edit; a non-member gets 404', async () => {
    const tomas = (await get(budgetUrl(), 'tomas.herrera')).json();
    expect(tomas).toMatchObject({ moneyVisible: false, spentHours: 6.5, plannedTotal: null, spent: null, remaining: null, utilisation: null, spentLabourCost: null, spentMaterialCost: null });
    expect(tomas._links.update).toBeUndefined();
    expect(expectError(await send('PUT', budgetUrl(), 'tomas.herrera', { plannedLabourCost: 1, plannedMaterialCost: 1, lockVersion: 1 }), 403, 'MissingPermission').message).toBe('You need the "Edit budgets" permission in this project.');
    // The Coordinator holds view_budgets: money, no editing.
    expect((await get(budgetUrl(), 'noah.fischer')).json()).toMatchObject({ moneyVisible: true, spent: 1010 });
    expectError(await send('PUT', budgetUrl(), 'noah.fischer', { plannedLabourCost: 1, plannedMaterialCost: 1, lockVersion: 1 }), 403, 'MissingPermission');
    expectError(await get(budgetUrl(), 'kwame.mensah'), 404, 'NotFound');
    expectError(await send('PUT', budgetUrl(), 'kwame.mensah', { plannedLabourCost: 1, plannedMaterialCost: 1, lockVersion: 1 }), 404, 'NotFound');
    expect(await storedBudget()).toEqual({ planned_labour_cost: 1000, planned_material_cost: 1000, lock_version: 1 });
  });
});

describe('finance settings', () => {
  test('editable by who may edit the project; the default rate prices time without an hourly rate', async () => {
    expect((await get(settingsUrl(), 'tomas.herrera')).json()).toMatchObject({ currency: 'USD', locale: 'en-US', decimals: 2, defaultHourlyRate: null });
    expectError(await send('PATCH', settingsUrl(), 'tomas.herrera', { currency: 'EUR' }), 403, 'MissingPermission');
    const changed = await send('PATCH', settingsUrl(), 'member', { currency: 'eur', locale: 'de-de', defaultHourlyRate: 90 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ currency: 'EUR', locale: 'de-DE', decimals: 2, defaultHourlyRate: 90 });
    // 200 + 1.5 × 90 + 3 × 90 = 605 labour.
    expect((await get(budgetUrl())).json()).toMatchObject({ currency: 'EUR', locale: 'de-DE', spentLabourCost: 605, spent: 1055 });
    expect((await send('PATCH', settingsUrl(), 'member', { currency: 'JPY' })).json()).toMatchObject({ decimals: 0 });
  });

  test.each([
    [{ currency: 'DOLLARS' }, 'currency', 'Currency must be an ISO 4217 code such as USD or EUR.'],
    [{ locale: 'not a locale!' }, 'locale', 'Locale must be a language tag such as en-US or de-DE.'],
    [{ defaultHourlyRate: -5 }, 'defaultHourlyRate', 'Default hourly rate must be at least 0.'],
    [{ currency: 'USD', defaultHourlyRate: 'x' }, 'defaultHourlyRate', 'Default hourly rate must be a number.'],
  ])('%j is a 422 naming the field and changes nothing', async (body, attribute, message) => {
    const error = expectError(await send('PATCH', settingsUrl(), 'member', body), 422, 'PropertyConstraintViolation');
    expect([error._embedded.details.attribute, error.message]).toEqual([attribute, message]);
    expect(await ctx.db.selectFrom('projects').select(['currency', 'locale', 'default_hourly_rate']).where('id', '=', projectId).executeTakeFirst()).toEqual({ currency: 'JPY', locale: 'de-DE', default_hourly_rate: 90 });
  });
});
