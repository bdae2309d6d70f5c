import { waitFor } from '@testing-library/react';
import { jsonResponse, mockApi, mockFetch, requestsOf } from '@tessera/shared/test/fetch-mock';
import { PROJECT_WORK_PACKAGES_SELECTED_PAGE_SIZE as PAGE_SIZE, queryClient, TASK_CARD_SELECT } from '@tessera/shared';
import { collectionOf, STATUSES_HAL, wpHal } from '../testing/fixtures';
import { mapTask } from '../model/task';
import { fetchProjectTasks, INVALID_TASKS_DATA_MESSAGE, projectTasksQuery } from './tasks-api';
import { keepNewerTask, patchTaskInCaches, removeTaskFromCaches, taskKeys } from './task-keys';

describe('fetchProjectTasks', () => {
  it('loads every task, closed ones included, 5,000 per request, projected to what the views show', async () => {
    const total = 5001;
    const fetch = mockFetch(({ url }) => {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      const ids = Array.from({ length: Math.min(PAGE_SIZE, total - (offset - 1) * PAGE_SIZE) }, (_, i) => (offset - 1) * PAGE_SIZE + i + 1);
      return jsonResponse(200, { _type: 'Collection', total, _embedded: { elements: ids.map((id) => ({ id, subject: `Task ${id}` })) } });
    });
    const tasks = await fetchProjectTasks(5);
    expect(tasks).toHaveLength(5001);
    expect(tasks[5000]).toMatchObject({ id: 5001, title: 'Task 5001', projectId: 5, partial: true });
    const urls = requestsOf(fetch).map((request) => new URL(request.url, 'http://x'));
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url.pathname).toBe('/api/v3/projects/5/work_packages');
      // Without filters=[] the API lists open work packages only.
      expect(url.searchParams.get('filters')).toBe('[]');
      expect(url.searchParams.get('pageSize')).toBe('5000');
      expect(url.searchParams.get('select')).toBe(['total', ...TASK_CARD_SELECT.map((name) => `elements/${name}`)].join(','));
    }
    expect(urls.map((url) => url.searchParams.get('offset')).sort()).toEqual(['1', '2']);
  });

  it('maps a card from only its selected properties and links', async () => {
    const card = {
      id: 7,
      subject: 'Lean card',
      descriptionExcerpt: 'Some bold words',
      lockVersion: 3,
      position: 2,
      isClosed: false,
      storyPoints: 5,
      commentCount: 2,
      startDate: null,
      dueDate: '2026-03-04',
      _links: {
        status: { href: '/api/v3/statuses/2', title: 'In Progress' },
        type: { href: '/api/v3/types/1', title: 'Task' },
        priority: { href: '/api/v3/priorities/8', title: 'Normal' },
        assignee: { href: '/api/v3/users/4', title: 'Tomás Herrera' },
        version: { href: '/api/v3/versions/9', title: 'Sprint 1' },
        parent: { href: '/api/v3/work_packages/3', title: 'Epic' },
      },
    };
    mockFetch(() => jsonResponse(200, { _type: 'Collection', total: 1, _embedded: { elements: [card] } }));
    const [task] = await fetchProjectTasks(5);
    expect(task).toMatchObject({
      id: 7, title: 'Lean card', description: '', descriptionRaw: '', descriptionText: 'Some bold words', lockVersion: 3, position: 2, storyPoints: 5, commentCount: 2,
      dueDate: '2026-03-04', status: 'In Progress', statusId: 2, type: 'Task', typeId: 1, priority: 'Normal', priorityId: 8,
      assignees: [{ id: 4, name: 'Tomás Herrera', type: 'User' }], version: { id: 9, name: 'Sprint 1' }, parent: { id: 3, title: 'Epic' },
      projectId: 5, partial: true,
    });
  });

  it('says the data is invalid when the answer holds no list of tasks', async () => {
    mockFetch(() => jsonResponse(200, { _type: 'Collection', total: 3 }));
    await expect(fetchProjectTasks(5)).rejects.toThrow(INVALID_TASKS_DATA_MESSAGE);
  });

  it('colours tasks with the server statuses loaded alongside', async () => {
    const statuses = STATUSES_HAL.map((status) => (status.id === 1 ? { ...status, color: '#abcdef' } : status));
    mockFetch(({ url }) =>
      url.startsWith('/api/v3/statuses') ? jsonResponse(200, collectionOf(statuses)) : jsonResponse(200, collectionOf([wpHal(1)])),
    );
    const tasks = await queryClient.fetchQuery(projectTasksQuery(queryClient, 5));
    expect(tasks[0].statusColor).toBe('#abcdef');
  });
});

