// GET /projects/{id}: the project with its first members and the caller's membership.
import { useQuery } from '@tanstack/react-query';
import { api, mapProjectDetail, queryKeys, type ProjectDetail, type ProjectHal } from '@tessera/shared';

/** Spec 000 section 9: project detail stale after 60 s. */
export const PROJECT_DETAIL_STALE_TIME_MS = 60_000;

export async function fetchProjectDetail(id: number, signal?: AbortSignal): Promise<ProjectDetail> {
  const hal = await api.get<ProjectHal>(`/projects/${id}`, { signal });
  return mapProjectDetail(hal);
}

export function useProjectDetail(id: number) {
  return useQuery({
    queryKey: queryKeys.project(id),
    queryFn: ({ signal }) => fetchProjectDetail(id, signal),
    staleTime: PROJECT_DETAIL_STALE_TIME_MS,
  });
}
