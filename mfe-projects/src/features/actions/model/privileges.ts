// What the project page offers the caller (spec 000 section 6). The server decides in the end: Edit and
// Delete follow the action links it sends; Settings and Add Member go to admins, holders of 'View Members'
// and Team Leaders.
import { canManageProject, type CurrentUser, type ProjectDetail } from '@tessera/shared';

export interface ProjectPrivileges {
  canEdit: boolean;
  canDelete: boolean;
  canManage: boolean;
}

export function projectPrivileges(user: CurrentUser | null, project: Pick<ProjectDetail, 'canUpdate' | 'canDelete' | 'currentUserMembership'>): ProjectPrivileges {
  return {
    canEdit: project.canUpdate,
    canDelete: project.canDelete,
    canManage: canManageProject(user, project.currentUserMembership),
  };
}
