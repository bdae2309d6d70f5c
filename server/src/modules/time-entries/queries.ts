import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Updateable } from 'kysely';
import { projectIdsWithPermission, type Actor, type ProjectPermission } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { Database, NewTimeEntry, TimeEntriesTable, TimeEntryRow } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';
import type { ParsedFilter, ParsedSort, QueryContext } from '../../http/query.ts';
import { sortExpression } from '../../http/query.ts';
import { whereFilters } from '../../http/collection.ts';

export type TimeEntriesEB = ExpressionBuilder<Database, 'time_entries'>;
type SubqueryHost = Db | { selectFrom: unknown };

/** The permissions that let a user see (and so keep track of) their own entries in a project. */
const OWN_ENTRY_PERMISSIONS: ProjectPermission[] = ['log_own_time', 'log_time', 'edit_own_time_entries'];
/** The permissions that let a user log time in a project (for themself, or for anyone). */
export const LOG_PERMISSIONS: ProjectPermission[] = ['log_own_time', 'log_time'];

/** Projects where the user holds any of the permissions (direct or group membership). */
export function projectIdsWithAny(source: SubqueryHost, userId: number, permissions: ProjectPermission[]) {
  return (source as Db)
    .selectFrom('memberships as am')
    .innerJoin('member_roles as amr', 'amr.membership_id', 'am.id')
    .innerJoin('role_permissions as arp', 'arp.role_id', 'amr.role_id')
    .select('am.project_id')
    .where('arp.permission', 'in', permissions)
    .where((eb) =>
      eb.or([
        eb('am.principal_id', '=', userId),
        eb('am.principal_id', 'in', eb.selectFrom('group_users as ag').select('ag.group_id').where('ag.user_id', '=', userId)),
      ]),
    );
}

/**
 * The time entries the actor may see: admins all; holders of view_time_entries all of their project's; anyone their
 * own entries where they may log or edit their own time (OpenProject's view_own_time_entries).
 */
export function visibleTimeEntryCondition(eb: TimeEntriesEB, actor: Actor): Expression<SqlBool> {
  if (actor.admin) return sql<SqlBool>`1 = 1`;
  return eb.or([
    eb('time_entries.project_id', 'in', projectIdsWithPermission(eb, actor.id, 'view_time_entries')),
    eb.and([eb('time_entries.user_id', '=', actor.id), eb('time_entries.project_id', 'in', projectIdsWithAny(eb, actor.id, OWN_ENTRY_PERMISSIONS))]),
  ]);
}

function filtered(db: Db, actor: Actor, filters: ParsedFilter<TimeEntriesEB>[], context: QueryContext) {
  return whereFilters(db.selectFrom('time_entries').where((eb) => visibleTimeEntryCondition(eb, actor)), filters, context);
}

export async function countTimeEntries(db: Db, actor: Actor, filters: ParsedFilter<TimeEntriesEB>[], context: QueryContext): Promise<number> {
  const row = await filtered(db, actor, filters, context).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

/**
 * One page of visible entry ids in order with the total and the hours of every matching entry (not only this page:
 * the card's total), as scalar subqueries rather than window functions, which materialise every matching row before
 * the limit. id breaks ties so pages are stable.
 */
export async function timeEntryPage(
  db: Db,
  actor: Actor,
  filters: ParsedFilter<TimeEntriesEB>[],
  context: QueryContext,
  sort: ParsedSort[],
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number | null; hours: number | null }> {
  const total = filtered(db, actor, filters, context).select((eb) => eb.fn.countAll<string | number>().as('count'));
  const hours = filtered(db, actor, filters, context).select((eb) => eb.fn.sum<number | string>('time_entries.hours').as('hours'));
  let query = filtered(db, actor, filters, context).select(['time_entries.id', total.as('total'), hours.as('sum_hours')]);
  for (const entry of sort) query = query.orderBy(sortExpression(entry), entry.direction);
  if (!sort.some((entry) => entry.column === 'time_entries.id')) query = query.orderBy('time_entries.id', sort[0]?.direction ?? 'asc');
  const rows = await query.limit(limit).offset(offset).execute();
  if (rows.length === 0) return { ids: [], total: null, hours: null };
  return { ids: rows.map((row) => row.id), total: toCount(rows[0].total), hours: Number(rows[0].sum_hours ?? 0) };
}

/** Total and hours of the matching entries, for pages past the end and pageSize 0. */
export async function timeEntryTotals(db: Db, actor: Actor, filters: ParsedFilter<TimeEntriesEB>[], context: QueryContext) {
  const row = await filtered(db, actor, filters, context)
    .select((eb) => [eb.fn.countAll<string | number>().as('total'), eb.fn.sum<number | string>('time_entries.hours').as('hours')])
    .executeTakeFirst();
  return { total: toCount(row?.total), hours: Number(row?.hours ?? 0) };
}

/** What a representation needs, for any number of ids, in one statement. */
export function findTimeEntriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('time_entries')
    .innerJoin('projects', 'projects.id', 'time_entries.project_id')
    .innerJoin('principals as owner', 'owner.id', 'time_entries.user_id')
    .innerJoin('time_entry_activities as activity', 'activity.id', 'time_entries.activity_id')
    .leftJoin('work_packages', 'work_packages.id', 'time_entries.work_package_id')
    .selectAll('time_entries')
    .select([
      'projects.name as project_name',
      'projects.public as project_public',
      'projects.active as project_active',
      'owner.name as user_name',
      'activity.name as activity_name',
      'work_packages.subject as work_package_subject',
    ])
    .where('time_entries.id', 'in', ids)
    .execute();
}

export type TimeEntryRecord = Awaited<ReturnType<typeof findTimeEntriesByIds>>[number];

export function findTimeEntry(db: Db, id: number): Promise<TimeEntryRow | undefined> {
  return db.selectFrom('time_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether the user has a running timer other than `exceptId` (OpenProject allows one). */
export async function hasOngoing(db: Db, userId: number, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('time_entries').select('id').where('user_id', '=', userId).where('ongoing', '=', true);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertTimeEntry(db: Db, row: NewTimeEntry): Promise<number> {
  const inserted = await db.insertInto('time_entries').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateTimeEntry(db: Db, id: number, changes: Updateable<TimeEntriesTable>): Promise<boolean> {
  const result = await db.updateTable('time_entries').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTimeEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('time_entries').where('id', '=', id).execute();
}

