import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import { costEntryCostSql, timeEntryCostSql } from '../budgets/index.ts';

export const COST_GROUPINGS = ['user', 'activity', 'cost_type', 'work_package', 'week', 'month'] as const;
export type CostGrouping = (typeof COST_GROUPINGS)[number];

export interface CostsFilter {
  projectId: number;
  from?: string;
  to?: string;
  userId?: number;
  activityId?: number;
  costTypeId?: number;
  workPackageId?: number;
  /** Which kinds the caller may see and asked for. */
  time: boolean;
  cost: boolean;
  defaultRate: number;
}

export interface CostRow {
  kind: 'time' | 'cost';
  id: number;
  spent_on: string;
  user_id: number;
  user_name: string;
  work_package_id: number | null;
  work_package_subject: string | null;
  activity_id: number | null;
  activity_name: string | null;
  cost_type_id: number | null;
  cost_type_name: string | null;
  hours: number | string | null;
  units: number | string | null;
  cost: number | string | null;
  comment: string;
}

/**
 * The project's time and cost entries as one derived table. Each branch is filtered on its own table, so the filters
 * meet the (project_id, user_id | activity_id | cost_type_id, spent_on) indexes of migration 0026; an activity filter
 * leaves out cost entries (they have none), a cost type filter time entries.
 */
