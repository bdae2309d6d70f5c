// The finance figures of a project over a day range, in a constant number of statements per request. Time entries
// give hours and labour cost (the cost expression is the budgets module's, so the rate fallback lives in one place);
// cost entries give material cost. Both filter on (project_id, spent_on), indexed since migration 0006 (0029 adds
// covering indexes for the aggregates).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import { costEntryCostSql, timeEntryCostSql } from '../budgets/index.ts';

export interface Range { from: string; to: string }
/** Whose figures: the project, and its default hourly rate (read once, so each entry's cost skips reading it). */
export interface Scope { projectId: number; defaultRate: number }
export type Interval = 'week' | 'month';
export type BreakdownBy = 'user' | 'activity' | 'costType' | 'task' | 'period';

export interface FigureRow { key: string; label: string; hours: number; labourCost: number; materialCost: number }

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** The start of the week (Monday) or the month of a 'YYYY-MM-DD' column, as 'YYYY-MM-DD' in both dialects. */
export function bucketOf(db: Db, column: RawBuilder<unknown>, interval: Interval): RawBuilder<string> {
  if (interval === 'month') return sql<string>`(substr(${column}, 1, 7) || '-01')`;
  if (isPostgres(db)) return sql<string>`to_char(date_trunc('week', cast(${column} as date)), 'YYYY-MM-DD')`;
  // SQLite: 'weekday 0' moves to the next Sunday (or stays on one); six days back is that week's Monday.
  return sql<string>`date(${column}, 'weekday 0', '-6 days')`;
}

const labour = (scope: Scope) => timeEntryCostSql('te', scope.defaultRate);
const material = costEntryCostSql('ce');

/**
 * The time entries of a day range pre-summed per (user, day, activity, task), as `te` with the columns the cost
 * expression reads. A rate depends only on the user and the day, so hours × rate summed per group is the same
 * money, with one rate lookup per group instead of one per entry (100,000 entries are a few thousand groups).
 */
function timeSource(scope: Scope, range: { from?: string; to?: string; before?: string }) {
  const from = range.from === undefined ? sql`` : sql`and te0.spent_on >= ${range.from}`;
  const to = range.to === undefined ? sql`` : sql`and te0.spent_on <= ${range.to}`;
  const before = range.before === undefined ? sql`` : sql`and te0.spent_on < ${range.before}`;
  return sql`(select te0.project_id, te0.user_id, te0.spent_on, te0.activity_id, te0.work_package_id, sum(te0.hours) as hours, count(*) as entries
    from time_entries te0 where te0.project_id = ${scope.projectId} ${from} ${to} ${before}
    group by te0.project_id, te0.user_id, te0.spent_on, te0.activity_id, te0.work_package_id) te`;
}

/** Totals over the range (one statement for time, one for costs, run together). */
export async function totals(db: Db, scope: Scope, range: Range) {
  const [time, costs] = await Promise.all([
    sql<{ hours: unknown; labour: unknown; entries: unknown }>`select sum(te.hours) as hours, sum(${labour(scope)}) as labour, sum(te.entries) as entries
      from ${timeSource(scope, range)}`.execute(db),
    sql<{ material: unknown; entries: unknown }>`select sum(${material}) as material, count(*) as entries
      from cost_entries ce where ce.project_id = ${scope.projectId} and ce.spent_on >= ${range.from} and ce.spent_on <= ${range.to}`.execute(db),
  ]);
  const t = time.rows[0];
  const c = costs.rows[0];
  return { hours: num(t?.hours), labourCost: num(t?.labour), materialCost: num(c?.material), timeEntries: num(t?.entries), costEntries: num(c?.entries) };
}

/** Every cost (labour and material) before a day: where the budget burn of a range starts. */
export async function spentBefore(db: Db, scope: Scope, day: string): Promise<number> {
  const { rows } = await sql<{ spent: unknown }>`select
      coalesce((select sum(${labour(scope)}) from ${timeSource(scope, { before: day })}), 0)
    + coalesce((select sum(${material}) from cost_entries ce where ce.project_id = ${scope.projectId} and ce.spent_on < ${day}), 0) as spent`.execute(db);
  return num(rows[0]?.spent);
}

