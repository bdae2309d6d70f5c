import { sql } from 'kysely';
import { memberProjectIds, PROJECT_MODULES, visibleProjectCondition, type Actor, type ProjectModule } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { Updateable } from 'kysely';
import type { NewProject, ProjectRow, ProjectsTable } from '../../db/schema.ts';
import { sortExpression, type ParsedFilter, type ParsedSort, type QueryContext } from '../../http/query.ts';

export type { ProjectsEB } from '../../access/index.ts';
import type { ProjectsEB } from '../../access/index.ts';
import { whereFilters } from '../../http/collection.ts';

/** Visible projects matching the filters (not yet selected). */
function filteredProjects(db: Db, actor: Actor, filters: ParsedFilter<ProjectsEB>[]) {
  const context: QueryContext = { currentUserId: actor.id };
  return whereFilters(db.selectFrom('projects').where((eb) => visibleProjectCondition(eb, actor)), filters, context);
}

export async function countProjects(db: Db, actor: Actor, filters: ParsedFilter<ProjectsEB>[]): Promise<number> {
  const row = await filteredProjects(db, actor, filters).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** What a list page needs of each project before its (usually cached) representation: see listProjects. */
export type ProjectPageRow = Pick<ProjectRow, 'id' | 'updated_at' | 'parent_id' | 'public'>;

/** One page of visible projects, in order. The id tie-breaker keeps pages stable when sort values repeat. */
export async function projectPage(
  db: Db,
  actor: Actor,
  filters: ParsedFilter<ProjectsEB>[],
  sort: ParsedSort[],
  limit: number,
  offset: number,
): Promise<ProjectPageRow[]> {
  let query = filteredProjects(db, actor, filters).select(['projects.id', 'projects.updated_at', 'projects.parent_id', 'projects.public']);
  for (const entry of sort) query = query.orderBy(sortExpression(entry), entry.direction);
  if (!sort.some((entry) => entry.column === 'projects.id')) query = query.orderBy('projects.id', sort[0]?.direction ?? 'asc');
  return query.limit(limit).offset(offset).execute();
}

export function findProjectsByIds(db: Db, ids: number[]): Promise<ProjectRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('projects').selectAll().where('id', 'in', ids).execute();
}

/**
 * One visible project, whether the actor is a member of it (directly or through a group), and the actor's own
 * (direct) membership id.
 */
export function findVisibleProject(db: Db, actor: Actor, id: number) {
  return db
    .selectFrom('projects')
    .selectAll('projects')
    .select((eb) => eb.case().when('projects.id', 'in', memberProjectIds(eb, actor.id)).then(1).else(0).end().as('is_member'))
    .select((eb) =>
      eb
        .selectFrom('memberships as own')
        .select('own.id')
        .whereRef('own.project_id', '=', 'projects.id')
        .where('own.principal_id', '=', actor.id)
        .as('own_membership_id'),
    )
    .where('projects.id', '=', id)
    .where((eb) => visibleProjectCondition(eb, actor))
    .executeTakeFirst();
}

export interface AncestorRow {
  project_id: number;
  ancestor_id: number;
  depth: number;
  name: string;
  visible: number | boolean;
}

/** Guards against a (never valid) parent cycle looping forever. */
const MAX_PROJECT_DEPTH = 64;

/**
 * All ancestors of a page of projects in one recursive statement, with whether the actor may see
 * each (invisible ancestors are shown as undisclosed links, as OpenProject does).
 */
export async function findAncestors(db: Db, actor: Actor, projectIds: number[]): Promise<AncestorRow[]> {
  if (projectIds.length === 0) return [];
  const visible = actor.admin
    ? sql`1`
    : sql`case when p.public = ${true} or p.id in (${memberProjectIds(db, actor.id)}) then 1 else 0 end`;
  const result = await sql<AncestorRow>`
    with recursive anc (project_id, ancestor_id, depth) as (
      select id, parent_id, 1 from projects where id in (${sql.join(projectIds)}) and parent_id is not null
      union all
      select anc.project_id, pp.parent_id, anc.depth + 1
      from anc join projects pp on pp.id = anc.ancestor_id
      where pp.parent_id is not null and anc.depth < ${MAX_PROJECT_DEPTH}
    )
    select anc.project_id, anc.ancestor_id, anc.depth, p.name, ${visible} as visible
    from anc join projects p on p.id = anc.ancestor_id`.execute(db);
  return result.rows;
}