function entries(db: Db, filter: CostsFilter) {
  const time = db
    .selectFrom('time_entries as te')
    .innerJoin('principals as tu', 'tu.id', 'te.user_id')
    .innerJoin('time_entry_activities as ta', 'ta.id', 'te.activity_id')
    .leftJoin('work_packages as tw', 'tw.id', 'te.work_package_id')
    .select([
      sql<'time' | 'cost'>`'time'`.as('kind'),
      'te.id',
      'te.spent_on',
      'te.user_id',
      'tu.name as user_name',
      'te.work_package_id',
      'tw.subject as work_package_subject',
      sql<number | null>`te.activity_id`.as('activity_id'),
      sql<string | null>`ta.name`.as('activity_name'),
      sql<number | null>`cast(null as integer)`.as('cost_type_id'),
      sql<string | null>`cast(null as varchar(255))`.as('cost_type_name'),
      sql<number | null>`te.hours`.as('hours'),
      sql<number | null>`cast(null as double precision)`.as('units'),
      timeEntryCostSql('te', filter.defaultRate).as('cost'),
      'te.comment',
    ])
    .where('te.project_id', '=', filter.projectId)
    .$if(filter.from !== undefined, (q) => q.where('te.spent_on', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('te.spent_on', '<=', filter.to!))
    .$if(filter.userId !== undefined, (q) => q.where('te.user_id', '=', filter.userId!))
    .$if(filter.activityId !== undefined, (q) => q.where('te.activity_id', '=', filter.activityId!))
    .$if(filter.workPackageId !== undefined, (q) => q.where('te.work_package_id', '=', filter.workPackageId!));
  const cost = db
    .selectFrom('cost_entries as ce')
    .innerJoin('principals as cu', 'cu.id', 'ce.user_id')
    .innerJoin('cost_types as ct', 'ct.id', 'ce.cost_type_id')
    .innerJoin('work_packages as cw', 'cw.id', 'ce.work_package_id')
    .select([
      sql<'time' | 'cost'>`'cost'`.as('kind'),
      'ce.id',
      'ce.spent_on',
      'ce.user_id',
      'cu.name as user_name',
      sql<number | null>`ce.work_package_id`.as('work_package_id'),
      sql<string | null>`cw.subject`.as('work_package_subject'),
      sql<number | null>`cast(null as integer)`.as('activity_id'),
      sql<string | null>`cast(null as varchar(255))`.as('activity_name'),
      sql<number | null>`ce.cost_type_id`.as('cost_type_id'),
      sql<string | null>`ct.name`.as('cost_type_name'),
      sql<number | null>`cast(null as double precision)`.as('hours'),
      sql<number | null>`ce.units`.as('units'),
      costEntryCostSql('ce').as('cost'),
      'ce.comment',
    ])
    .where('ce.project_id', '=', filter.projectId)
    .$if(filter.from !== undefined, (q) => q.where('ce.spent_on', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('ce.spent_on', '<=', filter.to!))
    .$if(filter.userId !== undefined, (q) => q.where('ce.user_id', '=', filter.userId!))
    .$if(filter.costTypeId !== undefined, (q) => q.where('ce.cost_type_id', '=', filter.costTypeId!))
    .$if(filter.workPackageId !== undefined, (q) => q.where('ce.work_package_id', '=', filter.workPackageId!));
  const withTime = filter.time && filter.costTypeId === undefined;
  const withCost = filter.cost && filter.activityId === undefined;
  if (withTime && withCost) return time.unionAll(cost);
  if (withTime) return time;
  if (withCost) return cost;
  return null;
}

/** One page of entries, newest day first. */
export async function costRows(db: Db, filter: CostsFilter, limit: number, offset: number): Promise<CostRow[]> {
  const source = entries(db, filter);
  if (!source || limit === 0) return [];
  return (await db
    .selectFrom(source.as('e'))
    .selectAll('e')
    .orderBy('e.spent_on', 'desc')
    .orderBy('e.kind', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()) as CostRow[];
}

export interface CostTotals {
  count: number;
  hours: number;
  labourCost: number;
  materialCost: number;
}

const sums = {
  hours: sql<number | string | null>`sum(e.hours)`,
  labour: sql<number | string | null>`sum(case when e.kind = 'time' then e.cost end)`,
  material: sql<number | string | null>`sum(case when e.kind = 'cost' then e.cost end)`,
};

export async function costTotals(db: Db, filter: CostsFilter): Promise<CostTotals> {
  const source = entries(db, filter);
  if (!source) return { count: 0, hours: 0, labourCost: 0, materialCost: 0 };
  const row = await db
    .selectFrom(source.as('e'))
    .select([sql<number | string>`count(*)`.as('count'), sums.hours.as('hours'), sums.labour.as('labour'), sums.material.as('material')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), hours: Number(row.hours ?? 0), labourCost: Number(row.labour ?? 0), materialCost: Number(row.material ?? 0) };
}

export interface CostGroupRow extends CostTotals {
  key: string | null;
  label: string | null;
}

/** The most groups one answer lists (a project's users, activities and months stay far below it). */
export const MAX_GROUPS = 500;

function groupKey(db: Db, grouping: CostGrouping): { key: RawBuilder<string | null>; label: RawBuilder<string | null> } {
  const text = (column: string) => sql<string | null>`cast(${sql.ref(column)} as varchar(20))`;
  switch (grouping) {
    case 'user':
      return { key: text('e.user_id'), label: sql`e.user_name` };
    case 'activity':
      return { key: text('e.activity_id'), label: sql`e.activity_name` };
    case 'cost_type':
      return { key: text('e.cost_type_id'), label: sql`e.cost_type_name` };
    case 'work_package':
      return { key: text('e.work_package_id'), label: sql`e.work_package_subject` };
    case 'week': {
      // The Monday of the entry's week ('YYYY-MM-DD').
      const monday = isPostgres(db) ? sql<string>`to_char(date_trunc('week', cast(e.spent_on as date)), 'YYYY-MM-DD')` : sql<string>`date(e.spent_on, '-6 days', 'weekday 1')`;
      return { key: monday, label: monday };
    }
    case 'month':
      return { key: sql`substr(e.spent_on, 1, 7)`, label: sql`substr(e.spent_on, 1, 7)` };
  }
}

/** Sums per group, in one statement: periods in time order, the others by name. */
export async function costGroups(db: Db, filter: CostsFilter, grouping: CostGrouping): Promise<CostGroupRow[]> {
  const source = entries(db, filter);
  if (!source) return [];
  const { key, label } = groupKey(db, grouping);
  const periods = grouping === 'week' || grouping === 'month';
  const rows = await db
    .selectFrom(source.as('e'))
    .select([key.as('key'), sql<string | null>`max(${label})`.as('label'), sql<number | string>`count(*)`.as('count'), sums.hours.as('hours'), sums.labour.as('labour'), sums.material.as('material')])
    .groupBy(key)
    // Groups without a value (cost entries by activity, time entries by cost type) last, on both databases.
    .orderBy(sql`case when ${key} is null then 1 else 0 end`)
    .orderBy(periods ? key : sql`max(${label})`)
    .limit(MAX_GROUPS)
    .execute();
  return rows.map((row) => ({
    key: row.key === null ? null : String(row.key),
    label: row.label,
    count: Number(row.count),
    hours: Number(row.hours ?? 0),
    labourCost: Number(row.labour ?? 0),
    materialCost: Number(row.material ?? 0),
  }));
}
