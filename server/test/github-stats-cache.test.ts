// The GitHub tab's figures kept between requests (stats-cache.ts, migration 0023's generation): a repeated request is
// answered from the cache (said so in `performance`), and every kind of write the figures depend on (a pull request,
// a link, a task moving project, a membership, a module switched off, the settings, the day) gives a fresh answer at
// once; the access check is never cached.
import { DEMO_PASSWORD, login } from './helpers.ts';
import { createGithubWorld, expectError, WEBHOOK_SECRET, type GithubWorld } from './support/github-world.ts';

let world: GithubWorld;
let repositoryId: number;
let task: number;
let pullRequestId: number;
let nextGithubId = 90_000;

async function pullRequest(number: number, linkTo?: number) {
  const now = world.ctx.clock.now().toISOString();
  nextGithubId += 1;
  const row = await world.ctx.db
    .insertInto('github_pull_requests')
    .values({ repository_id: repositoryId, github_id: nextGithubId, number, title: `PR ${number}`, body: '', labels: '[]', state: 'open', draft: false, merged: false, author_login: 'alice', html_url: `https://github.com/acme/x/pull/${number}`, github_created_at: now, github_updated_at: now, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (linkTo) await world.ctx.db.insertInto('github_pull_request_links').values({ pull_request_id: row.id, work_package_id: linkTo, source: 'auto', created_at: now }).execute();
  return row.id;
}

beforeAll(async () => {
  world = await createGithubWorld();
  const now = world.ctx.clock.now().toISOString();
  repositoryId = (await world.ctx.db
    .insertInto('github_repositories')
    .values({ github_id: 1, owner: 'acme', name: 'web', full_name: 'acme/web', html_url: 'https://github.com/acme/web', private: false, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()).id;
  await world.ctx.db.insertInto('github_project_repositories').values({ project_id: world.project, repository_id: repositoryId, created_via_app: false, created_at: now }).execute();
  task = await world.workPackage(world.project, 'Linked task');
  pullRequestId = await pullRequest(1, task);
}, 120_000);
afterAll(async () => world?.close());

const stats = async (who: 'member' | 'manager' = 'member') => {
  world.ctx.statements.count = 0;
  const response = await world.get(`/api/v3/projects/${world.project}/github/stats`, who);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return { body: response.json(), statements: world.ctx.statements.count };
};

test('a repeated request is answered from the cache, cheaper, with the same figures, and says so', async () => {
  const first = await stats();
  expect(first.body.performance.dataSource).toBe('database');
  const second = await stats();
  expect(second.body.performance).toMatchObject({ dataSource: 'cache', sqlStatements: 3 });
  expect(second.statements).toBeLessThan(first.statements);
  const { performance: _a, ...firstFigures } = first.body;
  const { performance: _b, ...secondFigures } = second.body;
  expect(secondFigures).toEqual(firstFigures);
  // Per caller: another user's answer is computed for them (their permissions, their links).
  const manager = await stats('manager');
  expect(manager.body.performance.dataSource).toBe('database');
  expect(manager.body._links.connectRepository).toBeDefined();
  expect(second.body._links.connectRepository).toBeUndefined();
});

test('every write the figures read gives a fresh answer at once', async () => {
  const fresh = async (expectation: (body: ReturnType<typeof JSON.parse>) => void) => {
    const { body } = await stats();
    expect(body.performance.dataSource).toBe('database');
    expectation(body);
    expect((await stats()).body.performance.dataSource).toBe('cache');
  };
  await stats();
  await pullRequest(2);
  await fresh((body) => expect(body.pullRequests.total).toBe(2));
  await world.ctx.db.updateTable('github_pull_requests').set({ state: 'closed', closed_at: world.ctx.clock.now().toISOString() }).where('id', '=', pullRequestId).execute();
  await fresh((body) => expect(body.pullRequests).toMatchObject({ open: 1, closed: 1, linkedToWorkPackages: 1 }));
  // The linked task moves to another project: it no longer counts here.
  await world.ctx.db.updateTable('work_packages').set({ project_id: world.otherProject }).where('id', '=', task).execute();
  await fresh((body) => expect(body.pullRequests.linkedToWorkPackages).toBe(0));
  await world.ctx.db.updateTable('work_packages').set({ project_id: world.project }).where('id', '=', task).execute();
  await fresh((body) => expect(body.pullRequests.linkedToWorkPackages).toBe(1));
  await world.ctx.db.updateTable('github_pull_request_links').set({ unlinked_at: world.ctx.clock.now().toISOString() }).where('pull_request_id', '=', pullRequestId).execute();
  await fresh((body) => expect(body.pullRequests.linkedToWorkPackages).toBe(0));
  await world.must('PATCH', '/api/v3/admin/github/settings', 'admin', { apiUrl: world.github.baseUrl, organization: 'acme', token: world.github.token, webhookSecret: WEBHOOK_SECRET });
  await fresh((body) => expect(body.configured).toBe(true));
});

test("a write to another project's repository leaves the answer cached; connecting one to a child project refreshes its includeChildren answer", async () => {
  const now = world.ctx.clock.now().toISOString();
  const insertRepository = async (githubId: number, name: string, projectId: number) => {
    const id = (await world.ctx.db
      .insertInto('github_repositories')
      .values({ github_id: githubId, owner: 'acme', name, full_name: `acme/${name}`, html_url: `https://github.com/acme/${name}`, private: false, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()).id;
    await world.ctx.db.insertInto('github_project_repositories').values({ project_id: projectId, repository_id: id, created_via_app: false, created_at: now }).execute();
    return id;
  };
  const other = await insertRepository(2, 'elsewhere', world.otherProject);
  await stats();
  expect((await stats()).body.performance.dataSource).toBe('cache');
  nextGithubId += 1;
  await world.ctx.db
    .insertInto('github_pull_requests')
    .values({ repository_id: other, github_id: nextGithubId, number: 1, title: 'Elsewhere', body: '', labels: '[]', state: 'open', draft: false, merged: false, author_login: 'bob', html_url: 'https://github.com/acme/elsewhere/pull/1', github_created_at: now, github_updated_at: now, created_at: now, updated_at: now })
    .execute();
  expect((await stats()).body.performance.dataSource).toBe('cache');
  // The same write in this project's repository is seen at once.
  const before = (await stats()).body.pullRequests.total;
  const number = 50;
  await pullRequest(number);
  const after = await stats();
  expect(after.body.performance.dataSource).toBe('database');
  expect(after.body.pullRequests.total).toBe(before + 1);

  // A repository connected to a child project joins the parent's answer with its children at once.
  const child = (await world.must('POST', '/api/v3/projects', 'admin', { name: 'Apollo Repos Child', identifier: 'apollo_repos_child', public: false, _links: { parent: { href: `/api/v3/projects/${world.project}` } } })).id as number;
  const url = `/api/v3/projects/${world.project}/github/stats?includeChildren=true`;
  const first = (await world.get(url, 'admin')).json();
  expect((await world.get(url, 'admin')).json().performance.dataSource).toBe('cache');
  await insertRepository(3, 'child-repo', child);
  const withChild = (await world.get(url, 'admin')).json();
  expect(withChild.performance.dataSource).toBe('database');
  expect(withChild.repositories.total).toBe(first.repositories.total + 1);
});

test('who sees what is never cached: a child project joins on membership, a removed member is refused at once', async () => {
  const child = (await world.must('POST', '/api/v3/projects', 'admin', { name: 'Apollo Child', identifier: 'apollo_child', public: false, _links: { parent: { href: `/api/v3/projects/${world.project}` } } })).id as number;
  const childStats = async () => (await world.get(`/api/v3/projects/${world.project}/github/stats?includeChildren=true`, 'member')).json();
  expect((await childStats()).hierarchy.childProjectCount).toBe(0);
  const roles = (await world.get('/api/v3/roles', 'admin')).json()._embedded.elements as { id: number; name: string }[];
  const membership = await world.must('POST', '/api/v3/memberships', 'admin', {
    _links: { principal: { href: `/api/v3/users/${world.users.member}` }, project: { href: `/api/v3/projects/${child}` }, roles: [{ href: `/api/v3/roles/${roles.find((role) => role.name === 'Member')!.id}` }] },
  });
  expect((await childStats()).hierarchy.childProjectCount).toBe(1);
  await world.ctx.db.insertInto('disabled_modules').values({ project_id: child, name: 'github' }).execute();
  expect((await childStats()).hierarchy.childProjectCount).toBe(0);
  await world.ctx.db.deleteFrom('disabled_modules').where('project_id', '=', child).execute();
  expect((await childStats()).hierarchy.childProjectCount).toBe(1);
  expect((await world.send('DELETE', `/api/v3/memberships/${membership.id}`, 'admin')).statusCode).toBe(204);
  expect((await childStats()).hierarchy.childProjectCount).toBe(0);

  await stats();
  expect((await stats()).body.performance.dataSource).toBe('cache');
  const own = (await world.get(`/api/v3/memberships?filters=${encodeURIComponent(JSON.stringify([{ principal: { operator: '=', values: [String(world.users.member)] } }, { project: { operator: '=', values: [String(world.project)] } }]))}`, 'admin')).json();
  expect(own._embedded.elements).toHaveLength(1);
  expect((await world.send('DELETE', `/api/v3/memberships/${own._embedded.elements[0].id}`, 'admin')).statusCode).toBe(204);
  expectError(await world.get(`/api/v3/projects/${world.project}/github/stats`, 'member'), 404);
});

test('the next day (the 30-day window moved) is computed afresh', async () => {
  const url = `/api/v3/projects/${world.project}/github/stats`;
  const before = (await world.get(url, 'manager')).json();
  expect((await world.get(url, 'manager')).json().performance.dataSource).toBe('cache');
  world.ctx.clock.advance(24 * 60 * 60 * 1000);
  // A day later the session has expired: sign in again.
  const cookie = await login(world.ctx.app, 'manager@github.test', DEMO_PASSWORD);
  const after = (await world.ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json();
  expect(after.performance.dataSource).toBe('database');
  expect(Date.parse(after.since) - Date.parse(before.since)).toBe(24 * 60 * 60 * 1000);
});
