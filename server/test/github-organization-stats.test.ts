// GET /admin/github/organization/stats (issue 17 item 5): exact figures over a known data set of every connected
// repository (one connected to two projects counts once; one no project connects counts nowhere), the webhook
// deliveries of the period, administrators only, and a statement count that does not grow with the data.
import { createGithubWorld, expectError, type GithubWorld } from './support/github-world.ts';

const URL = '/api/v3/admin/github/organization/stats';
let world: GithubWorld;
let nextGithubId = 70_000;
const at = (iso: string) => new Date(iso).toISOString();

async function repository(name: string, projectIds: number[], viaApp = false) {
  const now = world.ctx.clock.now().toISOString();
  nextGithubId += 1;
  const row = await world.ctx.db
    .insertInto('github_repositories')
    .values({ github_id: nextGithubId, owner: 'acme', name, full_name: `acme/${name}`, html_url: `https://github.com/acme/${name}`, private: false, github_created_at: at('2025-06-01T00:00:00Z'), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const projectId of projectIds) {
    await world.ctx.db.insertInto('github_project_repositories').values({ project_id: projectId, repository_id: row.id, created_via_app: viaApp, created_at: now }).execute();
  }
  return row.id;
}

interface Seed {
  number: number;
  author: string;
  created: string;
  updated: string;
  draft?: boolean;
  merged?: string;
  closed?: string;
  links?: number[];
  unlinked?: number[];
}

async function pullRequests(repositoryId: number, seeds: Seed[]) {
  const now = world.ctx.clock.now().toISOString();
  for (const seed of seeds) {
    nextGithubId += 1;
    const closedAt = seed.closed ?? seed.merged ?? null;
    const row = await world.ctx.db
      .insertInto('github_pull_requests')
      .values({
        repository_id: repositoryId,
        github_id: nextGithubId,
        number: seed.number,
        title: `PR ${seed.number}`,
        body: '',
        labels: '[]',
        state: closedAt ? 'closed' : 'open',
        draft: seed.draft ?? false,
        merged: seed.merged !== undefined,
        merged_at: seed.merged ? at(seed.merged) : null,
        closed_at: closedAt ? at(closedAt) : null,
        author_login: seed.author,
        html_url: `https://github.com/acme/x/pull/${seed.number}`,
        github_created_at: at(seed.created),
        github_updated_at: at(seed.updated),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [list, unlinkedAt] of [[seed.links ?? [], null], [seed.unlinked ?? [], now]] as const) {
      for (const workPackageId of list) {
        await world.ctx.db.insertInto('github_pull_request_links').values({ pull_request_id: row.id, work_package_id: workPackageId, source: 'auto', created_at: now, unlinked_at: unlinkedAt }).execute();
      }
    }
  }
}

/** Issues as the webhooks and the backfill store them; a deleted one counts nowhere. */
async function issue(repositoryId: number, number: number, state: 'open' | 'closed' | 'deleted', created: string, closed: string | null, links: number[] = []) {
  const now = world.ctx.clock.now().toISOString();
  nextGithubId += 1;
  const row = await world.ctx.db
    .insertInto('github_issues')
    .values({ repository_id: repositoryId, github_id: nextGithubId, number, title: `Issue ${number}`, state, author_login: 'alice', html_url: `https://github.com/acme/x/issues/${number}`, closed_at: closed ? at(closed) : null, github_created_at: at(created), github_updated_at: at(closed ?? created), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const workPackageId of links) await world.ctx.db.insertInto('github_issue_links').values({ issue_id: row.id, work_package_id: workPackageId, created_at: now }).execute();
}

async function delivery(id: string, status: string, receivedAt: string) {
  await world.ctx.db.insertInto('github_webhook_deliveries').values({ delivery_id: id, event: 'pull_request', action: 'opened', status, payload: null, received_at: at(receivedAt) }).execute();
}

beforeAll(async () => {
  world = await createGithubWorld();
  const tasks = { a: await world.workPackage(world.project, 'Task A'), b: await world.workPackage(world.project, 'Task B'), g: await world.workPackage(world.otherProject, 'Gemini task') };
  const repositories = {
    alpha: await repository('alpha', [world.project, world.otherProject], true),
    beta: await repository('beta', [world.otherProject]),
    quiet: await repository('quiet', [world.project]),
    orphan: await repository('orphan', []),
  };
  // The clock stands at 2026-03-02T10:00Z: the 30 days start on 2026-02-01T00:00Z.
  await pullRequests(repositories.alpha, [
    { number: 1, author: 'alice', created: '2026-02-20T08:00:00Z', updated: '2026-02-25T08:00:00Z', links: [tasks.a, tasks.g] },
    { number: 2, author: 'bob', created: '2026-01-10T00:00:00Z', updated: '2026-01-15T00:00:00Z', draft: true, unlinked: [tasks.b] },
    { number: 3, author: 'alice', created: '2026-02-10T00:00:00Z', updated: '2026-02-11T12:00:00Z', merged: '2026-02-11T12:00:00Z', links: [tasks.a] },
  ]);
  await pullRequests(repositories.beta, [
    { number: 1, author: 'carol', created: '2025-12-01T00:00:00Z', updated: '2026-02-15T00:00:00Z', closed: '2026-02-15T00:00:00Z' },
    { number: 2, author: 'alice', created: '2026-02-27T00:00:00Z', updated: '2026-02-28T00:00:00Z', merged: '2026-02-27T12:00:00Z', links: [tasks.g] },
  ]);
  await pullRequests(repositories.quiet, [{ number: 1, author: 'dave', created: '2025-10-01T00:00:00Z', updated: '2025-10-02T00:00:00Z', merged: '2025-10-02T00:00:00Z' }]);
  await pullRequests(repositories.orphan, [{ number: 1, author: 'mallory', created: '2026-02-06T00:00:00Z', updated: '2026-03-01T00:00:00Z', links: [tasks.b] }]);
  // Issues of every connected repository, linked to any project's tasks; the orphan's and the deleted one nowhere.
  await issue(repositories.alpha, 10, 'open', '2026-02-15T00:00:00Z', null, [tasks.a, tasks.g]);
  await issue(repositories.alpha, 11, 'closed', '2026-01-06T00:00:00Z', '2026-02-03T00:00:00Z');
  await issue(repositories.alpha, 12, 'deleted', '2026-02-06T00:00:00Z', null, [tasks.b]);
  await issue(repositories.beta, 1, 'open', '2026-01-20T00:00:00Z', null, [tasks.g]);
  await issue(repositories.quiet, 1, 'closed', '2025-11-20T00:00:00Z', '2025-12-01T00:00:00Z');
  await issue(repositories.orphan, 1, 'open', '2026-02-20T00:00:00Z', null, [tasks.b]);
  await delivery('d-1', 'processed', '2026-02-20T08:00:00Z');
  await delivery('d-2', 'processed', '2026-02-25T08:00:00Z');
  await delivery('d-3', 'failed', '2026-02-26T08:00:00Z');
  await delivery('d-4', 'ignored', '2026-03-01T08:00:00Z');
  await delivery('d-5', 'processed', '2026-01-05T08:00:00Z');
}, 120_000);
afterAll(async () => world?.close());

const ok = async () => {
  const response = await world.get(URL, 'admin');
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
};

test('exact figures across every connected repository, each once; the unconnected one nowhere', async () => {
  const body = await ok();
  expect(body._type).toBe('GithubOrganizationStats');
  expect(body.since).toBe('2026-02-01T00:00:00.000Z');
  expect(body.configured).toBe(false);
  expect(body.organization).toBeNull();
  expect(body.repositories).toEqual({ total: 3, activeLast30Days: 2, createdViaApp: 1, projectsWithRepositories: 2 });
  // 6 pull requests; linked: alpha#1, alpha#3, beta#2 (alpha#2's link was removed); merge hours 36, 12 and 24.
  expect(body.pullRequests).toEqual({ total: 6, open: 2, merged: 3, closed: 1, draft: 1, linkedToWorkPackages: 3, unlinked: 3, averageMergeTimeHours: 24, mergedLast30Days: 2, openedLast30Days: 3 });
  // Issues: alpha#10, alpha#11, beta#1 and quiet#1 (alpha#12 is deleted, the orphan's counts nowhere); linked: alpha#10, beta#1.
  expect(body.issues).toEqual({ total: 4, open: 2, closed: 2, linkedToWorkPackages: 2, unlinked: 2, openedLast30Days: 1, closedLast30Days: 1 });
  expect(body.teamActivity).toMatchObject({
    activeContributorsLast30Days: 2,
    mostActiveContributor: { login: 'alice', pullRequests: 3, opened: 3, merged: 2 },
    prsOpenedLast30Days: 3,
    prsMergedLast30Days: 2,
    prsClosedLast30Days: 1,
  });
  expect(body.teamActivity.topContributors.map((c: { login: string }) => c.login)).toEqual(['alice', 'carol']);
  expect(body.integrationHealth).toMatchObject({
    totalWorkPackagesLinked: 2,
    coveragePercentage: 50,
    lastActivity: { repositoryFullName: 'acme/beta', number: 2 },
    webhooks: { received: 4, processed: 2, failed: 1, ignored: 1, queued: 0, lastReceivedAt: '2026-03-01T08:00:00.000Z' },
  });
  expect(body.activity).toHaveLength(30);
  expect(body.activity.filter((day: { opened: number; merged: number; closed: number }) => day.opened + day.merged + day.closed > 0)).toEqual([
    { date: '2026-02-10', opened: 1, merged: 0, closed: 0 },
    { date: '2026-02-11', opened: 0, merged: 1, closed: 0 },
    { date: '2026-02-15', opened: 0, merged: 0, closed: 1 },
    { date: '2026-02-20', opened: 1, merged: 0, closed: 0 },
    { date: '2026-02-27', opened: 1, merged: 1, closed: 0 },
  ]);
  expect(body.projects.map((p: { name: string; repositories: number; pullRequests: object; lastActivityAt: string }) => [p.name, p.repositories, p.pullRequests, p.lastActivityAt])).toEqual([
    ['Apollo', 2, { total: 4, open: 2, merged: 2 }, '2026-02-25T08:00:00.000Z'],
    ['Gemini', 2, { total: 5, open: 2, merged: 2 }, '2026-02-28T00:00:00.000Z'],
  ]);
  expect(body.recentPullRequests.map((pr: { repositoryFullName: string; number: number }) => `${pr.repositoryFullName}#${pr.number}`)).toEqual([
    'acme/beta#2', 'acme/alpha#1', 'acme/beta#1', 'acme/alpha#3', 'acme/alpha#2',
  ]);
  expect(JSON.stringify(body)).not.toMatch(/orphan|mallory/);
  expect(body.performance).toMatchObject({ strategy: 'organization', dataSource: 'database', githubApiCallsUsed: 0 });
  expect(body._links.self.href).toBe(URL);
});

test('administrators only: 403 for a project admin or member, 401 anonymous', async () => {
  for (const who of ['manager', 'member', 'outsider'] as const) expectError(await world.get(URL, who), 403, 'MissingPermission');
  const anonymous = await world.ctx.app.inject({ method: 'GET', url: URL });
  expect(anonymous.statusCode).toBe(401);
});

test('the same statements for 3 or 13 repositories and 6 or 206 pull requests, and no call to GitHub', async () => {
  const measure = async () => {
    world.ctx.statements.count = 0;
    const body = await ok();
    return { statements: world.ctx.statements.count, reported: body.performance.sqlStatements as number, total: body.pullRequests.total as number };
  };
  const githubCalls = world.github.requests.length;
  const small = await measure();
  for (let index = 0; index < 10; index += 1) {
    const id = await repository(`bulk-${index}`, [index % 2 === 0 ? world.project : world.otherProject]);
    await pullRequests(id, Array.from({ length: 20 }, (_, n) => ({ number: n + 1, author: `dev${n % 7}`, created: '2026-02-03T00:00:00Z', updated: '2026-02-04T00:00:00Z', ...(n % 3 === 0 ? { merged: '2026-02-04T00:00:00Z' } : {}) })));
  }
  const large = await measure();
  expect(large.total).toBe(small.total + 200);
  expect(large.statements).toBe(small.statements);
  expect(small.reported).toBe(7);
  expect(small.reported).toBeLessThanOrEqual(small.statements);
  expect(world.github.requests.length).toBe(githubCalls);
});
