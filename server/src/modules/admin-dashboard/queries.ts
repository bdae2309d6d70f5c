// The figure queries of the dashboards (issue 20), in one place: the admin dashboard reads them over every project
// (scope null), the faculty dashboard will read them over a mentor's own projects (a list of project ids). Each is one
// statement whatever the number of projects, packages or users (constant statements per request), and each filters on
// indexed columns (project_id, status_id, journals' created_at / journable, time_entries' spent_on).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import { toCount, toIsoStringOrNull } from '../../db/values.ts';
import { WORK_PACKAGE_JOURNABLE } from '../../journals/journables.ts';

/** Which projects a figure covers: every project (null) or the listed ones. */
export type ProjectScope = readonly number[] | null;

type Num = number | string | bigint | null;
const num = (value: Num | undefined): number => (value === null || value === undefined ? 0 : Number(value));
const ids = (list: readonly number[]) => sql.join(list.map((id) => sql`${id}`));
/** `and <column> in (...)` for a scope (an empty list matches nothing). */
const inScope = (column: string, scope: ProjectScope): RawBuilder<unknown> => {
  if (scope === null) return sql``;
  if (scope.length === 0) return sql` and 1 = 0`;
  return sql` and ${sql.ref(column)} in (${ids(scope)})`;
};
/** The UTC day (YYYY-MM-DD) of a timestamp column. */
const dayOf = (db: Db, column: string): RawBuilder<string> =>
  isPostgres(db) ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
/** Days between two timestamp columns. */
const daysBetween = (db: Db, from: string, to: string): RawBuilder<number> =>
  isPostgres(db) ? sql<number>`extract(epoch from (${sql.ref(to)} - ${sql.ref(from)})) / 86400.0` : sql<number>`(julianday(${sql.ref(to)}) - julianday(${sql.ref(from)}))`;

/**
 * Statuses that close a package, and those that block it: a status named like 'blocked' or 'on hold' (the model has
 * no blocked flag; docs/api.md 'Admin dashboard' says so). The statuses table is small: one statement.
 */
export async function statusKinds(db: Db): Promise<{ closed: number[]; blocked: number[] }> {
  const rows = await db.selectFrom('statuses').select(['id', 'name', 'is_closed']).execute();
  return {
    closed: rows.filter((row) => Boolean(row.is_closed)).map((row) => row.id),
    blocked: rows.filter((row) => !row.is_closed && /blocked|on hold/i.test(row.name)).map((row) => row.id),
  };
}

const closedCase = (closed: readonly number[], column = 'wp.status_id') => (closed.length === 0 ? sql`0` : sql`case when ${sql.ref(column)} in (${ids(closed)}) then 1 else 0 end`);
const openCondition = (closed: readonly number[], column = 'wp.status_id') => (closed.length === 0 ? sql`1 = 1` : sql`${sql.ref(column)} not in (${ids(closed)})`);

export interface PackageTotals {
  total: number;
  open: number;
  closed: number;
  overdue: number;
  blocked: number;
  unassigned: number;
}

/** Work package counts: overdue = open with a due date before today; blocked = open in a blocking status. */
export async function packageTotals(db: Db, scope: ProjectScope, kinds: { closed: number[]; blocked: number[] }, today: string): Promise<PackageTotals> {
  const blocked = kinds.blocked.length === 0 ? sql`0` : sql`case when wp.status_id in (${ids(kinds.blocked)}) then 1 else 0 end`;
  const { rows } = await sql<Record<keyof PackageTotals, Num>>`
    select count(wp.id) as total, coalesce(sum(${closedCase(kinds.closed)}), 0) as closed,
      coalesce(sum(case when wp.due_date < ${today} and ${openCondition(kinds.closed)} then 1 else 0 end), 0) as overdue,
      coalesce(sum(${blocked}), 0) as blocked,
      coalesce(sum(case when wp.assigned_to_id is null and ${openCondition(kinds.closed)} then 1 else 0 end), 0) as unassigned
    from work_packages wp where 1 = 1${inScope('wp.project_id', scope)}`.execute(db);
  const row = rows[0];
  const total = num(row?.total);
  const closed = num(row?.closed);
  return { total, closed, open: total - closed, overdue: num(row?.overdue), blocked: num(row?.blocked), unassigned: num(row?.unassigned) };
}

