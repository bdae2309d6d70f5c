import { jsonResponse, mockApi } from '@tessera/shared/test/fetch-mock';
import { wpHal } from '../../../../test/fixtures';
import { fetchSprintTasks, patchTaskVersion } from './sprint-tasks-api';

describe('sprint board tasks', () => {
  it('asks only what the sprint board shows (select), page after page, each task once', async () => {
    // Only the selected properties and links, as the server answers a select.
    const lean = (id: number, versionId: number | null) => ({
      id, subject: `Task ${id}`, lockVersion: 0, position: id, isClosed: false, storyPoints: null,
      _links: {
        type: { href: '/api/v3/types/1', title: 'Task' },
        status: { href: '/api/v3/statuses/1', title: 'New' },
        assignee: { href: null },
        version: versionId === null ? { href: null } : { href: `/api/v3/versions/${versionId}`, title: 'Sprint' },
      },
    });
    const packages = Array.from({ length: 3 }, (_, index) => lean(index + 1, index === 0 ? 7 : null));
    const api = mockApi(({ url }) => {
      const offset = Number(new URL(url, 'http://localhost').searchParams.get('offset'));
      // 5,001 tasks: a second page; the first task shifted onto it too (created meanwhile).
      const elements = offset === 1 ? packages.slice(0, 2) : [packages[1], packages[2]];
      return jsonResponse(200, { _type: 'Collection', total: 5001, _embedded: { elements } });
    });
    const tasks = await fetchSprintTasks(5);
    const urls = api.requests('GET').map((request) => decodeURIComponent(request.url));
    const select = 'total,elements/id,elements/subject,elements/lockVersion,elements/position,elements/isClosed,elements/storyPoints,elements/type,elements/status,elements/assignee,elements/version';
    expect(urls).toEqual([
      `/api/v3/projects/5/work_packages?filters=[]&sortBy=[["position","asc"],["id","asc"]]&select=${select}&pageSize=5000&offset=1`,
      `/api/v3/projects/5/work_packages?filters=[]&sortBy=[["position","asc"],["id","asc"]]&select=${select}&pageSize=5000&offset=2`,
    ]);
    expect(tasks.map((task) => task.id)).toEqual([1, 2, 3]);
    expect(tasks[0]).toEqual({
      id: 1, title: 'Task 1', type: 'Task', statusId: 1, status: 'New', isClosed: false, storyPoints: null,
      assignee: null, versionId: 7, lockVersion: 0, position: 1,
    });
  });

  it('fails with a readable message when the answer holds no list', async () => {
    mockApi(() => jsonResponse(200, { _type: 'Collection', total: 0 }));
    await expect(fetchSprintTasks(5)).rejects.toThrow('The server sent no list of tasks.');
  });

  it('assigns a version with the lockVersion last read', async () => {
    const api = mockApi(() => jsonResponse(200, wpHal(1, { lockVersion: 4 }, { versionId: 7, assignee: { id: 3, name: 'Priya Raman' } })));
    const task = await patchTaskVersion(1, 7, 3);
    expect(api.requests('PATCH')[0]).toMatchObject({ url: '/api/v3/work_packages/1', body: { lockVersion: 3, _links: { version: { href: '/api/v3/versions/7' } } } });
    expect(task).toMatchObject({ versionId: 7, lockVersion: 4, assignee: { id: 3, name: 'Priya Raman' } });
  });
});
