import { HEALTH_RULES } from '../src/modules/sprints/health.ts';
import { createApiToken, createTestContext, DEMO_PASSWORD, expectError, login, type TestContext } from './helpers.ts';

// Burndown and sprint statistics against a history made through the API, step by step on a moving clock (API tokens,
// so no session runs out while days pass). The lab project has a closed sprint S0 ('Sprint 0'), the sprint S ('Sprint 1',
// shared with every project) and the next sprint S2 ('Sprint 2'); a partner project, which Tomás cannot see, puts a
// package into S too.
//
//   S0 2026-03-23..04-03 (closed): P6 (3 points) done 03-30; P7 (5) done 04-06, after S0 ended.
//   S  2026-04-06..04-17: P1 (5), P2 (3), P3 (8 points, 10 h) planned 04-06 09:30; the partner's P5 (13, 4 h) that
//      morning. 04-07 P1 done. 04-08 P4 (2) added. 04-09 P2 started, P3 down to 6 h. 04-10 P2 done. 04-13 P2 reopened.
//      04-14 P4 deleted, P3 moved to S2. 04-15 P2 done again. Today: 2026-04-15, evening.
let ctx: TestContext;
const tokens: Record<string, string> = {};
let tomasId: number;
let labId: number;
let partnerId: number;
const sprint: Record<'s0' | 's' | 's2' | 'undated', number> = { s0: 0, s: 0, s2: 0, undated: 0 };
const wp: Record<string, { id: number; lockVersion: number }> = {};

const STATUS = { new: '/api/v3/statuses/1', inProgress: '/api/v3/statuses/2', completed: '/api/v3/statuses/4' };
const setClock = (iso: string) => {
  ctx.clock.current = new Date(iso);
};
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who = 'admin', payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
async function ok<T = Record<string, unknown>>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.statusCode === 204 ? ({} as T) : response.json();
}
const versionHref = (id: number | null) => ({ href: id === null ? null : `/api/v3/versions/${id}` });