/** The key and label of a breakdown dimension, for time entries (te) and cost entries (ce). */
function dimension(db: Db, by: BreakdownBy, interval: Interval) {
  switch (by) {
    case 'user':
      return {
        time: { key: sql`cast(te.user_id as varchar(20))`, label: sql`(select p.name from principals p where p.id = te.user_id)` },
        cost: { key: sql`cast(ce.user_id as varchar(20))`, label: sql`(select p.name from principals p where p.id = ce.user_id)` },
      };
    case 'activity':
      return {
        time: { key: sql`cast(te.activity_id as varchar(20))`, label: sql`(select a.name from time_entry_activities a where a.id = te.activity_id)` },
        cost: null,
      };
    case 'costType':
      return {
        time: null,
        cost: { key: sql`cast(ce.cost_type_id as varchar(20))`, label: sql`(select ct.name from cost_types ct where ct.id = ce.cost_type_id)` },
      };
    case 'task':
      return {
        time: {
          key: sql`coalesce(cast(te.work_package_id as varchar(20)), '')`,
          label: sql`coalesce((select w.subject from work_packages w where w.id = te.work_package_id), '')`,
        },
        cost: { key: sql`cast(ce.work_package_id as varchar(20))`, label: sql`(select w.subject from work_packages w where w.id = ce.work_package_id)` },
      };
    case 'period':
      return {
        time: { key: bucketOf(db, sql.ref('te.spent_on'), interval), label: bucketOf(db, sql.ref('te.spent_on'), interval) },
        cost: { key: bucketOf(db, sql.ref('ce.spent_on'), interval), label: bucketOf(db, sql.ref('ce.spent_on'), interval) },
      };
  }
}

/** Time and cost entries of the range as one relation (key, label, hours, labour, material), grouped by key. */
function grouped(db: Db, scope: Scope, range: Range, by: BreakdownBy, interval: Interval) {
  const dim = dimension(db, by, interval);
  const parts = [];
  if (dim.time)
    parts.push(sql`select ${dim.time.key} as k, ${dim.time.label} as label, te.hours as hours, ${labour(scope)} as labour, 0 as material
      from ${timeSource(scope, range)}`);
  if (dim.cost)
    parts.push(sql`select ${dim.cost.key} as k, ${dim.cost.label} as label, 0 as hours, 0 as labour, ${material} as material
      from cost_entries ce where ce.project_id = ${scope.projectId} and ce.spent_on >= ${range.from} and ce.spent_on <= ${range.to}`);
  const union = sql.join(parts, sql` union all `);
  return sql`select f.k as k, max(f.label) as label, sum(f.hours) as hours, sum(f.labour) as labour, sum(f.material) as material
    from (${union}) f group by f.k`;
}

const toFigure = (row: { k: unknown; label: unknown; hours: unknown; labour: unknown; material: unknown }): FigureRow => ({
  key: String(row.k ?? ''),
  label: row.label === null || row.label === undefined ? '' : String(row.label),
  hours: num(row.hours),
  labourCost: num(row.labour),
  materialCost: num(row.material),
});

type Grouped = { k: unknown; label: unknown; hours: unknown; labour: unknown; material: unknown };

/**
 * A page of a breakdown with the number of groups (two statements). Ordered by the largest cost, then hours, or by
 * period for periods; `byMoney` false orders by hours (the money stays unread by who may not see it).
 */
export async function breakdownPage(db: Db, scope: Scope, range: Range, by: BreakdownBy, interval: Interval, byMoney: boolean, limit: number, offset: number) {
  const inner = grouped(db, scope, range, by, interval);
  const order =
    by === 'period' ? sql`g.k asc` : byMoney ? sql`(g.labour + g.material) desc, g.hours desc, g.k asc` : sql`g.hours desc, g.k asc`;
  const [count, page] = await Promise.all([
    sql<{ total: unknown }>`select count(*) as total from (${inner}) g`.execute(db),
    sql<Grouped>`select g.k, g.label, g.hours, g.labour, g.material from (${inner}) g order by ${order} limit ${limit} offset ${offset}`.execute(db),
  ]);
  return { total: num(count.rows[0]?.total), rows: page.rows.map(toFigure) };
}

