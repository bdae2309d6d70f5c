import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/index.ts';
import type { Database, RoleType } from '../db/schema.ts';
import { enabledModulesOf, PROJECT_MODULES, projectIdsWithoutModule, type ProjectModule } from './modules.ts';

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
  // Budgets (OpenProject's names): view_budgets shows planned and spent money, edit_budgets changes the plan.
  'view_budgets',
  'edit_budgets',
  'view_documents',
  'manage_documents',
  'view_forums',
  'add_messages',
  'moderate_forums',
  'view_github',
] as const;

export type ProjectPermission = (typeof PROJECT_PERMISSIONS)[number];

/**
 * The module each permission belongs to: a permission of a switched-off module counts for nobody in that project,
 * admins included (as in OpenProject). Permissions not listed belong to the project itself. Sprints have no
 * permission of their own (they are versions): their routes ask requireModule(access, 'backlogs').
 */
export const MODULE_OF_PERMISSION: Partial<Record<ProjectPermission, ProjectModule>> = {
  manage_types: 'work_package_tracking',
  view_work_packages: 'work_package_tracking',
  add_work_packages: 'work_package_tracking',
  edit_work_packages: 'work_package_tracking',
  delete_work_packages: 'work_package_tracking',
  add_work_package_notes: 'work_package_tracking',
  manage_subtasks: 'work_package_tracking',
  assign_versions: 'work_package_tracking',
  manage_versions: 'work_package_tracking',
  log_time: 'costs',
  log_own_time: 'costs',
  view_time_entries: 'costs',
  edit_time_entries: 'costs',
  edit_own_time_entries: 'costs',
  view_cost_entries: 'costs',
  log_costs: 'costs',
  edit_cost_entries: 'costs',
  view_cost_rates: 'costs',
  view_hourly_rates: 'costs',
  edit_hourly_rates: 'costs',
  view_budgets: 'costs',
  edit_budgets: 'costs',
  view_documents: 'documents',
  manage_documents: 'documents',
  view_forums: 'forums',
  add_messages: 'forums',
  moderate_forums: 'forums',
  view_github: 'github',
};

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
  const module = MODULE_OF_PERMISSION[permission];
  const query = (source as Db)
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
  // A permission of a switched-off module counts nowhere in that project.
  return module ? query.where('pm.project_id', 'not in', projectIdsWithoutModule(source, module)) : query;
}

/**
 * Ids of the public projects where anyone signed in holds `permission` (the "Non member" role): none unless the
 * permission is one of PUBLIC_PROJECT_PERMISSIONS, and only where its module is switched on.
 */
export function publicProjectIdsWithPermission(source: SubqueryHost, permission: ProjectPermission) {
  const query = (source as Db).selectFrom('projects as pp').select('pp.id').where('pp.public', '=', true);
  if (!PUBLIC_PROJECT_PERMISSIONS.includes(permission)) return query.where(sql<SqlBool>`1 = 0`);
  const module = MODULE_OF_PERMISSION[permission];
  return module ? query.where('pp.id', 'not in', projectIdsWithoutModule(source, module)) : query;
}

/** One statement: may the actor do `permission` in the project? */
export async function allowedTo(db: Db, actor: Actor, permission: ProjectPermission, projectId: number): Promise<boolean> {
  const module = MODULE_OF_PERMISSION[permission];
  if (actor.admin && !module) return true;
  const row = await db
    .selectFrom('projects')
    .select('projects.id')
    .where('projects.id', '=', projectId)
    .where((eb) => {
      // Admins hold every permission of the modules a project has switched on.
      if (actor.admin) return eb('projects.id', 'not in', projectIdsWithoutModule(eb, module as ProjectModule));
      return eb.or([
        eb('projects.id', 'in', projectIdsWithPermission(eb, actor.id, permission)),
        eb('projects.id', 'in', publicProjectIdsWithPermission(eb, permission)),
      ]);
    })
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Permissions per project for a whole page of projects, in one statement (none for an admin whose caller knows the
 * projects' modules). `publicProjectIds` are the page's public projects (the caller already has them). A permission of
 * a module the project switched off is not in its set, for admins too.
 */
export async function permissionsInProjects(
  db: Db,
  actor: Actor,
  projectIds: number[],
  publicProjectIds: number[] = [],
  knownModules?: ReadonlyMap<number, ReadonlySet<ProjectModule>>,
): Promise<Map<number, ReadonlySet<string>>> {
  return (await accessInProjects(db, actor, projectIds, publicProjectIds, knownModules)).permissions;
}

/** permissionsInProjects with the projects' switched-on modules, read in the same statement. */
export async function accessInProjects(
  db: Db,
  actor: Actor,
  projectIds: number[],
  publicProjectIds: number[] = [],
  knownModules?: ReadonlyMap<number, ReadonlySet<ProjectModule>>,
): Promise<{ permissions: Map<number, ReadonlySet<string>>; modules: ReadonlyMap<number, ReadonlySet<ProjectModule>> }> {
  if (projectIds.length === 0) return { permissions: new Map(), modules: new Map() };
  if (actor.admin) {
    // Admins hold every permission of the switched-on modules: one shared set where all are on.
    const modules = knownModules ?? (await enabledModulesOf(db, projectIds));
    const permissions = new Map(projectIds.map((id) => [id, allOn(modules.get(id)) ? ALL_PROJECT_PERMISSIONS : withinModules(ALL_PROJECT_PERMISSIONS, modules.get(id))]));
    return { permissions, modules };
  }
  const result = new Map<number, Set<string>>(projectIds.map((id) => [id, new Set<string>()]));
  for (const id of publicProjectIds) for (const permission of PUBLIC_PROJECT_PERMISSIONS) result.get(id)?.add(permission);
  const roles = db
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
    );
  // The projects' switched-off modules come with the permissions (as 'module:<name>' rows): still one statement.
  const rows = knownModules
    ? await roles.execute()
    : await roles
        .unionAll(
          db
            .selectFrom('disabled_modules as dm')
            .select(['dm.project_id', sql<string>`${DISABLED_MODULE_PREFIX} || dm.name`.as('permission')])
            .where('dm.project_id', 'in', projectIds),
        )
        .execute();
  const disabled = new Map<number, Set<string>>();
  for (const row of rows) {
    if (row.permission.startsWith(DISABLED_MODULE_PREFIX)) {
      disabled.set(row.project_id, (disabled.get(row.project_id) ?? new Set()).add(row.permission.slice(DISABLED_MODULE_PREFIX.length)));
    } else result.get(row.project_id)?.add(row.permission);
  }
  const modules = knownModules ?? new Map(projectIds.map((id) => [id, new Set(PROJECT_MODULES.filter((module) => !disabled.get(id)?.has(module)))]));
  const permissions = new Map([...result].map(([id, held]) => [id, allOn(modules.get(id)) ? held : withinModules(held, modules.get(id))]));
  return { permissions, modules };
}

const DISABLED_MODULE_PREFIX = 'module:';

const allOn = (modules: ReadonlySet<ProjectModule> | undefined) => modules?.size === PROJECT_MODULES.length;

/** The permissions whose module is switched on (or that belong to the project itself). */
function withinModules(permissions: ReadonlySet<string>, modules: ReadonlySet<ProjectModule> | undefined): ReadonlySet<string> {
  return new Set(
    [...permissions].filter((permission) => {
      const module = MODULE_OF_PERMISSION[permission as ProjectPermission];
      return module === undefined || modules?.has(module) === true;
    }),
  );
}