async function createPackage(key: string, projectId: number, body: Record<string, unknown>) {
  const created = await ok<{ id: number; lockVersion: number }>(await call('POST', `/api/v3/projects/${projectId}/work_packages`, 'admin', body), 201);
  wp[key] = { id: created.id, lockVersion: created.lockVersion };
}
async function change(key: string, body: Record<string, unknown>) {
  const updated = await ok<{ lockVersion: number }>(await call('PATCH', `/api/v3/work_packages/${wp[key].id}`, 'admin', { lockVersion: wp[key].lockVersion, ...body }));
  wp[key].lockVersion = updated.lockVersion;
}
async function createSprint(name: string, body: Record<string, unknown>): Promise<number> {
  return (await ok<{ id: number }>(await call('POST', '/api/v3/versions', 'admin', { name, ...body, _links: { definingProject: { href: `/api/v3/projects/${labId}` } } }), 201)).id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  setClock('2026-03-20T09:00:00Z');
  tokens.admin = (await createApiToken(ctx.app, await login(ctx.app, 'admin@tessera.local', DEMO_PASSWORD))).token;
  tokens.tomas = (await createApiToken(ctx.app, await login(ctx.app, 'tomas.herrera@tessera.local', DEMO_PASSWORD))).token;
  tokens.liam = (await createApiToken(ctx.app, await login(ctx.app, 'liam.oconnor@tessera.local', DEMO_PASSWORD))).token;
  tomasId = (await ctx.db.selectFrom('principals').select('id').where('login', '=', 'tomas.herrera').executeTakeFirstOrThrow()).id;
  const memberRole = (await ctx.db.selectFrom('roles').select('id').where('name', '=', 'Member').executeTakeFirstOrThrow()).id;
  labId = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'admin', { name: 'Burndown lab', public: false }), 201)).id;
  partnerId = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'admin', { name: 'Partner site', public: false }), 201)).id;
  await ok(
    await call('POST', '/api/v3/memberships', 'admin', { _links: { principal: { href: `/api/v3/users/${tomasId}` }, project: { href: `/api/v3/projects/${labId}` }, roles: [{ href: `/api/v3/roles/${memberRole}` }] } }),
    201,
  );
  const assignee = { assignee: { href: `/api/v3/users/${tomasId}` } };

  sprint.s0 = await createSprint('Sprint 0', { startDate: '2026-03-23', endDate: '2026-04-03' });
  sprint.s = await createSprint('Sprint 1', { startDate: '2026-04-06', endDate: '2026-04-17', sharing: 'system' });
  sprint.s2 = await createSprint('Sprint 2', { startDate: '2026-04-20', endDate: '2026-05-01' });
  sprint.undated = await createSprint('Someday', {});

  // S0
  await createPackage('P6', labId, { subject: 'P6', storyPoints: 3 });
  await createPackage('P7', labId, { subject: 'P7', storyPoints: 5 });
  setClock('2026-03-23T09:30:00Z');
  for (const key of ['P6', 'P7']) await change(key, { _links: { version: versionHref(sprint.s0) } });
  setClock('2026-03-30T15:00:00Z');
  await change('P6', { _links: { status: { href: STATUS.completed } } });
  setClock('2026-04-03T17:00:00Z');
  const s0 = await ok<{ lockVersion: number }>(await call('GET', `/api/v3/versions/${sprint.s0}`));
  await ok(await call('PATCH', `/api/v3/versions/${sprint.s0}`, 'admin', { lockVersion: s0.lockVersion, status: 'closed' }));

  // S
  setClock('2026-04-02T10:00:00Z');
  await createPackage('P1', labId, { subject: 'P1', storyPoints: 5, _links: assignee });
  await createPackage('P2', labId, { subject: 'P2', storyPoints: 3, _links: assignee });
  await createPackage('P3', labId, { subject: 'P3', storyPoints: 8, estimatedTime: 'PT10H', remainingTime: 'PT10H' });
  setClock('2026-04-06T09:30:00Z');
  await ok(await call('PATCH', '/api/v3/work_packages/bulk', 'admin', { ids: [wp.P1.id, wp.P2.id, wp.P3.id], changes: { _links: { version: versionHref(sprint.s) } } }));
  for (const key of ['P1', 'P2', 'P3']) wp[key].lockVersion += 1;
  setClock('2026-04-06T09:40:00Z');
  await createPackage('P5', partnerId, { subject: 'P5', storyPoints: 13, estimatedTime: 'PT4H', _links: { version: versionHref(sprint.s) } });
  setClock('2026-04-06T16:00:00Z');
  // Late: S0 had ended.
  await change('P7', { _links: { status: { href: STATUS.completed } } });
  setClock('2026-04-07T15:00:00Z');
  await change('P1', { _links: { status: { href: STATUS.completed } } });
  await ok(await call('POST', `/api/v3/work_packages/${wp.P1.id}/time_entries`, 'admin', { hours: 'PT2H30M', spentOn: '2026-04-07' }), 201);
  setClock('2026-04-08T11:00:00Z');
  await createPackage('P4', labId, { subject: 'P4', storyPoints: 2, _links: { version: versionHref(sprint.s) } });
  setClock('2026-04-09T10:00:00Z');
  await change('P2', { _links: { status: { href: STATUS.inProgress } } });
  await change('P3', { remainingTime: 'PT6H' });
  setClock('2026-04-10T16:00:00Z');
  await change('P2', { _links: { status: { href: STATUS.completed } } });
  setClock('2026-04-13T09:00:00Z');
  await change('P2', { _links: { status: { href: STATUS.inProgress } } });
  setClock('2026-04-14T12:00:00Z');
  await ok(await call('DELETE', `/api/v3/work_packages/${wp.P4.id}`), 204);
  setClock('2026-04-14T13:00:00Z');
  await change('P3', { _links: { version: versionHref(sprint.s2) } });
  setClock('2026-04-15T14:00:00Z');
  await change('P2', { _links: { status: { href: STATUS.completed } } });
  setClock('2026-04-15T18:00:00Z');
});
afterAll(async () => ctx.close());

