// GET /projects/{id}/milestones (docs/api.md 'Milestones'): the project's and its sub-projects' versions as
// milestones, health computed by the server (spec 002 section 4). The type is generated from the server's OpenAPI.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, filtersParam, type ApiSchemas, type HalCollection } from '@tessera/shared';
import type { HealthFilter } from '../model/milestone-display';

export type Milestone = ApiSchemas['schemas']['Milestone'];

/** The server's largest page: a project's milestones are read in one request. */
export const MILESTONES_PAGE_SIZE = 1000;
/** Spec 002 section 9 'Version list cache': stale after 120 s. */
export const MILESTONES_STALE_TIME_MS = 120_000;

/** Under the sprints area's project prefix, so a version or work package change there refreshes it. */
export const milestoneKeys = {
  project: (projectId: number) => ['sprints', 'project', projectId, 'milestones'] as const,
  list: (projectId: number, health: HealthFilter) => ['sprints', 'project', projectId, 'milestones', health] as const,
};

export function fetchMilestones(projectId: number, health: HealthFilter, signal?: AbortSignal): Promise<HalCollection<Milestone>> {
  const query: Record<string, string | number> = { pageSize: MILESTONES_PAGE_SIZE, offset: 1 };
  if (health !== 'all') query.filters = filtersParam([{ name: 'health', operator: '=', values: [health] }]);
  return api.get<HalCollection<Milestone>>(`/projects/${projectId}/milestones`, { query, signal });
}

export function useMilestones(projectId: number, health: HealthFilter) {
  return useQuery({
    queryKey: milestoneKeys.list(projectId, health),
    queryFn: ({ signal }) => fetchMilestones(projectId, health, signal),
    staleTime: MILESTONES_STALE_TIME_MS,
    // Switching the filter keeps the last list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
