// What the tasks area may offer in a project (docs/api.md 'Projects'): 'Create New Task' only with the project's
// createWorkPackageImmediately link (add_work_packages on an active project), and nothing that writes while the
// project is archived (the server refuses every change there). Read from the project as the shell's project page
// caches it (queryKeys.project), so it costs no request there and follows an archive made on the page at once.
import { useQuery } from '@tanstack/react-query';
import { api, mapProjectDetail, queryKeys, type ProjectHal } from '@tessera/shared';

/** As the shell's project page (spec 000 section 9): project detail stale after 60 s. */
export const PROJECT_DETAIL_STALE_TIME_MS = 60_000;

export interface ProjectAccess {
  /** The server offers creating tasks here. False until the project is known. */
  canCreateTasks: boolean;
  /** The project is archived: the tasks area is read-only. False until the project is known. */
  archived: boolean;
}

export function useProjectAccess(projectId: number): ProjectAccess {
  const project = useQuery({
    queryKey: queryKeys.project(projectId),
    queryFn: async ({ signal }) => mapProjectDetail(await api.get<ProjectHal>(`/projects/${projectId}`, { signal })),
    staleTime: PROJECT_DETAIL_STALE_TIME_MS,
  });
  return { canCreateTasks: project.data?.canAddWorkPackages === true, archived: project.data?.status === 'archived' };
}
