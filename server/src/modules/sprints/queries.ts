import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { projectIdsWithPermission, type Actor, viewableProjectIds } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { toCount } from '../../db/values.ts';
import { REPLAYED_PROPERTIES, type CurrentPackage, type JournalChange } from './replay.ts';

/**
 * Whose work packages a figure counts: those the actor may see (a version shared with projects they cannot see shows
 * only their part), optionally only one project's.
 */
export interface PackageScope {
  actor: Actor;
  projectId?: number;
}

function scopeCondition(db: Db, column: string, scope: PackageScope): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (scope.projectId !== undefined) conditions.push(sql<SqlBool>`${sql.ref(column)} = ${scope.projectId}`);
  if (!scope.actor.admin) conditions.push(sql<SqlBool>`${sql.ref(column)} in ${viewableProjectIds(db, scope.actor)}`);
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/**
 * The ids of the work packages that are in the versions now or ever were (a journal moved one in or out): the
 * version_id details are found through their partial indexes (migration 0008), whose condition must appear literally.
 */
function everInVersions(versionIds: number[]): RawBuilder<unknown> {
  const ids = sql.join(versionIds);
  const values = sql.join(versionIds.map(String));
  return sql`(select cw.id from work_packages cw where cw.version_id in (${ids})
    union select nj.journable_id from journal_details nd join journals nj on nj.id = nd.journal_id
      where nd.property = 'version_id' and nd.new_value in (${values}) and nj.journable_type = 'WorkPackage'
    union select oj.journable_id from journal_details od join journals oj on oj.id = od.journal_id
      where od.property = 'version_id' and od.old_value in (${values}) and oj.journable_type = 'WorkPackage')`;
}

/** The current state of every package that is or was in the versions (deleted ones have no row): one statement. */
export async function currentPackages(db: Db, versionIds: number[], scope: PackageScope): Promise<(CurrentPackage & { assigned_to_id: number | null })[]> {
  if (versionIds.length === 0) return [];
  const rows = await db
    .selectFrom('work_packages')
    .select(['id', 'version_id', 'story_points', 'status_id', 'estimated_hours', 'remaining_hours', 'assigned_to_id'])
    .where(sql<SqlBool>`work_packages.id in ${everInVersions(versionIds)}`)
    .where(scopeCondition(db, 'work_packages.project_id', scope))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version_id: row.version_id,
    story_points: row.story_points,
    status_id: row.status_id,
    estimated_hours: row.estimated_hours === null ? null : Number(row.estimated_hours),
    remaining_hours: row.remaining_hours === null ? null : Number(row.remaining_hours),
    assigned_to_id: row.assigned_to_id,
  }));
}

/** Every journaled change of the replayed properties of those packages, deleted ones included: one statement. */
export async function journalChanges(db: Db, versionIds: number[], scope: PackageScope): Promise<JournalChange[]> {
  if (versionIds.length === 0) return [];
  const rows = await db
    .selectFrom('journals')
    // A cross join keeps SQLite's join order: the packages' journals first (by journable), then their details, rather
    // than every status or points detail of every package (PostgreSQL plans by cost either way).
    .crossJoin('journal_details')
    .whereRef('journal_details.journal_id', '=', 'journals.id')
    .select(['journals.journable_id', 'journals.created_at', 'journals.version', 'journal_details.property', 'journal_details.old_value', 'journal_details.new_value'])
    .where('journals.journable_type', '=', 'WorkPackage')
    .where('journal_details.property', 'in', [...REPLAYED_PROPERTIES])
    .where(sql<SqlBool>`journals.journable_id in ${everInVersions(versionIds)}`)
    // A deleted package's journals keep its project.
    .where(scopeCondition(db, 'journals.project_id', scope))
    .execute();
  return rows.map((row) => ({
    workPackageId: row.journable_id,
    at: new Date(row.created_at).getTime(),
    sequence: row.version,
    property: row.property,
    oldValue: row.old_value,
    newValue: row.new_value,
  }));
}

/** Every status with its colour and closed flag, by position (reference data, a handful of rows). */
export function statuses(db: Db) {
  return db.selectFrom('statuses').select(['id', 'name', 'color', 'is_closed']).orderBy('position').orderBy('id').execute();
}

/** Hours logged on the packages now in a version that the actor may see (view_time_entries): one statement. */
export async function burnedHours(db: Db, versionId: number, scope: PackageScope): Promise<number> {
  let query = db
    .selectFrom('time_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('time_entries.hours'), sql<number>`0`).as('hours'))
    .where('time_entries.work_package_id', 'in', (eb) =>
      eb.selectFrom('work_packages').select('work_packages.id').where('work_packages.version_id', '=', versionId).where(scopeCondition(db, 'work_packages.project_id', scope)),
    );
  if (!scope.actor.admin) query = query.where('time_entries.project_id', 'in', projectIdsWithPermission(db, scope.actor.id, 'view_time_entries'));
  const row = await query.executeTakeFirst();
  return Number(row?.hours ?? 0);
}

/** The project's members who are users: directly, or through a member group. */
export async function memberUserCount(db: Db, projectId: number): Promise<number> {
  const row = await db
    .selectFrom('principals')
    .select((eb) => eb.fn.countAll<string | number>().as('members'))
    .where('principals.type', '=', 'User')
    .where((eb) =>
      eb.or([
        eb('principals.id', 'in', eb.selectFrom('memberships as dm').select('dm.principal_id').where('dm.project_id', '=', projectId)),
        eb('principals.id', 'in', eb.selectFrom('group_users as gu').innerJoin('memberships as gm', 'gm.principal_id', 'gu.group_id').select('gu.user_id').where('gm.project_id', '=', projectId)),
      ]),
    )
    .executeTakeFirst();
  return toCount(row?.members);
}