/** Per project: package counts, members, hours logged and the last journal; for the projects table. */
export async function projectFigures(db: Db, projectIds: readonly number[], closed: readonly number[], today: string) {
  if (projectIds.length === 0) return new Map<number, ProjectFigures>();
  const { rows } = await sql<{ id: number; total: Num; closed: Num; overdue: Num; members: Num; hours: Num; last_activity: Date | string | null }>`
    select p.id,
      (select count(wp.id) from work_packages wp where wp.project_id = p.id) as total,
      (select coalesce(sum(${closedCase(closed)}), 0) from work_packages wp where wp.project_id = p.id) as closed,
      (select count(wp.id) from work_packages wp where wp.project_id = p.id and wp.due_date < ${today} and ${openCondition(closed)}) as overdue,
      (select count(m.id) from memberships m where m.project_id = p.id) as members,
      (select coalesce(sum(t.hours), 0) from time_entries t where t.project_id = p.id) as hours,
      (select max(j.created_at) from journals j where j.project_id = p.id) as last_activity
    from projects p where p.id in (${ids(projectIds)})`.execute(db);
  return new Map(
    rows.map((row) => {
      const total = num(row.total);
      const done = num(row.closed);
      return [
        Number(row.id),
        { total, closed: done, open: total - done, overdue: num(row.overdue), completionRate: rate(done, total), members: num(row.members), hours: round2(num(row.hours)), lastActivityAt: toIsoStringOrNull(row.last_activity) },
      ] as const;
    }),
  );
}
export interface ProjectFigures {
  total: number;
  closed: number;
  open: number;
  overdue: number;
  completionRate: number | null;
  members: number;
  hours: number;
  lastActivityAt: string | null;
}

/**
 * Closings in a period from the journals: a status_id change from an open status (or none) into a closed one. Per
 * day, with the cycle time (package created to that closing) of each.
 */
export async function closingsPerDay(db: Db, scope: ProjectScope, closed: readonly number[], since: string) {
  if (closed.length === 0) return [];
  const closedValues = sql.join(closed.map((id) => sql`${String(id)}`));
  const { rows } = await sql<{ day: string; closings: Num; packages: Num; cycle_days: Num; cycle_count: Num }>`
    select ${dayOf(db, 'j.created_at')} as day, count(j.id) as closings, count(distinct j.journable_id) as packages,
      sum(${daysBetween(db, 'wp.created_at', 'j.created_at')}) as cycle_days, count(wp.id) as cycle_count
    from journals j
    join journal_details d on d.journal_id = j.id and d.property = 'status_id'
    left join work_packages wp on wp.id = j.journable_id
    where j.journable_type = ${WORK_PACKAGE_JOURNABLE} and j.created_at >= ${since}
      and d.new_value in (${closedValues}) and (d.old_value is null or d.old_value not in (${closedValues}))${inScope('j.project_id', scope)}
    group by ${dayOf(db, 'j.created_at')} order by day`.execute(db);
  return rows.map((row) => ({ day: row.day, closings: num(row.closings), cycleDays: num(row.cycle_days), cycleCount: num(row.cycle_count) }));
}

/** Packages created per day since a day (their creation journal: version 1). */
export async function createdPerDay(db: Db, scope: ProjectScope, since: string) {
  const { rows } = await sql<{ day: string; n: Num }>`
    select ${dayOf(db, 'j.created_at')} as day, count(j.id) as n from journals j
    where j.journable_type = ${WORK_PACKAGE_JOURNABLE} and j.version = 1 and j.created_at >= ${since}${inScope('j.project_id', scope)}
    group by ${dayOf(db, 'j.created_at')} order by day`.execute(db);
  return new Map(rows.map((row) => [row.day, num(row.n)]));
}

/** Hours logged per day (spent_on) since a day. */
export async function hoursPerDay(db: Db, scope: ProjectScope, sinceDay: string) {
  const { rows } = await sql<{ day: string; hours: Num }>`
    select t.spent_on as day, sum(t.hours) as hours from time_entries t where t.spent_on >= ${sinceDay}${inScope('t.project_id', scope)}
    group by t.spent_on order by day`.execute(db);
  return new Map(rows.map((row) => [String(row.day).slice(0, 10), round2(num(row.hours))]));
}

/** Users who wrote a journal, per day, since a timestamp. */
export async function activeUsersPerDay(db: Db, scope: ProjectScope, since: string) {
  const { rows } = await sql<{ day: string; n: Num }>`
    select ${dayOf(db, 'j.created_at')} as day, count(distinct j.user_id) as n from journals j
    where j.created_at >= ${since} and j.user_id is not null${inScope('j.project_id', scope)}
    group by ${dayOf(db, 'j.created_at')} order by day`.execute(db);
  return new Map(rows.map((row) => [row.day, num(row.n)]));
}

