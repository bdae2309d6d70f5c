import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import { projectIdsWithoutModule } from './modules.ts';
import { projectIdsWithPermission, publicProjectIdsWithPermission, type Actor } from './permissions.ts';

/** A parenthesised subquery selecting project ids: `(select id from ...)`. Kysely renders its builders that way. */
export type ProjectIdSet = RawBuilder<unknown>;

/**
 * The projects where the actor may see work packages: admins all, anyone the public ones, members where a role grants
 * view_work_packages; in each case only where the project has work packages switched on.
 */
export function viewableProjectIds(db: Db, actor: Actor): ProjectIdSet {
  const withoutWorkPackages = projectIdsWithoutModule(db, 'work_package_tracking');
  if (actor.admin) return sql`(select id from projects where id not in (${withoutWorkPackages}))`;
  return sql`(select vp.id from projects vp where vp.id in (${publicProjectIdsWithPermission(db, 'view_work_packages')}) or vp.id in ${projectIdsWithPermission(db, actor.id, 'view_work_packages')})`;
}
