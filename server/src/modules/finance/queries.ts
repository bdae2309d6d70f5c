// The finance figures of a project over a day range, in a constant number of statements per request. Time entries
// give hours and labour cost (the rate is the budgets module's definition, looked up once per user and day, so the
// rate fallback lives in one place); cost entries give material cost. Both filter on (project_id, spent_on), indexed
// since migration 0006 (0029 adds covering indexes for the aggregates, 0034 one in (user, day) order).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import { costEntryCostSql, timeEntryCostSql } from '../budgets/index.ts';
import { rateOnDay } from '../hourly-rates/index.ts';

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

/** One entry's labour, where entries are read one by one (the export). */
const labour = (scope: Scope) => timeEntryCostSql('te', scope.defaultRate);
const material = costEntryCostSql('ce');

type Days = { from?: string; to?: string; before?: string };

/** The day-range condition on the time entries of alias `entry`. */
function daysOf(entry: string, scope: Scope, range: Days) {
  const column = sql.ref(`${entry}.spent_on`);
  return sql`${sql.ref(`${entry}.project_id`)} = ${scope.projectId}
    ${range.from === undefined ? sql`` : sql`and ${column} >= ${range.from}`}
    ${range.to === undefined ? sql`` : sql`and ${column} <= ${range.to}`}
    ${range.before === undefined ? sql`` : sql`and ${column} < ${range.before}`}`;
}

/** The rate of the user on the day of a (user, day) group `group` in the scope's project. */
function dayRate(scope: Scope, group: string) {
  return sql`coalesce(${rateOnDay(sql.ref(`${group}.user_id`), sql`${scope.projectId}`, sql.ref(`${group}.spent_on`))}, ${scope.defaultRate})`;
}

/** How a figure reads time: summed per (user, day), or entry by entry where its groups split a user's day. */
type TimeSource = 'days' | 'entries';

/** The (user, day) pairs of a day range with the user's rate that day, as `d` plus `rate`; `sums` adds their hours. */
function ratedDays(scope: Scope, range: Days, sums: boolean) {
  return sql`select d.*, ${dayRate(scope, 'd')} as rate
    from (select te0.user_id, te0.spent_on ${sums ? sql`, sum(te0.hours) as hours` : sql``}
      from time_entries te0 where ${daysOf('te0', scope, range)} group by te0.user_id, te0.spent_on) d`;
}

/**
 * The time entries of a day range with their labour (hours × the user's rate on the day), as `te`. A rate depends
 * only on the user and the day, so it is looked up once per (user, day) of the range, whatever the figure groups by:
 * - 'days': the entries summed per (user, day) (user_id, spent_on, hours, labour), for figures whose groups are made
 *   of whole days of a user (users, periods, totals);
 * - 'entries': every entry (also activity_id and work_package_id) joined to its (user, day)'s rate, for figures that
 *   split a day (activities, tasks). The rated days are materialized so that the lookups run once per (user, day), not
 *   once per joined entry; the cross join keeps them the outer loop in SQLite (PostgreSQL plans it freely), each
 *   reading its entries from migration 0034's covering index by (project, user, day) equality (a day range on the
 *   entries as well, redundant since the rated days are in range, made SQLite scan the whole range once per (user, day):
 *   seconds instead of milliseconds on 100,000 entries). Summing per (user, day, task) first instead would price
 *   nearly every entry on its own (issue 19's bench: 45,000 such groups for 50,000 entries).
 * The rate is the budgets module's definition (the user's rate on the day in the project, else their default, else the
 * project's default) with the project as a constant, so each lookup is one probe of the rates' unique index.
 */
function timeSource(scope: Scope, range: Days, source: TimeSource) {
  if (source === 'days') return sql`(select g.user_id, g.spent_on, g.hours, g.hours * g.rate as labour from (${ratedDays(scope, range, true)}) g) te`;
  return sql`(with r as materialized (${ratedDays(scope, range, false)})
    select te1.user_id, te1.spent_on, te1.activity_id, te1.work_package_id, te1.hours, te1.hours * r.rate as labour
    from r cross join time_entries te1
    where te1.project_id = ${scope.projectId} and te1.user_id = r.user_id and te1.spent_on = r.spent_on) te`;
}

type SummaryRow = { part: string; k: unknown; label: unknown; hours: unknown; labour: unknown; material: unknown; entries: unknown };

