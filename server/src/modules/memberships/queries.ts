import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { memberProjectIds, projectIdsWithPermission, visibleProjectCondition, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';
import { sortExpression, type ParsedFilter, type ParsedSort, type QueryContext } from '../../http/query.ts';
import { whereFilters } from '../../http/collection.ts';

export interface MembershipRecord {
  id: number;
  project_id: number;
  project_name: string;
  principal_id: number;
  principal_type: 'User' | 'Group';
  principal_name: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface MembershipRoleRecord {
  membership_id: number;
  role_id: number;
  role_name: string;
}

/** The memberships with principal and project names, one statement for any number of ids. */
export function findMembershipsByIds(db: Db, ids: number[]): Promise<MembershipRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('memberships')
    .innerJoin('principals', 'principals.id', 'memberships.principal_id')
    .innerJoin('projects', 'projects.id', 'memberships.project_id')
    .select([
      'memberships.id',
      'memberships.project_id',
      'projects.name as project_name',
      'memberships.principal_id',
      'principals.type as principal_type',
      'principals.name as principal_name',
      'memberships.created_at',
      'memberships.updated_at',
    ])
    .where('memberships.id', 'in', ids)
    .execute();
}

/** Roles of many memberships, one statement. */
export function findRolesOfMemberships(db: Db, membershipIds: number[]): Promise<MembershipRoleRecord[]> {
  if (membershipIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('member_roles')
    .innerJoin('roles', 'roles.id', 'member_roles.role_id')
    .select(['member_roles.membership_id', 'roles.id as role_id', 'roles.name as role_name'])
    .where('member_roles.membership_id', 'in', membershipIds)
    .orderBy('roles.position')
    .execute();
}

/** The users of many groups by name, one statement. */
export function findUsersOfGroups(db: Db, groupIds: number[]): Promise<{ group_id: number; id: number; name: string }[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('group_users')
    .innerJoin('principals', 'principals.id', 'group_users.user_id')
    .select(['group_users.group_id', 'principals.id', 'principals.name'])
    .where('group_users.group_id', 'in', groupIds)
    .orderBy('principals.name')
    .orderBy('principals.id')
    .execute();
}

/** Permissions of many roles, one statement. */
export async function findPermissionsOfRoles(db: Db, roleIds: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>();
  if (roleIds.length === 0) return result;
  const rows = await db.selectFrom('role_permissions').select(['role_id', 'permission']).where('role_id', 'in', roleIds).orderBy('permission').execute();
  for (const row of rows) {
    const list = result.get(row.role_id) ?? [];
    list.push(row.permission);
    result.set(row.role_id, list);
  }
  return result;
}

/** First `limit` membership ids of a project ordered by principal name, plus the total, in one statement. */
export async function projectMembershipPage(db: Db, projectId: number, limit: number): Promise<{ ids: number[]; total: number }> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('principals', 'principals.id', 'memberships.principal_id')
    .select('memberships.id')
    // The total as a scalar subquery, not a window count (which materialises every member before the limit).
    .select((eb) => eb.selectFrom('memberships as counted').select(eb.fn.countAll<string | number>().as('count')).where('counted.project_id', '=', projectId).as('total'))
    .where('memberships.project_id', '=', projectId)
    .orderBy('principals.name')
    .orderBy('memberships.id')
    .limit(limit)
    .execute();
  return { ids: rows.map((row) => row.id), total: Number(rows[0]?.total ?? 0) };
}

export type MembershipsEB = ExpressionBuilder<Database, 'memberships' | 'principals'>;

/**
 * The memberships the actor may see: admins all; others those of projects where they are a member (directly or
 * through a group) or hold view_members. (view_members only comes with a role, so today it implies membership;
 * the second condition keeps the rule right if a non-member role ever carries it.)
 */
function visibleMembershipCondition(eb: MembershipsEB, actor: Actor): Expression<SqlBool> {
  if (actor.admin) return sql<SqlBool>`1 = 1`;
  return eb.or([
    eb('memberships.project_id', 'in', memberProjectIds(eb, actor.id)),
    eb('memberships.project_id', 'in', projectIdsWithPermission(eb, actor.id, 'view_members')),
  ]);
}

function filteredMemberships(db: Db, actor: Actor, filters: ParsedFilter<MembershipsEB>[], context: QueryContext) {
  const visible = db
    .selectFrom('memberships')
    .innerJoin('principals', 'principals.id', 'memberships.principal_id')
    .where((eb) => visibleMembershipCondition(eb, actor));
  return whereFilters(visible, filters, context);
}

export async function countMemberships(db: Db, actor: Actor, filters: ParsedFilter<MembershipsEB>[], context: QueryContext): Promise<number> {
  const row = await filteredMemberships(db, actor, filters, context).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

/** One page of visible membership ids, in order; the id tie-breaker keeps pages stable. */
export async function membershipPageIds(
  db: Db,
  actor: Actor,
  filters: ParsedFilter<MembershipsEB>[],
  context: QueryContext,
  sort: ParsedSort[],
  limit: number,
  offset: number,
): Promise<number[]> {
  let query = filteredMemberships(db, actor, filters, context).select('memberships.id');
  for (const entry of sort) query = query.orderBy(sortExpression(entry), entry.direction);
  if (!sort.some((entry) => entry.column === 'memberships.id')) query = query.orderBy('memberships.id', 'asc');
  const rows = await query.limit(limit).offset(offset).execute();
  return rows.map((row) => row.id);
}

/** What authorising a membership or project read/write needs, in one statement. */
export interface AccessRow {
  visible: number | boolean;
  may_view_members: number | boolean;
  may_manage_members: number | boolean;
}

function accessColumns(eb: ExpressionBuilder<Database, 'projects'>, actor: Actor) {
  if (actor.admin) return [sql<number>`1`.as('visible'), sql<number>`1`.as('may_view_members'), sql<number>`1`.as('may_manage_members')] as const;
  const flag = (condition: Expression<SqlBool>) => eb.case().when(condition).then(1).else(0).end();
  return [
    flag(visibleProjectCondition(eb, actor)).as('visible'),
    flag(
      eb.or([
        eb('projects.id', 'in', memberProjectIds(eb, actor.id)),
        eb('projects.id', 'in', projectIdsWithPermission(eb, actor.id, 'view_members')),
      ]),
    ).as('may_view_members'),
    flag(eb('projects.id', 'in', projectIdsWithPermission(eb, actor.id, 'manage_members'))).as('may_manage_members'),
  ] as const;
}

/** A project (visible or not) with the actor's access to its members; undefined when it does not exist. */
export function findProjectAccess(db: Db, actor: Actor, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['projects.id', 'projects.name'])
    .select((eb) => accessColumns(eb, actor))
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
}

/** A membership with the actor's access to its project's members; undefined when it does not exist. */
export function findMembershipAccess(db: Db, actor: Actor, membershipId: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('projects', 'projects.id', 'memberships.project_id')
    .select(['memberships.id', 'memberships.project_id', 'memberships.principal_id'])
    .select((eb) => accessColumns(eb, actor))
    .where('memberships.id', '=', membershipId)
    .executeTakeFirst();
}

export function findPrincipal(db: Db, id: number) {
  return db.selectFrom('principals').select(['id', 'type', 'name']).where('id', '=', id).executeTakeFirst();
}

export function findRoles(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('roles').select(['id', 'name', 'scope']).where('id', 'in', ids).execute();
}

export async function insertMembership(db: Db, projectId: number, principalId: number, now: string): Promise<number> {
  const row = await db
    .insertInto('memberships')
    .values({ project_id: projectId, principal_id: principalId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertMemberRoles(db: Db, membershipId: number, roleIds: number[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insertInto('member_roles')
    .values(roleIds.map((roleId) => ({ membership_id: membershipId, role_id: roleId, inherited_from_membership_id: null })))
    .execute();
}

/** Removes the membership's own roles (not those inherited from a group's membership). */
export async function deleteOwnMemberRoles(db: Db, membershipId: number): Promise<void> {
  await db.deleteFrom('member_roles').where('membership_id', '=', membershipId).where('inherited_from_membership_id', 'is', null).execute();
}

export async function touchMembership(db: Db, membershipId: number, now: string): Promise<void> {
  await db.updateTable('memberships').set({ updated_at: now }).where('id', '=', membershipId).execute();
}

/** The membership, its member roles and any roles granted through it (group inheritance). */
export async function deleteMembership(db: Db, membershipId: number): Promise<void> {
  await db
    .deleteFrom('member_roles')
    .where((eb) => eb.or([eb('membership_id', '=', membershipId), eb('inherited_from_membership_id', '=', membershipId)]))
    .execute();
  await db.deleteFrom('memberships').where('id', '=', membershipId).execute();
}

/** A unique-constraint violation from either driver (the principal is already a member of the project). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
