// The managers list (spec 002 §7 managers-list) in one statement: the people of the asked global roles (the
// principals (type, role_type) index) with their figures, filtered, sorted by `field:order` and paged in SQL, with the
// count of matches alongside (a window count), so no request reads more rows than its page.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import { toIsoStringOrNull } from '../../db/values.ts';
import { toNumber as num } from './queries.ts';

/** Engagement: active days (a journal written) in the last 30 days count in full up to this many. */
const ENGAGEMENT_FULL_DAYS = 20;
const FULL = sql.lit(ENGAGEMENT_FULL_DAYS);

type Num = number | string | bigint | null;
const ids = (list: readonly number[]) => sql.join(list.map((id) => sql`${id}`));

export interface ManagerFilters {
  roles: readonly string[];
  statuses: readonly string[] | null;
  pattern: string | null;
  minProjects: number | null;
  maxProjects: number | null;
  minEfficiency: number | null;
  maxEfficiency: number | null;
}

/** The SQL of each sortable field, over the `m` row of the list. */
const SORT_SQL: Record<string, RawBuilder<unknown>> = {
  name: sql`lower(m.name)`,
  email: sql`lower(m.email)`,
  status: sql`m.status`,
  role: sql`m.role_type`,
  totalProjects: sql`m.projects`,
  totalWorkPackages: sql`m.total`,
  completedWorkPackages: sql`m.done`,
  overdueWorkPackages: sql`m.overdue`,
  completionRate: sql`m.completion_rate`,
  engagementScore: sql`m.engagement`,
  efficiency: sql`m.efficiency`,
  lastLoginAt: sql`m.last_login`,
  lastActivity: sql`m.last_activity`,
};
export const MANAGER_SQL_SORTS = Object.keys(SORT_SQL);

/**
 * One page of the list. Figures: their projects (memberships) and those projects' packages (all, closed, overdue),
 * pull requests of the repositories connected there, their journals (newest, active days since `since`), their last
 * sign-in; engagement (70 x min(active days, 20) / 20, plus 30 for a sign-in since `week`, 15 since `since`) and
 * efficiency (closed / (closed + overdue) x 100) computed here so they can be filtered and sorted on.
 */
