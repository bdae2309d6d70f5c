// Membership (a principal's roles in one project), as the UI uses it.
import { type HalCollection, type HalResource, idFromHref, linkOf, linksOf } from '../api/hal';

export type PrincipalType = 'User' | 'Group';

export interface RoleRef {
  id: number;
  name: string;
}

export interface ProjectMember {
  id: number;
  principalId: number | null;
  principalType: PrincipalType;
  principalName: string;
  avatarUrl: string | null;
  roles: RoleRef[];
  /** Union of the permissions of all roles (present when the server embeds roles). */
  permissions: string[];
}
export type Membership = ProjectMember;

interface EmbeddedPrincipal {
  _type?: string;
  id?: number;
  name?: string;
  avatar?: string | null;
}

interface EmbeddedRole {
  _type?: string;
  id?: number;
  name?: string;
  permissions?: string[];
}

export interface MembershipHal extends HalResource {
  id: number;
  createdAt?: string;
  updatedAt?: string;
  _embedded?: { principal?: EmbeddedPrincipal; roles?: EmbeddedRole[] } & Record<string, unknown>;
}

export type MembershipCollectionHal = HalCollection<MembershipHal>;

export function mapMembership(hal: MembershipHal): ProjectMember {
  const principalLink = linkOf(hal, 'principal');
  const principal = hal._embedded?.principal;
  const principalType: PrincipalType =
    principal?._type === 'Group' || (!principal?._type && principalLink?.href?.includes('/groups/')) ? 'Group' : 'User';

  const embeddedRoles = hal._embedded?.roles;
  const roles: RoleRef[] = Array.isArray(embeddedRoles)
    ? embeddedRoles.map((role) => ({ id: Number(role.id), name: role.name ?? '' }))
    : linksOf(hal, 'roles').map((link) => ({ id: idFromHref(link.href) ?? 0, name: link.title ?? '' }));
  const permissions = Array.isArray(embeddedRoles)
    ? [...new Set(embeddedRoles.flatMap((role) => role.permissions ?? []))]
    : [];

  return {
    id: hal.id,
    principalId: typeof principal?.id === 'number' ? principal.id : idFromHref(principalLink?.href),
    principalType,
    principalName: principal?.name ?? principalLink?.title ?? '',
    avatarUrl: principal?.avatar ?? null,
    roles,
    permissions,
  };
}
