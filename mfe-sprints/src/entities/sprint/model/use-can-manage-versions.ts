// Who is offered 'Create Sprint'. The server decides (manage_versions in the project, docs/api.md 'Versions'), but
// the contract has no project-level 'create version' action link, so the board reads the same evidence the server
// uses: admins; the caller's membership permissions (embedded in GET /projects/{id}, cached under the key the
// shell's project page fills); or an update/delete link on a version this project defines (only holders of
// manage_versions get those); never in an archived project. If the project cannot be read the button is shown and the
// server's 403 says why.
import { useQuery } from '@tanstack/react-query';
import {
  api,
  mapProjectDetail,
  queryKeys,
  useCurrentUser,
  type CurrentUser,
  type ProjectDetail,
  type ProjectHal,
  type ProjectVersion,
} from '@tessera/shared';

export const MANAGE_VERSIONS_PERMISSION = 'manage_versions';
/** As the shell's project page (spec 000 section 9): project detail stale after 60 s. */
export const PROJECT_DETAIL_STALE_TIME_MS = 60_000;

export interface ManageVersionsEvidence {
  projectId: number;
  user: CurrentUser | null | undefined;
  /** undefined while loading, null when it could not be read. */
  project: ProjectDetail | null | undefined;
  versions: readonly ProjectVersion[];
}

/** true / false, or undefined while it cannot be told yet. */
export function canManageVersions({ projectId, user, project, versions }: ManageVersionsEvidence): boolean | undefined {
  // An archived project is read-only: the server refuses new versions there, even from admins.
  if (project?.status === 'archived') return false;
  if (user?.isAdmin) return true;
  if (versions.some((version) => version.definingProject?.id === projectId && (version.canUpdate || version.canDelete))) return true;
  if (project === undefined) return undefined;
  // Unreadable project: offer it, the server's answer (403 with its message) is shown if it refuses.
  if (project === null) return true;
  return project.currentUserMembership?.permissions.includes(MANAGE_VERSIONS_PERMISSION) ?? false;
}

function useProjectDetail(projectId: number) {
  return useQuery({
    queryKey: queryKeys.project(projectId),
    queryFn: async ({ signal }) => mapProjectDetail(await api.get<ProjectHal>(`/projects/${projectId}`, { signal })),
    staleTime: PROJECT_DETAIL_STALE_TIME_MS,
  });
}

export function useCanManageVersions(projectId: number, versions: readonly ProjectVersion[]): boolean {
  const { user } = useCurrentUser();
  const project = useProjectDetail(projectId);
  const evidence = project.isError ? null : project.data;
  return canManageVersions({ projectId, user, project: evidence, versions }) ?? false;
}

/** The project is archived: its sprint board is read-only (the server refuses every change there). False until known. */
export function useProjectArchived(projectId: number): boolean {
  return useProjectDetail(projectId).data?.status === 'archived';
}
