// The admin dashboard (issue 20 item 1): every section against a small world whose figures are computed by hand,
// administrators only (a member gets 403 from every endpoint), 400s naming a bad range, sort field or filter, clamped
// page sizes, a constant statement count, and the answer cache that a write invalidates at once.
import { insertProjectRoles } from '../src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../src/seed/roles.ts';
import { createUser } from '../src/modules/users/service.ts';
import { createApiToken, createTestContext, DEMO_PASSWORD, expectError, login, TEST_PASSWORD_HASHING, type TestContext } from './helpers.ts';

const BASE = '/api/v3/admin/dashboard';
const WHO = ['admin', 'manager', 'member'] as const;
type Who = (typeof WHO)[number];
let ctx: TestContext;
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, number>;
const wp: Record<string, { id: number; lockVersion: number }> = {};
let projectA: number;
let projectB: number;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Who = 'admin', payload?: object) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload ? { payload } : {}) });
async function ok<T = ReturnType<typeof JSON.parse>>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.json();
}
const get = async <T = ReturnType<typeof JSON.parse>>(path: string, who: Who = 'admin') => ok<T>(await call('GET', `${BASE}/${path}`, who));
const status = (id: number) => ({ status: { href: `/api/v3/statuses/${id}` } });
async function createPackage(key: string, projectId: number, body: Record<string, unknown>) {
  const created = await ok<{ id: number; lockVersion: number }>(await call('POST', `/api/v3/projects/${projectId}/work_packages`, 'admin', { subject: key, ...body }), 201);
  wp[key] = { id: created.id, lockVersion: created.lockVersion };
}
async function update(key: string, body: Record<string, unknown>) {
  const updated = await ok<{ lockVersion: number }>(await call('PATCH', `/api/v3/work_packages/${wp[key].id}`, 'admin', { lockVersion: wp[key].lockVersion, ...body }));
  wp[key].lockVersion = updated.lockVersion;
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const roles = await insertProjectRoles(ctx.db, DEFAULT_PROJECT_ROLES);
  for (const who of WHO) {
    const name = who[0].toUpperCase() + who.slice(1);
    const user = await createUser(ctx.db, TEST_PASSWORD_HASHING, { email: `${who}@dash.test`, firstName: name, lastName: 'Dash', password: DEMO_PASSWORD, roleType: who }, ctx.clock.now());
    users[who] = user.id;
    // A session (the sign-in the managers list shows) and a token that outlives the session's idle time.
    tokens[who] = (await createApiToken(ctx.app, await login(ctx.app, `${who}@dash.test`, DEMO_PASSWORD))).token;
  }
  projectA = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'admin', { name: 'Alpha', identifier: 'alpha', public: false }), 201)).id;
  projectB = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'admin', { name: 'Beta', identifier: 'beta', public: false }), 201)).id;
  for (const who of ['manager', 'member'] as const) {
    await ok(
      await call('POST', '/api/v3/memberships', 'admin', {
        _links: { principal: { href: `/api/v3/users/${users[who]}` }, project: { href: `/api/v3/projects/${projectA}` }, roles: [{ href: `/api/v3/roles/${roles.get('Member')}` }] },
      }),
      201,
    );
  }
  // 2026-03-02: A gets an overdue one (due yesterday), a blocked one (On Hold), one closed two days later, one due
  // next week; B one open without dates.
  await createPackage('overdue', projectA, { dueDate: '2026-03-01' });
  await createPackage('blocked', projectA, {});
  await createPackage('closing', projectA, {});
  await createPackage('later', projectA, { dueDate: '2026-03-10' });
  await createPackage('elsewhere', projectB, {});
  await update('blocked', { _links: status(3) });
  ctx.clock.current = new Date('2026-03-04T10:00:00Z');
  await ok(await call('POST', `/api/v3/work_packages/${wp.later.id}/time_entries`, 'admin', { hours: 'PT3H', spentOn: '2026-03-03' }), 201);
  await update('closing', { _links: status(4) });
}, 120_000);
afterAll(async () => ctx?.close());