export async function managerPage(
  db: Db,
  filters: ManagerFilters,
  sort: { field: string; order: 'asc' | 'desc' },
  page: { limit: number; offset: number },
  figures: { closed: readonly number[]; today: string; since: string; week: string },
) {
  const closedCase = figures.closed.length === 0 ? sql`0` : sql`case when wp.status_id in (${ids(figures.closed)}) then 1 else 0 end`;
  const open = figures.closed.length === 0 ? sql`1 = 1` : sql`wp.status_id not in (${ids(figures.closed)})`;
  const day = isPostgres(db) ? sql`to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD')` : sql`substr(j.created_at, 1, 10)`;
  const roles = sql.join(filters.roles.map((role) => sql`${role}`));
  const where: RawBuilder<unknown>[] = [];
  if (filters.statuses) where.push(sql`m.status in (${sql.join(filters.statuses.map((status) => sql`${status}`))})`);
  if (filters.pattern) where.push(sql`(lower(m.name) like ${filters.pattern} escape '\\' or lower(m.email) like ${filters.pattern} escape '\\')`);
  if (filters.minProjects !== null) where.push(sql`m.projects >= ${filters.minProjects}`);
  if (filters.maxProjects !== null) where.push(sql`m.projects <= ${filters.maxProjects}`);
  if (filters.minEfficiency !== null) where.push(sql`m.efficiency >= ${filters.minEfficiency}`);
  if (filters.maxEfficiency !== null) where.push(sql`m.efficiency <= ${filters.maxEfficiency}`);
  const condition = where.length === 0 ? sql`` : sql`where ${sql.join(where, sql` and `)}`;
  const key = SORT_SQL[sort.field] ?? SORT_SQL.name;
  const direction = sort.order === 'desc' ? sql`desc` : sql`asc`;
  const { rows } = await sql<{
    id: number; name: string; email: string; status: string; role_type: string; projects: Num; total: Num; done: Num; overdue: Num; pr_total: Num; pr_open: Num; pr_merged: Num;
    last_login: Date | string | null; last_activity: Date | string | null; active_days: Num; completion_rate: Num; engagement: Num; efficiency: Num; total_count: Num;
  }>`
    with people as (select u.id, u.name, coalesce(u.email, '') as email, u.status, u.role_type, u.last_login_at from principals u where u.type = 'User' and u.role_type in (${roles})),
    mine as (select m.principal_id, m.project_id from memberships m where m.principal_id in (select id from people)),
    packages as (
      select mine.principal_id, count(wp.id) as total, coalesce(sum(${closedCase}), 0) as done,
        coalesce(sum(case when wp.due_date < ${figures.today} and ${open} then 1 else 0 end), 0) as overdue
      from mine join work_packages wp on wp.project_id = mine.project_id group by mine.principal_id),
    pulls as (
      select mine.principal_id, count(distinct pr.id) as pr_total,
        count(distinct case when pr.state = 'open' then pr.id end) as pr_open, count(distinct case when pr.merged = ${sql.lit(true)} then pr.id end) as pr_merged
      from mine join github_project_repositories c on c.project_id = mine.project_id join github_pull_requests pr on pr.repository_id = c.repository_id
      group by mine.principal_id),
    activity as (
      select j.user_id, max(j.created_at) as last_activity, count(distinct case when j.created_at >= ${figures.since} then ${day} end) as active_days
      from journals j where j.user_id in (select id from people) group by j.user_id),
    joined as (
      select p.id, p.name, p.email, p.status, p.role_type, p.last_login_at as last_login,
        (select count(*) from mine where mine.principal_id = p.id) as projects,
        coalesce(packages.total, 0) as total, coalesce(packages.done, 0) as done, coalesce(packages.overdue, 0) as overdue,
        coalesce(pulls.pr_total, 0) as pr_total, coalesce(pulls.pr_open, 0) as pr_open, coalesce(pulls.pr_merged, 0) as pr_merged,
        activity.last_activity, coalesce(activity.active_days, 0) as active_days
      from people p left join packages on packages.principal_id = p.id left join pulls on pulls.principal_id = p.id left join activity on activity.user_id = p.id),
    m as (
      select joined.*,
        case when total = 0 then null else round(100.0 * done / total, 2) end as completion_rate,
        case when done + overdue = 0 then null else round(100.0 * done / (done + overdue), 2) end as efficiency,
        round(70.0 * (case when active_days > ${FULL} then ${FULL} else active_days end) / ${FULL}
          + case when last_login >= ${figures.week} then 30 when last_login >= ${figures.since} then 15 else 0 end) as engagement
      from joined)
    select m.*, (select count(*) from m ${condition}) as total_count from m ${condition}
    order by case when ${key} is null then 1 else 0 end, ${key} ${direction}, m.id
    limit ${page.limit} offset ${page.offset}`.execute(db);
  // Past the last page there is no row to carry the count: count alone (a second statement only then).
  let total = num(rows[0]?.total_count);
  if (rows.length === 0 && page.offset > 0) total = (await managerPage(db, filters, sort, { limit: 1, offset: 0 }, figures)).total;
  return {
    total,
    rows: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      email: row.email ?? '',
      status: row.status,
      role: row.role_type,
      totalProjects: num(row.projects),
      totalWorkPackages: num(row.total),
      completedWorkPackages: num(row.done),
      overdueWorkPackages: num(row.overdue),
      completionRate: row.completion_rate === null ? null : num(row.completion_rate),
      engagementScore: num(row.engagement),
      efficiency: row.efficiency === null ? null : num(row.efficiency),
      activeDaysLast30: num(row.active_days),
      pullRequests: { total: num(row.pr_total), open: num(row.pr_open), merged: num(row.pr_merged) },
      lastLoginAt: toIsoStringOrNull(row.last_login),
      lastActivity: toIsoStringOrNull(row.last_activity),
    })),
  };
}
