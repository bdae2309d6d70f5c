import { AT_RISK_DAYS, AT_RISK_PROGRESS, milestoneFigures, milestonesForProjects } from '../src/modules/milestones/index.ts';
import { createApiToken, createTestContext, DEMO_PASSWORD, expectError, login, type TestContext } from './helpers.ts';

// Milestones derived from versions (spec 002 sections 3, 4). A private root project with a sub-project Tomás sees and
// one he does not; Liam is no member of any. Today is 2026-05-10.
const TODAY = '2026-05-10';
const day = (offset: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

describe('milestone figures (spec 002 section 4)', () => {
  const figures = (days: number | null, closed: number, total: number, status: 'open' | 'locked' | 'closed' = 'open') =>
    milestoneFigures({ status, end_date: days === null ? null : day(days), total, closed }, TODAY);

  test('overdue (due yesterday) is critical whatever its progress', () => {
    expect(figures(-1, 4, 4)).toMatchObject({ health_status: 'critical', is_overdue: true, days_overdue: 1, days_until_due: 0, progress: 100 });
  });
  test('due today is not overdue; under 50% it is at risk', () => {
    expect(figures(0, 0, 2)).toMatchObject({ health_status: 'at_risk', is_overdue: false, days_until_due: 0, days_overdue: 0 });
  });
  test('at risk below 7 days and 50%, healthy at either boundary', () => {
    expect(AT_RISK_DAYS).toBe(7);
    expect(AT_RISK_PROGRESS).toBe(50);
    expect(figures(6, 49, 100).health_status).toBe('at_risk');
    expect(figures(7, 49, 100).health_status).toBe('healthy');
    expect(figures(6, 50, 100).health_status).toBe('healthy');
    expect(figures(6, 1, 2)).toMatchObject({ health_status: 'healthy', progress: 50, days_until_due: 6 });
  });
  test('a closed milestone is 100% and healthy even past its due date; locked counts as open', () => {
    expect(figures(-5, 0, 3, 'closed')).toMatchObject({ status: 'closed', progress: 100, is_overdue: false, days_overdue: 0, health_status: 'healthy' });
    expect(figures(-5, 0, 3, 'locked')).toMatchObject({ status: 'open', health_status: 'critical' });
  });
  test('no due date: healthy, no day counts; no work packages: 0%', () => {
    expect(figures(null, 0, 0)).toMatchObject({ health_status: 'healthy', days_until_due: null, days_overdue: null, is_overdue: false, progress: 0 });
  });
});

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who = 'admin', payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
async function ok<T = Record<string, unknown>>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.json();
}
const href = (path: string) => ({ href: `/api/v3${path}` });
const COMPLETED = href('/statuses/4');

