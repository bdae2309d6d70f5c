import { toIsoString } from '../../db/values.ts';
import { actionLink, API_PREFIX, buildQueryString, link, type Link } from '../../http/hal.ts';
import { findMembershipsByIds, findPermissionsOfRoles, findRolesOfMemberships, type MembershipRecord, type MembershipRoleRecord } from './queries.ts';
import type { Db } from '../../db/index.ts';

export interface HydratedMembership {
  membership: MembershipRecord;
  roles: { id: number; name: string; permissions: string[] }[];
}

/** Loads memberships with roles and role permissions: three statements whatever the number of ids. */
export async function hydrateMemberships(db: Db, ids: number[]): Promise<Map<number, HydratedMembership>> {
  const result = new Map<number, HydratedMembership>();
  if (ids.length === 0) return result;
  const [memberships, roleRows] = await Promise.all([findMembershipsByIds(db, ids), findRolesOfMemberships(db, ids)]);
  const permissions = await findPermissionsOfRoles(db, [...new Set(roleRows.map((row) => row.role_id))]);
  const rolesByMembership = new Map<number, MembershipRoleRecord[]>();
  for (const row of roleRows) rolesByMembership.set(row.membership_id, [...(rolesByMembership.get(row.membership_id) ?? []), row]);
  for (const membership of memberships) {
    result.set(membership.id, {
      membership,
      roles: (rolesByMembership.get(membership.id) ?? []).map((role) => ({ id: role.role_id, name: role.role_name, permissions: permissions.get(role.role_id) ?? [] })),
    });
  }
  return result;
}

/**
 * The memberships collection filtered by one project or one principal, as linked from every project and user:
 * the encoded filter is built once around the id.
 */
export function membershipsHrefFor(filter: 'project' | 'principal'): (id: number) => string {
  const placeholder = '{id}';
  const template = `${API_PREFIX}/memberships${buildQueryString({ filters: JSON.stringify([{ [filter]: { operator: '=', values: [placeholder] } }]) })}`;
  const [head, tail] = template.split(encodeURIComponent(placeholder));
  return (id) => `${head}${id}${tail}`;
}

export function principalPath(type: 'User' | 'Group', id: number): string {
  return type === 'Group' ? `/groups/${id}` : `/users/${id}`;
}

/** Which action links a membership carries: only those the caller may perform (none unless given). */
export interface MembershipActions {
  update: boolean;
  delete: boolean;
}

const NO_ACTIONS: MembershipActions = { update: false, delete: false };

/**
 * `hourlyRate`: the member's rate valid today (their project rate, else their default; null for none or for a group),
 * given only to callers with view_hourly_rates in the project; undefined leaves the property out.
 */
export function representMembership({ membership, roles }: HydratedMembership, actions: MembershipActions = NO_ACTIONS, hourlyRate?: number | null) {
  const principalLink = link(principalPath(membership.principal_type, membership.principal_id), membership.principal_name);
  const actionLinks: Record<string, Link> = {};
  if (actions.update) actionLinks.updateImmediately = actionLink(`/memberships/${membership.id}`, 'patch');
  if (actions.delete) actionLinks.delete = actionLink(`/memberships/${membership.id}`, 'delete');
  return {
    _type: 'Membership',
    id: membership.id,
    createdAt: toIsoString(membership.created_at),
    updatedAt: toIsoString(membership.updated_at),
    ...(hourlyRate !== undefined ? { hourlyRate } : {}),
    _links: {
      self: link(`/memberships/${membership.id}`),
      project: link(`/projects/${membership.project_id}`, membership.project_name),
      principal: principalLink,
      roles: roles.map((role) => link(`/roles/${role.id}`, role.name)),
      ...actionLinks,
    },
    _embedded: {
      principal: {
        _type: membership.principal_type,
        id: membership.principal_id,
        name: membership.principal_name,
        avatar: null,
        _links: { self: principalLink },
      },
      roles: roles.map((role) => ({
        _type: 'Role',
        id: role.id,
        name: role.name,
        permissions: role.permissions,
        _links: { self: link(`/roles/${role.id}`, role.name) },
      })),
    },
  };
}