/** The first `limit` groups of a dimension (top contributors, top activities). */
export async function top(db: Db, scope: Scope, range: Range, by: 'user' | 'activity', byMoney: boolean, limit: number): Promise<FigureRow[]> {
  const order = byMoney ? sql`(g.labour + g.material) desc, g.hours desc, g.k asc` : sql`g.hours desc, g.k asc`;
  const { rows } = await sql<Grouped>`select g.k, g.label, g.hours, g.labour, g.material from (${grouped(db, scope, range, by, 'month')}) g order by ${order} limit ${limit}`.execute(db);
  return rows.map(toFigure);
}

/** Hours and costs per week or month of the range (one statement); empty periods are left out. */
export async function perPeriod(db: Db, scope: Scope, range: Range, interval: Interval): Promise<FigureRow[]> {
  const { rows } = await sql<Grouped>`select g.k, g.label, g.hours, g.labour, g.material from (${grouped(db, scope, range, 'period', interval)}) g order by g.k`.execute(db);
  return rows.map(toFigure);
}

/** The end date of the project's last version (the forecast's horizon), or null. */
export async function lastVersionEnd(db: Db, projectId: number): Promise<string | null> {
  const row = await db.selectFrom('versions').select((eb) => eb.fn.max('end_date').as('end')).where('project_id', '=', projectId).executeTakeFirst();
  return (row?.end as string | null | undefined) ?? null;
}

// -- Export: entries read in pages by (spent_on, id) keyset, so memory does not grow with the number of rows --------

export interface EntryRow {
  kind: 'time' | 'cost';
  id: number;
  spentOn: string;
  user: string;
  what: string;
  task: string;
  hours: number | null;
  units: number | null;
  cost: number;
  comment: string;
}

export const EXPORT_PAGE_SIZE = 1000;

/** One page of time entries after the keyset (spent_on, id), oldest first. */
export async function timeEntriesAfter(db: Db, scope: Scope, range: Range, after: { spentOn: string; id: number } | null, limit: number): Promise<EntryRow[]> {
  const keyset = after ? sql`and (te.spent_on > ${after.spentOn} or (te.spent_on = ${after.spentOn} and te.id > ${after.id}))` : sql``;
  const { rows } = await sql<{ id: number; spent_on: string; user_name: string; activity: string; subject: string | null; hours: unknown; labour: unknown; comment: string }>`
    select te.id, te.spent_on, p.name as user_name, a.name as activity, w.subject, te.hours, ${labour(scope)} as labour, te.comment
    from time_entries te
    join principals p on p.id = te.user_id
    join time_entry_activities a on a.id = te.activity_id
    left join work_packages w on w.id = te.work_package_id
    where te.project_id = ${scope.projectId} and te.spent_on >= ${range.from} and te.spent_on <= ${range.to} ${keyset}
    order by te.spent_on, te.id limit ${limit}`.execute(db);
  return rows.map((row) => ({
    kind: 'time', id: row.id, spentOn: row.spent_on, user: row.user_name, what: row.activity, task: row.subject ?? '',
    hours: num(row.hours), units: null, cost: num(row.labour), comment: row.comment,
  }));
}

/** One page of cost entries after the keyset (spent_on, id), oldest first. */
export async function costEntriesAfter(db: Db, scope: Scope, range: Range, after: { spentOn: string; id: number } | null, limit: number): Promise<EntryRow[]> {
  const keyset = after ? sql`and (ce.spent_on > ${after.spentOn} or (ce.spent_on = ${after.spentOn} and ce.id > ${after.id}))` : sql``;
  const { rows } = await sql<{ id: number; spent_on: string; user_name: string; cost_type: string; subject: string; units: unknown; material: unknown; comment: string }>`
    select ce.id, ce.spent_on, p.name as user_name, ct.name as cost_type, w.subject, ce.units, ${material} as material, ce.comment
    from cost_entries ce
    join principals p on p.id = ce.user_id
    join cost_types ct on ct.id = ce.cost_type_id
    join work_packages w on w.id = ce.work_package_id
    where ce.project_id = ${scope.projectId} and ce.spent_on >= ${range.from} and ce.spent_on <= ${range.to} ${keyset}
    order by ce.spent_on, ce.id limit ${limit}`.execute(db);
  return rows.map((row) => ({
    kind: 'cost', id: row.id, spentOn: row.spent_on, user: row.user_name, what: row.cost_type, task: row.subject,
    hours: null, units: num(row.units), cost: num(row.material), comment: row.comment,
  }));
}
