// GitHub repositories, the backfill, webhooks and pull requests on tasks (issue 17), against the fake GitHub:
// pagination, ETags, rate-limit and 5xx back-off, signatures, replays, out-of-order events, auto-linking, assign and
// unassign, journals, and what a non-member sees.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { storePullRequests } from '../src/modules/github-pull-requests/store.ts';
import { pullRequestJson, type FakeRepository } from './support/fake-github.ts';
import { createGithubWorld, expectError, WEBHOOK_SECRET, type GithubWorld } from './support/github-world.ts';

/** GitHub's published webhook payloads (@octokit/webhooks-examples). */
type Example = { action?: string; repository: Record<string, unknown>; pull_request: Record<string, unknown> };
const examples = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@octokit/webhooks-examples'), 'utf8')) as { name: string; examples: Example[] }[];

let world: GithubWorld;
let tasks: { named: number; byIdentifier: number; byUrl: number; other: number; foreign: number };
const repo: FakeRepository = { id: 186853002, owner: 'acme', name: 'hello' };

beforeAll(async () => {
  world = await createGithubWorld();
  await world.must('PATCH', '/api/v3/admin/github/settings', 'admin', { apiUrl: world.github.baseUrl, organization: 'acme', token: world.github.token, webhookSecret: WEBHOOK_SECRET });
  tasks = {
    named: await world.workPackage(world.project, 'Named by hash'),
    byIdentifier: await world.workPackage(world.project, 'Named by identifier'),
    byUrl: await world.workPackage(world.project, 'Named by URL'),
    other: await world.workPackage(world.project, 'Never named'),
    foreign: await world.workPackage(world.otherProject, 'In a project without the repository'),
  };
  world.github.repositories = [repo, { id: 2, owner: 'acme', name: 'second' }, { id: 3, owner: 'acme', name: 'third' }];
  world.github.pullRequests.set('acme/hello', [
    pullRequestJson(repo, { id: 9001, number: 1, title: `Fix #${tasks.named}`, updated_at: '2026-02-01T00:00:00Z' }),
    pullRequestJson(repo, { id: 9002, number: 2, title: 'Refactor', head: `APOLLO-${tasks.byIdentifier}-cleanup`, state: 'closed', merged_at: '2026-02-02T00:00:00Z', updated_at: '2026-02-02T00:00:00Z' }),
    pullRequestJson(repo, { id: 9003, number: 3, title: 'Docs', body: `See http://localhost/work_packages/${tasks.byUrl} and acme/other#${tasks.other}`, updated_at: '2026-02-03T00:00:00Z' }),
    pullRequestJson(repo, { id: 9004, number: 4, title: `Cross-project #${tasks.foreign} and GEMINI-${tasks.foreign}`, updated_at: '2026-02-04T00:00:00Z' }),
    pullRequestJson(repo, { id: 9005, number: 5, title: '<img src=x onerror=alert(1)>', body: '<script>alert(1)</script>', updated_at: '2026-02-05T00:00:00Z' }),
  ]);
}, 120_000);
afterAll(async () => world?.close());

const repositories = () => `/api/v3/projects/${world.project}/github/repositories`;
const linked = (task: number) => `/api/v3/work_packages/${task}/github_pull_requests`;
const titles = async (task: number, who: 'member' | 'admin' = 'member') => ((await world.get(linked(task), who)).json()._embedded.elements as { title: string }[]).map((pr) => pr.title).sort();

