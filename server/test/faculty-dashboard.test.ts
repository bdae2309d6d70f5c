// The faculty dashboard (issue 20 item 2): every section against a small world whose figures are computed by hand,
// only the caller's own projects (a role with manage_members; an admin too), 403 for members, 401 anonymous, the
// spec's 404 for a manager without projects, 400s naming a bad period, duration or format, CSV and XLSX exports, the
// answer cache that a write invalidates at once, and a statement count that does not grow with the projects.
import { inflateRawSync } from 'node:zlib';
import { insertProjectRoles } from '../src/seed/bulk.ts';
import { DEFAULT_PROJECT_ROLES } from '../src/seed/roles.ts';
import { createUser } from '../src/modules/users/service.ts';
import { healthScore, periodStarts } from '../src/modules/faculty-dashboard/service.ts';
import { createApiToken, createTestContext, DEMO_PASSWORD, expectError, login, TEST_PASSWORD_HASHING, type TestContext } from './helpers.ts';

const BASE = '/api/v3/dashboard/faculty';
const SECTIONS = ['comprehensive', 'overview', 'teams', 'reviews', 'performance', 'analytics', 'milestones', 'health', 'trends', 'export'] as const;
const WHO = ['admin', 'manager', 'idle', 'member', 'other'] as const;
type Who = (typeof WHO)[number];
const ROLE_TYPE: Record<Who, 'admin' | 'manager' | 'member'> = { admin: 'admin', manager: 'manager', idle: 'manager', member: 'member', other: 'member' };
let ctx: TestContext;
const tokens = {} as Record<Who, string>;
const users = {} as Record<Who, number>;
const wp: Record<string, { id: number; lockVersion: number }> = {};
const projects = {} as Record<'alpha' | 'beta' | 'gamma', number>;
let reviewStatus: number;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Who | null = 'manager', payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, ...(payload ? { payload } : {}) });
async function ok<T = ReturnType<typeof JSON.parse>>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.json();
}
const get = async <T = ReturnType<typeof JSON.parse>>(path: string, who: Who = 'manager') => ok<T>(await call('GET', `${BASE}/${path}`, who));
const href = (path: string) => ({ href: `/api/v3${path}` });
async function createPackage(key: string, projectId: number, who: Who, body: Record<string, unknown>) {
  const created = await ok<{ id: number; lockVersion: number }>(await call('POST', `/api/v3/projects/${projectId}/work_packages`, who, { subject: key, ...body }), 201);
  wp[key] = { id: created.id, lockVersion: created.lockVersion };
}
async function update(key: string, who: Who, body: Record<string, unknown>) {
  const updated = await ok<{ lockVersion: number }>(await call('PATCH', `/api/v3/work_packages/${wp[key].id}`, who, { lockVersion: wp[key].lockVersion, ...body }));
  wp[key].lockVersion = updated.lockVersion;
}
async function addMember(projectId: number, who: Who, role: number) {
  await ok(await call('POST', '/api/v3/memberships', 'admin', { _links: { principal: href(`/users/${users[who]}`), project: href(`/projects/${projectId}`), roles: [href(`/roles/${role}`)] } }), 201);
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const roles = await insertProjectRoles(ctx.db, DEFAULT_PROJECT_ROLES);
  for (const who of WHO) {
    const name = who[0].toUpperCase() + who.slice(1);
    const user = await createUser(ctx.db, TEST_PASSWORD_HASHING, { email: `${who}@faculty.test`, firstName: name, lastName: 'Fac', password: DEMO_PASSWORD, roleType: ROLE_TYPE[who] }, ctx.clock.now());
    users[who] = user.id;
    tokens[who] = (await createApiToken(ctx.app, await login(ctx.app, `${who}@faculty.test`, DEMO_PASSWORD))).token;
  }
  const now = ctx.clock.now().toISOString();
  [{ id: reviewStatus }] = await ctx.db
    .insertInto('statuses')
    .values({ name: 'In review', color: '#722ed1', position: 6, is_closed: false, is_default: false, created_at: now, updated_at: now })
    .returning('id')
    .execute();
  // Alpha: created by the manager (its creator is Project admin there); Beta and Gamma by the admin. The manager is a
  // plain Member of Gamma (no manage_members): not their project. The member and 'other' (a Team Leader) are students.
  projects.alpha = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'manager', { name: 'Alpha', identifier: 'alpha', public: false }), 201)).id;
  projects.beta = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'admin', { name: 'Beta', identifier: 'beta', public: false }), 201)).id;
  projects.gamma = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'admin', { name: 'Gamma', identifier: 'gamma', public: false }), 201)).id;
  await addMember(projects.alpha, 'member', roles.get('Member')!);
  await addMember(projects.beta, 'other', roles.get('Member')!);
  await addMember(projects.gamma, 'other', roles.get('Team Leader')!);
  await addMember(projects.gamma, 'manager', roles.get('Member')!);

  // 2026-03-02 (a Monday). Alpha: one overdue and one to close (the member's), one in review, one due next week in a
  // sprint ending Friday, High priority. Beta and Gamma: one each.
  const sprint = await ok<{ id: number }>(
    await call('POST', '/api/v3/versions', 'manager', { name: 'Sprint 1', startDate: '2026-02-23', endDate: '2026-03-06', _links: { definingProject: href(`/projects/${projects.alpha}`) } }),
    201,
  );
  await createPackage('overdue', projects.alpha, 'manager', { dueDate: '2026-03-01', _links: { assignee: href(`/users/${users.member}`) } });
  await createPackage('closing', projects.alpha, 'manager', { _links: { assignee: href(`/users/${users.member}`) } });
  await createPackage('review', projects.alpha, 'manager', {});
  await createPackage('later', projects.alpha, 'manager', { dueDate: '2026-03-10', _links: { priority: href('/priorities/9'), version: href(`/versions/${sprint.id}`) } });
  await createPackage('beta', projects.beta, 'admin', { _links: { assignee: href(`/users/${users.other}`) } });
  await createPackage('gamma', projects.gamma, 'admin', {});
  await update('review', 'manager', { _links: { status: href(`/statuses/${reviewStatus}`) } });

  // GitHub: Alpha's repository has one pull request waiting (open, not draft, not approved), a draft, an approved one
  // and a closed one; Beta's repository one open pull request the manager must not see.
  const repository = async (name: string, projectId: number) => {
    const [row] = await ctx.db
      .insertInto('github_repositories')
      .values({ github_id: projectId * 100, owner: 'acme', name, full_name: `acme/${name}`, html_url: `https://github.com/acme/${name}`, private: false, default_branch: 'main', github_created_at: now, backfilled_at: null, created_at: now, updated_at: now, installation_removed_at: null })
      .returning('id')
      .execute();
    await ctx.db.insertInto('github_project_repositories').values({ project_id: projectId, repository_id: row.id, created_via_app: false, created_by_id: null, created_at: now }).execute();
    return row.id;
  };
  const alphaRepository = await repository('alpha-app', projects.alpha);
  const betaRepository = await repository('beta-app', projects.beta);
  const pull = async (repositoryId: number, number: number, state: string, draft: boolean) => {
    const [row] = await ctx.db
      .insertInto('github_pull_requests')
      .values({
        repository_id: repositoryId, github_id: repositoryId * 1000 + number, number, title: `PR ${number}`, body: '', state, draft, merged: false, merged_at: null, closed_at: null, head_ref: 'feature', base_ref: 'main',
        author_login: 'octo', author_avatar_url: null, author_html_url: null, html_url: `https://github.com/acme/pr/${number}`, labels: '[]', github_created_at: now, github_updated_at: now, created_at: now, updated_at: now, head_sha: null,
      })
      .returning('id')
      .execute();
    return row.id;
  };
  const waiting = await pull(alphaRepository, 1, 'open', false);
  await pull(alphaRepository, 2, 'open', true);
  const approved = await pull(alphaRepository, 3, 'open', false);
  await pull(alphaRepository, 4, 'closed', false);
  await pull(betaRepository, 5, 'open', false);
  const review = (pullRequestId: number, state: string, id: number) => ({ pull_request_id: pullRequestId, github_id: id, reviewer_login: 'reviewer', reviewer_avatar_url: null, state, html_url: null, submitted_at: now, created_at: now, updated_at: now });
  await ctx.db.insertInto('github_pull_request_reviews').values([review(waiting, 'commented', 1), review(approved, 'approved', 2)]).execute();

  ctx.clock.current = new Date('2026-03-04T10:00:00Z');
  await ok(await call('POST', `/api/v3/work_packages/${wp.overdue.id}/time_entries`, 'member', { hours: 'PT2H', spentOn: '2026-03-03' }), 201);
  await update('closing', 'manager', { _links: { status: href('/statuses/4') } });
  await update('gamma', 'admin', { _links: { status: href('/statuses/4') } });
}, 120_000);
afterAll(async () => ctx?.close());