async function createProject(name: string, parent?: number) {
  return (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'admin', { name, public: false, ...(parent ? { _links: { parent: href(`/projects/${parent}`) } } : {}) }), 201)).id;
}
async function createVersion(projectId: number, name: string, body: Record<string, unknown> = {}) {
  return (await ok<{ id: number }>(await call('POST', '/api/v3/versions', 'admin', { name, ...body, _links: { definingProject: href(`/projects/${projectId}`) } }), 201)).id;
}
async function createPackage(projectId: number, versionId: number, done = false) {
  const links: Record<string, unknown> = { version: href(`/versions/${versionId}`) };
  if (done) links.status = COMPLETED;
  await ok(await call('POST', `/api/v3/projects/${projectId}/work_packages`, 'admin', { subject: `Package ${versionId}`, _links: links }), 201);
}
type Page = { total: number; count: number; _embedded: { elements: Record<string, unknown>[] } };
const list = async (projectId: number, who = 'admin', query = '') => ok<Page>(await call('GET', `/api/v3/projects/${projectId}/milestones${query}`, who));
const names = (page: Page) => page._embedded.elements.map((element) => element.name);
const filter = (name: string, operator: string, values: string[]) => `?filters=${encodeURIComponent(JSON.stringify([{ [name]: { operator, values } }]))}`;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.current = new Date(`${TODAY}T09:00:00Z`);
  for (const [who, email] of [['admin', 'admin@tessera.local'], ['tomas', 'tomas.herrera@tessera.local'], ['liam', 'liam.oconnor@tessera.local']]) {
    tokens[who] = (await createApiToken(ctx.app, await login(ctx.app, email, DEMO_PASSWORD))).token;
  }
  const tomasId = (await ctx.db.selectFrom('principals').select('id').where('login', '=', 'tomas.herrera').executeTakeFirstOrThrow()).id;
  const memberRole = (await ctx.db.selectFrom('roles').select('id').where('name', '=', 'Member').executeTakeFirstOrThrow()).id;
  ids.root = await createProject('Milestone root');
  ids.child = await createProject('Milestone child', ids.root);
  ids.hidden = await createProject('Milestone hidden child', ids.root);
  ids.many = await createProject('Many milestones');
  for (const projectId of [ids.root, ids.child]) {
    await ok(await call('POST', '/api/v3/memberships', 'admin', { _links: { principal: href(`/users/${tomasId}`), project: href(`/projects/${projectId}`), roles: [href(`/roles/${memberRole}`)] } }), 201);
  }
  ids.healthy = await createVersion(ids.root, 'Healthy', { endDate: day(10) });
  await createPackage(ids.root, ids.healthy, true);
  await createPackage(ids.root, ids.healthy);
  ids.atRisk = await createVersion(ids.root, 'At risk', { endDate: day(6) });
  await createPackage(ids.root, ids.atRisk);
  ids.late = await createVersion(ids.root, 'Late', { startDate: day(-20), endDate: day(-1) });
  ids.done = await createVersion(ids.root, 'Done', { endDate: day(-3), status: 'closed' });
  ids.someday = await createVersion(ids.root, 'Someday');
  ids.childVersion = await createVersion(ids.child, 'Child release', { endDate: day(2) });
  await createPackage(ids.child, ids.childVersion, true);
  ids.hiddenVersion = await createVersion(ids.hidden, 'Hidden release', { endDate: day(1) });
  ids.one = await createVersion(ids.many, 'Only one', { endDate: day(4) });
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /projects/{id}/milestones', () => {
  test('lists the project and its sub-projects by due date, undated last, with section 3 fields', async () => {
    const page = await list(ids.root);
    expect(names(page)).toEqual(['Done', 'Late', 'Hidden release', 'Child release', 'At risk', 'Healthy', 'Someday']);
    const byName = Object.fromEntries(page._embedded.elements.map((element) => [element.name, element]));
    expect(byName.Healthy).toMatchObject({ _type: 'Milestone', id: ids.healthy, project_id: ids.root, project_name: 'Milestone root', due_date: day(10), progress: 50, days_until_due: 10, health_status: 'healthy', work_packages_total: 2, work_packages_closed: 1 });
    expect(byName['At risk']).toMatchObject({ progress: 0, days_until_due: 6, health_status: 'at_risk' });
    expect(byName.Late).toMatchObject({ start_date: day(-20), is_overdue: true, days_overdue: 1, health_status: 'critical' });
    expect(byName.Done).toMatchObject({ status: 'closed', progress: 100, is_overdue: false, health_status: 'healthy' });
    expect(byName['Child release']).toMatchObject({ project_id: ids.child, project_name: 'Milestone child', progress: 100, days_until_due: 2, health_status: 'healthy' });
    expect(byName.Someday).toMatchObject({ due_date: null, days_until_due: null, health_status: 'healthy' });
  });

  test('a member sees only the sub-projects they may see; the sub-project alone lists its own', async () => {
    expect(names(await list(ids.root, 'tomas'))).toEqual(['Done', 'Late', 'Child release', 'At risk', 'Healthy', 'Someday']);
    expect(names(await list(ids.child, 'tomas'))).toEqual(['Child release']);
  });

  test('a non-member gets 404, and so does a project that does not exist', async () => {
    expectError(await call('GET', `/api/v3/projects/${ids.root}/milestones`, 'liam'), 404, 'NotFound');
    expectError(await call('GET', `/api/v3/projects/${ids.hidden}/milestones`, 'tomas'), 404, 'NotFound');
    expectError(await call('GET', '/api/v3/projects/999999/milestones'), 404, 'NotFound');
  });

  test('filters by health and status, and pages', async () => {
    expect(names(await list(ids.root, 'tomas', filter('health', '=', ['at_risk', 'critical'])))).toEqual(['Late', 'At risk']);
    expect(names(await list(ids.root, 'tomas', filter('health', '!', ['healthy'])))).toEqual(['Late', 'At risk']);
    expect(names(await list(ids.root, 'tomas', filter('status', '=', ['closed'])))).toEqual(['Done']);
    const page = await list(ids.root, 'tomas', '?pageSize=2&offset=2');
    expect(page).toMatchObject({ total: 6, count: 2 });
    expect(names(page)).toEqual(['Child release', 'At risk']);
  });

  test('an unknown filter or health value is a 400 naming it', async () => {
    const bad = expectError(await call('GET', `/api/v3/projects/${ids.root}/milestones${filter('health', '=', ['fine'])}`), 400, 'InvalidQuery');
    expect(bad.message).toContain('fine');
    expectError(await call('GET', `/api/v3/projects/${ids.root}/milestones${filter('colour', '=', ['red'])}`), 400, 'InvalidQuery');
  });

  test('costs the same statements for 1 version as for 20', async () => {
    const statementsFor = async (projectId: number) => {
      ctx.statements.count = 0;
      await list(projectId);
      return ctx.statements.count;
    };
    const one = await statementsFor(ids.many);
    for (let index = 0; index < 19; index += 1) {
      const id = await createVersion(ids.many, `Release ${index}`, { endDate: day(index) });
      await createPackage(ids.many, id, index % 2 === 0);
    }
    expect((await list(ids.many)).total).toBe(20);
    expect(await statementsFor(ids.many)).toBe(one);
  });

  test('milestonesForProjects serves several projects in one statement', async () => {
    const actor = { id: 0, admin: true };
    ctx.statements.count = 0;
    const milestones = await milestonesForProjects(ctx.db, actor, [ids.child, ids.hidden], TODAY);
    expect(ctx.statements.count).toBe(1);
    expect(milestones.map((milestone) => milestone.name)).toEqual(['Hidden release', 'Child release']);
  });
});
