// A project's GitHub rule 'when a linked pull request is merged, set status to X' (issue 17): who may set it, its
// validation, its application through the work packages' own update (journal, live event) in the setter's name; the
// live events that tell a task's GitHub tab and a project's GitHub view to refetch; and a project copy, which takes
// nothing of GitHub.
import type { RealtimeEvent } from '../src/realtime/index.ts';
import { parseEvent, viewPermissionOf } from '../src/realtime/events.ts';
import { pullRequestJson, type FakeRepository } from './support/fake-github.ts';
import { createGithubWorld, expectError, WEBHOOK_SECRET, type GithubWorld } from './support/github-world.ts';

let world: GithubWorld;
const repo: FakeRepository = { id: 4242, owner: 'acme', name: 'rules' };
const events: RealtimeEvent[] = [];
let task: number;
let other: number;

const settings = () => `/api/v3/projects/${world.project}/github/settings`;
const statusLink = (id: number | null) => ({ _links: { mergedStatus: { href: id === null ? null : `/api/v3/statuses/${id}` } } });
const pr = (fields: { id: number; number: number; title: string; state?: string; merged_at?: string | null; updated_at: string }) => ({
  ...pullRequestJson(repo, fields),
  merged: fields.merged_at ? true : false,
});
const deliver = (action: string, pullRequest: Record<string, unknown>) =>
  world.deliver('pull_request', { action, repository: { id: repo.id, full_name: 'acme/rules' }, pull_request: pullRequest });
const statusOf = async (id: number) => (await world.get(`/api/v3/work_packages/${id}`, 'member')).json()._links.status.href;

beforeAll(async () => {
  world = await createGithubWorld();
  await world.must('PATCH', '/api/v3/admin/github/settings', 'admin', { apiUrl: world.github.baseUrl, organization: 'acme', token: world.github.token, webhookSecret: WEBHOOK_SECRET });
  world.github.repositories = [repo];
  await world.must('POST', `/api/v3/projects/${world.project}/github/repositories`, 'manager', { fullName: 'acme/rules' });
  await world.ctx.app.jobs.drain();
  task = await world.workPackage(world.project, 'Ship the rule');
  other = await world.workPackage(world.project, 'Another task');
  world.ctx.app.events.subscribe((event) => events.push(event));
}, 120_000);
afterAll(async () => world?.close());