/** The order of a top list: the largest cost, then hours, or hours alone (`byMoney` false); then the key. */
function topOrder(byMoney: boolean) {
  return (a: FigureRow, b: FigureRow) =>
    (byMoney ? b.labourCost + b.materialCost - (a.labourCost + a.materialCost) : 0) || b.hours - a.hours || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * The summary's figures: the totals and the first `limit` users and activities, in three statements (the activities;
 * the time entries; the cost entries per user). The time entries are summed once per (user, day) with each activity's
 * hours in a column of its own, so one rate lookup per user and day prices the totals, the users and every activity
 * (an activity's labour is still its hours that day × the day's rate, as the breakdown computes it).
 */
export async function summaryFigures(db: Db, scope: Scope, range: Range, byMoney: boolean, limit: number) {
  const activityList = await db.selectFrom('time_entry_activities').select(['id', 'name']).orderBy('id').execute();
  const perActivity = activityList.map((activity, i) => sql`, sum(case when te0.activity_id = ${activity.id} then te0.hours end) as ${sql.ref(`h${i}`)},
    count(case when te0.activity_id = ${activity.id} then 1 end) as ${sql.ref(`n${i}`)}`);
  const activityRows = activityList.map((activity, i) => sql`union all
    select 'activity' as part, ${String(activity.id)} as k, '' as label, sum(${sql.ref(`x.h${i}`)}) as hours, sum(${sql.ref(`x.h${i}`)} * x.rate) as labour, 0 as material, sum(${sql.ref(`x.n${i}`)}) as entries from x`);
  const [time, costs] = await Promise.all([
    // x is materialized so that each (user, day) row's rate is looked up once, however many sums read it.
    sql<SummaryRow>`with x as materialized (
        select d.*, ${dayRate(scope, 'd')} as rate
        from (select te0.user_id, te0.spent_on, sum(te0.hours) as hours, count(*) as entries ${sql.join(perActivity, sql``)}
          from time_entries te0 where ${daysOf('te0', scope, range)} group by te0.user_id, te0.spent_on) d)
      select 'total' as part, '' as k, '' as label, sum(x.hours) as hours, sum(x.hours * x.rate) as labour, 0 as material, sum(x.entries) as entries from x
      union all
      select 'user' as part, cast(x.user_id as varchar(20)) as k, max((select p.name from principals p where p.id = x.user_id)) as label,
        sum(x.hours) as hours, sum(x.hours * x.rate) as labour, 0 as material, sum(x.entries) as entries from x group by x.user_id
      ${sql.join(activityRows, sql` `)}`.execute(db),
    sql<SummaryRow>`select 'user' as part, cast(ce.user_id as varchar(20)) as k, max((select p.name from principals p where p.id = ce.user_id)) as label,
        0 as hours, 0 as labour, sum(${material}) as material, count(*) as entries
      from cost_entries ce where ce.project_id = ${scope.projectId} and ce.spent_on >= ${range.from} and ce.spent_on <= ${range.to}
      group by ce.user_id`.execute(db),
  ]);
  const names = new Map(activityList.map((activity) => [String(activity.id), activity.name]));
  const total = time.rows.find((row) => row.part === 'total');
  const users = new Map<string, FigureRow>();
  const activities: FigureRow[] = [];
  for (const row of time.rows) {
    if (row.part === 'user') users.set(String(row.k), toFigure(row));
    // An activity without entries in the range is no group (as in the breakdown).
    if (row.part === 'activity' && num(row.entries) > 0) activities.push({ ...toFigure(row), label: names.get(String(row.k)) ?? '' });
  }
  let materialCost = 0;
  let costEntries = 0;
  for (const row of costs.rows) {
    const figure = toFigure(row);
    const user = users.get(figure.key);
    // As the breakdown's union of time and cost per user: hours and labour from time, material from costs.
    users.set(figure.key, user ? { ...user, materialCost: user.materialCost + figure.materialCost } : figure);
    materialCost += figure.materialCost;
    costEntries += num(row.entries);
  }
  return {
    totals: { hours: num(total?.hours), labourCost: num(total?.labour), materialCost, timeEntries: num(total?.entries), costEntries },
    contributors: [...users.values()].sort(topOrder(byMoney)).slice(0, limit),
    activities: activities.sort(topOrder(byMoney)).slice(0, limit),
  };
}

