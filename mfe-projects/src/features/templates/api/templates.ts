// The template projects the caller can see (GET /projects filtered on templated), cached 300 s.
import { useQuery } from '@tanstack/react-query';
import { api, elementsOf, filtersParam, mapProject, queryKeys, sortByParam, type Project, type ProjectCollectionHal } from '@tessera/shared';
import { TEMPLATES_PAGE_SIZE, TEMPLATES_STALE_TIME_MS } from '../model/template-constants';

/** Active templates: an archived project is not offered for copying. */
export const TEMPLATE_FILTERS = [
  { name: 'templated', operator: '=', values: [true] },
  { name: 'active', operator: '=', values: [true] },
] as const;

/** Under queryKeys.projects(), so creating or editing a project refreshes the templates too. */
export const templatesQueryKey = () => queryKeys.projects({ list: 'templates' });

export async function fetchTemplates(signal?: AbortSignal): Promise<Project[]> {
  const collection = await api.get<ProjectCollectionHal>('/projects', {
    query: {
      pageSize: TEMPLATES_PAGE_SIZE,
      filters: filtersParam(TEMPLATE_FILTERS),
      sortBy: sortByParam([['name', 'asc']]),
    },
    signal,
  });
  return elementsOf(collection).map(mapProject);
}

export function useTemplates(enabled = true) {
  return useQuery({
    queryKey: templatesQueryKey(),
    queryFn: ({ signal }) => fetchTemplates(signal),
    staleTime: TEMPLATES_STALE_TIME_MS,
    enabled,
  });
}