test('the executive summary counts the world', async () => {
  const body = await get('executive-summary');
  expect(body.workPackages).toEqual({ total: 5, open: 4, closed: 1, overdue: 1, blocked: 1, unassigned: 4, completionRate: 20, closedLast30Days: 1 });
  expect(body.users).toMatchObject({ total: 3, active: 3, locked: 0, byRole: { admin: 1, manager: 1, member: 1 } });
  expect(body.projects).toMatchObject({ total: 2, active: 2, archived: 0, hoursLast30Days: 3 });
});

test('work analytics: throughput, cycle time and overdue from the journals', async () => {
  const body = await get('work-analytics');
  expect(body.range).toBe('30_days');
  expect(body.throughput).toEqual({ closed: 1, perWeek: 0.23, created: 5 });
  expect(body.cycleTime).toEqual({ averageDays: 2, samples: 1 });
  expect(body).toMatchObject({ open: 4, overdue: 1, overdueRate: 25 });
  expect(body.perDay).toHaveLength(30);
  expect(body.perDay.at(-1)).toEqual({ day: '2026-03-04', created: 0, closed: 1 });
  expect(body.perDay.at(-3)).toEqual({ day: '2026-03-02', created: 5, closed: 0 });
});

test('quality and risk: overdue and blocked work', async () => {
  const body = await get('quality-risk');
  expect(body.overdue.count).toBe(1);
  expect(body.overdue.oldest.map((row: { id: number }) => row.id)).toEqual([wp.overdue.id]);
  expect(body.blocked.count).toBe(1);
  expect(body.blocked.longest[0]).toMatchObject({ id: wp.blocked.id, status: 'On Hold', projectName: 'Alpha' });
});

test('users and projects tables are paginated, searchable, and clamp the page size', async () => {
  const usersPage = await get('users?pageSize=2');
  expect(usersPage).toMatchObject({ total: 3, count: 2, pageSize: 2, offset: 1 });
  expect(usersPage.elements.map((row: { name: string }) => row.name)).toEqual(['Admin Dash', 'Manager Dash']);
  const found = await get('users?search=MANAG');
  expect(found.elements).toHaveLength(1);
  expect(found.elements[0]).toMatchObject({ id: users.manager, role: 'manager', projects: 1 });
  expect((await get('users?pageSize=5000')).pageSize).toBe(100);
  const projects = await get('projects');
  expect(projects.total).toBe(2);
  expect(projects.elements[0]).toMatchObject({ name: 'Alpha', total: 4, closed: 1, open: 3, overdue: 1, completionRate: 25, members: 3, hours: 3 });
  expect(projects.elements[1]).toMatchObject({ name: 'Beta', total: 1, closed: 0, overdue: 0 });
});

test('resources: hours and utilisation by person', async () => {
  const body = await get('resources?range=7_days');
  // 2026-02-26..2026-03-04: five weekdays, 40 hours of capacity.
  expect(body).toMatchObject({ range: '7_days', workdays: 5, capacityHoursPerPerson: 40, totalHours: 3 });
  const admin = body.elements.find((row: { id: number }) => row.id === users.admin);
  expect(admin).toMatchObject({ hours: 3, utilisation: 7.5 });
});

test('trends over a range, and a bad range is a 400 naming it', async () => {
  const body = await get('trends');
  expect(body).toMatchObject({ range: '30_days', days: 30, totals: { created: 5, closed: 1, hours: 3 } });
  expect(body.series.find((point: { day: string }) => point.day === '2026-03-03')).toMatchObject({ hours: 3 });
  expect((await get('trends?range=7_days')).series).toHaveLength(7);
  for (const path of ['trends?range=2_weeks', 'work-analytics?range=forever', 'resources?range=x']) {
    const error = expectError(await call('GET', `${BASE}/${path}`), 400, 'InvalidQuery');
    expect(error.message).toMatch(/range/);
  }
});