describe('repositories', () => {
  test('the organization\'s repositories: all pages (Link header), then a 304 on the second call (ETag)', async () => {
    const first = (await world.get(`${repositories()}/organization`, 'manager')).json();
    expect(first.repositories.map((r: { fullName: string }) => r.fullName)).toEqual(['acme/hello', 'acme/second', 'acme/third']);
    const second = (await world.get(`${repositories()}/organization`, 'manager')).json();
    expect(second.repositories).toHaveLength(3);
    const calls = world.github.requestsTo('/orgs/acme/repos');
    expect(calls.filter((call) => call.status === 304).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.headers['if-none-match'])).toBe(true);
  });

  test('connecting needs project admin; bad names are 422 naming fullName', async () => {
    expectError(await world.send('POST', repositories(), 'member', { fullName: 'acme/hello' }), 403);
    expectError(await world.send('POST', repositories(), 'outsider', { fullName: 'acme/hello' }), 404);
    for (const fullName of ['nope', 'acme/missing', '../etc']) {
      expect(expectError(await world.send('POST', repositories(), 'manager', { fullName }), 422)._embedded.details.attribute).toBe('fullName');
    }
  });

  test('connect: 201, a backfill job imports every page after a rate limit and a 5xx, and links the tasks named', async () => {
    world.github.rateLimitNext = 1;
    const response = await world.send('POST', repositories(), 'manager', { fullName: 'acme/hello' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ _type: 'GithubRepository', fullName: 'acme/hello', createdViaApp: false });
    world.github.serverErrorNext = 1;
    await world.ctx.app.jobs.drain();
    const job = (await world.get(body._links.backfillJob.href, 'manager')).json();
    expect(job).toMatchObject({ status: 'success' });
    expect(world.github.requestsTo('/repos/acme/hello/pulls').filter((call) => call.status === 200)).toHaveLength(3);
    expect(await titles(tasks.named)).toEqual([`Fix #${tasks.named}`]);
    expect(await titles(tasks.byIdentifier)).toEqual(['Refactor']);
    expect(await titles(tasks.byUrl)).toEqual(['Docs']);
    expect(await titles(tasks.other)).toEqual([]);
    expect(await titles(tasks.foreign, 'admin')).toEqual([]);
    expectError(await world.send('POST', repositories(), 'manager', { fullName: 'acme/hello' }), 422);
  });

  test('a linked pull request in OpenProject\'s shape, its text inert', async () => {
    const [pr] = (await world.get(linked(tasks.byIdentifier), 'reader')).json()._embedded.elements;
    expect(pr).toMatchObject({ _type: 'GithubPullRequest', number: 2, state: 'closed', merged: true, mergedAt: '2026-02-02T00:00:00.000Z', repository: 'acme/hello', labels: [{ name: 'bug', color: 'd73a4a' }] });
    expect(pr._embedded.githubUser).toMatchObject({ login: 'octocat' });
    const xss = (await world.get(`/api/v3/work_packages/${tasks.other}/github_pull_requests/available`, 'member')).json()._embedded.elements.find((p: { number: number }) => p.number === 5);
    expect(xss.body.html).not.toContain('<script>');
    expect(xss.body.format).toBe('plain');
  });

  test('a non-member sees no repository or pull request of the project', async () => {
    expectError(await world.get(repositories(), 'outsider'), 404);
    expectError(await world.get(linked(tasks.named), 'outsider'), 404);
    const [pr] = (await world.get(linked(tasks.named), 'member')).json()._embedded.elements;
    expectError(await world.get(`/api/v3/github_pull_requests/${pr.id}`, 'outsider'), 404);
    expect((await world.get(`/api/v3/github_pull_requests/${pr.id}`, 'reader')).statusCode).toBe(200);
  });

  test('the list tells every viewer whether GitHub is configured (the admin settings are admins\' only)', async () => {
    expectError(await world.get('/api/v3/admin/github/settings', 'reader'), 403);
    const configured = (await world.get(repositories(), 'reader')).json();
    expect(configured).toMatchObject({ _type: 'Collection', total: 1, configured: true });
    await world.must('PATCH', '/api/v3/admin/github/settings', 'admin', { token: null });
    try {
      const missing = (await world.get(repositories(), 'reader')).json();
      expect(missing).toMatchObject({ total: 1, configured: false });
      expect(missing._embedded.elements.map((r: { fullName: string }) => r.fullName)).toEqual(['acme/hello']);
    } finally {
      await world.must('PATCH', '/api/v3/admin/github/settings', 'admin', { token: world.github.token });
    }
    expect((await world.get(repositories(), 'member')).json().configured).toBe(true);
  });
});

