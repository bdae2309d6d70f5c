import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { projectIdsWithPermission, viewableProjectIds, type Actor, type ProjectIdSet } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { VersionSharing } from '../../db/schema.ts';

/**
 * Where a version can be used (spec 002 section 4, OpenProject's sharing): its defining project, and
 *  - descendants: the defining project's sub-projects (recursively);
 *  - hierarchy: those and the defining project's ancestors;
 *  - tree: every project in the defining project's root's tree;
 *  - system: every project.
 * Both directions are single statements over the project hierarchy (recursive common table expressions), so every
 * request that needs them costs a constant number of statements whatever the size of the tree.
 */

/** Guards against a (never valid) parent cycle looping forever; as the projects module's walks. */
const MAX_PROJECT_DEPTH = 64;


export const projectIdSet = (ids: number[]): ProjectIdSet =>
  ids.length === 0 ? sql`(select id from projects where 1 = 0)` : sql`(select id from projects where id in (${sql.join(ids)}))`;


/** The proper ancestors of the projects of `set`. */
function ancestorsOf(set: ProjectIdSet) {
  return sql`(with recursive va (id, parent_id, depth) as (
      select p.id, p.parent_id, 0 from projects p where p.id in ${set}
      union all
      select p.id, p.parent_id, va.depth + 1 from projects p join va on p.id = va.parent_id where va.depth < ${MAX_PROJECT_DEPTH}
    ) select id from va where depth > 0)`;
}

/** The proper descendants of the projects of `set`. */
function descendantsOf(set: ProjectIdSet) {
  return sql`(with recursive vd (id, depth) as (
      select p.id, 1 from projects p where p.parent_id in ${set}
      union all
      select p.id, vd.depth + 1 from projects p join vd on p.parent_id = vd.id where vd.depth < ${MAX_PROJECT_DEPTH}
    ) select id from vd)`;
}

/** Every project of the trees the projects of `set` belong to (up to each root, then down from it). */
function treesOf(set: ProjectIdSet) {
  return sql`(with recursive vu (id, parent_id, depth) as (
      select p.id, p.parent_id, 0 from projects p where p.id in ${set}
      union all
      select p.id, p.parent_id, vu.depth + 1 from projects p join vu on p.id = vu.parent_id where vu.depth < ${MAX_PROJECT_DEPTH}
    ), vt (id, depth) as (
      select id, 0 from vu where parent_id is null
      union all
      select p.id, vt.depth + 1 from projects p join vt on p.parent_id = vt.id where vt.depth < ${MAX_PROJECT_DEPTH}
    ) select id from vt)`;
}

/**
 * A WHERE condition on a versions row (`alias`): the version is available in at least one project of `set`. For one
 * project it is "usable in that project"; for the projects a user may see, "visible to that user".
 */
export function availableInAny(alias: string, set: ProjectIdSet): RawBuilder<SqlBool> {
  const projectId = sql.ref(`${alias}.project_id`);
  const sharing = sql.ref(`${alias}.sharing`);
  // A version shared downwards (descendants, hierarchy) reaches a project from its ancestors, one shared upwards
  // (hierarchy) from its descendants; tree reaches the whole tree, which includes both.
  return sql<SqlBool>`(${projectId} in ${set}
    or (${sharing} = 'system' and exists ${set})
    or (${sharing} in ('descendants', 'hierarchy') and ${projectId} in ${ancestorsOf(set)})
    or (${sharing} = 'hierarchy' and ${projectId} in ${descendantsOf(set)})
    or (${sharing} = 'tree' and ${projectId} in ${treesOf(set)}))`;
}

/**
 * Versions the actor may see (docs/api.md, Versions): available in a project where they see work packages, or
 * defined in one where they manage versions.
 */
export function visibleVersionCondition(db: Db, alias: string, actor: Actor): RawBuilder<SqlBool> {
  if (actor.admin) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`(${availableInAny(alias, viewableProjectIds(db, actor))}
    or ${sql.ref(`${alias}.project_id`)} in ${projectIdsWithPermission(db, actor.id, 'manage_versions')})`;
}

/** The projects a version defined in `projectId` with `sharing` is available in, as a set. */
export function projectsOfVersion(projectId: number, sharing: VersionSharing): ProjectIdSet {
  const self = projectIdSet([projectId]);
  switch (sharing) {
    case 'none':
      return self;
    case 'descendants':
      return sql`(select id from projects where id = ${projectId} or id in ${descendantsOf(self)})`;
    case 'hierarchy':
      return sql`(select id from projects where id = ${projectId} or id in ${descendantsOf(self)} or id in ${ancestorsOf(self)})`;
    case 'tree':
      return treesOf(self);
    case 'system':
      return sql`(select id from projects)`;
  }
}
