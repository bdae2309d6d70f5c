import { halError, jsonResponse, mockApi } from '@tessera/shared/test/fetch-mock';
import { queryClient, resetProjectEvents, subscribeToProjectEvents, type ProjectEventMessage } from '@tessera/shared';
import { mapSprintTask, type SprintTask } from '../../../entities/task';
import { sprintKeys } from '../../../entities/sprint';
import { wpHal } from '../../../../test/fixtures';
import { assignTaskToVersion, isAssignmentPending } from './assign-task';

const PATCH = /^\/work_packages\/14$/;
const target = { versionId: 2, name: 'Sprint 2' };
const versionOf = (taskId: number) => queryClient.getQueryData<SprintTask[]>(sprintKeys.tasks(5))!.find((task) => task.id === taskId)!.versionId;
const fakeApi = () => mockApi(({ method, url }) => halError(404, 'NotFound', `No fake for ${method} ${url}`));
const saved = (lockVersion: number, versionId: number | null = 2) => jsonResponse(200, wpHal(14, { subject: 'Checkout', lockVersion }, { versionId }));

beforeEach(() => {
  queryClient.setQueryData(sprintKeys.tasks(5), [mapSprintTask(wpHal(14, { subject: 'Checkout', lockVersion: 3 })), mapSprintTask(wpHal(15))]);
});

describe('assignTaskToVersion', () => {
  it('moves the card before anything is sent, then keeps the server copy and tells the page', async () => {
    const announced: ProjectEventMessage[] = [];
    subscribeToProjectEvents(5, (message) => announced.push(message));
    const api = fakeApi();
    const release = api.hold('PATCH', PATCH, saved(4));
    const saving = assignTaskToVersion({ queryClient, projectId: 5, taskId: 14, target });
    expect(versionOf(14)).toBe(2);
    expect(isAssignmentPending(14)).toBe(true);
    release();
    await expect(saving).resolves.toMatchObject({ kind: 'saved', target });
    expect(api.requests('PATCH', PATCH).map((request) => request.body)).toEqual([
      { lockVersion: 3, _links: { version: { href: '/api/v3/versions/2' } } },
    ]);
    const task = queryClient.getQueryData<SprintTask[]>(sprintKeys.tasks(5))![0];
    expect(task).toMatchObject({ versionId: 2, lockVersion: 4 });
    expect(isAssignmentPending(14)).toBe(false);
    // The task panel on this page learns of the change (the server's event for it names this tab, which it skips).
    expect(announced).toEqual([expect.objectContaining({ type: 'work_package.updated', workPackageId: 14, lockVersion: 4, origin: 'mfe_sprints' })]);
    resetProjectEvents();
  });

  it('unassigns with a null version link', async () => {
    queryClient.setQueryData(sprintKeys.tasks(5), [mapSprintTask(wpHal(14, { lockVersion: 3 }, { versionId: 2 }))]);
    const api = fakeApi();
    api.answerNext('PATCH', PATCH, saved(4, null));
    await expect(assignTaskToVersion({ queryClient, projectId: 5, taskId: 14, target: { versionId: null, name: '' } })).resolves.toMatchObject({ kind: 'saved' });
    expect(api.requests('PATCH', PATCH)[0].body).toEqual({ lockVersion: 3, _links: { version: { href: null } } });
    expect(versionOf(14)).toBeNull();
  });

  it('puts the card back when the server refuses, and hands the refusal to the caller', async () => {
    fakeApi().answerNext('PATCH', PATCH, halError(422, 'PropertyConstraintViolation', 'Sprint 2 is locked: work packages cannot be added to it.', 'version'));
    const outcome = await assignTaskToVersion({ queryClient, projectId: 5, taskId: 14, target });
    expect(outcome).toMatchObject({ kind: 'failed', title: 'Checkout' });
    expect((outcome as { error: Error }).error.message).toBe('Sprint 2 is locked: work packages cannot be added to it.');
    expect(versionOf(14)).toBeNull();
  });

  it('on a lockVersion conflict refetches the task and retries, waiting 500 ms times the attempt', async () => {
    const api = fakeApi();
    api.answerNext('PATCH', PATCH, halError(409, 'UpdateConflict', 'Changed by someone else.'));
    api.answerNext('GET', PATCH, jsonResponse(200, wpHal(14, { subject: 'Checkout', lockVersion: 5 })));
    api.answerNext('PATCH', PATCH, halError(409, 'UpdateConflict', 'Changed by someone else.'));
    api.answerNext('GET', PATCH, jsonResponse(200, wpHal(14, { subject: 'Checkout', lockVersion: 6 })));
    api.answerNext('PATCH', PATCH, saved(7));
    const waits: number[] = [];
    const outcome = await assignTaskToVersion({ queryClient, projectId: 5, taskId: 14, target, wait: async (ms) => void waits.push(ms) });
    expect(outcome.kind).toBe('saved');
    expect(waits).toEqual([500, 1000]);
    expect(api.requests('PATCH', PATCH).map((request) => (request.body as { lockVersion: number }).lockVersion)).toEqual([3, 5, 6]);
    expect(versionOf(14)).toBe(2);
  });

  it('gives up after 2 conflict retries and puts the card back', async () => {
    const api = fakeApi();
    for (let i = 0; i < 3; i++) api.answerNext('PATCH', PATCH, halError(409, 'UpdateConflict', 'Changed by someone else.'));
    for (let i = 0; i < 2; i++) api.answerNext('GET', PATCH, jsonResponse(200, wpHal(14, { lockVersion: 9 })));
    const outcome = await assignTaskToVersion({ queryClient, projectId: 5, taskId: 14, target, wait: async () => {} });
    expect(outcome.kind).toBe('failed');
    expect(api.requests('PATCH', PATCH)).toHaveLength(3);
    expect(versionOf(14)).toBeNull();
  });

  it('stops when the refetch shows someone made the same assignment meanwhile', async () => {
    const api = fakeApi();
    api.answerNext('PATCH', PATCH, halError(409, 'UpdateConflict', 'Changed by someone else.'));
    api.answerNext('GET', PATCH, jsonResponse(200, wpHal(14, { lockVersion: 4 }, { versionId: 2 })));
    await expect(assignTaskToVersion({ queryClient, projectId: 5, taskId: 14, target, wait: async () => {} })).resolves.toMatchObject({ kind: 'saved' });
    expect(api.requests('PATCH', PATCH)).toHaveLength(1);
  });

  it('refuses a second drop of a card still being saved, and ignores a drop on its own sprint', async () => {
    const api = fakeApi();
    const release = api.hold('PATCH', PATCH, saved(4));
    const first = assignTaskToVersion({ queryClient, projectId: 5, taskId: 14, target });
    await expect(assignTaskToVersion({ queryClient, projectId: 5, taskId: 14, target: { versionId: 3, name: 'Sprint 3' } })).resolves.toEqual({ kind: 'busy' });
    release();
    await first;
    await expect(assignTaskToVersion({ queryClient, projectId: 5, taskId: 14, target })).resolves.toEqual({ kind: 'unchanged' });
    expect(api.requests('PATCH', PATCH)).toHaveLength(1);
  });
});
