// Reading versions (sprints) and keeping the caches in step after a write (docs/api.md 'Versions (sprints)'). The
// list is the suite's shared query (projectVersionsQuery), and so are the writes (createVersion, updateVersion,
// deleteVersion in @tessera/shared): a write here invalidates the list, so the tasks area and project settings follow.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, mapVersion, projectVersionsQuery, queryKeys, type ProjectVersion, type VersionHal } from '@tessera/shared';
import { sprintKeys } from './sprint-keys';

/** Spec 002 section 9 'Version list cache': refetched every 300 s while the board is open (stale after 120 s). */
export const VERSIONS_REFETCH_INTERVAL_MS = 300_000;

export function useProjectVersions(projectId: number) {
  return useQuery({ ...projectVersionsQuery(projectId), refetchInterval: VERSIONS_REFETCH_INTERVAL_MS });
}

export async function fetchVersion(versionId: number): Promise<ProjectVersion> {
  return mapVersion(await api.get<VersionHal>(`/versions/${versionId}`));
}

/** Puts the server's copy of a version into the project's list (added when new), keeping the list's order rule. */
export function putVersionInCache(queryClient: QueryClient, projectId: number, version: ProjectVersion): void {
  queryClient.setQueryData<ProjectVersion[]>(queryKeys.projectVersions(projectId), (versions) => {
    if (!versions) return versions;
    const others = versions.filter((candidate) => candidate.id !== version.id);
    return sortLikeServer([...others, version]);
  });
}

/** The server's order of a project's versions: by start date (none last), then name ignoring case. */
export function sortLikeServer(versions: ProjectVersion[]): ProjectVersion[] {
  return versions.sort((a, b) => {
    if (a.startDate !== b.startDate) {
      if (a.startDate === null) return 1;
      if (b.startDate === null) return -1;
      return a.startDate < b.startDate ? -1 : 1;
    }
    return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
  });
}

/**
 * After a version write: the shared list (tasks area, settings) and this area's figures are refetched. Only a
 * delete changes work packages (the server unassigns them, with new lockVersions), so only then are the tasks read again.
 */
export function invalidateAfterVersionWrite(queryClient: QueryClient, projectId: number, { tasksChanged = false } = {}): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.projectVersions(projectId) });
  void queryClient.invalidateQueries({ queryKey: sprintKeys.projectStatistics(projectId) });
  void queryClient.invalidateQueries({ queryKey: sprintKeys.sprints });
  if (tasksChanged) void queryClient.invalidateQueries({ queryKey: sprintKeys.tasks(projectId) });
}

/**
 * A sprint that is gone: off the project's list, and its own queries (statistics, burndown) out of the cache rather
 * than invalidated, which would ask the server again for what now answers 404. Before any invalidation, so none of
 * them is refetched, and together with the list, so what showed the sprint moves on in the same render.
 */
export function forgetDeletedSprint(queryClient: QueryClient, projectId: number, sprintId: number): void {
  queryClient.setQueryData<ProjectVersion[]>(queryKeys.projectVersions(projectId), (versions) => versions?.filter((version) => version.id !== sprintId));
  queryClient.removeQueries({ queryKey: sprintKeys.sprint(sprintId) });
}
