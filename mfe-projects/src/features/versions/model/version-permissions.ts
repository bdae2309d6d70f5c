// Who may do what with a project's versions in the settings dialog (the server checks again on every write).
import type { CurrentUser, ProjectMember, ProjectVersion } from '@tessera/shared';

/** docs/api.md 'Versions (sprints)': creating, changing and deleting need this in the defining project. */
export const MANAGE_VERSIONS_PERMISSION = 'manage_versions';

/** A version shared into this project from another one: it is managed where it is defined. */
export function isSharedIn(version: ProjectVersion, projectId: number): boolean {
  return version.definingProject !== null && version.definingProject.id !== projectId;
}

/** Edit and the open/close toggle: the server offered `update`, and the version is this project's own. */
export function canEditHere(version: ProjectVersion, projectId: number): boolean {
  return version.canUpdate && !isSharedIn(version, projectId);
}

export function canDeleteHere(version: ProjectVersion, projectId: number): boolean {
  return version.canDelete && !isSharedIn(version, projectId);
}

/**
 * 'New version'. No link on the project says whether the caller may create versions, so: admins (who have
 * every permission); holders of manage_versions through their own membership (the project embeds it with its
 * roles' permissions); and anyone the server offered `update` or `delete` on a version this project defines,
 * which it does only with manage_versions here (this covers the permission held through a group, which the
 * embedded membership does not show). The server refuses anyone else with a 403, which the dialog shows.
 */
export function canCreateVersions(
  user: CurrentUser | null | undefined,
  membership: Pick<ProjectMember, 'permissions'> | null | undefined,
  projectId: number,
  versions: readonly ProjectVersion[],
): boolean {
  if (!user) return false;
  if (user.isAdmin) return true;
  if (membership?.permissions.includes(MANAGE_VERSIONS_PERMISSION)) return true;
  return versions.some((version) => !isSharedIn(version, projectId) && (version.canUpdate || version.canDelete));
}
