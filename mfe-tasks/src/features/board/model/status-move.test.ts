import { halError, jsonResponse, mockFetch, requestsOf, type MockResponse } from '@tessera/shared/test/fetch-mock';
import { queryClient } from '@tessera/shared';
import { isStatusUpdatePending, mapTask, type Task, taskKeys } from '../../../entities/task';
import { wpHal } from '../../../entities/task/testing/fixtures';
import {
  moveTaskToStatus,
  STATUS_UPDATE_BLOCKED_MESSAGE,
  type StatusTarget,
} from './status-move';

const IN_PROGRESS: StatusTarget = { id: 2, name: 'In Progress', color: '#fa8c16', isClosed: false };
const cached = () => queryClient.getQueryData<Task[]>(taskKeys.list(5))!.find((task) => task.id === 1)!;

function seed() {
  queryClient.setQueryData(taskKeys.list(5), [mapTask(wpHal(1, { lockVersion: 3 })), mapTask(wpHal(2))]);
}

function deferred() {
  let resolve!: (response: MockResponse) => void;
  const promise = new Promise<MockResponse>((done) => (resolve = done));
  return { promise, resolve };
}

const patches = (fetch: jest.Mock) => requestsOf(fetch).filter((request) => request.method === 'PATCH');
const reads = (fetch: jest.Mock) => requestsOf(fetch).filter((request) => request.method === 'GET');

beforeEach(seed);

