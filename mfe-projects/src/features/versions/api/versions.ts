// A project's versions (sprints) and writing them (docs/api.md 'Versions (sprints)'). The list is the query every
// package shares (@tessera/shared projectVersionsQuery), so a change here shows on the sprint board and in the
// tasks area too.
import { useQuery } from '@tanstack/react-query';
import { api, mapVersion, projectVersionsQuery, type ProjectVersion, type VersionHal } from '@tessera/shared';
import type { NewVersionBody, VersionPatch } from '../model/version-form';

export function useProjectVersions(projectId: number) {
  return useQuery(projectVersionsQuery(projectId));
}

/** POST /versions -> 201 the version. */
export async function createVersion(body: NewVersionBody): Promise<ProjectVersion> {
  return mapVersion(await api.post<VersionHal>('/versions', body));
}

/** PATCH /versions/{id} with the changed properties and the lockVersion last read (409 when it is stale). */
export async function updateVersion(versionId: number, patch: VersionPatch): Promise<ProjectVersion> {
  return mapVersion(await api.patch<VersionHal>(`/versions/${versionId}`, patch));
}

/** DELETE /versions/{id} -> 204; the server unassigns its work packages in the same transaction. */
export function deleteVersion(versionId: number): Promise<void> {
  return api.del(`/versions/${versionId}`);
}