test('the managers list: engagement, efficiency, sort, search, filters and paging', async () => {
  const body = await get('managers-list');
  expect(body.total).toBe(2);
  expect(body.sort).toBe('name:asc');
  const manager = body.elements.find((row: { id: number }) => row.id === users.manager);
  // Alpha: 4 packages, 1 closed, 1 overdue; signed in two days ago (30 points), no journal of their own (0 days).
  expect(manager).toMatchObject({ totalProjects: 1, totalWorkPackages: 4, completedWorkPackages: 1, overdueWorkPackages: 1, completionRate: 25, efficiency: 50, engagementScore: 30, activeDaysLast30: 0 });
  expect(manager.lastLoginAt).toBe('2026-03-02T10:00:00.000Z');
  const admin = body.elements.find((row: { id: number }) => row.id === users.admin);
  // Journals on two days (03-02 and 03-04): 70 x 2 / 20 = 7, plus 30 for the sign-in.
  expect(admin).toMatchObject({ activeDaysLast30: 2, engagementScore: 37 });

  expect((await get('managers-list?sort=name:desc')).elements.map((row: { name: string }) => row.name)).toEqual(['Manager Dash', 'Admin Dash']);
  // The admin created both projects (a member of each): 5 packages, 1 closed, 1 overdue.
  expect((await get('managers-list?sort=totalWorkPackages:desc')).elements.map((row: { id: number }) => row.id)).toEqual([users.admin, users.manager]);
  expect((await get('managers-list?sort=totalWorkPackages:asc')).elements.map((row: { id: number }) => row.id)).toEqual([users.manager, users.admin]);
  expect((await get('managers-list?search=admin')).elements.map((row: { id: number }) => row.id)).toEqual([users.admin]);
  expect((await get('managers-list?role=member')).elements.map((row: { id: number }) => row.id)).toEqual([users.member]);
  expect((await get('managers-list?minEfficiency=40&maxEfficiency=60')).total).toBe(2);
  expect((await get('managers-list?minEfficiency=51')).total).toBe(0);
  expect((await get('managers-list?maxProjects=1')).elements.map((row: { id: number }) => row.id)).toEqual([users.manager]);
  expect((await get('managers-list?minProjects=2&status=active')).elements.map((row: { id: number }) => row.id)).toEqual([users.admin]);
  const paged = await get('managers-list?pageSize=1&offset=2');
  expect(paged).toMatchObject({ total: 2, count: 1, pageSize: 1, offset: 2 });
  expect(paged.elements[0].id).toBe(users.manager);
  expect((await get('managers-list?pageSize=100000')).pageSize).toBe(100);

  const bad: [string, RegExp][] = [
    ['sort=salary:asc', /salary/],
    ['sort=name:sideways', /sideways/],
    ['role=boss', /role/],
    ['status=asleep', /status/],
    ['minEfficiency=lots', /minEfficiency/],
    ['department=math', /department/],
    ['location=north', /location/],
    ['minBudgetUtilization=10', /minBudgetUtilization/],
  ];
  for (const [query, named] of bad) {
    const error = expectError(await call('GET', `${BASE}/managers-list?${query}`), 400, 'InvalidQuery');
    expect(error.message).toMatch(named);
  }
});

test('system health is real, and the alerts follow the data', async () => {
  const health = await get('system-health');
  expect(health.database.sizeBytes).toBeGreaterThan(0);
  expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
  expect(health.jobs).toMatchObject({ failed: 0, failedLast24Hours: 0 });
  expect(health.eventBus).toEqual({ kind: 'in-process', redisConfigured: false });
  expect(health.process.uptimeSeconds).toBeGreaterThanOrEqual(0);
  const alerts = await get('health-alerts');
  expect(alerts.elements.map((alert: { id: string }) => alert.id)).toContain('overdue-work');
  expect(alerts.elements.find((alert: { id: string }) => alert.id === 'overdue-work').count).toBe(1);
  // A test process is far from its heap limit: a heap that V8 has merely filled before growing it is no alert.
  expect(alerts.elements.map((alert: { id: string }) => alert.id)).not.toContain('memory-high');
});

test('the activity stream shows the newest journal first', async () => {
  const body = await get('activity-stream?limit=2');
  expect(body.elements).toHaveLength(2);
  expect(body.elements[0]).toMatchObject({ kind: 'updated', journableId: wp.closing.id, subject: 'closing', userName: 'Admin Dash', projectName: 'Alpha' });
  expect((await get('activity-stream?limit=1000')).limit).toBe(100);
});