interface Point {
  date: string;
  points: number;
}

describe('GET /sprints/{id}/burndown', () => {
  test('replays the journals day by day: planning, completion, scope added, reopen, deletion, a move to another sprint', async () => {
    const response = await call('GET', `/api/v3/sprints/${sprint.s}/burndown`);
    expect(response.headers['cache-control']).toBe('private, max-age=0');
    const body = await ok<{ actual: Point[]; ideal: Point[]; metrics: Record<string, number>; sprint: object; _links: object }>(response);
    expect(body.sprint).toEqual({ id: sprint.s, name: 'Sprint 1', startDate: '2026-04-06', endDate: '2026-04-17', status: 'open' });
    expect(body.actual.map((point) => point.date)).toEqual([
      '2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13', '2026-04-14', '2026-04-15',
    ]);
    expect(body.actual.map((point) => point.points)).toEqual([29, 24, 26, 26, 23, 23, 23, 26, 16, 13]);
    // From the 29 points of the first day to 0 on the last, in nine working-day steps; level over the weekend.
    expect(body.ideal).toHaveLength(12);
    expect(body.ideal.map((point) => point.points)).toEqual([29, 25.78, 22.56, 19.33, 16.11, 16.11, 16.11, 12.89, 9.67, 6.44, 3.22, 0]);
    // Today: P1 and P2 done (8), the partner's P5 open (13 points, its 4 estimated hours count as remaining).
    expect(body.metrics).toEqual({ totalPoints: 21, remainingPoints: 13, completedPoints: 8, totalHours: 4, remainingHours: 4, workingDays: 10, scopeChange: -8 });
    expect(body._links).toEqual({ self: { href: `/api/v3/sprints/${sprint.s}/burndown` }, sprint: { href: `/api/v3/versions/${sprint.s}`, title: 'Sprint 1' } });
  });

  test('counts only the packages the caller may see', async () => {
    const body = await ok<{ actual: Point[]; metrics: Record<string, number> }>(await call('GET', `/api/v3/sprints/${sprint.s}/burndown`, 'tomas'));
    expect(body.actual.map((point) => point.points)).toEqual([16, 11, 13, 13, 10, 10, 10, 13, 3, 0]);
    expect(body.metrics).toMatchObject({ totalPoints: 8, remainingPoints: 0, completedPoints: 8, scopeChange: -8 });
  });

  test('a finished sprint shows what it delivered by its last day; a coming one has no actual line', async () => {
    const done = await ok<{ actual: Point[]; metrics: Record<string, number> }>(await call('GET', `/api/v3/sprints/${sprint.s0}/burndown`));
    expect(done.actual).toHaveLength(12);
    expect(done.actual.map((point) => point.points)).toEqual([8, 8, 8, 8, 8, 8, 8, 5, 5, 5, 5, 5]);
    // P7 was completed after S0 ended: on its last day it was still open.
    expect(done.metrics).toMatchObject({ totalPoints: 8, completedPoints: 3, remainingPoints: 5, scopeChange: 0 });
    const coming = await ok<{ actual: Point[]; ideal: Point[]; metrics: Record<string, number> }>(await call('GET', `/api/v3/sprints/${sprint.s2}/burndown`));
    expect(coming.actual).toEqual([]);
    expect(coming.ideal[0]).toEqual({ date: '2026-04-20', points: 8 });
    expect(coming.metrics).toMatchObject({ totalPoints: 8, remainingPoints: 8, totalHours: 10, remainingHours: 6, scopeChange: 0 });
  });

  test('a sprint without dates is a 422 naming startDate; invisible or impossible ids are a 404', async () => {
    const error = expectError(await call('GET', `/api/v3/sprints/${sprint.undated}/burndown`), 422, 'PropertyConstraintViolation');
    expect([error._embedded.details.attribute, error.message]).toEqual(['startDate', "A burndown needs the sprint's start and end dates."]);
    expectError(await call('GET', `/api/v3/sprints/${sprint.s0}/burndown`, 'liam'), 404, 'NotFound');
    expectError(await call('GET', '/api/v3/sprints/99999999999/burndown'), 404, 'NotFound');
    expectError(await call('GET', '/api/v3/sprints/0/statistics'), 404, 'NotFound');
    expectError(await call('GET', '/api/v3/sprints/424242/statistics'), 404, 'NotFound');
    // S is shared with every project: Liam sees it (through projects of his), with none of the lab's packages.
    const shared = await ok<{ metrics: Record<string, number> }>(await call('GET', `/api/v3/sprints/${sprint.s}/burndown`, 'liam'));
    expect(shared.metrics.totalPoints).toBe(0);
  });

  test('costs the same statements however many packages and journals the sprint has', async () => {
    const statementsFor = async (id: number) => {
      ctx.statements.count = 0;
      await ok(await call('GET', `/api/v3/sprints/${id}/burndown`));
      return ctx.statements.count;
    };
    expect(await statementsFor(sprint.s)).toBe(await statementsFor(sprint.s0));
  });
});

