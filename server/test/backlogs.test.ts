import { createApiToken, createTestContext, DEMO_PASSWORD, expectError, login, type TestContext } from './helpers.ts';

// Backlogs (issue 19): the shape of a project's backlogs, story order kept with sparse positions (a move writes one
// row), moves between backlogs, bad input answered before anything changes, and who may read and move.
let ctx: TestContext;
const tokens: Record<string, string> = {};
let projectId: number;
const sprint = { open: 0, closed: 0, other: 0 };
const story: Record<string, number> = {};

type Story = { id: number; subject: string; position: number; storyPoints: number | null; versionId: number | null; lockVersion: number };
type Backlog = { stories: Story[]; total: number; totalPoints: number };
type Backlogs = {
  productBacklog: Backlog;
  sprintBacklogs: (Backlog & { sprint: { id: number; name: string; status: string }; completedPoints: number })[];
  stats: Record<string, number | null>;
  permissions: Record<string, boolean>;
};

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who = 'admin', payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
async function ok<T = Record<string, unknown>>(response: Awaited<ReturnType<typeof call>>, status = 200): Promise<T> {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.json();
}
const backlogs = (who = 'admin') => call('GET', `/api/v3/projects/${projectId}/backlogs`, who).then((response) => ok<Backlogs>(response));
const productSubjects = async () => (await backlogs()).productBacklog.stories.map((entry) => entry.subject);
const move = (key: string, version: number | null, index: number, who = 'admin') => call('POST', `/api/v3/work_packages/${story[key]}/backlog_move`, who, { version, index });
const positions = async () => new Map((await ctx.db.selectFrom('work_packages').select(['id', 'position', 'lock_version']).where('project_id', '=', projectId).execute()).map((row) => [row.id, row]));
const updatesOfWorkPackages = () => ctx.statements.sql.filter((text) => /^update "work_packages"/i.test(text.trim()));

async function createSprint(name: string, body: Record<string, unknown>, project = projectId): Promise<number> {
  return (await ok<{ id: number }>(await call('POST', '/api/v3/versions', 'admin', { name, ...body, _links: { definingProject: { href: `/api/v3/projects/${project}` } } }), 201)).id;
}
async function member(login: string, role: string) {
  const user = await ctx.db.selectFrom('principals').select('id').where('login', '=', login).executeTakeFirstOrThrow();
  const roleId = (await ctx.db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow()).id;
  await ok(
    await call('POST', '/api/v3/memberships', 'admin', { _links: { principal: { href: `/api/v3/users/${user.id}` }, project: { href: `/api/v3/projects/${projectId}` }, roles: [{ href: `/api/v3/roles/${roleId}` }] } }),
    201,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.current = new Date('2026-04-08T09:00:00Z');
  for (const [who, email] of [['admin', 'admin@tessera.local'], ['tomas', 'tomas.herrera@tessera.local'], ['hannah', 'hannah.becker@tessera.local'], ['liam', 'liam.oconnor@tessera.local']] as const) {
    tokens[who] = (await createApiToken(ctx.app, await login(ctx.app, email, DEMO_PASSWORD))).token;
  }
  projectId = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'admin', { name: 'Backlog lab', public: false }), 201)).id;
  const otherProject = (await ok<{ id: number }>(await call('POST', '/api/v3/projects', 'admin', { name: 'Elsewhere', public: false }), 201)).id;
  await member('tomas.herrera', 'Member');
  await member('hannah.becker', 'Reader');
  sprint.open = await createSprint('Sprint 1', { startDate: '2026-04-06', endDate: '2026-04-17' });
  sprint.closed = await createSprint('Sprint 0', { startDate: '2026-03-23', endDate: '2026-04-03' });
  sprint.other = await createSprint('Not shared', {}, otherProject);
  // Sprint 0 delivered 8 of its 13 points: the velocity.
  for (const [key, points, done] of [['done', 8, true], ['undone', 5, false]] as const) {
    const created = await ok<Story>(await call('POST', `/api/v3/projects/${projectId}/backlogs/stories`, 'admin', { subject: key, storyPoints: points, version: sprint.closed }), 201);
    story[key] = created.id;
    if (done) await ok(await call('PATCH', `/api/v3/work_packages/${created.id}`, 'admin', { lockVersion: created.lockVersion, _links: { status: { href: '/api/v3/statuses/4' } } }));
  }
  const closed = await ok<{ lockVersion: number }>(await call('GET', `/api/v3/versions/${sprint.closed}`));
  await ok(await call('PATCH', `/api/v3/versions/${sprint.closed}`, 'admin', { lockVersion: closed.lockVersion, status: 'closed' }));
  for (const [key, points] of [['A', 1], ['B', 2], ['C', 3], ['D', 5], ['E', 8]] as const) {
    story[key] = (await ok<Story>(await call('POST', `/api/v3/projects/${projectId}/backlogs/stories`, 'admin', { subject: key, storyPoints: points }), 201)).id;
  }
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

