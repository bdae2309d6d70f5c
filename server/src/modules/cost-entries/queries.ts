import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Updateable } from 'kysely';
import { projectIdsWithPermission, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { CostEntriesTable, CostEntryRow, Database, NewCostEntry } from '../../db/schema.ts';
import { toCount } from '../../db/values.ts';

export type CostEntriesEB = ExpressionBuilder<Database, 'cost_entries'>;

/**
 * The cost entries the actor may see: admins all; holders of view_cost_entries those of their project; anyone their
 * own where they may log costs.
 */
export function visibleCostEntryCondition(eb: CostEntriesEB, actor: Actor): Expression<SqlBool> {
  if (actor.admin) return sql<SqlBool>`1 = 1`;
  return eb.or([
    eb('cost_entries.project_id', 'in', projectIdsWithPermission(eb, actor.id, 'view_cost_entries')),
    eb.and([eb('cost_entries.user_id', '=', actor.id), eb('cost_entries.project_id', 'in', projectIdsWithPermission(eb, actor.id, 'log_costs'))]),
  ]);
}

function ofWorkPackage(db: Db, actor: Actor, workPackageId: number) {
  return db
    .selectFrom('cost_entries')
    .where('cost_entries.work_package_id', '=', workPackageId)
    .where((eb) => visibleCostEntryCondition(eb, actor));
}

/** A page of a work package's visible cost entries (by day, then id) with the total in the same statement. */
export async function workPackageCostEntryPage(db: Db, actor: Actor, workPackageId: number, limit: number, offset: number) {
  // The total as a scalar subquery, not a window count (which materialises every matching row before the limit).
  const total = ofWorkPackage(db, actor, workPackageId).select((eb) => eb.fn.countAll<string | number>().as('count'));
  const rows = await ofWorkPackage(db, actor, workPackageId)
    .select(['cost_entries.id', total.as('total')])
    .orderBy('cost_entries.spent_on')
    .orderBy('cost_entries.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { ids: rows.map((row) => row.id), total: rows.length > 0 ? toCount(rows[0].total) : null };
}

export async function countWorkPackageCostEntries(db: Db, actor: Actor, workPackageId: number): Promise<number> {
  const row = await ofWorkPackage(db, actor, workPackageId).select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirst();
  return toCount(row?.total);
}

/** Units and costs per cost type over a work package's visible entries (cost types by position). */
export function summarizedByType(db: Db, actor: Actor, workPackageId: number) {
  return ofWorkPackage(db, actor, workPackageId)
    .innerJoin('cost_types', 'cost_types.id', 'cost_entries.cost_type_id')
    .select([
      'cost_types.id',
      'cost_types.name',
      'cost_types.unit',
      'cost_types.unit_plural',
      (eb) => eb.fn.sum<number | string>('cost_entries.units').as('units'),
      (eb) => eb.fn.sum<number | string>(eb.fn.coalesce('cost_entries.overridden_costs', 'cost_entries.costs')).as('costs'),
      (eb) => eb.fn.countAll<string | number>().as('entries'),
    ])
    .groupBy(['cost_types.id', 'cost_types.name', 'cost_types.unit', 'cost_types.unit_plural', 'cost_types.position'])
    .orderBy('cost_types.position')
    .execute();
}

/** What a representation needs, for any number of ids, in one statement. */
export function findCostEntriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('cost_entries')
    .innerJoin('projects', 'projects.id', 'cost_entries.project_id')
    .innerJoin('principals as owner', 'owner.id', 'cost_entries.user_id')
    .innerJoin('cost_types', 'cost_types.id', 'cost_entries.cost_type_id')
    .innerJoin('work_packages', 'work_packages.id', 'cost_entries.work_package_id')
    .selectAll('cost_entries')
    .select([
      'projects.name as project_name',
      'projects.public as project_public',
      'projects.active as project_active',
      'owner.name as user_name',
      'cost_types.name as cost_type_name',
      'cost_types.unit as cost_type_unit',
      'cost_types.unit_plural as cost_type_unit_plural',
      'work_packages.subject as work_package_subject',
    ])
    .where('cost_entries.id', 'in', ids)
    .execute();
}

export type CostEntryRecord = Awaited<ReturnType<typeof findCostEntriesByIds>>[number];

export function findCostEntry(db: Db, id: number): Promise<CostEntryRow | undefined> {
  return db.selectFrom('cost_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCostEntry(db: Db, row: NewCostEntry): Promise<number> {
  const inserted = await db.insertInto('cost_entries').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateCostEntry(db: Db, id: number, changes: Updateable<CostEntriesTable>): Promise<boolean> {
  const result = await db.updateTable('cost_entries').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCostEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('cost_entries').where('id', '=', id).execute();
}