describe('moveTaskToStatus', () => {
  it('moves the card at once, sends the status call with the lockVersion, then keeps the server copy', async () => {
    const answer = deferred();
    const fetch = mockFetch(() => answer.promise);
    const move = moveTaskToStatus({ queryClient, projectId: 5, taskId: 1, target: IN_PROGRESS });
    await Promise.resolve();
    expect(cached()).toMatchObject({ statusId: 2, status: 'In Progress', statusColor: '#fa8c16' });
    expect(isStatusUpdatePending(1)).toBe(true);

    answer.resolve(jsonResponse(200, wpHal(1, { lockVersion: 4 }, { statusId: 2 })));
    await expect(move).resolves.toBe('moved');
    expect(patches(fetch)).toEqual([
      expect.objectContaining({ url: '/api/v3/work_packages/1/status', body: { lockVersion: 3, _links: { status: { href: '/api/v3/statuses/2' } } } }),
    ]);
    expect(cached()).toMatchObject({ statusId: 2, lockVersion: 4 });
    expect(isStatusUpdatePending(1)).toBe(false);
  });

  it('puts the card back and says why when the server refuses', async () => {
    mockFetch(() => halError(403, 'MissingPermission', 'The project is archived: its work packages cannot be changed.'));
    const onError = jest.fn();
    await expect(moveTaskToStatus({ queryClient, projectId: 5, taskId: 1, target: IN_PROGRESS, onError })).resolves.toBe('failed');
    expect(cached()).toMatchObject({ statusId: 1, status: 'New', lockVersion: 3 });
    expect(onError).toHaveBeenCalledWith('Failed to save changes: The project is archived: its work packages cannot be changed.');
  });

  it('on a lockVersion conflict refetches the task and retries, waiting 500 ms times the attempt', async () => {
    let conflicts = 2;
    let version = 3;
    const fetch = mockFetch(({ method }) => {
      if (method === 'GET') return jsonResponse(200, wpHal(1, { lockVersion: ++version, subject: 'Edited meanwhile' }));
      if (conflicts-- > 0) return halError(409, 'UpdateConflict', 'Outdated');
      return jsonResponse(200, wpHal(1, { lockVersion: version + 1, subject: 'Edited meanwhile' }, { statusId: 2 }));
    });
    const wait = jest.fn().mockResolvedValue(undefined);
    await expect(moveTaskToStatus({ queryClient, projectId: 5, taskId: 1, target: IN_PROGRESS, wait })).resolves.toBe('moved');
    expect(wait.mock.calls).toEqual([[500], [1000]]);
    expect(reads(fetch)).toHaveLength(2);
    expect(patches(fetch).map((request) => (request.body as { lockVersion: number }).lockVersion)).toEqual([3, 4, 5]);
    expect(cached()).toMatchObject({ statusId: 2, title: 'Edited meanwhile', lockVersion: 6 });
  });

  it('gives up after 2 retries and restores the status last read from the server', async () => {
    const fetch = mockFetch(({ method }) =>
      method === 'GET' ? jsonResponse(200, wpHal(1, { lockVersion: 7 }, { statusId: 3 })) : halError(409, 'UpdateConflict', 'Outdated'),
    );
    const onError = jest.fn();
    const wait = jest.fn().mockResolvedValue(undefined);
    await expect(moveTaskToStatus({ queryClient, projectId: 5, taskId: 1, target: IN_PROGRESS, onError, wait })).resolves.toBe('failed');
    expect(patches(fetch)).toHaveLength(3);
    // Someone else put it On Hold meanwhile: that is where it goes back to.
    expect(cached()).toMatchObject({ statusId: 3, status: 'On Hold' });
    expect(onError).toHaveBeenCalledWith('Failed to save changes: Outdated');
  });

  it('treats a 422 about the lockVersion as a conflict too', async () => {
    let first = true;
    mockFetch(({ method }) => {
      if (method === 'GET') return jsonResponse(200, wpHal(1, { lockVersion: 9 }));
      if (first) {
        first = false;
        return halError(422, 'PropertyConstraintViolation', 'Lock version is outdated', 'lockVersion');
      }
      return jsonResponse(200, wpHal(1, { lockVersion: 10 }, { statusId: 2 }));
    });
    const wait = jest.fn().mockResolvedValue(undefined);
    await expect(moveTaskToStatus({ queryClient, projectId: 5, taskId: 1, target: IN_PROGRESS, wait })).resolves.toBe('moved');
    expect(wait).toHaveBeenCalledWith(500);
  });

  it('waits the real 500 ms before the first retry', async () => {
    jest.useFakeTimers();
    try {
      let conflict = true;
      const fetch = mockFetch(({ method }) => {
        if (method === 'GET') return jsonResponse(200, wpHal(1, { lockVersion: 4 }));
        if (conflict) {
          conflict = false;
          return halError(409, 'UpdateConflict', 'Outdated');
        }
        return jsonResponse(200, wpHal(1, { lockVersion: 5 }, { statusId: 2 }));
      });
      const move = moveTaskToStatus({ queryClient, projectId: 5, taskId: 1, target: IN_PROGRESS });
      await jest.advanceTimersByTimeAsync(499);
      expect(reads(fetch)).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      await expect(move).resolves.toBe('moved');
      expect(reads(fetch)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a second status change of a task while the first is in flight', async () => {
    const answer = deferred();
    const fetch = mockFetch(() => answer.promise);
    const onError = jest.fn();
    const first = moveTaskToStatus({ queryClient, projectId: 5, taskId: 1, target: IN_PROGRESS });
    const second = moveTaskToStatus({
      queryClient, projectId: 5, taskId: 1, target: { id: 4, name: 'Completed', color: '#52c41a', isClosed: true }, onError,
    });
    await expect(second).resolves.toBe('blocked');
    expect(onError).toHaveBeenCalledWith(STATUS_UPDATE_BLOCKED_MESSAGE);
    // Another task is not held up.
    const other = moveTaskToStatus({ queryClient, projectId: 5, taskId: 2, target: IN_PROGRESS });
    answer.resolve(jsonResponse(200, wpHal(1, { lockVersion: 4 }, { statusId: 2 })));
    await expect(first).resolves.toBe('moved');
    await other;
    expect(patches(fetch).map((request) => request.url)).toEqual(['/api/v3/work_packages/1/status', '/api/v3/work_packages/2/status']);
    expect(cached().statusId).toBe(2);
  });
});
