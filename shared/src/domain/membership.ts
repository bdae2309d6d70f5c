// Membership (a principal's roles in one project), as the UI uses it.
import type { HalCollection } from '../api/hal';
import type { MembershipHal } from '../api/types';

export type PrincipalType = 'User' | 'Group';

export interface RoleRef {
  id: number;
  name: string;
}

export interface ProjectMember {
  id: number;
  principalId: number;
  principalType: PrincipalType;
  principalName: string;
  avatarUrl: string | null;
  roles: RoleRef[];
  /** Union of the permissions of all roles. */
  permissions: string[];
}
export type Membership = ProjectMember;

export type MembershipCollectionHal = HalCollection<MembershipHal>;

export function mapMembership(hal: MembershipHal): ProjectMember {
  const { principal, roles } = hal._embedded;
  return {
    id: hal.id,
    principalId: principal.id,
    principalType: principal._type,
    principalName: principal.name,
    avatarUrl: principal.avatar ?? null,
    roles: roles.map((role) => ({ id: role.id, name: role.name })),
    permissions: [...new Set(roles.flatMap((role) => role.permissions))],
  };
}
