import { fetchAllProjectWorkPackages, PROJECT_WORK_PACKAGES_PAGE_SIZE } from '../src/domain';
import { jsonResponse, mockFetch, requestsOf } from './fetch-mock';

const page = (ids: number[], total: number, offset: number) => ({
  _type: 'Collection', total, count: ids.length, pageSize: PROJECT_WORK_PACKAGES_PAGE_SIZE, offset,
  _embedded: { elements: ids.map((id) => ({ _type: 'WorkPackage', id, subject: `Task ${id}`, _links: {} })) },
});

const offsetOf = (url: string) => Number(new URL(url, 'http://localhost').searchParams.get('offset'));
const invalidList = () => new Error('No list');

describe('fetchAllProjectWorkPackages', () => {
  it('asks for every package (open and closed) in board order, the first page then the rest in parallel, each once', async () => {
    // 2,001 packages: three pages; package 2 is shifted onto the second page too (a package was created meanwhile).
    const fetchMock = mockFetch(({ url }) => {
      const offset = offsetOf(url);
      return jsonResponse(200, offset === 1 ? page([1, 2], 2001, 1) : offset === 2 ? page([2, 3], 2001, 2) : page([4], 2001, 3));
    });
    const packages = await fetchAllProjectWorkPackages<{ id: number; subject: string }>(5, { invalidList });
    expect(requestsOf(fetchMock).map((request) => decodeURIComponent(request.url))).toEqual([1, 2, 3].map(
      (offset) => `/api/v3/projects/5/work_packages?filters=[]&sortBy=[["position","asc"],["id","asc"]]&pageSize=1000&offset=${offset}`,
    ));
    expect(packages.map((element) => element.id)).toEqual([1, 2, 3, 4]);
    expect(packages[0]).toMatchObject({ id: 1, subject: 'Task 1' });
  });

  it('asks once when the first page holds them all; without a total, the first page is all', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { ...page([1, 2], 2, 1), total: undefined }));
    expect((await fetchAllProjectWorkPackages(5, { invalidList })).map((element) => element.id)).toEqual([1, 2]);
    expect(requestsOf(fetchMock)).toHaveLength(1);
  });

  it("fails with the caller's error when an answer holds no list", async () => {
    mockFetch(() => jsonResponse(200, { _type: 'Collection', total: 0 }));
    await expect(fetchAllProjectWorkPackages(5, { invalidList })).rejects.toThrow('No list');
    mockFetch(({ url }) => jsonResponse(200, offsetOf(url) === 1 ? page([1], 1001, 1) : { _type: 'Collection', total: 1001 }));
    await expect(fetchAllProjectWorkPackages(5, { invalidList })).rejects.toThrow('No list');
  });

  it('passes the abort signal on', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, page([1], 1, 1)));
    const controller = new AbortController();
    await fetchAllProjectWorkPackages(5, { signal: controller.signal, invalidList });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].signal).toBe(controller.signal);
  });
});
