import { GLOBAL_ROLE_NAMES } from '../../access/index.ts';
import type { PrincipalRow, RoleType } from '../../db/schema.ts';
import { toIsoString } from '../../db/values.ts';
import { link } from '../../http/hal.ts';
import { membershipsHrefFor } from '../memberships/index.ts';

export interface UserViewer {
  viewerId: number;
  viewerIsAdmin: boolean;
}

/** The user's memberships collection (filtered by the principal). */
export const userMembershipsHref = membershipsHrefFor('principal');

export function representUser(user: PrincipalRow, viewer: UserViewer) {
  const roleType: RoleType = user.role_type ?? 'member';
  // Emails are personal data: only the user themself and admins see them.
  const showEmail = viewer.viewerIsAdmin || viewer.viewerId === user.id;
  return {
    _type: 'User',
    id: user.id,
    login: user.login,
    name: user.name,
    firstName: user.first_name,
    lastName: user.last_name,
    ...(showEmail ? { email: user.email } : {}),
    admin: roleType === 'admin',
    roleType,
    isManager: roleType === 'manager',
    globalRoles: GLOBAL_ROLE_NAMES[roleType],
    status: user.status,
    avatar: null,
    createdAt: toIsoString(user.created_at),
    updatedAt: toIsoString(user.updated_at),
    _links: {
      self: link(`/users/${user.id}`, user.name),
      memberships: { href: userMembershipsHref(user.id), title: 'Memberships' },
    },
  };
}
