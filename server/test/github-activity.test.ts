// GitHub activity beyond pull requests (issue 17): the backfill of a connected repository's issues and of its recent
// pull requests' reviews and check runs against the fake GitHub; signed webhook deliveries (GitHub's published
// examples) for issues, reviews, check runs, pushes and the installation, with replays and out-of-order arrivals;
// check runs and reviews on GithubPullRequest in a constant number of statements; what a non-member sees.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ProjectRealtimeEvent } from '../src/realtime/events.ts';
import { checkRunJson, issueJson, pullRequestJson, type FakeRepository } from './support/fake-github.ts';
import { createGithubWorld, expectError, WEBHOOK_SECRET, type GithubWorld } from './support/github-world.ts';

type Example = Record<string, unknown> & { action?: string };
const examples = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@octokit/webhooks-examples'), 'utf8')) as { name: string; examples: Example[] }[];
const example = (name: string, action?: string) => structuredClone(examples.find((e) => e.name === name)!.examples.find((e) => action === undefined || e.action === action)!);

const repo: FakeRepository = { id: 186853002, owner: 'acme', name: 'hello' };
const HEAD = 'a'.repeat(40);
const OLD_HEAD = 'b'.repeat(40);
const NEW_HEAD = 'c'.repeat(40);

let world: GithubWorld;
let tasks: { a: number; b: number; foreign: number };
const events: ProjectRealtimeEvent[] = [];

interface PullRequest {
  id: number;
  reviewState: string | null;
  _embedded: { checkRuns: Array<{ name: string; status: string; conclusion: string | null }>; reviews: Array<{ login: string; state: string }> };
}

/** A pull request of the fake with its head commit. */
const withHead = (pr: ReturnType<typeof pullRequestJson>, sha: string) => ({ ...pr, head: { ...pr.head, sha } });

beforeAll(async () => {
  world = await createGithubWorld();
  world.ctx.app.events.subscribe((event) => events.push(event as ProjectRealtimeEvent));
  await world.must('PATCH', '/api/v3/admin/github/settings', 'admin', { apiUrl: world.github.baseUrl, organization: 'acme', token: world.github.token, webhookSecret: WEBHOOK_SECRET });
  tasks = {
    a: await world.workPackage(world.project, 'Task A'),
    b: await world.workPackage(world.project, 'Task B'),
    foreign: await world.workPackage(world.otherProject, 'Gemini task'),
  };
  const fake = world.github;
  fake.repositories = [repo];
  // The test clock stands at 2026-03-02T10:00Z: #1 is open, #2 closed long ago (its reviews and runs are not read).
  fake.pullRequests.set('acme/hello', [
    withHead(pullRequestJson(repo, { id: 8001, number: 1, title: `Login, closes #${tasks.a}`, updated_at: '2026-02-20T00:00:00Z' }), HEAD),
    withHead(pullRequestJson(repo, { id: 8002, number: 2, title: 'Old work', state: 'closed', updated_at: '2025-06-01T00:00:00Z' }), OLD_HEAD),
  ]);
  fake.issues.set('acme/hello', [
    issueJson(repo, { id: 9101, number: 10, title: `Crash on login (APOLLO-${tasks.b})`, updated_at: '2026-02-10T00:00:00Z', created_at: '2026-02-09T00:00:00Z' }),
    issueJson(repo, { id: 9102, number: 11, title: 'Typo', state: 'closed', updated_at: '2026-02-12T00:00:00Z', created_at: '2026-01-01T00:00:00Z' }),
    issueJson(repo, { id: 9103, number: 12, title: `Names a Gemini task #${tasks.foreign}`, updated_at: '2026-02-13T00:00:00Z' }),
    // GitHub's issue list holds pull requests too.
    { ...issueJson(repo, { id: 8001, number: 1, title: 'Login', updated_at: '2026-02-20T00:00:00Z' }), pull_request: { url: 'https://api.github.com/repos/acme/hello/pulls/1' } },
  ]);
  fake.reviews.set('acme/hello#1', [
    { id: 7001, user: { login: 'alice', avatar_url: 'https://avatars.githubusercontent.com/u/2' }, state: 'APPROVED', html_url: 'https://github.com/acme/hello/pull/1#review-7001', submitted_at: '2026-02-18T00:00:00Z' },
    { id: 7002, user: { login: 'bob' }, state: 'CHANGES_REQUESTED', submitted_at: '2026-02-19T00:00:00Z' },
    { id: 7003, user: { login: 'carol' }, state: 'PENDING' },
  ]);
  fake.reviews.set('acme/hello#2', [{ id: 7009, user: { login: 'zed' }, state: 'APPROVED', submitted_at: '2025-06-01T00:00:00Z' }]);
  fake.checkRuns.set(`acme/hello@${HEAD}`, [
    checkRunJson({ id: 6001, sha: HEAD, name: 'build' }),
    checkRunJson({ id: 6002, sha: HEAD, name: 'lint', conclusion: 'failure' }),
    checkRunJson({ id: 6003, sha: HEAD, name: 'e2e', status: 'in_progress' }),
  ]);
  const connected = await world.send('POST', `/api/v3/projects/${world.project}/github/repositories`, 'manager', { fullName: 'acme/hello' });
  expect(connected.statusCode).toBe(201);
  await world.ctx.app.jobs.drain();
  const job = (await world.get(connected.json()._links.backfillJob.href, 'manager')).json();
  expect(job).toMatchObject({ status: 'success' });
}, 120_000);
afterAll(async () => world?.close());