export async function identifierTaken(db: Db, identifier: string): Promise<boolean> {
  const row = await db.selectFrom('projects').select('id').where('identifier', '=', identifier).executeTakeFirst();
  return row !== undefined;
}

export async function insertProject(db: Db, row: NewProject): Promise<number> {
  const inserted = await db.insertInto('projects').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateProject(db: Db, id: number, changes: Updateable<ProjectsTable>): Promise<void> {
  await db.updateTable('projects').set(changes).where('id', '=', id).execute();
}

export async function findProjectRoleId(db: Db, name: string): Promise<number | undefined> {
  const row = await db.selectFrom('roles').select('id').where('name', '=', name).where('scope', '=', 'project').executeTakeFirst();
  return row?.id;
}

/** The project and all its descendants, in one recursive statement. */
export async function projectWithDescendantIds(db: Db, id: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    with recursive tree (id, depth) as (
      select id, 0 from projects where id = ${id}
      union all
      select p.id, tree.depth + 1 from projects p join tree on p.parent_id = tree.id where tree.depth < ${MAX_PROJECT_DEPTH}
    )
    select id from tree`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/**
 * Deletes projects with their memberships and member roles. parent_id is ON DELETE RESTRICT (checked row by row),
 * so the links inside the deleted set are cut first; member roles and memberships go explicitly rather than
 * relying on the cascades.
 */
export async function deleteProjects(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const memberships = db.selectFrom('memberships').select('id').where('project_id', 'in', ids);
  await db.deleteFrom('member_roles').where((eb) => eb.or([eb('membership_id', 'in', memberships), eb('inherited_from_membership_id', 'in', memberships)])).execute();
  await db.deleteFrom('memberships').where('project_id', 'in', ids).execute();
  await db.updateTable('projects').set({ parent_id: null }).where('id', 'in', ids).where('parent_id', 'is not', null).execute();
  await db.deleteFrom('projects').where('id', 'in', ids).execute();
}

/** Gives projects every type, with the global default type as theirs (new projects; the seed). Returns rows added. */
export async function enableDefaultTypes(db: Db, projectIds: number[]): Promise<number> {
  if (projectIds.length === 0) return 0;
  const types = await db.selectFrom('types').select(['id', 'is_default']).execute();
  if (types.length === 0) return 0;
  const rows = projectIds.flatMap((projectId) => types.map((type) => ({ project_id: projectId, type_id: type.id, is_default: type.is_default === true || type.is_default === 1 })));
  await db.insertInto('project_types').values(rows).execute();
  return rows.length;
}

/** Switches the project's modules to exactly `enabled` (the others off): two statements. */
export async function setEnabledModules(db: Db, projectId: number, enabled: readonly ProjectModule[]): Promise<void> {
  await db.deleteFrom('disabled_modules').where('project_id', '=', projectId).execute();
  const disabled = PROJECT_MODULES.filter((module) => !enabled.includes(module));
  if (disabled.length > 0) await db.insertInto('disabled_modules').values(disabled.map((name) => ({ project_id: projectId, name }))).execute();
}

/** A copy has the modules of its source (one statement). */
export async function copyEnabledModules(db: Db, sourceProjectId: number, targetProjectId: number): Promise<void> {
  await db
    .insertInto('disabled_modules')
    .columns(['project_id', 'name'])
    .expression((eb) => eb.selectFrom('disabled_modules').select([sql.lit(targetProjectId).as('project_id'), 'name']).where('project_id', '=', sourceProjectId))
    .execute();
}