test('quick actions lead to the existing screens', async () => {
  const body = await get('quick-actions');
  expect(body.elements.map((action: { id: string }) => action.id)).toEqual(['invite-user', 'create-project', 'github-settings', 'ai-settings']);
});

test('a member and a manager get 403 from every endpoint, and nothing else', async () => {
  const paths = ['executive-summary', 'users', 'projects', 'work-analytics', 'resources', 'quality-risk', 'system-health', 'activity-stream', 'trends', 'health-alerts', 'quick-actions', 'managers-list', 'trends?range=bad', 'managers-list?sort=bad'];
  for (const who of ['member', 'manager'] as const) {
    for (const path of paths) {
      const error = expectError(await call('GET', `${BASE}/${path}`, who), 403, 'MissingPermission');
      expect(error.message).toBe('Only administrators can see the admin dashboard.');
    }
  }
});

test('answers are cached, a write invalidates them at once, and the statements do not grow with the data', async () => {
  await get('executive-summary');
  const hit = await get('executive-summary');
  expect(hit.cache).toMatchObject({ hit: true, sqlStatements: 1 });
  await update('overdue', { _links: status(4) });
  ctx.statements.count = 0;
  const before = await get('managers-list?sort=efficiency:desc');
  const cold = ctx.statements.count;
  expect(before.cache.hit).toBe(false);

  const fresh = await get('executive-summary');
  expect(fresh.cache.hit).toBe(false);
  expect(fresh.workPackages).toMatchObject({ closed: 2, overdue: 0 });
  // The TTL ends an answer even without a write.
  ctx.clock.current = new Date(ctx.clock.current.getTime() + 121_000);
  expect((await get('executive-summary')).cache.hit).toBe(false);

  // Ten more packages and a membership: the same statements.
  for (let index = 0; index < 10; index += 1) await createPackage(`more${index}`, projectB, { dueDate: '2026-03-01' });
  ctx.statements.count = 0;
  const after = await get('managers-list?sort=efficiency:desc');
  expect(ctx.statements.count).toBe(cold);
  expect(after.cache.hit).toBe(false);
});