test('a project backlog: the open product backlog, one backlog per open sprint with points, velocity from finished sprints', async () => {
  const body = await backlogs();
  expect(body.productBacklog.stories.map((entry) => entry.subject)).toEqual(['A', 'B', 'C', 'D', 'E']);
  expect(body.productBacklog).toMatchObject({ total: 5, totalPoints: 19 });
  expect(body.productBacklog.stories[0]).toMatchObject({ storyPoints: 1, versionId: null, type: { id: expect.any(Number) }, status: { isClosed: false }, project: { id: projectId } });
  // The closed sprint has no backlog; the open one is empty.
  expect(body.sprintBacklogs.map((entry) => [entry.sprint.name, entry.total, entry.totalPoints, entry.completedPoints])).toEqual([['Sprint 1', 0, 0, 0]]);
  expect(body.stats).toMatchObject({ productBacklogStories: 5, productBacklogPoints: 19, openSprints: 1, velocity: 8, velocitySprints: 1 });
  expect(body.permissions).toEqual({ order: true, assignSprints: true, create: true });
});

test('reordering writes one row once the list has gaps, and the order survives a reload', async () => {
  // The first move into consecutive positions renumbers the list once.
  await ok(await move('E', null, 0));
  expect(await productSubjects()).toEqual(['E', 'A', 'B', 'C', 'D']);
  const before = await positions();
  ctx.statements.sql = [];
  ctx.statements.count = 0;
  await ok(await move('C', null, 1, 'tomas'));
  // One UPDATE of work_packages: the moved story; no other row is touched.
  expect(updatesOfWorkPackages()).toHaveLength(1);
  // The move reads the package once (the update gets it with the access) and answers with its story, not the full work
  // package (issue 19's bench: 25 ms p95): 14 statements with the session's three.
  // (The package alone, or with its project as visibleWorkPackage reads it.)
  const packageReads = /^select (\* from "work_packages" where "id"|"work_packages"\.\*, .* from "work_packages" inner join "projects" .* where "work_packages"\."id") = /i;
  expect(ctx.statements.sql.filter((text) => packageReads.test(text.trim()))).toHaveLength(1);
  expect(ctx.statements.count).toBeLessThanOrEqual(14);
  const after = await positions();
  const changed = [...after].filter(([id, row]) => before.get(id)!.position !== row.position || before.get(id)!.lock_version !== row.lock_version).map(([id]) => id);
  expect(changed).toEqual([story.C]);
  expect(await productSubjects()).toEqual(['E', 'C', 'A', 'B', 'D']);
  // Twelve moves into the same gap use it up: the list is renumbered, the order stays right.
  for (let round = 0; round < 12; round += 1) {
    await ok(await move(round % 2 === 0 ? 'D' : 'B', null, 1));
    await ok(await move('C', null, 1));
  }
  const subjects = await productSubjects();
  expect(subjects[0]).toBe('E');
  expect(subjects[1]).toBe('C');
  expect([...subjects].sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
  // Last place.
  await ok(await move('E', null, 4));
  expect((await productSubjects())[4]).toBe('E');
});

test('moving a story into a sprint changes both backlogs, journals the change like a work package edit', async () => {
  await ok(await move('D', sprint.open, 0, 'tomas'));
  await ok(await move('A', sprint.open, 1, 'tomas'));
  await ok(await move('A', sprint.open, 0, 'tomas'));
  const body = await backlogs();
  expect(body.productBacklog.stories.map((entry) => entry.subject)).not.toContain('D');
  expect(body.productBacklog.totalPoints).toBe(19 - 5 - 1);
  expect(body.sprintBacklogs[0]).toMatchObject({ total: 2, totalPoints: 6, completedPoints: 0 });
  expect(body.sprintBacklogs[0].stories.map((entry) => entry.subject)).toEqual(['A', 'D']);
  expect(body.stats).toMatchObject({ plannedPoints: 6, sprintStories: 2 });
  const journaled = await ctx.db
    .selectFrom('journal_details')
    .innerJoin('journals', 'journals.id', 'journal_details.journal_id')
    .select(['journal_details.old_value', 'journal_details.new_value'])
    .where('journals.journable_id', '=', story.D)
    .where('journals.journable_type', '=', 'WorkPackage')
    .where('journal_details.property', '=', 'version_id')
    .execute();
  expect(journaled).toEqual([{ old_value: null, new_value: String(sprint.open) }]);
  // Back to the product backlog, on top.
  await ok(await move('D', null, 0));
  expect((await productSubjects())[0]).toBe('D');
  // The sprint board shows what is in the sprint, by status.
  const board = await ok<{ columns: { status: { name: string }; stories: Story[] }[]; total: number; totalPoints: number }>(await call('GET', `/api/v3/sprints/${sprint.open}/board`));
  expect(board.total).toBe(1);
  expect(board.totalPoints).toBe(1);
  expect(board.columns.flatMap((column) => column.stories.map((entry) => entry.subject))).toEqual(['A']);
});

test('a move to a closed or foreign sprint, or to a place outside the list, is a 422 naming the field and changes nothing', async () => {
  const before = await positions();
  const closed = expectError(await move('B', sprint.closed, 0), 422, 'PropertyConstraintViolation');
  expect(closed._embedded.details.attribute).toBe('version');
  expect(closed.message).toContain('closed');
  expect(expectError(await move('B', sprint.other, 0), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('version');
  const product = (await backlogs()).productBacklog.total;
  const outside = expectError(await move('B', null, product), 422, 'PropertyConstraintViolation');
  expect(outside._embedded.details.attribute).toBe('index');
  expect(outside.message).toContain(`0 to ${product - 1}`);
  expect(expectError(await move('B', sprint.open, 2), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('index');
  expect(expectError(await move('B', null, -1), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('index');
  expect(expectError(await move('B', null, 1e20), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('index');
  expect(expectError(await move('B', null, 1.5), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('index');
  expect(expectError(await call('POST', `/api/v3/work_packages/${story.B}/backlog_move`, 'admin', { version: 'x', index: 0 }), 400, 'InvalidRequestBody')._embedded.details.attribute).toBe('version');
  expect(await positions()).toEqual(before);
});

test('creating a story: at a place in a backlog, the work package rules apply (422 naming the field)', async () => {
  const created = await ok<Story>(await call('POST', `/api/v3/projects/${projectId}/backlogs/stories`, 'tomas', { subject: 'Top', storyPoints: 2, position: 0, description: 'From the backlog' }), 201);
  expect(created).toMatchObject({ subject: 'Top', storyPoints: 2, versionId: null });
  expect((await productSubjects())[0]).toBe('Top');
  const inSprint = await ok<Story>(await call('POST', `/api/v3/projects/${projectId}/backlogs/stories`, 'tomas', { subject: 'Planned', version: sprint.open }), 201);
  expect(inSprint.versionId).toBe(sprint.open);
  const count = async () => (await ctx.db.selectFrom('work_packages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n;
  const total = await count();
  expect(expectError(await call('POST', `/api/v3/projects/${projectId}/backlogs/stories`, 'admin', { subject: '' }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('subject');
  expect(expectError(await call('POST', `/api/v3/projects/${projectId}/backlogs/stories`, 'admin', { subject: 'X', version: sprint.closed }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('version');
  expect(expectError(await call('POST', `/api/v3/projects/${projectId}/backlogs/stories`, 'admin', { subject: 'X', position: 999 }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('position');
  expect(expectError(await call('POST', `/api/v3/projects/${projectId}/backlogs/stories`, 'admin', { subject: 'X', storyPoints: -3 }), 422, 'PropertyConstraintViolation')._embedded.details.attribute).toBe('storyPoints');
  expect(await count()).toBe(total);
});

test('who may read and move: non-members 404, readers read but get 403 on writes', async () => {
  expectError(await call('GET', `/api/v3/projects/${projectId}/backlogs`, 'liam'), 404, 'NotFound');
  expectError(await move('B', null, 0, 'liam'), 404, 'NotFound');
  expectError(await call('GET', `/api/v3/sprints/${sprint.open}/board`, 'liam'), 404, 'NotFound');
  const read = await backlogs('hannah');
  expect(read.permissions).toEqual({ order: false, assignSprints: false, create: false });
  const before = await positions();
  expectError(await move('B', null, 0, 'hannah'), 403, 'MissingPermission');
  expectError(await call('POST', `/api/v3/projects/${projectId}/backlogs/stories`, 'hannah', { subject: 'Nope' }), 403, 'MissingPermission');
  expect(await positions()).toEqual(before);
  // Organization level: the project is listed to its members only.
  const listed = async (who: string) => (await ok<{ projects: { project: { id: number } }[] }>(await call('GET', '/api/v3/backlogs', who))).projects.map((entry) => entry.project.id);
  expect(await listed('tomas')).toContain(projectId);
  expect(await listed('liam')).not.toContain(projectId);
});

test('a backlog answers in the same number of statements whatever its size', async () => {
  ctx.statements.count = 0;
  await backlogs();
  const small = ctx.statements.count;
  for (let index = 0; index < 15; index += 1) await ok(await call('POST', `/api/v3/projects/${projectId}/backlogs/stories`, 'admin', { subject: `Bulk ${index}`, version: index % 2 === 0 ? sprint.open : null }), 201);
  ctx.statements.count = 0;
  const body = await backlogs();
  expect(ctx.statements.count).toBe(small);
  expect(body.productBacklog.total).toBeGreaterThan(10);
  const limited = await ok<Backlogs>(await call('GET', `/api/v3/projects/${projectId}/backlogs?limit=3`));
  expect(limited.productBacklog.stories).toHaveLength(3);
  expect(limited.productBacklog.total).toBe(body.productBacklog.total);
});
