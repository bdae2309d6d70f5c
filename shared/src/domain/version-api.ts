// Writing versions (sprints) (docs/api.md 'Versions (sprints)'): the calls every area that creates, edits or deletes
// one sends (the Versions tab of project settings, the sprint dialogs). Each caller then invalidates the shared
// projectVersionsQuery, so the change shows in the tasks area, the settings and on the sprint board alike.
import { api } from '../api/client';
import { projectHref } from './project';
import type { VersionHal } from '../api/types';
import { mapVersion, type ProjectVersion, type VersionSharing, type VersionStatus } from './version';

/** The properties of POST /versions and PATCH /versions/{id}; a PATCH sends only those that change. */
export interface VersionBody {
  name?: string;
  description?: { raw: string };
  startDate?: string | null;
  endDate?: string | null;
  status?: VersionStatus;
  sharing?: VersionSharing;
}

/** POST /versions: a version defined by the project -> 201 the version. */
export async function createVersion(projectId: number, body: VersionBody): Promise<ProjectVersion> {
  return mapVersion(await api.post<VersionHal>('/versions', { ...body, _links: { definingProject: { href: projectHref(projectId) } } }));
}

/** PATCH /versions/{id} with the changed properties and the lockVersion last read (409 when it is stale). */
export async function updateVersion(versionId: number, lockVersion: number, changes: VersionBody): Promise<ProjectVersion> {
  return mapVersion(await api.patch<VersionHal>(`/versions/${versionId}`, { ...changes, lockVersion }));
}

/** DELETE /versions/{id} -> 204; the server unassigns its work packages in the same transaction. */
export function deleteVersion(versionId: number): Promise<void> {
  return api.del(`/versions/${versionId}`);
}
