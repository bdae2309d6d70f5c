// Who may do what in the UI (the server checks again on every request).
import type { ProjectMember } from '../domain/membership';
import type { CurrentUser } from './current-user';

export const VIEW_MEMBERS_PERMISSION = 'view_members';
export const TEAM_LEADER_ROLE = 'Team Leader';

export function isAdmin(user: CurrentUser | null | undefined): boolean {
  return Boolean(user?.isAdmin);
}

/** Faculty = admin or manager. */
export function isFaculty(user: CurrentUser | null | undefined): boolean {
  return Boolean(user && (user.isAdmin || user.isManager));
}

/** 'Add Member' / 'Project Settings': admins, holders of 'view_members', and Team Leaders. */
export function canManageProject(
  user: CurrentUser | null | undefined,
  membership: Pick<ProjectMember, 'roles' | 'permissions'> | null | undefined,
): boolean {
  if (!user) return false;
  if (user.isAdmin) return true;
  if (!membership) return false;
  return (
    membership.permissions.includes(VIEW_MEMBERS_PERMISSION) ||
    membership.roles.some((role) => role.name === TEAM_LEADER_ROLE)
  );
}