describe('the project hierarchy, stats and performance', () => {
  const ids: Record<string, number> = {};
  const child = async (name: string, parent?: string) => {
    const body = { name, identifier: name.toLowerCase(), public: false, ...(parent ? { _links: { parent: { href: `/api/v3/projects/${ids[parent]}` } } } : {}) };
    ids[name] = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'admin', body), 201)).id;
  };

  beforeAll(async () => {
    // 2026-03-10 (a Tuesday): Gamma > Delta > Epsilon and Zeta > Eta. Gamma: one overdue; Delta: one closed today
    // (due 03-20: on time) and one undated; Epsilon: one due 03-15 in the version 'Release 1' (ends 03-12), 2 hours
    // logged on 03-09. Zeta: one closed today, undated.
    ctx.clock.current = new Date('2026-03-10T10:00:00Z');
    for (const [name, parent] of [['Gamma'], ['Delta', 'Gamma'], ['Epsilon', 'Delta'], ['Zeta'], ['Eta', 'Zeta']] as const) await child(name, parent);
    const release = await ok<{ id: number }>(
      await call('POST', '/api/v3/versions', 'admin', { name: 'Release 1', endDate: '2026-03-12', _links: { definingProject: { href: `/api/v3/projects/${ids.Epsilon}` } } }),
      201,
    );
    await createPackage('g1', ids.Gamma, { dueDate: '2026-03-05' });
    await createPackage('d1', ids.Delta, { dueDate: '2026-03-20' });
    await createPackage('d2', ids.Delta, {});
    await createPackage('e1', ids.Epsilon, { dueDate: '2026-03-15', _links: { version: { href: `/api/v3/versions/${release.id}` } } });
    await createPackage('z1', ids.Zeta, {});
    await update('d1', { _links: status(4) });
    await update('z1', { _links: status(4) });
    await ok(await call('POST', `/api/v3/work_packages/${wp.e1.id}/time_entries`, 'admin', { hours: 'PT2H', spentOn: '2026-03-09' }), 201);
  }, 60_000);

  // Gamma's tree: g1, d1, d2, e1 (1 closed, 1 overdue of 3 open), the admin its only member (creator), 2 hours.
  const gamma = { subProjects: 2, depth: 2, total: 4, open: 3, closed: 1, overdue: 1, completionRate: 25, overdueRate: 33.33, members: 1, hours: 2, closedInPeriod: 1 };
  const zeta = { subProjects: 1, depth: 1, total: 1, open: 0, closed: 1, overdue: 0, completionRate: 100, overdueRate: null, members: 1, hours: 0, closedInPeriod: 1 };

  test('the hierarchy summary places every project', async () => {
    const body = await get('hierarchy-summary');
    // Alpha, Beta (standalone), Gamma, Delta, Epsilon, Zeta, Eta; 15 packages before, 5 in the trees.
    expect(body).toMatchObject({ projects: 7, parentProjects: 3, topLevelParents: 2, subProjects: 3, standaloneProjects: 2, maxDepth: 2, workPackages: 20, workPackagesInHierarchies: 5 });
  });

  test('parent projects roll up every depth, paginated and searchable', async () => {
    const body = await get('parent-projects');
    expect(body).toMatchObject({ total: 3, count: 3, offset: 1, pageSize: 20 });
    expect(body.elements.map((row: { name: string }) => row.name)).toEqual(['Delta', 'Gamma', 'Zeta']);
    expect(body.elements[1]).toEqual({ id: ids.Gamma, name: 'Gamma', identifier: 'gamma', parentId: null, active: true, statusCode: null, ...gamma });
    // Delta: d1, d2 and Epsilon's e1.
    expect(body.elements[0]).toMatchObject({ parentId: ids.Gamma, subProjects: 1, depth: 1, total: 3, closed: 1, overdue: 0, hours: 2 });
    const page = await get('parent-projects?pageSize=1&offset=3');
    expect(page).toMatchObject({ total: 3, count: 1 });
    expect(page.elements[0].name).toBe('Zeta');
    expect((await get('parent-projects?search=ZET')).elements.map((row: { id: number }) => row.id)).toEqual([ids.Zeta]);
    expect((await get('parent-projects?pageSize=999')).pageSize).toBe(100);
  });

  test('the comparison sets the top-level parents side by side with their averages', async () => {
    const body = await get('parent-projects/comparison');
    expect(body).toMatchObject({ total: 2, count: 2 });
    expect(body.elements).toEqual([
      { id: ids.Gamma, name: 'Gamma', identifier: 'gamma', ...gamma, hoursPerMember: 2 },
      { id: ids.Zeta, name: 'Zeta', identifier: 'zeta', ...zeta, hoursPerMember: 0 },
    ]);
    // Rates without a value (Zeta has nothing open) are left out of the mean.
    expect(body.averages).toEqual({ completionRate: 62.5, overdueRate: 33.33, closedInPeriod: 1, hoursPerMember: 1, subProjects: 1.5 });
  });

  test('a parent project: its totals and every project of its tree with its own figures and span', async () => {
    const body = await get(`parent-projects/${ids.Gamma}`);
    expect(body.project).toEqual({ id: ids.Gamma, name: 'Gamma', identifier: 'gamma', parentId: null, active: true, statusCode: null });
    expect(body.totals).toEqual(gamma);
    expect(body.projects.map((row: { name: string; depth: number }) => [row.name, row.depth])).toEqual([['Gamma', 0], ['Delta', 1], ['Epsilon', 2]]);
    expect(body.projects[0]).toMatchObject({ total: 1, open: 1, overdue: 1, completionRate: 0, startDate: '2026-03-05', endDate: '2026-03-05' });
    expect(body.projects[1]).toMatchObject({ total: 2, closed: 1, overdue: 0, completionRate: 50, startDate: '2026-03-20', endDate: '2026-03-20' });
    // Epsilon: the version's end (03-12) starts it, the package's due date (03-15) ends it.
    expect(body.projects[2]).toMatchObject({ total: 1, startDate: '2026-03-12', endDate: '2026-03-15' });
  });

  test('work items of the whole tree: due date first, paged, filtered by state', async () => {
    const first = await get(`parent-projects/${ids.Gamma}/work-items?pageSize=2`);
    expect(first).toMatchObject({ total: 4, count: 2, offset: 1, pageSize: 2, state: 'all' });
    expect(first.elements.map((row: { id: number }) => row.id)).toEqual([wp.g1.id, wp.e1.id]);
    expect(first.elements[0]).toMatchObject({ projectName: 'Gamma', overdue: true, closed: false, dueDate: '2026-03-05' });
    const second = await get(`parent-projects/${ids.Gamma}/work-items?pageSize=2&offset=2`);
    expect(second.elements.map((row: { id: number }) => row.id)).toEqual([wp.d1.id, wp.d2.id]);
    expect(second.elements[0]).toMatchObject({ closed: true, overdue: false, projectName: 'Delta' });
    expect((await get(`parent-projects/${ids.Gamma}/work-items?state=overdue`)).elements.map((row: { id: number }) => row.id)).toEqual([wp.g1.id]);
    expect((await get(`parent-projects/${ids.Gamma}/work-items?state=closed`)).elements.map((row: { id: number }) => row.id)).toEqual([wp.d1.id]);
    expect((await get(`parent-projects/${ids.Gamma}/work-items?state=open`)).total).toBe(3);
    expect((await get(`parent-projects/${ids.Gamma}/work-items?pageSize=1000`)).pageSize).toBe(100);
    const error = expectError(await call('GET', `${BASE}/parent-projects/${ids.Gamma}/work-items?state=late`), 400, 'InvalidQuery');
    expect(error.message).toMatch(/state/);
  });

  test('resources, timeline and milestones of a parent project', async () => {
    // 2026-03-04..2026-03-10: five weekdays, 40 hours of capacity; the admin logged 2 of them in Epsilon.
    const people = await get(`parent-projects/${ids.Gamma}/resources?range=7_days`);
    expect(people).toMatchObject({ range: '7_days', workdays: 5, capacityHoursPerPerson: 40, totalHours: 2, averageUtilisation: 5 });
    expect(people.elements).toEqual([{ id: users.admin, name: 'Admin Dash', email: 'admin@dash.test', hours: 2, openAssigned: 0, remainingHours: 0, capacityHours: 40, utilisation: 5 }]);

    const timeline = await get(`parent-projects/${ids.Gamma}/timeline?range=7_days`);
    expect(timeline.series).toHaveLength(7);
    expect(timeline.series.at(-1)).toEqual({ day: '2026-03-10', created: 4, closed: 1, hours: 0 });
    expect(timeline.series.at(-2)).toEqual({ day: '2026-03-09', created: 0, closed: 0, hours: 2 });
    expect(timeline.spans.map((span: { name: string }) => span.name)).toEqual(['Gamma', 'Delta', 'Epsilon']);
    expect(timeline.spans[2]).toMatchObject({ parentId: ids.Delta, depth: 2, startDate: '2026-03-12', endDate: '2026-03-15', completionRate: 0 });

    const milestones = await get(`parent-projects/${ids.Gamma}/milestones`);
    expect(milestones).toMatchObject({ total: 1, open: 1 });
    expect(milestones.elements[0]).toMatchObject({ name: 'Release 1', project_name: 'Epsilon', work_packages_total: 1, work_packages_closed: 0, due_date: '2026-03-12' });
    expect(milestones.atRisk + milestones.critical).toBe(1);
  });

  test('an unknown id, a project without sub-projects and a bad range are refused, naming them', async () => {
    for (const path of ['', '/work-items', '/resources', '/timeline', '/milestones']) {
      expect(expectError(await call('GET', `${BASE}/parent-projects/999999${path}`), 404, 'NotFound').message).toMatch(/999999/);
      expect(expectError(await call('GET', `${BASE}/parent-projects/${projectA}${path}`), 404, 'NotFound').message).toMatch(/not a parent project/);
    }
    expect(expectError(await call('GET', `${BASE}/parent-projects/${ids.Gamma}/timeline?range=ages`), 400, 'InvalidQuery').message).toMatch(/range/);
    expect(expectError(await call('GET', `${BASE}/performance?range=ages`), 400, 'InvalidQuery').message).toMatch(/range/);
  });

  test('stats count the records, performance the delivery', async () => {
    const stats = await get('stats');
    expect(stats.records).toMatchObject({ users: { total: 3, createdLast30Days: 3 }, projects: { total: 7, createdLast30Days: 7 }, workPackages: { total: 20, createdLast30Days: 20 }, versions: { total: 1 } });
    // Closings of the last 30 days: Alpha's 'closing' (undated) and 'overdue' (due 03-01, closed 03-04: late), both
    // two days after creation; Delta's d1 (due 03-20, closed on its creation day: on time); Zeta's z1 (undated).
    const body = await get('performance');
    expect(body).toMatchObject({ range: '30_days', closed: 4, perWeek: 0.93, withDueDate: 2, onTime: 1, onTimeRate: 50, averageCycleDays: 1, projectsWithClosings: 3 });
    expect(body.projects).toEqual([
      { projectId: projectA, projectName: 'Alpha', closed: 2, perWeek: 0.47, withDueDate: 1, onTimeRate: 0, averageCycleDays: 2 },
      { projectId: ids.Delta, projectName: 'Delta', closed: 1, perWeek: 0.23, withDueDate: 1, onTimeRate: 100, averageCycleDays: 0 },
      { projectId: ids.Zeta, projectName: 'Zeta', closed: 1, perWeek: 0.23, withDueDate: 0, onTimeRate: null, averageCycleDays: 0 },
    ]);
  });

  test('a member and a manager get 403 from every new endpoint', async () => {
    const paths = ['stats', 'performance', 'hierarchy-summary', 'parent-projects', 'parent-projects/comparison', `parent-projects/${ids.Gamma}`, `parent-projects/${ids.Gamma}/work-items`,
      `parent-projects/${ids.Gamma}/resources`, `parent-projects/${ids.Gamma}/timeline`, `parent-projects/${ids.Gamma}/milestones`, 'parent-projects/999999', 'performance?range=bad'];
    for (const who of ['member', 'manager'] as const) {
      for (const path of paths) expect(expectError(await call('GET', `${BASE}/${path}`, who), 403, 'MissingPermission').message).toBe('Only administrators can see the admin dashboard.');
    }
  });

  test('past the last page: no rows, the total still counted', async () => {
    expect(await get('parent-projects?offset=9&pageSize=1')).toMatchObject({ total: 3, count: 0, elements: [] });
    expect(await get(`parent-projects/${ids.Gamma}/work-items?offset=9&pageSize=2`)).toMatchObject({ total: 4, count: 0, elements: [] });
    expect(await get('managers-list?offset=9&pageSize=1')).toMatchObject({ total: 2, count: 0, elements: [] });
  });

  test('the last sign-in outlives the session: signing out keeps it', async () => {
    ctx.clock.current = new Date('2026-03-10T12:00:00Z');
    const cookie = await login(ctx.app, 'manager@dash.test', DEMO_PASSWORD);
    const out = await ctx.app.inject({ method: 'DELETE', url: '/api/v3/session', headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    expect(out.statusCode).toBe(204);
    const body = await get('managers-list?sort=lastLoginAt:desc');
    expect(body.elements[0]).toMatchObject({ id: users.manager, lastLoginAt: '2026-03-10T12:00:00.000Z', engagementScore: 30 });
    const signedIn = await get('executive-summary');
    expect(signedIn.users.signedInLast30Days).toBe(3);
  });

  test('the statements of a drill-down do not grow with the tree', async () => {
    const count = async (path: string) => {
      // Past every section's TTL: a cold answer.
      ctx.clock.current = new Date(ctx.clock.current.getTime() + 1_000_000);
      ctx.statements.count = 0;
      expect((await get(path)).cache.hit).toBe(false);
      return ctx.statements.count;
    };
    for (const sub of ['', '/work-items', '/resources', '/timeline', '/milestones']) {
      expect(await count(`parent-projects/${ids.Zeta}${sub}`)).toBe(await count(`parent-projects/${ids.Gamma}${sub}`));
    }
    expect(await count('parent-projects?pageSize=1')).toBe(await count('parent-projects?pageSize=3'));
  });
});