test('the overview counts only the own projects', async () => {
  const body = await get('overview');
  expect(body).toMatchObject({ _type: 'FacultyOverview', projects: 1, members: 1, hoursLogged: 2 });
  expect(body.workPackages).toEqual({ total: 4, open: 3, closed: 1, overdue: 1, completionRate: 25 });
  expect(body.projectList).toEqual([{ id: projects.alpha, name: 'Alpha', identifier: 'alpha' }]);
});

test('an admin mentors the projects they hold manage_members in, not the whole organisation', async () => {
  const body = await get('overview', 'admin');
  expect(body.projectList.map((project: { name: string }) => project.name)).toEqual(['Beta', 'Gamma']);
  // Other (Beta, Gamma) and the manager (Gamma): the admin is left out.
  expect(body).toMatchObject({ projects: 2, members: 2, hoursLogged: 0 });
  expect(body.workPackages).toEqual({ total: 2, open: 1, closed: 1, overdue: 0, completionRate: 50 });
});

test('teams: the spec shape, the members of the own projects only', async () => {
  const body = await get('teams');
  expect(body.total).toBe(1);
  expect(body.elements).toEqual([{ user_id: users.member, name: 'Member Fac', email: 'member@faculty.test', roles: ['Member'], avatar_url: null, projects: [{ id: projects.alpha, name: 'Alpha', roles: ['Member'] }] }]);
  const admin = await get('teams', 'admin');
  expect(admin.elements.map((member: { name: string }) => member.name)).toEqual(['Manager Fac', 'Other Fac']);
  expect(admin.elements[1].projects.map((project: { name: string }) => project.name)).toEqual(['Beta', 'Gamma']);
});

