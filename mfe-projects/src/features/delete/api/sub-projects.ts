// How many sub-projects a project has (the delete confirmation warns that they go too).
import { useQuery } from '@tanstack/react-query';
import { api, filtersParam, queryKeys, type ProjectCollectionHal } from '@tessera/shared';

export async function fetchSubProjectCount(id: number, signal?: AbortSignal): Promise<number> {
  // pageSize 0: the server answers only the total.
  const collection = await api.get<ProjectCollectionHal>('/projects', {
    query: { pageSize: 0, filters: filtersParam([{ name: 'parent_id', operator: '=', values: [id] }]) },
    signal,
  });
  return typeof collection.total === 'number' ? collection.total : 0;
}

export function useSubProjectCount(id: number, enabled: boolean) {
  return useQuery({
    // Under the projects prefix, so any project write refreshes it.
    queryKey: queryKeys.projects({ subProjectsOf: id }),
    queryFn: ({ signal }) => fetchSubProjectCount(id, signal),
    enabled,
  });
}