/** Per user: hours logged since a day, and their open assigned packages with the estimate left. */
export async function resourceFigures(db: Db, scope: ProjectScope, closed: readonly number[], sinceDay: string) {
  const { rows } = await sql<{ id: number; name: string; email: string | null; hours: Num; open_assigned: Num; remaining: Num }>`
    select u.id, u.name, u.email,
      (select coalesce(sum(t.hours), 0) from time_entries t where t.user_id = u.id and t.spent_on >= ${sinceDay}${inScope('t.project_id', scope)}) as hours,
      (select count(wp.id) from work_packages wp where wp.assigned_to_id = u.id and ${openCondition(closed)}${inScope('wp.project_id', scope)}) as open_assigned,
      (select coalesce(sum(coalesce(wp.remaining_hours, wp.estimated_hours, 0)), 0) from work_packages wp where wp.assigned_to_id = u.id and ${openCondition(closed)}${inScope('wp.project_id', scope)}) as remaining
    from principals u where u.type = 'User' and u.status = 'active'
    order by u.name, u.id`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), name: row.name, email: row.email, hours: round2(num(row.hours)), openAssigned: num(row.open_assigned), remainingHours: round2(num(row.remaining)) }));
}

/** The oldest overdue open packages (due date first). */
export async function overduePackages(db: Db, scope: ProjectScope, closed: readonly number[], today: string, limit: number) {
  const { rows } = await sql<{ id: number; subject: string; due_date: string; project_id: number; project_name: string; assignee: string | null }>`
    select wp.id, wp.subject, wp.due_date, wp.project_id, p.name as project_name, a.name as assignee
    from work_packages wp join projects p on p.id = wp.project_id left join principals a on a.id = wp.assigned_to_id
    where wp.due_date < ${today} and ${openCondition(closed)}${inScope('wp.project_id', scope)}
    order by wp.due_date, wp.id limit ${limit}`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), subject: row.subject, dueDate: String(row.due_date).slice(0, 10), projectId: Number(row.project_id), projectName: row.project_name, assignee: row.assignee }));
}

/** Open packages in a blocking status, longest unchanged first. */
export async function blockedPackages(db: Db, scope: ProjectScope, blocked: readonly number[], limit: number) {
  if (blocked.length === 0) return [];
  const { rows } = await sql<{ id: number; subject: string; updated_at: Date | string; project_id: number; project_name: string; status: string }>`
    select wp.id, wp.subject, wp.updated_at, wp.project_id, p.name as project_name, s.name as status
    from work_packages wp join projects p on p.id = wp.project_id join statuses s on s.id = wp.status_id
    where wp.status_id in (${ids(blocked)})${inScope('wp.project_id', scope)}
    order by wp.updated_at, wp.id limit ${limit}`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), subject: row.subject, since: toIsoStringOrNull(row.updated_at), projectId: Number(row.project_id), projectName: row.project_name, status: row.status }));
}

/**
 * Open versions (sprints, milestones) with their package progress: those that ended with open packages, and those
 * ending within `soonDays` with under half their packages closed (spec 002 §9 'At-risk milestone').
 */
export async function versionProgress(db: Db, scope: ProjectScope, closed: readonly number[], today: string, soonDay: string) {
  const { rows } = await sql<{ id: number; name: string; end_date: string; project_id: number; project_name: string; total: Num; done: Num }>`
    select v.id, v.name, v.end_date, v.project_id, p.name as project_name, count(wp.id) as total, coalesce(sum(${closedCase(closed)}), 0) as done
    from versions v join projects p on p.id = v.project_id left join work_packages wp on wp.version_id = v.id
    where v.status = 'open' and v.end_date is not null and v.end_date <= ${soonDay}${inScope('v.project_id', scope)}
    group by v.id, v.name, v.end_date, v.project_id, p.name
    order by v.end_date, v.id`.execute(db);
  return rows.map((row) => {
    const total = num(row.total);
    const done = num(row.done);
    const endDate = String(row.end_date).slice(0, 10);
    return { id: Number(row.id), name: row.name, endDate, projectId: Number(row.project_id), projectName: row.project_name, total, closed: done, progress: rate(done, total) ?? 0, ended: endDate < today };
  });
}

