import { useQuery, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AppProviders, api, mapProjectDetail, queryClient, queryKeys, type Project, type ProjectHal } from '@tessera/shared';
import { jsonResponse, mockApi } from '@tessera/shared/test/fetch-mock';
import { projectHal } from '../../../../test/fake-api';
import { descendantIds, descriptionPayload, removeProjectFromCachedLists, storeUpdatedProject } from './project-writes';

const project = (id: number, parentId: number | null = null): Project => ({
  id, name: `P${id}`, identifier: `p${id}`, description: '', status: 'active', isPublic: true, isActive: true, templated: false,
  parentId, parentName: null, createdAt: '', updatedAt: '', canUpdate: true, canArchive: true, canDelete: true, canCopy: false, canAddWorkPackages: false,
  enabledModules: [],
});

type Pages = InfiniteData<{ projects: Project[]; total: number; offset: number }>;

describe('project writes', () => {
  it('sends a blank description as the placeholder', () => {
    expect(descriptionPayload('  ')).toEqual({ raw: 'No description provided' });
    expect(descriptionPayload(' Moon ')).toEqual({ raw: 'Moon' });
  });

  it('finds every project below one', () => {
    expect([...descendantIds([project(1), project(2, 1), project(3, 2), project(4)], 1)]).toEqual([1, 2, 3]);
  });

  it('removes a project and its sub-projects from every cached list at once, and puts them back', () => {
    const paged: Pages = {
      pages: [
        { projects: [project(1), project(2, 1)], total: 4, offset: 1 },
        { projects: [project(3, 2), project(4)], total: 4, offset: 2 },
      ],
      pageParams: [1, 2],
    };
    const pagedKey = queryKeys.projects({ list: 'all-pages', scope: 'all' });
    const plainKey = queryKeys.projects({ templates: true });
    const countKey = queryKeys.projects({ subProjectsOf: 1 });
    queryClient.setQueryData(pagedKey, paged);
    queryClient.setQueryData(plainKey, [project(1), project(4)]);
    queryClient.setQueryData(countKey, 1);

    const rollback = removeProjectFromCachedLists(queryClient, 1);
    const after = queryClient.getQueryData<Pages>(pagedKey)!;
    expect(after.pages.map((page) => page.projects.map((item) => item.id))).toEqual([[], [4]]);
    // The totals shrink too, so the pager does not look for the missing projects.
    expect(after.pages.map((page) => page.total)).toEqual([1, 1]);
    expect(queryClient.getQueryData<Project[]>(plainKey)!.map((item) => item.id)).toEqual([4]);
    expect(queryClient.getQueryData(countKey)).toBe(1);

    rollback();
    expect(queryClient.getQueryData(pagedKey)).toEqual(paged);
    expect(queryClient.getQueryData<Project[]>(plainKey)!.map((item) => item.id)).toEqual([1, 4]);
  });
});

describe('storeUpdatedProject', () => {
  it("keeps the saved project when a read that left before the change answers later (a live update's refetch)", async () => {
    let active = true;
    const fake = mockApi(() => jsonResponse(200, projectHal({ id: 5, name: 'Vendor audit', active })));
    const { result } = renderHook(
      () => useQuery({ queryKey: queryKeys.project(5), queryFn: () => api.get<ProjectHal>('/projects/5').then(mapProjectDetail) }),
      { wrapper: AppProviders },
    );
    await waitFor(() => expect(result.current.data?.isActive).toBe(true));
    // A read leaves (a live update), then the archive's answer is stored, then that read answers: the project as it was.
    const answerStaleRead = fake.hold('GET', /^\/projects\/5$/, jsonResponse(200, projectHal({ id: 5, name: 'Vendor audit' })));
    act(() => void queryClient.invalidateQueries({ queryKey: queryKeys.project(5) }));
    await waitFor(() => expect(fake.requests('GET')).toHaveLength(2));
    active = false;
    await act(async () => {
      storeUpdatedProject(queryClient, projectHal({ id: 5, name: 'Vendor audit', active: false }));
      answerStaleRead();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.data?.isActive).toBe(false);
  });
});
