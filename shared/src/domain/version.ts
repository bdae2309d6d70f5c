// Versions (sprints), as the tasks area, the project settings and the sprint board all read them
// (docs/api.md 'Versions'). One mapper and one query, so the three share a cache entry and its invalidation.
import { api, type ApiRead } from '../api/client';
import { elementsOf, hasAction, idFromHref, linkOf, type HalCollection } from '../api/hal';
import type { VersionHal } from '../api/types';
import { queryKeys } from '../query/query-keys';

export type VersionStatus = 'open' | 'locked' | 'closed';
export type VersionSharing = 'none' | 'descendants' | 'hierarchy' | 'tree' | 'system';

export const VERSION_STATUSES: readonly VersionStatus[] = ['open', 'locked', 'closed'];
export const VERSION_STATUS_LABELS: Record<VersionStatus, string> = { open: 'Open', locked: 'Locked', closed: 'Closed' };
/** Spec 002 section 4 'Sprint sharing', in the order the dialogs offer them. */
export const VERSION_SHARINGS: readonly VersionSharing[] = ['none', 'descendants', 'hierarchy', 'tree', 'system'];
export const VERSION_SHARING_LABELS: Record<VersionSharing, string> = {
  none: 'Project Only',
  descendants: 'Subprojects',
  hierarchy: 'Project Hierarchy',
  tree: 'Project Tree',
  system: 'System-wide',
};


export interface ProjectVersion {
  id: number;
  name: string;
  /** Raw (markdown) text, '' when there is none. */
  description: string;
  startDate: string | null;
  endDate: string | null;
  status: VersionStatus;
  sharing: VersionSharing;
  lockVersion: number;
  /** Days until the end date, only for an open version with one (negative once it has passed). */
  daysRemaining: number | null;
  definingProject: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
  /** The caller may edit / delete it (the server sent the action links). */
  canUpdate: boolean;
  canDelete: boolean;
}

export function mapVersion(hal: VersionHal): ProjectVersion {
  const defining = linkOf(hal, 'definingProject');
  const definingId = idFromHref(defining?.href);
  return {
    id: hal.id,
    name: hal.name,
    description: hal.description?.raw ?? '',
    startDate: hal.startDate ?? null,
    endDate: hal.endDate ?? null,
    status: hal.status,
    sharing: hal.sharing,
    lockVersion: hal.lockVersion,
    daysRemaining: typeof hal.daysRemaining === 'number' ? hal.daysRemaining : null,
    definingProject: definingId === null ? null : { id: definingId, name: defining?.title ?? '' },
    createdAt: hal.createdAt,
    updatedAt: hal.updatedAt,
    canUpdate: hasAction(hal, 'update'),
    canDelete: hasAction(hal, 'delete'),
  };
}

/** A version's href, as a work package's version link names it ('/api/v3/versions/7'). */
export function versionHref(versionId: number): string {
  return `/api/v3/versions/${versionId}`;
}

/** Projects rarely have more; the list asks for the API's maximum page so one request holds them all. */
export const PROJECT_VERSIONS_PAGE_SIZE = 1000;
/** Spec 002 section 9 'Version list cache': stale after 120 s. */
export const PROJECT_VERSIONS_STALE_TIME_MS = 120_000;

/** The read of a project's versions (the tasks views' early reads start it too). */
export function projectVersionsRead(projectId: number): ApiRead {
  return { path: `/projects/${projectId}/versions`, query: { pageSize: PROJECT_VERSIONS_PAGE_SIZE } };
}

/** Every version usable in a project (its own and those shared into it), by start date then name. */
export async function fetchProjectVersions(projectId: number, signal?: AbortSignal): Promise<ProjectVersion[]> {
  const { path, query } = projectVersionsRead(projectId);
  const page = await api.get<HalCollection<VersionHal>>(path, { query, signal });
  return elementsOf(page).map(mapVersion);
}

/** The query every package uses for a project's versions (key under the project's, so project changes refresh it). */
export function projectVersionsQuery(projectId: number) {
  return {
    queryKey: queryKeys.projectVersions(projectId),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchProjectVersions(projectId, signal),
    staleTime: PROJECT_VERSIONS_STALE_TIME_MS,
  };
}

/** Versions a work package can be put into: only open ones accept work (the server refuses locked and closed). */
export function assignableVersions(versions: readonly ProjectVersion[]): ProjectVersion[] {
  return versions.filter((version) => version.status === 'open');
}