describe('the merged status rule', () => {
  test('readers see it, only project admins change it; none at first', async () => {
    const body = (await world.get(settings(), 'reader')).json();
    expect(body).toMatchObject({ _type: 'GithubProjectSettings', _links: { mergedStatus: { href: null } } });
    expect(body._links.update).toBeUndefined();
    expectError(await world.get(settings(), 'outsider'), 404);
    expectError(await world.send('PATCH', settings(), 'member', statusLink(4)), 403);
    expectError(await world.send('PATCH', settings(), 'outsider', statusLink(4)), 404);
  });

  test('a status that does not exist, or no status link, is a 422 naming mergedStatus', async () => {
    for (const body of [statusLink(999), { _links: { mergedStatus: { href: '/api/v3/types/1' } } }]) {
      expect(expectError(await world.send('PATCH', settings(), 'manager', body), 422)._embedded.details.attribute).toBe('mergedStatus');
    }
    expectError(await world.send('PATCH', settings(), 'manager', { mergedStatus: 4 }), 400);
  });

  test('set by a project admin: a merge moves the linked task, journaled in their name, with a live update', async () => {
    const body = await world.must('PATCH', settings(), 'manager', statusLink(4));
    expect(body._links.mergedStatus).toEqual({ href: '/api/v3/statuses/4', title: 'Completed' });
    await deliver('opened', pr({ id: 8101, number: 1, title: `Rule for #${task}`, updated_at: '2026-02-20T00:00:00Z' }));
    await world.ctx.app.jobs.drain();
    expect(await statusOf(task)).toBe('/api/v3/statuses/1');
    events.length = 0;
    await deliver('closed', pr({ id: 8101, number: 1, title: `Rule for #${task}`, state: 'closed', merged_at: '2026-02-21T00:00:00Z', updated_at: '2026-02-21T00:00:00Z' }));
    await world.ctx.app.jobs.drain();
    expect(await statusOf(task)).toBe('/api/v3/statuses/4');
    const statusJournal = await world.ctx.db
      .selectFrom('journal_details as d')
      .innerJoin('journals as j', 'j.id', 'd.journal_id')
      .select(['j.user_id', 'd.old_value', 'd.new_value'])
      .where('j.journable_id', '=', task)
      .where('d.property', '=', 'status_id')
      .where('d.old_value', 'is not', null)
      .execute();
    expect(statusJournal).toEqual([{ user_id: world.users.manager, old_value: '1', new_value: '4' }]);
    expect(events.map((event) => [event.type, event.workPackageId, event.actorId])).toEqual([
      ['github_pull_requests.changed', task, 0],
      ['work_package.updated', task, world.users.manager],
      ['github.updated', undefined, 0],
    ]);
  });

  test('a closed pull request that was not merged leaves the status alone', async () => {
    await deliver('opened', pr({ id: 8102, number: 2, title: `Try #${other}`, updated_at: '2026-02-22T00:00:00Z' }));
    await deliver('closed', pr({ id: 8102, number: 2, title: `Try #${other}`, state: 'closed', updated_at: '2026-02-23T00:00:00Z' }));
    await world.ctx.app.jobs.drain();
    expect(await statusOf(other)).toBe('/api/v3/statuses/1');
  });

  test('a setter who may no longer edit the task: the merge is journaled, the status stays', async () => {
    // The rule set by the member's name would be refused: they hold no edit_project, so set it as the manager and
    // then take the manager's membership away.
    const membership = (await world.ctx.db.selectFrom('memberships').select('id').where('principal_id', '=', world.users.manager).where('project_id', '=', world.project).executeTakeFirstOrThrow()).id;
    const third = await world.workPackage(world.project, 'Third task');
    await world.ctx.db.deleteFrom('member_roles').where('membership_id', '=', membership).execute();
    await world.ctx.db.deleteFrom('memberships').where('id', '=', membership).execute();
    await deliver('opened', pr({ id: 8103, number: 3, title: `Later #${third}`, updated_at: '2026-02-24T00:00:00Z' }));
    await deliver('closed', pr({ id: 8103, number: 3, title: `Later #${third}`, state: 'closed', merged_at: '2026-02-25T00:00:00Z', updated_at: '2026-02-25T00:00:00Z' }));
    await world.ctx.app.jobs.drain();
    expect(await statusOf(third)).toBe('/api/v3/statuses/1');
    const properties = await world.ctx.db.selectFrom('journal_details as d').innerJoin('journals as j', 'j.id', 'd.journal_id').select('d.property').where('j.journable_id', '=', third).execute();
    expect(properties.map((row) => row.property)).toContain('github_pull_request_merged');
  });

  test('an admin removes the rule with a null link', async () => {
    const body = await world.must('PATCH', settings(), 'admin', statusLink(null));
    expect(body._links.mergedStatus).toEqual({ href: null });
  });
});

describe('live updates of a task\'s pull requests', () => {
  test('assign and unassign publish github_pull_requests.changed for the task and github.updated for its project, by the user', async () => {
    const [available] = (await world.get(`/api/v3/work_packages/${other}/github_pull_requests/available`, 'member')).json()._embedded.elements.filter((p: { number: number }) => p.number === 1);
    events.length = 0;
    await world.must('POST', `/api/v3/work_packages/${other}/github_pull_requests/assign`, 'member', { pull_request_id: available.id });
    expect((await world.send('DELETE', `/api/v3/work_packages/${other}/github_pull_requests/${available.id}/unassign`, 'member')).statusCode).toBe(204);
    expect(events.map((event) => [event.type, event.projectId, event.workPackageId, event.actorId])).toEqual([
      ['github_pull_requests.changed', world.project, other, world.users.member],
      ['github.updated', world.project, undefined, world.users.member],
      ['github_pull_requests.changed', world.project, other, world.users.member],
      ['github.updated', world.project, undefined, world.users.member],
    ]);
  });

  test('delivered to those who may view GitHub content; a webhook\'s event (actor 0) crosses instances', () => {
    expect(viewPermissionOf('github_pull_requests.changed')).toBe('view_github');
    const event = { id: 'x', at: '2026-02-21T00:00:00.000Z', type: 'github_pull_requests.changed', projectId: 3, workPackageId: 9, actorId: 0 };
    expect(parseEvent(event)).toEqual(event);
    expect(parseEvent({ ...event, workPackageId: undefined })).toBeNull();
  });
});

