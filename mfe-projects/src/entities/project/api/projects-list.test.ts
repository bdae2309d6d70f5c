import { renderHook } from '@testing-library/react';
import { ApiError, AppProviders, MY_PROJECTS_FILTER, PROJECTS_PAGE_SIZE, apiUrl, projectsListPage, startEarlyReads } from '@tessera/shared';
import {
  PROJECTS_REFETCH_INTERVAL_MS,
  PROJECTS_RETRY_COUNT,
  PROJECTS_STALE_TIME_MS,
  fetchProjectsPage,
  mergeProjectPages,
  nextProjectsOffset,
  shouldRetryProjectsLoad,
  mapListedProject,
  useProjectsList,
  type ListedProject,
  type ProjectsPage,
} from './projects-list';
import { apiError, collection, installFakeApi, projectHal } from '../../../../test/fake-api';

const projectsOf = (...ids: number[]): ListedProject[] => ids.map((id) => mapListedProject(projectHal({ id, name: `P${id}` })));
const page = (offset: number, total: number, ...ids: number[]): ProjectsPage => ({ projects: projectsOf(...ids), total, offset });

describe('spec constants', () => {
  it('match spec 000 section 9', () => {
    expect(PROJECTS_PAGE_SIZE).toBe(1000);
    expect(PROJECTS_STALE_TIME_MS).toBe(120_000);
    expect(PROJECTS_REFETCH_INTERVAL_MS).toBe(300_000);
    expect(PROJECTS_RETRY_COUNT).toBe(3);
  });
});

describe('projectsListPage', () => {
  it("adds the principal = me filter only for 'my projects'", () => {
    expect(projectsListPage(false, 1)).toEqual({ path: '/projects', query: { pageSize: 1000, offset: 1, sortBy: '[["updatedAt","desc"]]', filters: undefined } });
    expect(JSON.parse(String(projectsListPage(true, 3).query?.filters))).toEqual([{ principal: { operator: '=', values: ['me'] } }]);
    expect(MY_PROJECTS_FILTER.values).toEqual(['me']);
  });
});

describe('nextProjectsOffset', () => {
  it('asks for the next page while fewer than total are loaded', () => {
    const first = page(1, 5, 1, 2);
    expect(nextProjectsOffset(first, [first])).toBe(2);
    const second = page(2, 5, 3, 4);
    expect(nextProjectsOffset(second, [first, second])).toBe(3);
  });

  it('stops when all are loaded, or when a page comes back empty', () => {
    const first = page(1, 2, 1, 2);
    expect(nextProjectsOffset(first, [first])).toBeUndefined();
    const empty = page(2, 5);
    expect(nextProjectsOffset(empty, [page(1, 5, 1, 2), empty])).toBeUndefined();
  });
});

describe('mergeProjectPages', () => {
  it('joins pages and drops projects repeated across pages', () => {
    const merged = mergeProjectPages({ pages: [page(1, 4, 1, 2), page(2, 4, 2, 3)], pageParams: [1, 2] });
    expect(merged.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(mergeProjectPages(undefined)).toEqual([]);
  });
});

describe('shouldRetryProjectsLoad', () => {
  const serverError = new ApiError(500, 'urn:openproject-org:api:v3:errors:InternalServerError', 'boom');
  const network = new ApiError(0, 'urn:tessera:errors:NetworkError', 'offline');
  const badQuery = new ApiError(400, 'urn:openproject-org:api:v3:errors:InvalidQuery', 'bad');

  it('retries server and network failures 3 times', () => {
    expect([0, 1, 2, 3].map((count) => shouldRetryProjectsLoad(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetryProjectsLoad(0, network)).toBe(true);
  });

  it('does not retry a 4xx answer', () => {
    expect(shouldRetryProjectsLoad(0, badQuery)).toBe(false);
  });
});

describe('fetchProjectsPage', () => {
  it('maps the collection and keeps the total', async () => {
    installFakeApi(() => ({ body: collection([projectHal({ id: 9, name: 'Nine', active: false })], { total: 1500, offset: 2 }) }));
    const result = await fetchProjectsPage(false, 2);
    expect(result.total).toBe(1500);
    expect(result.offset).toBe(2);
    expect(result.projects[0]).toMatchObject({ id: 9, name: 'Nine', status: 'archived' });
  });

  it("rejects with the server's message", async () => {
    installFakeApi(() => apiError(400, 'InvalidQuery', 'Unknown filter: principal'));
    await expect(fetchProjectsPage(true, 1)).rejects.toThrow('Unknown filter: principal');
  });

  it('rejects a response without elements', async () => {
    installFakeApi(() => ({ body: { _type: 'Collection', total: 0, count: 0 } }));
    await expect(fetchProjectsPage(false, 1)).rejects.toThrow('Invalid API response: missing elements');
  });
});

describe('useProjectsList', () => {
  it("shows the shell's early read of the first page in its first render once it has come, without asking again", async () => {
    const api = installFakeApi(() => ({ body: collection([projectHal({ id: 4, name: 'Four' })]) }));
    const { path, query } = projectsListPage(false, 1);
    startEarlyReads([apiUrl(path, query)]);
    // The answer comes before the page's code (the remote) has loaded.
    await new Promise((resolve) => setTimeout(resolve, 10));
    const renders: number[][] = [];
    renderHook(
      () => {
        const { projects } = useProjectsList({ myProjects: false });
        renders.push(projects.map((project) => project.id));
      },
      { wrapper: AppProviders },
    );
    expect(renders[0]).toEqual([4]);
    expect(api.projectRequests()).toHaveLength(1);
  });
});