/** The newest journals with who, where and what (the activity stream). */
export async function recentJournals(db: Db, scope: ProjectScope, limit: number) {
  const { rows } = await sql<{ id: number; journable_type: string; journable_id: number; version: number; notes: string; created_at: Date | string; user_id: number | null; user_name: string | null; project_id: number | null; project_name: string | null; subject: string | null; changes: Num }>`
    select j.id, j.journable_type, j.journable_id, j.version, j.notes, j.created_at, j.user_id, u.name as user_name, j.project_id, p.name as project_name,
      wp.subject, (select count(d.id) from journal_details d where d.journal_id = j.id) as changes
    from journals j left join principals u on u.id = j.user_id left join projects p on p.id = j.project_id
      left join work_packages wp on j.journable_type = ${WORK_PACKAGE_JOURNABLE} and wp.id = j.journable_id
    where 1 = 1${inScope('j.project_id', scope)}
    order by j.created_at desc, j.id desc limit ${limit}`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    kind: Number(row.version) === 1 ? ('created' as const) : row.notes ? ('commented' as const) : ('updated' as const),
    journableType: row.journable_type,
    journableId: Number(row.journable_id),
    subject: row.subject,
    notes: row.notes ? row.notes.slice(0, 280) : '',
    changes: num(row.changes),
    at: toIsoStringOrNull(row.created_at) ?? '',
    userId: row.user_id === null ? null : Number(row.user_id),
    userName: row.user_name,
    projectId: row.project_id === null ? null : Number(row.project_id),
    projectName: row.project_name,
  }));
}

/** People by global role and status, users active (a journal) since a timestamp, signed in (their last sign-in) since. */
export async function userTotals(db: Db, since: string) {
  const { rows } = await sql<{ total: Num; active: Num; locked: Num; admins: Num; managers: Num; members: Num; journaled: Num; signed_in: Num }>`
    select count(u.id) as total,
      coalesce(sum(case when u.status = 'active' then 1 else 0 end), 0) as active,
      coalesce(sum(case when u.status = 'locked' then 1 else 0 end), 0) as locked,
      coalesce(sum(case when u.role_type = 'admin' then 1 else 0 end), 0) as admins,
      coalesce(sum(case when u.role_type = 'manager' then 1 else 0 end), 0) as managers,
      coalesce(sum(case when u.role_type = 'member' then 1 else 0 end), 0) as members,
      (select count(distinct j.user_id) from journals j where j.created_at >= ${since}) as journaled,
      coalesce(sum(case when u.last_login_at >= ${since} then 1 else 0 end), 0) as signed_in
    from principals u where u.type = 'User'`.execute(db);
  const row = rows[0];
  return {
    total: num(row?.total), active: num(row?.active), locked: num(row?.locked),
    byRole: { admin: num(row?.admins), manager: num(row?.managers), member: num(row?.members) },
    activeLast30Days: num(row?.journaled), signedInLast30Days: num(row?.signed_in),
  };
}

/** Projects by state, open versions, hours logged since a day. */
export async function projectTotals(db: Db, sinceDay: string) {
  const { rows } = await sql<{ total: Num; active: Num; archived: Num; templates: Num; at_risk: Num; off_track: Num; open_versions: Num; hours: Num }>`
    select count(p.id) as total,
      coalesce(sum(case when p.active = ${sql.lit(true)} and p.templated = ${sql.lit(false)} then 1 else 0 end), 0) as active,
      coalesce(sum(case when p.active = ${sql.lit(false)} then 1 else 0 end), 0) as archived,
      coalesce(sum(case when p.templated = ${sql.lit(true)} then 1 else 0 end), 0) as templates,
      coalesce(sum(case when p.status_code = 'at_risk' then 1 else 0 end), 0) as at_risk,
      coalesce(sum(case when p.status_code = 'off_track' then 1 else 0 end), 0) as off_track,
      (select count(v.id) from versions v where v.status = 'open') as open_versions,
      (select coalesce(sum(t.hours), 0) from time_entries t where t.spent_on >= ${sinceDay}) as hours
    from projects p`.execute(db);
  const row = rows[0];
  return {
    total: num(row?.total), active: num(row?.active), archived: num(row?.archived), templates: num(row?.templates),
    atRisk: num(row?.at_risk), offTrack: num(row?.off_track), openVersions: num(row?.open_versions), hoursLast30Days: round2(num(row?.hours)),
  };
}

export const rate = (part: number, whole: number): number | null => (whole === 0 ? null : round2((100 * part) / whole));
export const round2 = (value: number) => Math.round(value * 100) / 100;
export { num as toNumber, toCount };