describe("live updates of a project's GitHub view (github.updated)", () => {
  const shared: FakeRepository = { id: 4343, owner: 'acme', name: 'shared' };
  const projectEvents = () => events.map((event) => [event.type, event.projectId, event.actorId]).sort((a, b) => Number(a[1]) - Number(b[1]));
  const deliverShared = (action: string, fields: Parameters<typeof pullRequestJson>[1]) =>
    world.deliver('pull_request', { action, repository: { id: shared.id, full_name: 'acme/shared' }, pull_request: pullRequestJson(shared, fields) });

  test('connecting publishes one by the user; the backfill one more when done, for every project of the repository', async () => {
    world.github.repositories = [repo, shared];
    world.github.pullRequests.set('acme/shared', [
      pullRequestJson(shared, { id: 9101, number: 1, title: 'Old work', updated_at: '2026-01-01T00:00:00Z' }),
      pullRequestJson(shared, { id: 9102, number: 2, title: 'Older work', updated_at: '2026-01-02T00:00:00Z' }),
      pullRequestJson(shared, { id: 9103, number: 3, title: 'Oldest work', updated_at: '2026-01-03T00:00:00Z' }),
    ]);
    await world.must('POST', `/api/v3/projects/${world.otherProject}/github/repositories`, 'admin', { fullName: 'acme/shared' });
    await world.ctx.app.jobs.drain();
    events.length = 0;
    // (The manager lost their membership above: the site admin manages the project from here on.)
    await world.must('POST', `/api/v3/projects/${world.project}/github/repositories`, 'admin', { fullName: 'acme/shared' });
    expect(projectEvents()).toEqual([['github.updated', world.project, world.users.admin]]);
    events.length = 0;
    await world.ctx.app.jobs.drain();
    // One for the whole import (three pull requests over two pages), not one per page or per pull request.
    expect(projectEvents()).toEqual([['github.updated', world.project, 0], ['github.updated', world.otherProject, 0]]);
  });

  test('a webhook changing a pull request that names no task: one per project, and no task event', async () => {
    events.length = 0;
    await deliverShared('edited', { id: 9101, number: 1, title: 'Old work, renamed', updated_at: '2026-03-01T00:00:00Z' });
    await world.ctx.app.jobs.drain();
    expect(projectEvents()).toEqual([['github.updated', world.project, 0], ['github.updated', world.otherProject, 0]]);
  });

  test('a delivery older than what is stored changes nothing and publishes nothing', async () => {
    events.length = 0;
    await deliverShared('edited', { id: 9101, number: 1, title: 'Stale title', updated_at: '2026-02-01T00:00:00Z' });
    await world.ctx.app.jobs.drain();
    expect(events).toEqual([]);
  });

  test('removing a connection publishes one for that project, by the user', async () => {
    const [connected] = (await world.get(`/api/v3/projects/${world.project}/github/repositories`, 'admin')).json()._embedded.elements.filter((r: { fullName: string }) => r.fullName === 'acme/shared');
    events.length = 0;
    expect((await world.send('DELETE', `/api/v3/projects/${world.project}/github/repositories/${connected.id}`, 'admin')).statusCode).toBe(204);
    expect(projectEvents()).toEqual([['github.updated', world.project, world.users.admin]]);
  });

  test('delivered to those who may view GitHub content; it names only its project and crosses instances', () => {
    expect(viewPermissionOf('github.updated')).toBe('view_github');
    const event = { id: 'y', at: '2026-02-21T00:00:00.000Z', type: 'github.updated', projectId: 3, actorId: 0 };
    expect(parseEvent(event)).toEqual(event);
    expect(parseEvent({ ...event, workPackageId: 9 })).toEqual(event);
    expect(parseEvent({ ...event, projectId: undefined })).toBeNull();
  });
});

describe('copying a project', () => {
  test('takes neither its repositories nor the pull requests\' links nor its rule', async () => {
    await world.must('PATCH', settings(), 'admin', statusLink(2));
    const copied = await world.send('POST', `/api/v3/projects/${world.project}/copy`, 'admin', { name: 'Apollo copy', identifier: 'apollo_copy', _meta: { copyWorkPackages: true } });
    expect(copied.statusCode).toBe(302);
    await world.ctx.app.jobs.drain();
    const copy = (await world.ctx.db.selectFrom('projects').select('id').where('identifier', '=', 'apollo_copy').executeTakeFirstOrThrow()).id;
    expect((await world.ctx.db.selectFrom('work_packages').select('id').where('project_id', '=', copy).execute()).length).toBeGreaterThan(0);
    expect(await world.ctx.db.selectFrom('github_project_repositories').select('id').where('project_id', '=', copy).execute()).toEqual([]);
    expect(await world.ctx.db.selectFrom('github_project_settings').select('project_id').where('project_id', '=', copy).execute()).toEqual([]);
    const links = await world.ctx.db
      .selectFrom('github_pull_request_links as l')
      .innerJoin('work_packages as wp', 'wp.id', 'l.work_package_id')
      .select('l.pull_request_id')
      .where('wp.project_id', '=', copy)
      .execute();
    expect(links).toEqual([]);
  });
});
