import { toIsoString } from '../../db/values.ts';
import { actionLink, API_PREFIX, buildQueryString, link, schemaProperty, schemaResource, type Link } from '../../http/hal.ts';
import { findMembershipsByIds, findPermissionsOfRoles, findRolesOfMemberships, findUsersOfGroups, type MembershipRecord, type MembershipRoleRecord } from './queries.ts';
import type { Db } from '../../db/index.ts';

export interface HydratedMembership {
  membership: MembershipRecord;
  roles: { id: number; name: string; permissions: string[] }[];
  /** The users of a group principal (empty for a user). */
  groupMembers: { id: number; name: string }[];
}

/**
 * Loads memberships with roles, role permissions and the users of group principals: three statements whatever the
 * number of ids, a fourth when the memberships include groups.
 */
export async function hydrateMemberships(db: Db, ids: number[]): Promise<Map<number, HydratedMembership>> {
  const result = new Map<number, HydratedMembership>();
  if (ids.length === 0) return result;
  const [memberships, roleRows] = await Promise.all([findMembershipsByIds(db, ids), findRolesOfMemberships(db, ids)]);
  const groupIds = [...new Set(memberships.filter((membership) => membership.principal_type === 'Group').map((membership) => membership.principal_id))];
  const [permissions, groupUsers] = await Promise.all([
    findPermissionsOfRoles(db, [...new Set(roleRows.map((row) => row.role_id))]),
    findUsersOfGroups(db, groupIds),
  ]);
  const rolesByMembership = new Map<number, MembershipRoleRecord[]>();
  for (const row of roleRows) rolesByMembership.set(row.membership_id, [...(rolesByMembership.get(row.membership_id) ?? []), row]);
  const usersByGroup = new Map<number, { id: number; name: string }[]>();
  for (const row of groupUsers) usersByGroup.set(row.group_id, [...(usersByGroup.get(row.group_id) ?? []), { id: row.id, name: row.name }]);
  for (const membership of memberships) {
    result.set(membership.id, {
      membership,
      roles: (rolesByMembership.get(membership.id) ?? []).map((role) => ({ id: role.role_id, name: role.role_name, permissions: permissions.get(role.role_id) ?? [] })),
      groupMembers: membership.principal_type === 'Group' ? (usersByGroup.get(membership.principal_id) ?? []) : [],
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

/** A user as embedded in another resource (OpenProject's UserModel: name, avatar and self link). */
export function embeddedUser(id: number, name: string) {
  return { _type: 'User' as const, id, name, avatar: null, _links: { self: link(`/users/${id}`, name) } };
}

/** A membership's principal as OpenProject embeds it: a user, or a group with its users. */
function embeddedPrincipal({ membership, groupMembers }: HydratedMembership) {
  const { principal_type: type, principal_id: id, principal_name: name } = membership;
  if (type === 'User') return embeddedUser(id, name);
  return {
    _type: 'Group' as const,
    id,
    name,
    _embedded: { members: groupMembers.map((member) => embeddedUser(member.id, member.name)) },
    _links: { self: link(principalPath('Group', id), name), members: groupMembers.map((member) => link(`/users/${member.id}`, member.name)) },
  };
}

export const MEMBERSHIP_SCHEMA_PATH = '/memberships/schema';

/** OpenProject's schema of a membership: the principal and roles are written as links, the project only on creation. */
export function representMembershipSchema() {
  return schemaResource(MEMBERSHIP_SCHEMA_PATH, {
    id: schemaProperty('Integer', 'ID', { required: true }),
    createdAt: schemaProperty('DateTime', 'Created on', { required: true }),
    updatedAt: schemaProperty('DateTime', 'Updated on', { required: true }),
    // Accepted in _meta and ignored: Tessera sends no invitation mail.
    notificationMessage: schemaProperty('Formattable', 'Message', { location: '_meta' }),
    project: schemaProperty('Project', 'Project', { required: true, writable: true, location: '_links', allowedValues: `${API_PREFIX}/projects` }),
    principal: schemaProperty('Principal', 'Principal', { required: true, writable: true, location: '_links', allowedValues: `${API_PREFIX}/principals` }),
    roles: schemaProperty('[]Role', 'Role', { required: true, writable: true, location: '_links', allowedValues: `${API_PREFIX}/roles` }),
  });
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
export function representMembership(hydrated: HydratedMembership, actions: MembershipActions = NO_ACTIONS, hourlyRate?: number | null) {
  const { membership, roles } = hydrated;
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
      schema: link(MEMBERSHIP_SCHEMA_PATH),
      project: link(`/projects/${membership.project_id}`, membership.project_name),
      principal: principalLink,
      roles: roles.map((role) => link(`/roles/${role.id}`, role.name)),
      ...actionLinks,
    },
    _embedded: {
      principal: embeddedPrincipal(hydrated),
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