describe('GET /sprints/{id}/statistics', () => {
  test('the packages in the sprint now: counts, points, hours, logged time, velocity, days, status distribution', async () => {
    const response = await call('GET', `/api/v3/sprints/${sprint.s}/statistics`);
    expect(response.headers['cache-control']).toBe('private, max-age=0');
    const body = await ok<Record<string, unknown>>(response);
    expect(body).toEqual({
      _type: 'SprintStatistics',
      sprint: { id: sprint.s, name: 'Sprint 1', startDate: '2026-04-06', endDate: '2026-04-17', status: 'open', daysRemaining: 2 },
      totalWorkItems: 3,
      completedWorkItems: 2,
      totalStoryPoints: 21,
      completedStoryPoints: 8,
      totalHours: 4,
      remainingHours: 4,
      burnedHours: 2.5,
      velocity: 0.8,
      elapsedDays: 10,
      totalDays: 12,
      daysRemaining: 2,
      completionPercentage: 38,
      teamMemberCount: 1,
      statusDistribution: [
        { statusId: 1, status: 'New', color: '#1677ff', isClosed: false, count: 1 },
        { statusId: 2, status: 'In Progress', color: '#fa8c16', isClosed: false, count: 0 },
        { statusId: 3, status: 'On Hold', color: '#8c8c8c', isClosed: false, count: 0 },
        { statusId: 4, status: 'Completed', color: '#52c41a', isClosed: true, count: 2 },
        { statusId: 5, status: 'Rejected', color: '#cf1322', isClosed: true, count: 0 },
      ],
      health: {
        verdict: 'critical',
        label: 'Critical',
        explanation:
          'Work vs time is Critical: 8 of 21 story points done (38%) with 83% of the time elapsed (day 10 of 12): 45 points behind. ' +
          'Team utilization is Critical: 4 h estimated for 80 h of capacity (1 assignee, 10 working days): 5%.',
        rule: HEALTH_RULES.overall,
        timePercent: 83,
        workPercent: 38,
        blocked: 0,
        checks: [
          { key: 'schedule', label: 'Work vs time', verdict: 'critical', rule: HEALTH_RULES.schedule, explanation: expect.stringContaining('45 points behind') },
          { key: 'tasks', label: 'Task completion', verdict: 'at_risk', rule: HEALTH_RULES.tasks, explanation: '2 of 3 work items done (67%) with 83% of the time elapsed: 16 points behind.' },
          { key: 'blocked', label: 'Blocked work', verdict: 'on_track', rule: HEALTH_RULES.blocked, explanation: '0 work items On Hold.' },
          { key: 'utilization', label: 'Team utilization', verdict: 'critical', rule: HEALTH_RULES.utilization, explanation: expect.stringContaining('5%') },
        ],
      },
      _links: { self: { href: `/api/v3/sprints/${sprint.s}/statistics` }, sprint: { href: `/api/v3/versions/${sprint.s}`, title: 'Sprint 1' } },
    });
  });

  test('blocked work (On Hold) counts in the health, and a sprint past its end with work left is Critical', async () => {
    // S0 ended with everything done: on track. Put P6 on hold: still in S0, now not done and blocked.
    const done = await ok<{ health: { checks: { key: string; verdict: string }[] } }>(await call('GET', `/api/v3/sprints/${sprint.s0}/statistics`));
    expect(done.health.checks.find((check) => check.key === 'schedule')?.verdict).toBe('on_track');
    await change('P6', { _links: { status: { href: '/api/v3/statuses/3' } } });
    try {
      const held = await ok<{ health: { verdict: string; blocked: number; checks: { key: string; verdict: string; explanation: string }[] } }>(
        await call('GET', `/api/v3/sprints/${sprint.s0}/statistics`),
      );
      expect(held.health.blocked).toBe(1);
      expect(held.health.checks.find((check) => check.key === 'blocked')).toMatchObject({ verdict: 'at_risk', explanation: '1 work item On Hold.' });
      expect(held.health.checks.find((check) => check.key === 'schedule')).toMatchObject({
        verdict: 'critical',
        explanation: 'The end date 2026-04-03 has passed with 5 of 8 story points done (63%).',
      });
      expect(held.health.verdict).toBe('critical');
    } finally {
      await change('P6', { _links: { status: { href: STATUS.completed } } });
    }
  });

  test('before the start and without dates', async () => {
    const coming = await ok<Record<string, unknown>>(await call('GET', `/api/v3/sprints/${sprint.s2}/statistics`));
    expect(coming).toMatchObject({ totalWorkItems: 1, totalStoryPoints: 8, elapsedDays: 0, velocity: 0, totalDays: 12, daysRemaining: 16, completionPercentage: 0, totalHours: 10, remainingHours: 6 });
    const undated = await ok<Record<string, unknown>>(await call('GET', `/api/v3/sprints/${sprint.undated}/statistics`));
    expect(undated).toMatchObject({ totalWorkItems: 0, elapsedDays: null, totalDays: null, velocity: null, daysRemaining: null, completionPercentage: 0, teamMemberCount: 0 });
    // A closed sprint has no days remaining; its velocity counts its elapsed days up to the end.
    expect(await ok(await call('GET', `/api/v3/sprints/${sprint.s0}/statistics`))).toMatchObject({ daysRemaining: null, elapsedDays: 12, completedStoryPoints: 8, velocity: 0.67 });
  });
});