const linked = async (task: number, who: 'member' | 'admin' | 'reader' = 'member') => {
  const response = await world.get(`/api/v3/work_packages/${task}/github_pull_requests`, who);
  expect(response.statusCode).toBe(200);
  return response.json()._embedded.elements as PullRequest[];
};
const stats = async (who: 'member' | 'admin' = 'member') => (await world.get(`/api/v3/projects/${world.project}/github/stats`, who)).json();
const issueRow = (githubId: number) => world.ctx.db.selectFrom('github_issues').selectAll().where('github_id', '=', githubId).executeTakeFirst();
const runNames = (pr: PullRequest) => pr._embedded.checkRuns.map((run) => `${run.name}:${run.status}:${run.conclusion}`);
const pullRequestOfTaskA = async () => (await linked(tasks.a))[0];

/** A delivery of GitHub's example of `name`/`action`, about our repository, with `change` applied. */
function examplePayload(name: string, action: string | undefined, change: (payload: Example) => void) {
  const payload = example(name, action);
  payload.repository = { ...(payload.repository as object), id: repo.id, full_name: 'acme/hello' };
  change(payload);
  return payload;
}

describe('backfill', () => {
  test('issues (not the pull requests GitHub lists among them), linked to the tasks they name in the project', async () => {
    const rows = await world.ctx.db.selectFrom('github_issues').select(['github_id', 'number', 'state']).orderBy('number').execute();
    expect(rows.map((row) => [Number(row.github_id), row.number, row.state])).toEqual([[9101, 10, 'open'], [9102, 11, 'closed'], [9103, 12, 'open']]);
    const links = await world.ctx.db.selectFrom('github_issue_links as l').innerJoin('github_issues as i', 'i.id', 'l.issue_id').select(['i.number', 'l.work_package_id']).execute();
    expect(links).toEqual([{ number: 10, work_package_id: tasks.b }]);
  });

  test('reviews and head-commit check runs of the recent pull requests only (every page), on the pull request', async () => {
    expect(world.github.requestsTo('/repos/acme/hello/pulls/1/reviews').filter((call) => call.status === 200)).toHaveLength(2);
    expect(world.github.requestsTo(`/repos/acme/hello/commits/${HEAD}/check-runs`).filter((call) => call.status === 200)).toHaveLength(2);
    expect(world.github.requestsTo('/repos/acme/hello/pulls/2/reviews')).toEqual([]);
    expect(world.github.requestsTo(`/repos/acme/hello/commits/${OLD_HEAD}/check-runs`)).toEqual([]);
    const pr = await pullRequestOfTaskA();
    expect(pr.reviewState).toBe('changes_requested');
    expect(pr._embedded.reviews.map((review: { login: string; state: string }) => `${review.login}:${review.state}`)).toEqual(['alice:approved', 'bob:changes_requested']);
    expect(runNames(pr)).toEqual(['build:completed:success', 'e2e:in_progress:null', 'lint:completed:failure']);
    expect(pr._embedded.checkRuns[0]).toEqual({
      _type: 'GithubCheckRun',
      name: 'build',
      status: 'completed',
      conclusion: 'success',
      detailsUrl: 'https://ci.example.com/runs/6001',
      htmlUrl: 'https://github.com/acme/runs/6001',
      appOwnerAvatarUrl: 'https://avatars.githubusercontent.com/u/9919',
      startedAt: '2026-02-01T00:00:00.000Z',
      completedAt: '2026-02-01T00:05:00.000Z',
    });
  });
});

