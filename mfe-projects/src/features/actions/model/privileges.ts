// What the project page offers the caller (spec 000 section 6). The server decides in the end: Edit, Delete and
// Unarchive follow the action links it sends; Settings and Add Member go to admins, holders of 'View Members' and
// Team Leaders. An archived project is read-only: the only thing offered on it is to unarchive it, to who may.
import { canManageProject, type CurrentUser, type ProjectDetail } from '@tessera/shared';

export interface ProjectPrivileges {
  canEdit: boolean;
  canDelete: boolean;
  canManage: boolean;
  canUnarchive: boolean;
}

export function projectPrivileges(
  user: CurrentUser | null,
  project: Pick<ProjectDetail, 'status' | 'canUpdate' | 'canDelete' | 'canArchive' | 'currentUserMembership'>,
): ProjectPrivileges {
  const active = project.status === 'active';
  return {
    canEdit: active && project.canUpdate,
    canDelete: active && project.canDelete,
    canManage: active && canManageProject(user, project.currentUserMembership),
    // The server sends 'unarchive' (canArchive) on an archived project to holders of archive_project.
    canUnarchive: !active && project.canArchive,
  };
}
