import { createTestContext, DEMO_PASSWORD, expectError, login, XHR, type TestContext } from './helpers.ts';

let ctx: TestContext;
const cookies: Record<string, string> = {};
const projectIds: Record<string, number> = {};
const userIds: Record<string, number> = {};

// website_relaunch: Priya (login member) Team Leader (log, edit and see costs and rates), Tomás and Mei Members (log
// their own costs, see entries, not money), Noah Coordinator (sees entries and money, logs none); Kwame no member.
const WHO = ['admin', 'member', 'tomas.herrera', 'mei.chen', 'noah.fischer', 'kwame.mensah'];

beforeAll(async () => {
  ctx = await createTestContext();
  for (const who of WHO) cookies[who] = await login(ctx.app, `${who}@tessera.local`, DEMO_PASSWORD);
  for (const row of await ctx.db.selectFrom('projects').select(['id', 'identifier']).execute()) projectIds[row.identifier] = row.id;
  for (const row of await ctx.db.selectFrom('principals').select(['id', 'login']).where('type', '=', 'User').execute()) userIds[row.login!] = row.id;
});
afterAll(async () => ctx.close());

const get = (url: string, who = 'member') => ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { cookie: cookies[who], ...XHR }, ...(payload === undefined ? {} : { payload: payload as object }) });
const wpHref = (id: number) => `/api/v3/work_packages/${id}`;
const costTypeHref = (id: number) => `/api/v3/cost_types/${id}`;
const CONTRACTOR_DAY = 1;
const CLOUD_HOSTING = 2;
const TRAVEL = 3;

async function createWp(subject: string, project = 'website_relaunch'): Promise<number> {
  const response = await send('POST', `/api/v3/projects/${projectIds[project]}/work_packages`, 'admin', { subject });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json().id;
}

const entryBody = (wp: number, overrides: Record<string, unknown> = {}, links: Record<string, unknown> = {}) => ({
  spentUnits: 2,
  spentOn: '2026-02-27',
  comment: { raw: 'Accessibility audit' },
  ...overrides,
  _links: { workPackage: { href: wpHref(wp) }, costType: { href: costTypeHref(CONTRACTOR_DAY) }, ...links },
});

async function logCosts(who: string, payload: unknown) {
  const response = await send('POST', '/api/v3/cost_entries', who, payload);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
}