test('reviews: pull requests waiting for a review and work packages in a review status', async () => {
  const body = await get('reviews');
  expect(body.pullRequests).toMatchObject({ linkedRepositories: 1, total: 1 });
  expect(body.pullRequests.elements).toEqual([expect.objectContaining({ number: 1, repository: 'acme/alpha-app', projectName: 'Alpha', reviews: 1 })]);
  expect(body.workPackages).toMatchObject({ reviewStatuses: ['In review'], total: 1 });
  expect(body.workPackages.elements).toEqual([expect.objectContaining({ id: wp.review.id, status: 'In review', projectName: 'Alpha', assignee: null })]);
  const admin = await get('reviews', 'admin');
  expect(admin.pullRequests.elements.map((row: { number: number }) => row.number)).toEqual([5]);
  expect(admin.workPackages.total).toBe(0);
});

test('performance per member and per project', async () => {
  const body = await get('performance');
  expect(body.members).toEqual([{ userId: users.member, name: 'Member Fac', assigned: 2, completed: 1, open: 1, overdue: 1, hoursLogged: 2, completionRate: 50 }]);
  expect(body.projects).toEqual([
    expect.objectContaining({ id: projects.alpha, name: 'Alpha', total: 4, open: 3, closed: 1, overdue: 1, completionRate: 25, hoursLogged: 2, members: 2 }),
  ]);
});