describe('webhooks', () => {
  const count = async (table: 'github_webhook_deliveries' | 'github_issues' | 'github_pushes') => (await world.ctx.db.selectFrom(table).select('id').execute()).length;

  test('a wrongly signed or unsigned issues delivery is 401 and stores nothing', async () => {
    const before = [await count('github_webhook_deliveries'), await count('github_issues')];
    const payload = examplePayload('issues', 'opened', (p) => Object.assign(p.issue as object, { id: 9201, number: 20, updated_at: '2026-02-25T00:00:00Z' }));
    expect((await world.deliver('issues', payload, { secret: 'not-the-secret' })).statusCode).toBe(401);
    const unsigned = await world.ctx.app.inject({ method: 'POST', url: '/api/v3/webhooks/github', headers: { 'content-type': 'application/json', 'x-github-event': 'issues', 'x-github-delivery': 'unsigned-1' }, payload: JSON.stringify(payload) });
    expect(unsigned.statusCode).toBe(401);
    await world.ctx.app.jobs.drain();
    expect([await count('github_webhook_deliveries'), await count('github_issues')]).toEqual(before);
  });

  test('an issue closed, then its older opened delivery: closed stays; a replayed delivery id is stored once', async () => {
    events.length = 0;
    const issue = (state: string, updated: string, title: string) =>
      // GitHub's examples have no 'closed': the opened one, closed.
      examplePayload('issues', 'opened', (p) => {
        p.action = state === 'closed' ? 'closed' : 'opened';
        Object.assign(p.issue as object, { id: 9202, number: 21, title, state, updated_at: updated, closed_at: state === 'closed' ? updated : null, created_at: '2026-02-20T00:00:00Z' });
      });
    expect((await world.deliver('issues', issue('closed', '2026-02-26T00:00:00Z', 'Fixed title'), { deliveryId: 'issue-closed-1' })).statusCode).toBe(202);
    expect((await world.deliver('issues', issue('closed', '2026-02-26T00:00:00Z', 'Fixed title'), { deliveryId: 'issue-closed-1' })).json()).toEqual({ duplicate: true });
    // The older delivery arrives after the newer one was stored (the job runner may otherwise take the two together,
    // in either order, and store both changes in turn).
    await world.ctx.app.jobs.drain();
    expect((await world.deliver('issues', issue('open', '2026-02-21T00:00:00Z', 'Stale title'))).statusCode).toBe(202);
    await world.ctx.app.jobs.drain();
    expect(await world.ctx.db.selectFrom('github_webhook_deliveries').select('status').where('delivery_id', '=', 'issue-closed-1').execute()).toEqual([{ status: 'processed' }]);
    expect(await issueRow(9202)).toMatchObject({ state: 'closed', title: 'Fixed title' });
    // The project's GitHub view is told (once per stored change), nobody else.
    expect(events.filter((event) => event.type === 'github.updated').map((event) => event.projectId)).toEqual([world.project]);
  });

  test('a deleted issue is counted nowhere, and a late delivery does not bring it back', async () => {
    const deleted = examplePayload('issues', 'deleted', (p) => Object.assign(p.issue as object, { id: 9202, number: 21 }));
    await world.deliver('issues', deleted);
    await world.deliver('issues', examplePayload('issues', 'edited', (p) => Object.assign(p.issue as object, { id: 9202, number: 21, state: 'open', updated_at: '2026-02-27T00:00:00Z' })));
    await world.ctx.app.jobs.drain();
    expect((await issueRow(9202))?.state).toBe('deleted');
    expect((await stats()).issues.total).toBe(3);
  });

  test('check runs: completed before its created delivery stays completed, and the linked task\'s tab is told', async () => {
    events.length = 0;
    const run = (action: string, status: string, conclusion: string | null) =>
      examplePayload('check_run', action, (p) => Object.assign(p.check_run as object, { id: 6101, name: 'deploy-preview', head_sha: HEAD, status, conclusion, completed_at: status === 'completed' ? '2026-02-21T00:00:00Z' : null }));
    await world.deliver('check_run', run('completed', 'completed', 'failure'));
    // Processed before the late one arrives: two jobs may run side by side, and then either could be stored first
    // (both stored is right too, but tells the tab twice).
    await world.ctx.app.jobs.drain();
    await world.deliver('check_run', run('created', 'queued', null));
    await world.ctx.app.jobs.drain();
    expect(runNames(await pullRequestOfTaskA())).toContain('deploy-preview:completed:failure');
    expect(events.filter((event) => event.type === 'github_pull_requests.changed').map((event) => (event as { workPackageId?: number }).workPackageId)).toEqual([tasks.a]);
    // A run of another commit is kept, but no pull request shows it.
    await world.deliver('check_run', examplePayload('check_run', 'created', (p) => Object.assign(p.check_run as object, { id: 6102, name: 'other', head_sha: NEW_HEAD, status: 'queued' })));
    await world.ctx.app.jobs.drain();
    expect(runNames(await pullRequestOfTaskA())).not.toContain('other:queued:null');
  });

  test('a pull request moved to a new head shows that commit\'s runs; a re-run replaces the run of the same name', async () => {
    const review = examplePayload('pull_request_review', 'submitted', (p) => {
      Object.assign(p.pull_request as object, { ...withHead(pullRequestJson(repo, { id: 8001, number: 1, title: `Login, closes #${tasks.a}`, updated_at: '2026-02-28T00:00:00Z' }), NEW_HEAD) });
      Object.assign(p.review as object, { id: 7004, state: 'approved', user: { login: 'bob' }, submitted_at: '2026-02-28T00:00:00Z' });
    });
    await world.deliver('pull_request_review', review);
    await world.deliver('check_run', examplePayload('check_run', 'rerequested', (p) => Object.assign(p.check_run as object, { id: 6103, name: 'other', head_sha: NEW_HEAD, status: 'completed', conclusion: 'success' })));
    await world.ctx.app.jobs.drain();
    const pr = await pullRequestOfTaskA();
    expect(runNames(pr)).toEqual(['other:completed:success']);
    // bob approved after requesting changes: his latest review counts.
    expect(pr.reviewState).toBe('approved');
  });

  test('a dismissed review stays dismissed when its submitted delivery arrives late', async () => {
    const payload = (action: string, state: string) =>
      examplePayload('pull_request_review', action, (p) => {
        Object.assign(p.pull_request as object, { ...withHead(pullRequestJson(repo, { id: 8001, number: 1, title: `Login, closes #${tasks.a}`, updated_at: '2026-02-28T00:00:00Z' }), NEW_HEAD) });
        Object.assign(p.review as object, { id: 7005, state, user: { login: 'dave' }, submitted_at: '2026-02-28T01:00:00Z' });
      });
    await world.deliver('pull_request_review', payload('dismissed', 'dismissed'));
    await world.deliver('pull_request_review', payload('submitted', 'changes_requested'));
    await world.ctx.app.jobs.drain();
    const pr = await pullRequestOfTaskA();
    expect(pr._embedded.reviews.find((review: { login: string }) => review.login === 'dave')?.state).toBe('dismissed');
    expect(pr.reviewState).toBe('approved');
  });

  test('pushes: a redelivered push is kept once, a deleted branch not at all; both count in the team activity', async () => {
    const push = (deliveryId: string, after: string, deleted = false) =>
      world.deliver('push', examplePayload('push', undefined, (p) => Object.assign(p, { ref: 'refs/heads/main', after, deleted, commits: [{ id: '1' }, { id: '2' }], head_commit: { timestamp: '2026-02-27T12:00:00Z' } })), { deliveryId });
    await push('push-1', 'd'.repeat(40));
    await push('push-2', 'd'.repeat(40));
    await push('push-3', '0'.repeat(40), true);
    await world.ctx.app.jobs.drain();
    expect(await count('github_pushes')).toBe(1);
    expect((await stats()).teamActivity).toMatchObject({ pushesLast30Days: 1, commitsPushedLast30Days: 2 });
  });

  test('the installation suspended, a late older unsuspend ignored, then deleted for good: the admin page says so', async () => {
    const installation = (action: string, fields: Record<string, unknown>) =>
      examplePayload('installation', action, (p) => Object.assign(p.installation as object, { id: 31337, account: { login: 'acme' }, ...fields }));
    await world.deliver('installation', installation('suspend', { suspended_at: '2026-02-20T00:00:00Z', updated_at: '2026-02-20T00:00:00Z' }));
    await world.deliver('installation', installation('unsuspend', { suspended_at: null, updated_at: '2026-02-19T00:00:00Z' }));
    await world.ctx.app.jobs.drain();
    const suspended = (await world.get('/api/v3/admin/github/settings', 'admin')).json();
    expect(suspended.installation).toEqual({ state: 'suspended', id: 31337, account: 'acme', changedAt: '2026-02-20T00:00:00.000Z' });
    await world.deliver('installation', installation('deleted', {}));
    await world.deliver('installation', installation('new_permissions_accepted', { updated_at: '2026-02-25T00:00:00Z' }));
    await world.ctx.app.jobs.drain();
    expect((await world.get('/api/v3/admin/github/settings', 'admin')).json().installation).toMatchObject({ state: 'deleted', id: 31337 });
    expectError(await world.get('/api/v3/admin/github/settings', 'manager'), 403);
  });

  test('a repository removed from the installation says so on the project\'s figures until it is added back', async () => {
    const change = (action: string, key: 'repositories_removed' | 'repositories_added') =>
      world.deliver('installation_repositories', { ...example('installation_repositories', action), repositories_removed: [], repositories_added: [], [key]: [{ id: repo.id, full_name: 'acme/hello' }] });
    events.length = 0;
    await change('removed', 'repositories_removed');
    await world.ctx.app.jobs.drain();
    expect((await stats()).repositoryStats[0].installationRemovedAt).toBe(world.ctx.clock.now().toISOString());
    // The repository list (the cards' connections) says it too.
    const listed = async () => (await world.get(`/api/v3/projects/${world.project}/github/repositories`, 'member')).json()._embedded.elements[0];
    expect(await listed()).toMatchObject({ fullName: 'acme/hello', installationRemovedAt: world.ctx.clock.now().toISOString() });
    expect(events.map((event) => event.type)).toEqual(['github.updated']);
    await change('added', 'repositories_added');
    await world.ctx.app.jobs.drain();
    expect((await stats()).repositoryStats[0].installationRemovedAt).toBeNull();
    expect((await listed()).installationRemovedAt).toBeNull();
  });
});