const countEntries = async () => Number((await ctx.db.selectFrom('cost_entries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('cost types', () => {
  test('GET /cost_types: by position, with units; the rate only for those who may see money', async () => {
    const forPriya = (await get('/api/v3/cost_types')).json();
    expect(forPriya).toMatchObject({ _type: 'Collection', total: 5 });
    expect(forPriya._embedded.elements[0]).toMatchObject({
      _type: 'CostType', id: CONTRACTOR_DAY, name: 'Contractor day', unit: 'day', unitPlural: 'days', isDefault: true, rate: 640,
      _links: { self: { href: costTypeHref(CONTRACTOR_DAY), title: 'Contractor day' } },
    });
    // Mei leads no project and holds view_cost_rates nowhere (Tomás leads internal_tools, so he would see rates).
    const forMei = (await get('/api/v3/cost_types', 'mei.chen')).json();
    expect(forMei._embedded.elements.every((type: { rate?: number }) => type.rate === undefined)).toBe(true);
    expect((await get(costTypeHref(TRAVEL), 'admin')).json()).toMatchObject({ name: 'Travel', unit: 'trip', rate: 350 });
    expectError(await get(costTypeHref(99)), 404, 'NotFound');
  });
});

describe('cost entries', () => {
  let wp: number;
  beforeAll(async () => {
    wp = await createWp('Accessibility to WCAG 2.2 AA');
  });

  test('a member logs costs: units × the cost type rate, money shown only with view_cost_rates', async () => {
    const entry = await logCosts('tomas.herrera', entryBody(wp));
    expect(entry).toMatchObject({
      _type: 'CostEntry', spentUnits: 2, unit: 'days', spentOn: '2026-02-27', comment: { raw: 'Accessibility audit' },
      _links: {
        workPackage: { href: wpHref(wp), title: 'Accessibility to WCAG 2.2 AA' },
        project: { href: `/api/v3/projects/${projectIds.website_relaunch}`, title: 'Website relaunch' },
        costType: { href: costTypeHref(CONTRACTOR_DAY), title: 'Contractor day' },
        user: { title: 'Tomás Herrera' },
        updateImmediately: { method: 'patch' },
      },
    });
    expect(entry.costs).toBeUndefined();
    expect((await get(`/api/v3/cost_entries/${entry.id}`)).json()).toMatchObject({ costs: 1280, overriddenCosts: null });
    expect((await get(`/api/v3/cost_entries/${entry.id}`, 'noah.fischer')).json().costs).toBe(1280);
  });

  test.each([
    ['no work package', (wp: number) => entryBody(wp, {}, { workPackage: { href: null } }), 'workPackage', 'Work package is required'],
    ['an invisible work package', () => entryBody(999999), 'workPackage', 'The work package does not exist or is not visible to you.'],
    ['no cost type', (wp: number) => entryBody(wp, {}, { costType: undefined }), 'costType', 'Cost type is required'],
    ['an unknown cost type', (wp: number) => entryBody(wp, {}, { costType: { href: costTypeHref(99) } }), 'costType', 'The cost type does not exist.'],
    ['no units', (wp: number) => entryBody(wp, { spentUnits: null }), 'spentUnits', 'Units are required'],
    ['zero units', (wp: number) => entryBody(wp, { spentUnits: 0 }), 'spentUnits', 'Units must be greater than 0.'],
    ['no date', (wp: number) => entryBody(wp, { spentOn: undefined }), 'spentOn', 'Date is required'],
    ['a future date', (wp: number) => entryBody(wp, { spentOn: '2026-03-03' }), 'spentOn', 'Date cannot be in the future.'],
    ['negative costs', (wp: number) => entryBody(wp, { overriddenCosts: -1 }), 'overriddenCosts', 'Costs must be at least 0.'],
    ['another project', (wp: number) => entryBody(wp, {}, { project: { href: `/api/v3/projects/${projectIds.design_system}` } }), 'project', 'The project of a cost entry is the project of its work package.'],
  ])('%s is a 422 naming the attribute; nothing is written', async (_name, payload, attribute, message) => {
    const before = await countEntries();
    const error = expectError(await send('POST', '/api/v3/cost_entries', 'tomas.herrera', payload(wp)), 422, 'PropertyConstraintViolation');
    expect([error._embedded.details.attribute, error.message]).toEqual([attribute, message]);
    expect(await countEntries()).toBe(before);
  });

  test('logging needs log_costs; for another member edit_cost_entries', async () => {
    expect(expectError(await send('POST', '/api/v3/cost_entries', 'noah.fischer', entryBody(wp)), 403, 'MissingPermission').message).toBe('You are not allowed to log costs in this project.');
    expectError(await send('POST', '/api/v3/cost_entries', 'kwame.mensah', entryBody(wp)), 403, 'MissingPermission');
    const forPriya = await send('POST', '/api/v3/cost_entries', 'tomas.herrera', entryBody(wp, {}, { user: { href: `/api/v3/users/${userIds.member}` } }));
    expectError(forPriya, 403, 'MissingPermission');
    const forTomas = await logCosts('member', entryBody(wp, { spentUnits: 1 }, { user: { href: `/api/v3/users/${userIds['tomas.herrera']}` }, costType: { href: costTypeHref(TRAVEL) } }));
    expect(forTomas).toMatchObject({ unit: 'trip', costs: 350, _links: { user: { title: 'Tomás Herrera' } } });
  });

  test('a work package: its cost entries and the sums per cost type; overridden costs count as entered', async () => {
    const other = await createWp('Hosting for the staging site');
    await logCosts('member', entryBody(other, { spentUnits: 1, spentOn: '2026-01-31' }, { costType: { href: costTypeHref(CLOUD_HOSTING) } }));
    await logCosts('member', entryBody(other, { spentUnits: 1, spentOn: '2026-02-28', overriddenCosts: 399.5 }, { costType: { href: costTypeHref(CLOUD_HOSTING) } }));
    await logCosts('tomas.herrera', entryBody(other, { spentUnits: 0.5, spentOn: '2026-02-20' }));
    const list = (await get(`${wpHref(other)}/cost_entries`)).json();
    expect(list).toMatchObject({ _type: 'Collection', total: 3, count: 3 });
    expect(list._embedded.elements.map((e: { spentOn: string }) => e.spentOn)).toEqual(['2026-01-31', '2026-02-20', '2026-02-28']);
    const summary = (await get(`${wpHref(other)}/summarized_costs_by_type`)).json();
    expect(summary._embedded.elements).toEqual([
      expect.objectContaining({ _type: 'AggregatedCostEntry', spentUnits: 0.5, unit: 'days', entries: 1, costs: 320, _links: expect.objectContaining({ costType: { href: costTypeHref(CONTRACTOR_DAY), title: 'Contractor day' } }) }),
      expect.objectContaining({ spentUnits: 2, unit: 'months', entries: 2, costs: 819.5 }),
    ]);
    // Members see the units but not the money; non-members of a public project see no costs at all.
    expect((await get(`${wpHref(other)}/summarized_costs_by_type`, 'mei.chen')).json()._embedded.elements[0].costs).toBeUndefined();
    expectError(await get(`${wpHref(other)}/summarized_costs_by_type`, 'kwame.mensah'), 403, 'MissingPermission');
    expectError(await get(`${wpHref(other)}/cost_entries`, 'kwame.mensah'), 403, 'MissingPermission');
    expectError(await get(`${wpHref(999999)}/cost_entries`), 404, 'NotFound');
    // The work package's costs: material from cost entries, overall with labour, for those who may see them.
    const workPackage = (await get(wpHref(other))).json();
    expect(workPackage).toMatchObject({ materialCosts: 1139.5, laborCosts: 0, overallCosts: 1139.5 });
    expect((await get(wpHref(other), 'tomas.herrera')).json().materialCosts).toBeUndefined();
  });

  test('PATCH recomputes the costs; only the owner (log_costs) or edit_cost_entries; the work package stays', async () => {
    const entry = await logCosts('tomas.herrera', entryBody(wp, { spentUnits: 1 }));
    expect(expectError(await send('PATCH', `/api/v3/cost_entries/${entry.id}`, 'mei.chen', { spentUnits: 3 }), 403, 'MissingPermission').message).toBe('You are not allowed to change this cost entry.');
    const own = await send('PATCH', `/api/v3/cost_entries/${entry.id}`, 'tomas.herrera', { spentUnits: 3, comment: { raw: 'Three days after all' } });
    expect(own.json()).toMatchObject({ spentUnits: 3, comment: { raw: 'Three days after all' } });
    expect((await get(`/api/v3/cost_entries/${entry.id}`)).json().costs).toBe(1920);
    const retyped = await send('PATCH', `/api/v3/cost_entries/${entry.id}`, 'member', { _links: { costType: { href: costTypeHref(TRAVEL) } } });
    expect(retyped.json()).toMatchObject({ costs: 1050, unit: 'trips' });
    const moved = await send('PATCH', `/api/v3/cost_entries/${entry.id}`, 'member', { _links: { workPackage: { href: wpHref(await createWp('Other')) } } });
    expect(expectError(moved, 422, 'PropertyIsReadOnly')._embedded.details.attribute).toBe('workPackage');
    expect(expectError(await send('PATCH', `/api/v3/cost_entries/${entry.id}`, 'tomas.herrera', { spentUnits: -2 }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('spentUnits');
    expect((await get(`/api/v3/cost_entries/${entry.id}`)).json().spentUnits).toBe(3);
  });

  test('DELETE: 204, then 404; others 403; invisible 404', async () => {
    const entry = await logCosts('tomas.herrera', entryBody(wp));
    expectError(await send('DELETE', `/api/v3/cost_entries/${entry.id}`, 'mei.chen'), 403, 'MissingPermission');
    expectError(await send('DELETE', `/api/v3/cost_entries/${entry.id}`, 'kwame.mensah'), 404, 'NotFound');
    expect((await send('DELETE', `/api/v3/cost_entries/${entry.id}`, 'tomas.herrera')).statusCode).toBe(204);
    expectError(await get(`/api/v3/cost_entries/${entry.id}`), 404, 'NotFound');
  });

  test('the demo organisation has cost entries on its projects', async () => {
    const rows = await ctx.db.selectFrom('cost_entries').select(['project_id', 'spent_on']).where('comment', 'in', ['Crash reporting seats', 'Partner workshop in Hamburg']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.spent_on < '2026-03-02')).toBe(true);
  });
});
