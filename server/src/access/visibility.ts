import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import { projectIdsWithPermission, type Actor } from './permissions.ts';

/** A parenthesised subquery selecting project ids: `(select id from ...)`. Kysely renders its builders that way. */
export type ProjectIdSet = RawBuilder<unknown>;

/**
 * The projects where the actor may see work packages: admins all, anyone the public ones, members where a role grants
 * view_work_packages.
 */
export function viewableProjectIds(db: Db, actor: Actor): ProjectIdSet {
  if (actor.admin) return sql`(select id from projects)`;
  return sql`(select vp.id from projects vp where vp.public = ${true} or vp.id in ${projectIdsWithPermission(db, actor.id, 'view_work_packages')})`;
}