describe('webhooks', () => {
  const opened = examples.find((e) => e.name === 'pull_request')!.examples.find((e) => e.action === 'opened')!;
  const event = (action: string, pr: Record<string, unknown>) => ({ ...opened, action, repository: { ...opened.repository, id: repo.id, full_name: 'acme/hello' }, pull_request: { ...opened.pull_request, ...pr } });
  const count = async () => (await world.ctx.db.selectFrom('github_webhook_deliveries').select('id').execute()).length;

  test('unsigned or wrongly signed: 401 and nothing stored; malformed JSON is a 400', async () => {
    const before = await count();
    expect((await world.deliver('pull_request', event('opened', {}), { secret: 'wrong' })).statusCode).toBe(401);
    const unsigned = await world.ctx.app.inject({ method: 'POST', url: '/api/v3/webhooks/github', headers: { 'content-type': 'application/json', 'x-github-event': 'ping', 'x-github-delivery': 'x1' }, payload: '{}' });
    expect(unsigned.statusCode).toBe(401);
    expect((await world.deliver('pull_request', null, { raw: '{"broken": ' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  test('too large a payload is refused with 413', async () => {
    const response = await world.deliver('pull_request', null, { raw: `{"x":"${'a'.repeat(25 * 1024 * 1024)}"}` });
    expect(response.statusCode).toBe(413);
  });

  test('opened from GitHub\'s example payload: stored, linked and journaled; a replay is stored once', async () => {
    const payload = event('opened', { id: 7001, number: 70, title: `Start APOLLO-${tasks.other}`, updated_at: '2026-02-10T00:00:00Z', merged_at: null, state: 'open' });
    expect((await world.deliver('pull_request', payload, { deliveryId: 'replayed-1' })).statusCode).toBe(202);
    const replay = await world.deliver('pull_request', payload, { deliveryId: 'replayed-1' });
    expect(replay.json()).toEqual({ duplicate: true });
    await world.ctx.app.jobs.drain();
    expect((await world.ctx.db.selectFrom('github_webhook_deliveries').select('status').where('delivery_id', '=', 'replayed-1').execute())).toEqual([{ status: 'processed' }]);
    expect(await titles(tasks.other)).toEqual([`Start APOLLO-${tasks.other}`]);
  });

  test('closed (merged) before opened: the newest state wins, and the merge is journaled', async () => {
    await world.deliver('pull_request', event('closed', { id: 7001, number: 70, title: `Start APOLLO-${tasks.other}`, state: 'closed', merged: true, merged_at: '2026-02-12T00:00:00Z', updated_at: '2026-02-12T00:00:00Z' }));
    await world.deliver('pull_request', event('opened', { id: 7001, number: 70, title: 'Stale title', state: 'open', merged_at: null, updated_at: '2026-02-11T00:00:00Z' }));
    await world.ctx.app.jobs.drain();
    const [pr] = (await world.get(linked(tasks.other), 'member')).json()._embedded.elements;
    expect(pr).toMatchObject({ state: 'closed', merged: true, title: `Start APOLLO-${tasks.other}` });
    const details = await world.ctx.db
      .selectFrom('journal_details as d')
      .innerJoin('journals as j', 'j.id', 'd.journal_id')
      .select(['d.property', 'd.new_value'])
      .where('j.journable_id', '=', tasks.other)
      .where('d.property', 'like', 'github_pull_request_%')
      .execute();
    expect(details.map((d) => d.property)).toEqual(['github_pull_request_linked', 'github_pull_request_merged']);
    expect(details[1].new_value).toBe(`acme/hello#70 Start APOLLO-${tasks.other}`);
  });

  test('pull requests naming one task, stored side by side, are all stored, linked and journaled', async () => {
    // Each store's link checks the task's key (a share lock on PostgreSQL) before it locks the task to journal it: two
    // stores holding the first and waiting for the second was a deadlock, and one pull request was lost.
    const repository = await world.ctx.db.selectFrom('github_repositories').select(['id', 'full_name']).where('full_name', '=', 'acme/hello').executeTakeFirstOrThrow();
    const store = (n: number) =>
      storePullRequests(world.ctx.app, [pullRequestJson(repo, { id: 7100 + n, number: 110 + n, title: `Side by side ${n} for #${tasks.byUrl}`, updated_at: '2026-02-13T00:00:00Z' })], {
        repositoryId: repository.id,
        repositoryFullName: repository.full_name,
        journalStateChanges: true,
      });
    const outcomes = await Promise.all([0, 1, 2, 3].map(store));
    expect(outcomes.map((outcome) => outcome.linked)).toEqual([1, 1, 1, 1]);
    expect(await titles(tasks.byUrl)).toEqual(expect.arrayContaining([0, 1, 2, 3].map((n) => `Side by side ${n} for #${tasks.byUrl}`)));
    const versions = await world.ctx.db
      .selectFrom('journals as j')
      .innerJoin('journal_details as d', 'd.journal_id', 'j.id')
      .select('j.version')
      .where('j.journable_id', '=', tasks.byUrl)
      .where('d.new_value', 'like', '%Side by side%')
      .execute();
    expect(new Set(versions.map((row) => row.version)).size).toBe(4);
  });

  test('the activities say what happened to the pull request, in words', async () => {
    const activities = (await world.get(`/api/v3/work_packages/${tasks.other}/activities`, 'member')).json()._embedded.elements as { details: { raw: string; html: string }[] }[];
    const lines = activities.flatMap((activity) => activity.details).filter((detail) => detail.raw.startsWith('Pull request'));
    expect(lines.map((line) => line.raw)).toEqual([`Pull request acme/hello#70 'Start APOLLO-${tasks.other}' linked`, `Pull request acme/hello#70 'Start APOLLO-${tasks.other}' merged`]);
    expect(lines[1].html).toBe(`<strong>Pull request</strong> <i>acme/hello#70</i> &#39;Start APOLLO-${tasks.other}&#39; merged`);
  });

  test('a signed delivery whose pull request cannot be read is kept as failed and stores nothing', async () => {
    const payload = event('opened', { id: 7002, number: 71, title: undefined, updated_at: 'yesterday' });
    expect((await world.deliver('pull_request', payload, { deliveryId: 'incomplete-1' })).statusCode).toBe(202);
    await world.ctx.app.jobs.drain();
    const delivery = await world.ctx.db.selectFrom('github_webhook_deliveries').select(['status', 'error', 'payload']).where('delivery_id', '=', 'incomplete-1').executeTakeFirstOrThrow();
    expect(delivery).toEqual({ status: 'failed', error: 'The pull request in the payload is incomplete.', payload: null });
    expect(await world.ctx.db.selectFrom('github_pull_requests').select('id').where('github_id', '=', 7002).execute()).toEqual([]);
  });
});

describe('assign and unassign', () => {
  test('assign needs edit_work_packages and a pull request of the project\'s repositories; unassign sticks', async () => {
    const available = (await world.get(`/api/v3/work_packages/${tasks.named}/github_pull_requests/available`, 'member')).json()._embedded.elements;
    const docs = available.find((pr: { number: number }) => pr.number === 3);
    const assign = `/api/v3/work_packages/${tasks.named}/github_pull_requests/assign`;
    expectError(await world.send('POST', assign, 'reader', { pull_request_id: docs.id }), 403);
    expect(expectError(await world.send('POST', assign, 'member', { pull_request_id: 999999 }), 422)._embedded.details.attribute).toBe('pull_request_id');
    expect((await world.send('POST', assign, 'member', { pull_request_id: docs.id })).statusCode).toBe(200);
    expect(await titles(tasks.named)).toEqual(['Docs', `Fix #${tasks.named}`]);
    expect((await world.send('DELETE', `/api/v3/work_packages/${tasks.named}/github_pull_requests/${docs.id}/unassign`, 'member')).statusCode).toBe(204);
    expectError(await world.send('DELETE', `/api/v3/work_packages/${tasks.named}/github_pull_requests/${docs.id}/unassign`, 'member'), 404);
    expect(await titles(tasks.named)).toEqual([`Fix #${tasks.named}`]);
    const journals = await world.ctx.db
      .selectFrom('journal_details as d')
      .innerJoin('journals as j', 'j.id', 'd.journal_id')
      .select(['d.property', 'j.user_id'])
      .where('j.journable_id', '=', tasks.named)
      .where('d.property', 'in', ['github_pull_request_linked', 'github_pull_request_unlinked'])
      .orderBy('j.id')
      .execute();
    expect(journals).toEqual([
      { property: 'github_pull_request_linked', user_id: null },
      { property: 'github_pull_request_linked', user_id: world.users.member },
      { property: 'github_pull_request_unlinked', user_id: world.users.member },
    ]);
  });

  test('removing a connection leaves GitHub alone and needs project admin', async () => {
    const [connected] = (await world.get(repositories(), 'member')).json()._embedded.elements;
    expectError(await world.send('DELETE', `${repositories()}/${connected.id}`, 'member'), 403);
    const before = world.github.requests.length;
    expect((await world.send('DELETE', `${repositories()}/${connected.id}`, 'manager')).statusCode).toBe(204);
    expect(world.github.requests.slice(before).filter((call) => call.method !== 'GET')).toEqual([]);
    expect((await world.get(repositories(), 'member')).json()._embedded.elements).toEqual([]);
  });
});
