// GET /projects/{id}/github/stats (issue 17, spec 003 §2-3): exact figures over a known data set stored as the
// backfill and webhooks store it, child project aggregation limited to what the caller may see, permissions, and a
// statement count that does not grow with repositories or pull requests (and no GitHub call).
import { createGithubWorld, expectError, type GithubWorld, type Who } from './support/github-world.ts';
import { sessionStatements } from './helpers.ts';

let world: GithubWorld;
let child: number;
let secretChild: number;
let ids: { repositories: Record<string, number>; tasks: Record<string, number> };
let nextGithubId = 50_000;

const at = (iso: string) => new Date(iso).toISOString();

async function repository(name: string, projectIds: number[]) {
  const now = world.ctx.clock.now().toISOString();
  nextGithubId += 1;
  const row = await world.ctx.db
    .insertInto('github_repositories')
    .values({ github_id: nextGithubId, owner: 'acme', name, full_name: `acme/${name}`, html_url: `https://github.com/acme/${name}`, private: false, github_created_at: at('2025-06-01T00:00:00Z'), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const projectId of projectIds) {
    await world.ctx.db.insertInto('github_project_repositories').values({ project_id: projectId, repository_id: row.id, created_via_app: name === 'alpha', created_at: now }).execute();
  }
  return row.id;
}

interface PullRequestSeed {
  number: number;
  author: string;
  created: string;
  updated: string;
  state?: 'open' | 'closed';
  draft?: boolean;
  merged?: string;
  closed?: string;
  links?: number[];
  unlinked?: number[];
}

async function pullRequests(repositoryId: number, seeds: PullRequestSeed[]) {
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
        state: seed.state ?? (closedAt ? 'closed' : 'open'),
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

/** Issues, pushes and reviews as the webhooks and the backfill store them (github-activity). */
async function activity(repositories: Record<string, number>, tasks: Record<string, number>) {
  const now = world.ctx.clock.now().toISOString();
  const issue = async (repositoryId: number, number: number, state: 'open' | 'closed' | 'deleted', created: string, closed: string | null, links: number[] = []) => {
    nextGithubId += 1;
    const row = await world.ctx.db
      .insertInto('github_issues')
      .values({ repository_id: repositoryId, github_id: nextGithubId, number, title: `Issue ${number}`, state, author_login: 'alice', html_url: `https://github.com/acme/x/issues/${number}`, closed_at: closed ? at(closed) : null, github_created_at: at(created), github_updated_at: at(closed ?? created), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const workPackageId of links) await world.ctx.db.insertInto('github_issue_links').values({ issue_id: row.id, work_package_id: workPackageId, created_at: now }).execute();
  };
  await issue(repositories.alpha, 10, 'open', '2026-02-15T00:00:00Z', null, [tasks.a]);
  await issue(repositories.alpha, 11, 'open', '2026-01-05T00:00:00Z', null, [tasks.foreign]);
  await issue(repositories.alpha, 12, 'closed', '2026-01-06T00:00:00Z', '2026-02-03T00:00:00Z');
  await issue(repositories.alpha, 13, 'deleted', '2026-02-06T00:00:00Z', null);
  await issue(repositories.beta, 1, 'open', '2026-02-20T00:00:00Z', null, [tasks.c]);
  await issue(repositories.gamma, 1, 'open', '2026-02-20T00:00:00Z', null);
  const push = (repositoryId: number, sha: string, commits: number, pushed: string) =>
    world.ctx.db.insertInto('github_pushes').values({ repository_id: repositoryId, ref: 'refs/heads/main', after_sha: sha.repeat(40), pusher_login: 'alice', commit_count: commits, compare_url: null, pushed_at: at(pushed), created_at: now }).execute();
  await push(repositories.alpha, 'a', 3, '2026-02-10T00:00:00Z');
  await push(repositories.alpha, 'b', 4, '2026-01-10T00:00:00Z');
  await push(repositories.beta, 'c', 1, '2026-02-11T00:00:00Z');
  const [first] = await world.ctx.db.selectFrom('github_pull_requests').select('id').where('repository_id', '=', repositories.alpha).where('number', '=', 1).execute();
  for (const [n, submitted] of [[1, '2026-02-21T00:00:00Z'], [2, '2026-01-21T00:00:00Z']] as const) {
    nextGithubId += 1;
    await world.ctx.db.insertInto('github_pull_request_reviews').values({ pull_request_id: first.id, github_id: nextGithubId, reviewer_login: `reviewer${n}`, reviewer_avatar_url: null, state: 'approved', html_url: null, submitted_at: at(submitted), created_at: now, updated_at: now }).execute();
  }
}

beforeAll(async () => {
  world = await createGithubWorld();
  const childProject = async (name: string) =>
    (await world.must('POST', '/api/v3/projects', 'admin', { name, identifier: name.toLowerCase().replace(/\s/g, '_'), public: false, _links: { parent: { href: `/api/v3/projects/${world.project}` } } })).id as number;
  child = await childProject('Apollo Child');
  secretChild = await childProject('Apollo Secret');
  // The member sees the first child only (a member there); the secret child is the admin's alone.
  const roles = (await world.get('/api/v3/roles', 'admin')).json()._embedded.elements as { id: number; name: string }[];
  await world.must('POST', '/api/v3/memberships', 'admin', {
    _links: { principal: { href: `/api/v3/users/${world.users.member}` }, project: { href: `/api/v3/projects/${child}` }, roles: [{ href: `/api/v3/roles/${roles.find((role) => role.name === 'Member')!.id}` }] },
  });
  const tasks = {
    a: await world.workPackage(world.project, 'Task A'),
    b: await world.workPackage(world.project, 'Task B'),
    c: await world.workPackage(child, 'Task C'),
    foreign: await world.workPackage(world.otherProject, 'Gemini task'),
  };
  const repositories = {
    alpha: await repository('alpha', [world.project, child]),
    beta: await repository('beta', [child]),
    gamma: await repository('gamma', [secretChild]),
    delta: await repository('delta', [world.otherProject]),
  };
  ids = { repositories, tasks };
  // The clock stands at 2026-03-02T10:00Z: the 30 days start on 2026-02-01T00:00Z.
  await pullRequests(repositories.alpha, [
    { number: 1, author: 'alice', created: '2026-02-20T08:00:00Z', updated: '2026-02-25T08:00:00Z', links: [tasks.a] },
    { number: 2, author: 'bob', created: '2026-01-10T00:00:00Z', updated: '2026-01-15T00:00:00Z', draft: true, unlinked: [tasks.b] },
    { number: 3, author: 'alice', created: '2026-02-10T00:00:00Z', updated: '2026-02-11T12:00:00Z', merged: '2026-02-11T12:00:00Z', links: [tasks.a, tasks.b] },
    { number: 4, author: 'carol', created: '2025-12-01T00:00:00Z', updated: '2026-02-15T00:00:00Z', closed: '2026-02-15T00:00:00Z' },
    { number: 5, author: 'bob', created: '2025-11-01T00:00:00Z', updated: '2025-11-02T00:00:00Z', merged: '2025-11-02T00:00:00Z', links: [tasks.foreign] },
  ]);
  await pullRequests(repositories.beta, [
    { number: 1, author: 'alice', created: '2026-02-27T00:00:00Z', updated: '2026-02-28T00:00:00Z', merged: '2026-02-28T00:00:00Z', links: [tasks.c] },
    { number: 2, author: 'dave', created: '2026-03-01T00:00:00Z', updated: '2026-03-02T09:00:00Z' },
  ]);
  await pullRequests(repositories.gamma, [{ number: 1, author: 'eve', created: '2026-02-05T00:00:00Z', updated: '2026-02-05T00:00:00Z' }]);
  await activity(repositories, tasks);
  await pullRequests(repositories.delta, [{ number: 1, author: 'mallory', created: '2026-02-06T00:00:00Z', updated: '2026-02-06T00:00:00Z' }]);
}, 120_000);
afterAll(async () => world?.close());

const stats = (who: Who, includeChildren = false, projectId = world.project) => world.get(`/api/v3/projects/${projectId}/github/stats?includeChildren=${includeChildren}`, who);
const ok = async (who: Who, includeChildren = false) => {
  const response = await stats(who, includeChildren);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json();
};

describe('the project alone', () => {
  test('exact figures: tiles, analytics, health and the last activity', async () => {
    const body = await ok('member');
    expect(body._type).toBe('GithubProjectStats');
    expect(body.since).toBe('2026-02-01T00:00:00.000Z');
    expect(body.configured).toBe(false);
    expect(body.repositories).toEqual({ total: 1, activeLast30Days: 1 });
    // The link to a Gemini task counts nowhere here; the unlinked one neither.
    expect(body.pullRequests).toEqual({ total: 5, open: 2, merged: 2, closed: 1, draft: 1, linkedToWorkPackages: 2, unlinked: 3, averageMergeTimeHours: 30, mergedLast30Days: 1, openedLast30Days: 2 });
    // The deleted issue counts nowhere; the one naming a Gemini task is not linked here.
    expect(body.issues).toEqual({ total: 3, open: 2, closed: 1, linkedToWorkPackages: 1, unlinked: 2, openedLast30Days: 1, closedLast30Days: 1 });
    expect(body.teamActivity).toMatchObject({ pushesLast30Days: 1, commitsPushedLast30Days: 3, reviewsLast30Days: 1 });
    expect(body.teamActivity).toMatchObject({
      activeContributorsLast30Days: 2,
      mostActiveContributor: { login: 'alice', pullRequests: 2, opened: 2, merged: 1 },
      prsOpenedLast30Days: 2,
      prsMergedLast30Days: 1,
      prsClosedLast30Days: 1,
    });
    expect(body.teamActivity.topContributors.map((c: { login: string }) => c.login)).toEqual(['alice', 'carol']);
    expect(body.integrationHealth).toMatchObject({ totalWorkPackagesLinked: 2, coveragePercentage: 40, lastActivity: { number: 1, repositoryFullName: 'acme/alpha', authorLogin: 'alice' } });
    expect(body.recentPullRequests.map((pr: { number: number }) => pr.number)).toEqual([1, 4, 3, 2, 5]);
    expect(body.hierarchy).toEqual({ isHierarchical: false, rootProjectId: world.project, rootProjectName: 'Apollo', includedProjects: [{ id: world.project, name: 'Apollo', identifier: 'apollo' }], childProjectCount: 1 });
    expect(body.performance).toMatchObject({ strategy: 'project_scoped', dataSource: 'database', githubApiCallsUsed: 0 });
    expect(body.performance.calculationTimeMs).toBeGreaterThan(0);
  });

  test('activity per UTC day over the 30 days, zero-filled', async () => {
    const { activity } = await ok('member');
    expect(activity).toHaveLength(30);
    expect(activity[0].date).toBe('2026-02-01');
    expect(activity[29].date).toBe('2026-03-02');
    const busy = activity.filter((day: { opened: number; merged: number; closed: number }) => day.opened + day.merged + day.closed > 0);
    expect(busy).toEqual([
      { date: '2026-02-10', opened: 1, merged: 0, closed: 0 },
      { date: '2026-02-11', opened: 0, merged: 1, closed: 0 },
      { date: '2026-02-15', opened: 0, merged: 0, closed: 1 },
      { date: '2026-02-20', opened: 1, merged: 0, closed: 0 },
    ]);
  });

  test('a repository card: its own figures; remove and connect links only for who may edit the project', async () => {
    const member = await ok('member');
    expect(member.repositoryStats).toHaveLength(1);
    expect(member.repositoryStats[0]).toMatchObject({
      id: ids.repositories.alpha,
      fullName: 'acme/alpha',
      createdViaApp: true,
      connectedToProject: true,
      pullRequests: { total: 5, open: 2, merged: 2, closed: 1, draft: 1, linkedToWorkPackages: 2 },
      issues: { total: 3, open: 2 },
      installationRemovedAt: null,
      mergedLast30Days: 1,
      openedLast30Days: 2,
      lastActivityAt: '2026-02-25T08:00:00.000Z',
      activeLast30Days: true,
    });
    expect(member.repositoryStats[0]._links.delete).toBeUndefined();
    expect(member._links.connectRepository).toBeUndefined();
    const manager = await ok('manager');
    expect(manager.repositoryStats[0]._links.delete).toEqual({ href: `/api/v3/projects/${world.project}/github/repositories/${ids.repositories.alpha}`, method: 'delete' });
    expect(manager._links.connectRepository).toEqual({ href: `/api/v3/projects/${world.project}/github/repositories`, method: 'post' });
  });
});

describe('with child projects', () => {
  test('the member: the project and the child they may see, each repository once', async () => {
    const body = await ok('member', true);
    expect(body.hierarchy).toMatchObject({ isHierarchical: true, childProjectCount: 1 });
    expect(body.hierarchy.includedProjects.map((p: { name: string }) => p.name)).toEqual(['Apollo', 'Apollo Child']);
    expect(body.repositories).toEqual({ total: 2, activeLast30Days: 2 });
    expect(body.pullRequests).toEqual({ total: 7, open: 3, merged: 3, closed: 1, draft: 1, linkedToWorkPackages: 3, unlinked: 4, averageMergeTimeHours: 28, mergedLast30Days: 2, openedLast30Days: 4 });
    expect(body.issues).toEqual({ total: 4, open: 3, closed: 1, linkedToWorkPackages: 2, unlinked: 2, openedLast30Days: 2, closedLast30Days: 1 });
    expect(body.teamActivity).toMatchObject({ pushesLast30Days: 2, commitsPushedLast30Days: 4 });
    expect(body.teamActivity).toMatchObject({ activeContributorsLast30Days: 3, mostActiveContributor: { login: 'alice', pullRequests: 3 } });
    expect(body.integrationHealth).toMatchObject({ totalWorkPackagesLinked: 3, coveragePercentage: 42.9, lastActivity: { repositoryFullName: 'acme/beta', number: 2, authorLogin: 'dave' } });
    expect(body.repositoryStats.map((r: { fullName: string; connectedToProject: boolean }) => [r.fullName, r.connectedToProject])).toEqual([['acme/alpha', true], ['acme/beta', false]]);
    expect(body.repositoryStats[1]._links.delete).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/gamma|eve|Secret|delta|mallory/);
  });

  test('the admin: every descendant', async () => {
    const body = await ok('admin', true);
    expect(body.hierarchy.childProjectCount).toBe(2);
    expect(body.hierarchy.includedProjects.map((p: { id: number }) => p.id)).toEqual([world.project, child, secretChild]);
    expect(body.repositories.total).toBe(3);
    expect(body.pullRequests).toMatchObject({ total: 8, open: 4 });
  });

  test('a child that switched GitHub off is neither counted nor offered', async () => {
    await world.ctx.db.insertInto('disabled_modules').values({ project_id: child, name: 'github' }).execute();
    try {
      const body = await ok('member', true);
      expect(body.hierarchy.childProjectCount).toBe(0);
      expect(body.pullRequests.total).toBe(5);
      expect((await ok('admin', true)).hierarchy.childProjectCount).toBe(1);
    } finally {
      await world.ctx.db.deleteFrom('disabled_modules').where('project_id', '=', child).execute();
    }
  });
});

describe('permissions', () => {
  test('a reader sees the figures; a non-member gets 404; an unknown project 404; a module switched off 403', async () => {
    expect((await stats('reader')).statusCode).toBe(200);
    expectError(await stats('outsider'), 404);
    expectError(await stats('outsider', true), 404);
    expectError(await stats('member', false, 999_999), 404);
    await world.ctx.db.insertInto('disabled_modules').values({ project_id: world.project, name: 'github' }).execute();
    try {
      expectError(await stats('member'), 403);
    } finally {
      await world.ctx.db.deleteFrom('disabled_modules').where('project_id', '=', world.project).execute();
    }
  });

  test('includeChildren must be a boolean', async () => {
    expect((await world.get(`/api/v3/projects/${world.project}/github/stats?includeChildren=perhaps`, 'member')).statusCode).toBe(400);
    expect((await world.get(`/api/v3/projects/${world.project}/github/stats`, 'member')).json().hierarchy.isHierarchical).toBe(false);
  });
});

describe('cost', () => {
  const measure = async (includeChildren: boolean) => {
    world.ctx.statements.count = 0;
    const response = await stats('member', includeChildren);
    expect(response.statusCode).toBe(200);
    return { statements: world.ctx.statements.count, reported: response.json().performance.sqlStatements as number };
  };

  test('the same statements for 2 or 12 repositories and 7 or 300 pull requests, and no call to GitHub', async () => {
    const githubCalls = world.github.requests.length;
    const small = await measure(true);
    for (let index = 0; index < 10; index += 1) {
      const id = await repository(`bulk-${index}`, [index % 2 === 0 ? world.project : child]);
      await pullRequests(
        id,
        Array.from({ length: 29 }, (_, n) => ({ number: n + 1, author: `dev${n % 7}`, created: '2026-02-03T00:00:00Z', updated: '2026-02-04T00:00:00Z', ...(n % 3 === 0 ? { merged: '2026-02-04T00:00:00Z' } : {}) })),
      );
    }
    const large = await measure(true);
    expect(large.statements).toBe(small.statements);
    expect(large.reported).toBe(small.reported);
    // The request's own statements (the session's lookup comes on top of them).
    expect(small.reported).toBeLessThanOrEqual(small.statements);
    expect(small.reported).toBe(8);
    // On top: the session's lookup and the cache's generations read (1); the access check runs once, not twice.
    expect(small.statements).toBe(small.reported + sessionStatements(world.ctx) + 1);
    expect(world.github.requests.length).toBe(githubCalls);
    expect((await ok('member', true)).pullRequests.total).toBe(7 + 290);
  });
});