describe('cache helpers', () => {
  const seed = () => queryClient.setQueryData(taskKeys.list(5), [mapTask(wpHal(1)), mapTask(wpHal(2, { lockVersion: 4 }))]);
  const list = () => queryClient.getQueryData<ReturnType<typeof mapTask>[]>(taskKeys.list(5))!;

  it('replaces a task with the server copy, adds a new one, and ignores an older copy', () => {
    seed();
    patchTaskInCaches(queryClient, wpHal(1, { subject: 'Renamed', lockVersion: 1 }));
    patchTaskInCaches(queryClient, wpHal(3, { subject: 'Created elsewhere' }));
    patchTaskInCaches(queryClient, wpHal(2, { subject: 'Stale', lockVersion: 3 }));
    expect(list().map((task) => [task.id, task.title])).toEqual([[1, 'Renamed'], [2, 'Task 2'], [3, 'Created elsewhere']]);
  });

  it("keeps a write's answer when a read that left before the write answers after it (a live update's refetch)", async () => {
    const stale = [wpHal(1, { subject: 'Task 1', lockVersion: 1 }), wpHal(2, { subject: 'Moved by someone', lockVersion: 2 })];
    const fake = mockApi(() => jsonResponse(200, { _type: 'Collection', total: 2, _embedded: { elements: stale } }));
    const release = fake.hold('GET', /^\/projects\/5\/work_packages$/);
    queryClient.setQueryData(taskKeys.statuses, []);
    queryClient.setQueryData(taskKeys.list(5), [mapTask(wpHal(1, { lockVersion: 1 })), mapTask(wpHal(2, { lockVersion: 1 }))]);
    // The read leaves; then the write's answer (lockVersion 2) is stored; then the read answers as it read.
    const reading = queryClient.fetchQuery({ ...projectTasksQuery(queryClient, 5), staleTime: 0 });
    await waitFor(() => expect(fake.requests('GET', /work_packages/)).toHaveLength(1));
    patchTaskInCaches(queryClient, wpHal(1, { subject: 'Renamed', lockVersion: 2 }));
    release();
    await reading;
    // Task 1 stays as written; task 2 is the read's (newer than what was there).
    expect(list().map((task) => [task.id, task.title, task.lockVersion])).toEqual([[1, 'Renamed', 2], [2, 'Moved by someone', 2]]);
  });

  it("keeps the panel's task when a read answers an older copy, and takes a newer or first read", () => {
    const written = mapTask(wpHal(1, { subject: 'Renamed', lockVersion: 3 }));
    expect(keepNewerTask(written, mapTask(wpHal(1, { lockVersion: 2 })))).toBe(written);
    expect(keepNewerTask(written, mapTask(wpHal(1, { subject: 'Later', lockVersion: 4 })))).toMatchObject({ title: 'Later' });
    expect(keepNewerTask(undefined, written)).toBe(written);
  });

  it('removes a deleted task with its descendants', () => {
    queryClient.setQueryData(taskKeys.list(5), [
      mapTask(wpHal(3, {}, { parent: { id: 2, title: 'Task 2' } })),
      mapTask(wpHal(1)),
      mapTask(wpHal(2, {}, { parent: { id: 1, title: 'Task 1' } })),
      mapTask(wpHal(4)),
    ]);
    removeTaskFromCaches(queryClient, 5, 1);
    expect(list().map((task) => task.id)).toEqual([4]);
  });
});