describe('stats, permissions and cost', () => {
  test('the issue figures of the stored issues, and the reviews of the period', async () => {
    const body = await stats();
    expect(body.issues).toEqual({ total: 3, open: 2, closed: 1, linkedToWorkPackages: 1, unlinked: 2, openedLast30Days: 1, closedLast30Days: 1 });
    expect(body.repositoryStats[0].issues).toEqual({ total: 3, open: 2 });
    // alice, bob (twice) and dave's dismissed one, all in February.
    expect(body.teamActivity.reviewsLast30Days).toBe(4);
  });

  test('a non-member sees none of it', async () => {
    const pr = await pullRequestOfTaskA();
    expectError(await world.get(`/api/v3/github_pull_requests/${pr.id}`, 'outsider'), 404);
    expectError(await world.get(`/api/v3/work_packages/${tasks.a}/github_pull_requests`, 'outsider'), 404);
    expectError(await world.get(`/api/v3/projects/${world.project}/github/stats`, 'outsider'), 404);
    const reader = (await world.get(`/api/v3/github_pull_requests/${pr.id}`, 'reader')).json();
    expect(reader._embedded.checkRuns.length).toBeGreaterThan(0);
  });

  test('check runs and reviews cost the same statements for one pull request or several', async () => {
    const measure = async (task: number) => {
      world.ctx.statements.count = 0;
      const elements = await linked(task);
      return { statements: world.ctx.statements.count, count: elements.length };
    };
    const one = await measure(tasks.a);
    expect(one.count).toBe(1);
    // Link four more pull requests, each with its own head commit, runs and reviews.
    for (let n = 0; n < 4; n += 1) {
      const sha = String(n + 1).repeat(40);
      await world.deliver('pull_request', { action: 'opened', repository: { id: repo.id, full_name: 'acme/hello' }, pull_request: { ...withHead(pullRequestJson(repo, { id: 8100 + n, number: 100 + n, title: `More for #${tasks.b}`, updated_at: '2026-02-28T00:00:00Z' }), sha), merged: false } });
      await world.deliver('check_run', examplePayload('check_run', 'created', (p) => Object.assign(p.check_run as object, { id: 6200 + n, name: 'build', head_sha: sha, status: 'queued' })));
    }
    await world.ctx.app.jobs.drain();
    const several = await measure(tasks.b);
    expect(several.count).toBe(4);
    expect(several.statements).toBe(one.statements);
    expect((await linked(tasks.b)).every((pr) => pr._embedded.checkRuns.length === 1)).toBe(true);
  });
});