test('analytics: distribution by status, type and priority', async () => {
  const body = await get('analytics');
  expect(body.total).toBe(4);
  const counts = (rows: { name: string; count: number }[]) => Object.fromEntries(rows.map((row) => [row.name, row.count]));
  expect(counts(body.byStatus)).toEqual({ New: 2, Completed: 1, 'In review': 1 });
  expect(counts(body.byPriority)).toEqual({ Normal: 3, High: 1 });
  expect(body.byType.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(4);
});

test('milestones: the versions of the own projects with their health', async () => {
  const body = await get('milestones');
  expect(body).toMatchObject({ total: 1, healthy: 0, atRisk: 1, critical: 0 });
  expect(body.elements[0]).toMatchObject({ name: 'Sprint 1', project_name: 'Alpha', progress: 0, days_until_due: 2, health_status: 'at_risk', work_packages_total: 1 });
  expect((await get('milestones', 'admin')).total).toBe(0);
});

test('health: the section 9 score per project with the completion it came from', async () => {
  expect(await get('health')).toMatchObject({ averageScore: 50, elements: [{ id: projects.alpha, name: 'Alpha', completionRate: 25, total: 4, closed: 1, overdue: 1, score: 50 }] });
  const admin = await get('health', 'admin');
  expect(admin.elements.map((row: { name: string; completionRate: number; score: number }) => [row.name, row.completionRate, row.score])).toEqual([['Beta', 0, 50], ['Gamma', 100, 90]]);
  expect(admin.averageScore).toBe(70);
  expect([healthScore(null), healthScore(60), healthScore(60.01), healthScore(80), healthScore(80.01), healthScore(100)]).toEqual([50, 50, 75, 75, 90, 90]);
});

test('trends: created and closed per week or month; a bad period or duration is a 400 naming it', async () => {
  const weeks = await get('trends?period=week&duration=2');
  expect(weeks).toMatchObject({ period: 'week', duration: 2, totals: { created: 4, closed: 1 } });
  expect(weeks.series).toEqual([{ start: '2026-02-23', created: 0, closed: 0 }, { start: '2026-03-02', created: 4, closed: 1 }]);
  expect((await get('trends?period=month&duration=1')).series).toEqual([{ start: '2026-03-01', created: 4, closed: 1 }]);
  expect(await get('trends')).toMatchObject({ period: 'week', duration: 12 });
  expect(periodStarts('2026-03-04', 'month', 3)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
  for (const [query, name] of [['period=day', 'period'], ['duration=0', 'duration'], ['duration=53', 'duration'], ['duration=two', 'duration'], ['period=month&duration=25', 'duration']]) {
    const error = expectError(await call('GET', `${BASE}/trends?${query}`), 400, 'InvalidQuery');
    expect(error.message).toContain(name);
  }
});

test('comprehensive: every section in one answer, with constant statements whatever the number of projects', async () => {
  const mine = await get('comprehensive');
  expect(mine.overview.workPackages.total).toBe(4);
  expect(mine.teams.total).toBe(1);
  expect(mine.health.elements).toHaveLength(1);
  expect(mine.trends).toMatchObject({ period: 'week', duration: 12, totals: { created: 4, closed: 1 } });
  const theirs = await get('comprehensive', 'admin');
  expect(theirs.overview.projects).toBe(2);
  expect(theirs.cache.sqlStatements).toBe(mine.cache.sqlStatements);
  // A repeat is served from the cache: the fingerprint and the own projects only.
  const again = await get('comprehensive');
  expect(again.cache).toMatchObject({ hit: true, sqlStatements: 2 });
});

test('a write shows at the next request', async () => {
  expect((await get('overview')).workPackages.closed).toBe(1);
  await update('later', 'manager', { _links: { status: href('/statuses/4') } });
  const after = await get('overview');
  expect(after.cache.hit).toBe(false);
  expect(after.workPackages).toMatchObject({ closed: 2, open: 2 });
  await update('later', 'manager', { _links: { status: href('/statuses/1') } });
});

function unzip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i += 1) {
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    files.set(name, inflateRawSync(zip.subarray(dataStart, dataStart + compressed)).toString('utf8'));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

test('export: CSV and XLSX of the own projects, team and milestones; a bad format is a 400 naming it', async () => {
  const csv = await call('GET', `${BASE}/export?format=csv`);
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(csv.headers['content-disposition']).toBe('attachment; filename="faculty-dashboard-2026-03-04.csv"');
  const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines).toContain('Project,Work packages,Open,Closed,Overdue,Completion %,Health score,Hours logged,Members');
  expect(lines).toContain('Alpha,4,3,1,1,25,50,2,2');
  expect(lines).toContain('Member Fac,member@faculty.test,Member,Alpha,2,1,1,1,2');
  expect(lines).toContain('Sprint 1,Alpha,2026-03-06,open,0,at_risk');
  expect(csv.body).not.toContain('Beta');
  const xlsx = await call('GET', `${BASE}/export?format=xlsx`);
  expect(xlsx.statusCode).toBe(200);
  expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const sheet = unzip(xlsx.rawPayload).get('xl/worksheets/sheet1.xml')!;
  expect(sheet).toContain('<t xml:space="preserve">Alpha</t>');
  expect(sheet).not.toContain('Beta');
  const error = expectError(await call('GET', `${BASE}/export?format=pdf`), 400, 'InvalidQuery');
  expect(error.message).toContain('format');
  // The role comes first: a member's bad format is still a 403.
  expectError(await call('GET', `${BASE}/export?format=pdf`, 'member'), 403, 'MissingPermission');
});

test.each(SECTIONS)('%s: 200 for mentors, 404 for a manager without projects, 403 for members, 401 anonymous', async (section) => {
  for (const who of ['manager', 'admin'] as const) expect((await call('GET', `${BASE}/${section}`, who)).statusCode).toBe(200);
  expect(expectError(await call('GET', `${BASE}/${section}`, 'idle'), 404, 'NotFound').message).toBe('No faculty projects found for current user');
  // A member with a role that manages members (other is Team Leader of Gamma) is still not faculty.
  for (const who of ['member', 'other'] as const) expectError(await call('GET', `${BASE}/${section}`, who), 403, 'MissingPermission');
  expectError(await call('GET', `${BASE}/${section}`, null), 401, 'Unauthenticated');
});
