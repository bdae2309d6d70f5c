import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Database, RoleType } from '../db/schema.ts';

/** Every project permission a role can carry. One list, so roles, checks and the UI agree. */
export const PROJECT_PERMISSIONS = [
  'view_project',
  'edit_project',
  'add_subprojects',
  'copy_projects',
  'archive_project',
  'delete_project',
  'select_project_modules',
  'manage_types',
  'view_members',
  'manage_members',
  'view_work_packages',
  'add_work_packages',
  'edit_work_packages',
  'delete_work_packages',
  'add_work_package_notes',
  'manage_subtasks',
  'assign_versions',
  'manage_versions',
  // Time and costs, with OpenProject's names: log_time logs for any member, log_own_time for oneself; the edit
  // permissions change anyone's / one's own entries; view_hourly_rates shows labour costs and members' rates,
  // view_cost_rates the money of cost entries.
  'log_time',
  'log_own_time',
  'view_time_entries',
  'edit_time_entries',
  'edit_own_time_entries',
  'view_cost_entries',
  'log_costs',
  'edit_cost_entries',
  'view_cost_rates',
  'view_hourly_rates',
  'edit_hourly_rates',
  'view_documents',
  'manage_documents',
  'view_forums',
  'add_messages',
  'moderate_forums',
  'view_github',
] as const;

export type ProjectPermission = (typeof PROJECT_PERMISSIONS)[number];

/** Read-only by convention: shared by every project an admin looks at. */
const ALL_PROJECT_PERMISSIONS: ReadonlySet<string> = new Set(PROJECT_PERMISSIONS);

/** What anyone signed in may do in a public project without being a member (OpenProject's "Non member" role). */
export const PUBLIC_PROJECT_PERMISSIONS: readonly ProjectPermission[] = ['view_project', 'view_work_packages', 'view_documents', 'view_forums'];

export const GLOBAL_ROLE_NAMES: Record<RoleType, string[]> = {
  admin: ['Administrator'],
  manager: ['Manager'],
  member: [],
};

/** The caller as the authorisation helpers need it. */
export interface Actor {
  id: number;
  admin: boolean;
}

type ProjectsEB = ExpressionBuilder<Database, 'projects'>;
/** Kysely itself or any expression builder: both can start a subquery with selectFrom. */
type SubqueryHost = Db | { selectFrom: unknown };

/** Ids of the projects where the user is a member, directly or through one of their groups. */
export function memberProjectIds(source: SubqueryHost, userId: number) {
  // An expression builder and Kysely build the same subquery; one type keeps the overloads simple.
  return (source as Db)
    .selectFrom('memberships as vm')
    .select('vm.project_id')
    .where((eb) =>
      eb.or([
        eb('vm.principal_id', '=', userId),
        eb('vm.principal_id', 'in', eb.selectFrom('group_users as vg').select('vg.group_id').where('vg.user_id', '=', userId)),
      ]),
    );
}

/**
 * The visibility rule as a WHERE condition on `projects`: admins see everything, anyone sees
 * public projects, members see their projects. Invisible projects answer 404.
 */
export function visibleProjectCondition(eb: ProjectsEB, actor: Actor): Expression<SqlBool> {
  if (actor.admin) return sql<SqlBool>`1 = 1`;
  return eb.or([eb('projects.public', '=', true), eb('projects.id', 'in', memberProjectIds(eb, actor.id))]);
}

/** The user is a global admin, as a condition: filters know only the caller's id (QueryContext). */
export function isAdminCondition(userId: number): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from principals as ap where ap.id = ${userId} and ap.role_type = 'admin')`;
}

/**
 * Ids of the projects the user may see (visibleProjectCondition as a subquery on the user id alone). Filters that
 * take project ids intersect their values with it: an invisible project matches nothing, as in OpenProject.
 */
export function visibleProjectIds(source: SubqueryHost, userId: number) {
  return (source as Db)
    .selectFrom('projects as vp')
    .select('vp.id')
    .where((eb) => eb.or([eb('vp.public', '=', true), eb('vp.id', 'in', memberProjectIds(eb, userId)), isAdminCondition(userId)]));
}

/**
 * Ids of the projects whose members the user may see: where they are a member (directly or through a group) or hold
 * view_members; admins everywhere. The memberships list's rule, for filters that reveal membership (principals).
 */
export function projectIdsWithVisibleMembers(source: SubqueryHost, userId: number) {
  return (source as Db)
    .selectFrom('projects as mp')
    .select('mp.id')
    .where((eb) =>
      eb.or([
        eb('mp.id', 'in', memberProjectIds(eb, userId)),
        eb('mp.id', 'in', projectIdsWithPermission(eb, userId, 'view_members')),
        isAdminCondition(userId),
      ]),
    );
}

/** Ids of projects where the user holds `permission` through a role (direct or group membership). */
export function projectIdsWithPermission(source: SubqueryHost, userId: number, permission: ProjectPermission) {
  return (source as Db)
    .selectFrom('memberships as pm')
    .innerJoin('member_roles as pmr', 'pmr.membership_id', 'pm.id')
    .innerJoin('role_permissions as prp', 'prp.role_id', 'pmr.role_id')
    .select('pm.project_id')
    .where('prp.permission', '=', permission)
    .where((eb) =>
      eb.or([
        eb('pm.principal_id', '=', userId),
        eb('pm.principal_id', 'in', eb.selectFrom('group_users as pg').select('pg.group_id').where('pg.user_id', '=', userId)),
      ]),
    );
}

/** One statement: may the actor do `permission` in the project? */
export async function allowedTo(db: Db, actor: Actor, permission: ProjectPermission, projectId: number): Promise<boolean> {
  if (actor.admin) return true;
  const row = await db
    .selectFrom('projects')
    .select('projects.id')
    .where('projects.id', '=', projectId)
    .where((eb) => {
      const viaRole = eb('projects.id', 'in', projectIdsWithPermission(eb, actor.id, permission));
      return PUBLIC_PROJECT_PERMISSIONS.includes(permission) ? eb.or([eb('projects.public', '=', true), viaRole]) : viaRole;
    })
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Permissions per project for a whole page of projects, in one statement.
 * `publicProjectIds` are the page's public projects (the caller already has them).
 */
export async function permissionsInProjects(
  db: Db,
  actor: Actor,
  projectIds: number[],
  publicProjectIds: number[] = [],
): Promise<Map<number, ReadonlySet<string>>> {
  // Admins hold every permission everywhere: one shared set, not one per project.
  if (actor.admin) return new Map(projectIds.map((id) => [id, ALL_PROJECT_PERMISSIONS]));
  const result = new Map<number, Set<string>>(projectIds.map((id) => [id, new Set<string>()]));
  if (projectIds.length === 0) return result;
  for (const id of publicProjectIds) for (const permission of PUBLIC_PROJECT_PERMISSIONS) result.get(id)?.add(permission);
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('member_roles as mr', 'mr.membership_id', 'm.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'mr.role_id')
    .select(['m.project_id', 'rp.permission'])
    .distinct()
    .where('m.project_id', 'in', projectIds)
    .where((eb) =>
      eb.or([
        eb('m.principal_id', '=', actor.id),
        eb('m.principal_id', 'in', eb.selectFrom('group_users as g').select('g.group_id').where('g.user_id', '=', actor.id)),
      ]),
    )
    .execute();
  for (const row of rows) result.get(row.project_id)?.add(row.permission);
  return result;
}