describe('GET /projects/{id}/statistics', () => {
  test('every sprint of the project with its commitment, and velocity over the finished ones', async () => {
    const response = await call('GET', `/api/v3/projects/${labId}/statistics`);
    expect(response.headers['cache-control']).toBe('private, max-age=0');
    const body = await ok<{ sprints: Record<string, unknown>[] } & Record<string, unknown>>(response);
    const row = (id: number, figures: Record<string, unknown>) => ({ id, ...figures, statusDistribution: expect.any(Array) });
    expect(body.sprints).toEqual([
      row(sprint.s0, { name: 'Sprint 0', status: 'closed', startDate: '2026-03-23', endDate: '2026-04-03', totalWorkItems: 2, completedWorkItems: 2, totalStoryPoints: 8, completedStoryPoints: 8, plannedPoints: 8, committedCompletedPoints: 3 }),
      // The lab's own packages only: the partner's P5 is not counted here. Planned: P1, P2, P3 at the end of 04-06.
      row(sprint.s, { name: 'Sprint 1', status: 'open', startDate: '2026-04-06', endDate: '2026-04-17', totalWorkItems: 2, completedWorkItems: 2, totalStoryPoints: 8, completedStoryPoints: 8, plannedPoints: 16, committedCompletedPoints: 8 }),
      row(sprint.s2, { name: 'Sprint 2', status: 'open', startDate: '2026-04-20', endDate: '2026-05-01', totalWorkItems: 1, completedWorkItems: 0, totalStoryPoints: 8, completedStoryPoints: 0, plannedPoints: 8, committedCompletedPoints: 0 }),
      row(sprint.undated, { name: 'Someday', status: 'open', startDate: null, endDate: null, totalWorkItems: 0, completedWorkItems: 0, totalStoryPoints: 0, completedStoryPoints: 0, plannedPoints: 0, committedCompletedPoints: 0 }),
    ]);
    expect(body.sprints[1].statusDistribution).toEqual([
      { statusId: 1, count: 0 },
      { statusId: 2, count: 0 },
      { statusId: 3, count: 0 },
      { statusId: 4, count: 2 },
      { statusId: 5, count: 0 },
    ]);
    expect(body.overview).toEqual({
      totalSprints: 4,
      openSprints: 3,
      lockedSprints: 0,
      closedSprints: 1,
      totalWorkPackages: 5,
      totalStoryPoints: 24,
      completedStoryPoints: 16,
      totalHours: 10,
      remainingHours: 6,
    });
    expect(body.velocity).toEqual({
      average: 3,
      latest: 3,
      predictedNext: 3,
      trend: 'stable',
      consistency: 'High',
      historicalData: [{ sprintId: sprint.s0, sprintName: 'Sprint 0', startDate: '2026-03-23', endDate: '2026-04-03', plannedPoints: 8, completedPoints: 3 }],
    });
    // Admin (the creator) and Tomás.
    expect(body.teamPerformance).toEqual({ memberCount: 2 });
    expect(body._links).toEqual({ self: { href: `/api/v3/projects/${labId}/statistics` } });
  });

  test('404 for an invisible project, 403 without view_work_packages', async () => {
    expectError(await call('GET', `/api/v3/projects/${labId}/statistics`, 'liam'), 404, 'NotFound');
    const role = await ctx.db.insertInto('roles').values({ name: 'Budget only', scope: 'project', position: 30, builtin: false }).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('role_permissions').values({ role_id: role.id, permission: 'view_cost_rates' }).execute();
    const liamId = (await ctx.db.selectFrom('principals').select('id').where('login', '=', 'liam.oconnor').executeTakeFirstOrThrow()).id;
    const now = ctx.clock.now().toISOString();
    const membership = await ctx.db.insertInto('memberships').values({ project_id: partnerId, principal_id: liamId, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await ctx.db.insertInto('member_roles').values({ membership_id: membership.id, role_id: role.id, inherited_from_membership_id: null }).execute();
    expectError(await call('GET', `/api/v3/projects/${partnerId}/statistics`, 'liam'), 403, 'MissingPermission');
    expectError(await call('GET', '/api/v3/projects/99999999999/statistics'), 404, 'NotFound');
  });

  test('costs the same statements however many sprints the project has', async () => {
    const statementsFor = async (projectId: number) => {
      // A write moves the project's generation, so the figures are computed afresh, not answered from the cache.
      await ctx.db.updateTable('projects').set({ updated_at: ctx.clock.now().toISOString() }).where('id', '=', projectId).execute();
      ctx.statements.count = 0;
      await ok(await call('GET', `/api/v3/projects/${projectId}/statistics`));
      return ctx.statements.count;
    };
    const few = await statementsFor(partnerId);
    expect(await statementsFor(labId)).toBe(few);
  });
});