/** Every cost (labour and material) before a day: where the budget burn of a range starts. */
export async function spentBefore(db: Db, scope: Scope, day: string): Promise<number> {
  const { rows } = await sql<{ spent: unknown }>`select
      coalesce((select sum(te.labour) from ${timeSource(scope, { before: day }, 'days')}), 0)
    + coalesce((select sum(${material}) from cost_entries ce where ce.project_id = ${scope.projectId} and ce.spent_on < ${day}), 0) as spent`.execute(db);
  return num(rows[0]?.spent);
}

/**
 * A breakdown dimension: the value an entry is grouped by, for time entries (te, from the time source the groups
 * need) and cost entries (ce), null where the dimension has no such entries; and the key and label of a group from
 * that value (`g.id`), read once per group after grouping rather than once per entry.
 */
function dimension(db: Db, by: BreakdownBy, interval: Interval): {
  time: { value: RawBuilder<unknown>; source: TimeSource } | null;
  cost: RawBuilder<unknown> | null;
  key: RawBuilder<unknown>;
  label: RawBuilder<unknown>;
} {
  switch (by) {
    case 'user':
      return { time: { value: sql`te.user_id`, source: 'days' }, cost: sql`ce.user_id`, key: sql`cast(g.id as varchar(20))`, label: sql`(select p.name from principals p where p.id = g.id)` };
    case 'activity':
      return { time: { value: sql`te.activity_id`, source: 'entries' }, cost: null, key: sql`cast(g.id as varchar(20))`, label: sql`(select a.name from time_entry_activities a where a.id = g.id)` };
    case 'costType':
      return { time: null, cost: sql`ce.cost_type_id`, key: sql`cast(g.id as varchar(20))`, label: sql`(select ct.name from cost_types ct where ct.id = g.id)` };
    case 'task':
      // Time logged on the project itself (no task) is one group, keyed ''.
      return {
        time: { value: sql`te.work_package_id`, source: 'entries' },
        cost: sql`ce.work_package_id`,
        key: sql`coalesce(cast(g.id as varchar(20)), '')`,
        label: sql`coalesce((select w.subject from work_packages w where w.id = g.id), '')`,
      };
    case 'period':
      return { time: { value: bucketOf(db, sql.ref('te.spent_on'), interval), source: 'days' }, cost: bucketOf(db, sql.ref('ce.spent_on'), interval), key: sql`g.id`, label: sql`g.id` };
  }
}

/** Time and cost entries of the range summed per group: (k, label, hours, labour, material), one row per group. */
function grouped(db: Db, scope: Scope, range: Range, by: BreakdownBy, interval: Interval) {
  const dim = dimension(db, by, interval);
  const parts = [];
  if (dim.time) parts.push(sql`select ${dim.time.value} as id, te.hours as hours, te.labour as labour, 0 as material from ${timeSource(scope, range, dim.time.source)}`);
  if (dim.cost)
    parts.push(sql`select ${dim.cost} as id, 0 as hours, 0 as labour, ${material} as material
      from cost_entries ce where ce.project_id = ${scope.projectId} and ce.spent_on >= ${range.from} and ce.spent_on <= ${range.to}`);
  const union = sql.join(parts, sql` union all `);
  return sql`select ${dim.key} as k, ${dim.label} as label, g.hours, g.labour, g.material
    from (select f.id as id, sum(f.hours) as hours, sum(f.labour) as labour, sum(f.material) as material from (${union}) f group by f.id) g`;
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
 * A page of a breakdown with the number of groups, in one statement (the number rides along each row of the page);
 * a second counts the groups only when the page is past the end. Ordered by the largest cost, then hours, or by
 * period for periods; `byMoney` false orders by hours (the money stays unread by who may not see it).
 */
export async function breakdownPage(db: Db, scope: Scope, range: Range, by: BreakdownBy, interval: Interval, byMoney: boolean, limit: number, offset: number) {
  const inner = grouped(db, scope, range, by, interval);
  const order =
    by === 'period' ? sql`g.k asc` : byMoney ? sql`(g.labour + g.material) desc, g.hours desc, g.k asc` : sql`g.hours desc, g.k asc`;
  const page = await sql<Grouped & { total: unknown }>`select g.k, g.label, g.hours, g.labour, g.material, count(*) over () as total
    from (${inner}) g order by ${order} limit ${limit} offset ${offset}`.execute(db);
  if (page.rows.length > 0 || offset === 0) return { total: num(page.rows[0]?.total), rows: page.rows.map(toFigure) };
  const count = await sql<{ total: unknown }>`select count(*) as total from (${inner}) g`.execute(db);
  return { total: num(count.rows[0]?.total), rows: [] };
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
