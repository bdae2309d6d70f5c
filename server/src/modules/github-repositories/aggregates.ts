// The one aggregate core of the GitHub figures (issue 17): the project statistics (a project's repositories, with or
// without its child projects) and the organization statistics (every connected repository) read the same stored pull
// requests, issues, reviews and pushes through these functions, one statement each whatever the number of
// repositories or pull requests. Each statement starts from an index (migrations 0023 and 0025): the pull requests'
// figures index per repository, the active links from the work package side (read once for both linked figures), the
// pull requests changed in the period and the newest five per repository from the (repository, updated, id) index.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import { toBoolean, toCount, toIsoStringOrNull } from '../../db/values.ts';

/** Spec 003 §9: the statistics cover 30 days (whole UTC days, today included). */
export const STATS_PERIOD_DAYS = 30;
/** The Recent Activity Summary's pull requests and the contributors it names. */
export const RECENT_PULL_REQUESTS = 5;
export const TOP_CONTRIBUTORS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The repositories a figure covers: those connected to some projects (the root's own marked), or every connected one. */
export type RepositoryScope = { kind: 'projects'; projectIds: readonly number[]; rootProjectId: number } | { kind: 'connected' };

/** The 30-day period ending today (UTC): its first instant and its days. */
export function statsPeriod(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceDate = new Date(today - (STATS_PERIOD_DAYS - 1) * DAY_MS);
  const days = Array.from({ length: STATS_PERIOD_DAYS }, (_, index) => new Date(sinceDate.getTime() + index * DAY_MS).toISOString().slice(0, 10));
  return { since: sinceDate.toISOString(), days };
}

interface Dialect {
  /** Hours between two timestamps. */
  hours(from: RawBuilder<unknown>, to: RawBuilder<unknown>): RawBuilder<number>;
  /** The UTC day (YYYY-MM-DD) of a timestamp. */
  day(at: RawBuilder<unknown>): RawBuilder<string>;
}

const POSTGRES: Dialect = {
  hours: (from, to) => sql<number>`extract(epoch from (${to} - ${from})) / 3600.0`,
  day: (at) => sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`,
};
// SQLite keeps timestamps as ISO 8601 text (UTC, toISOString).
const SQLITE: Dialect = {
  hours: (from, to) => sql<number>`(julianday(${to}) - julianday(${from})) * 24.0`,
  day: (at) => sql<string>`substr(${at}, 1, 10)`,
};
const dialectOf = (db: Db) => (isPostgres(db) ? POSTGRES : SQLITE);

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`));
/** The connections the scope covers (as `c`). */
const connectionsOf = (scope: RepositoryScope) => (scope.kind === 'projects' ? sql`where c.project_id in (${idList(scope.projectIds)})` : sql``);
/** The ids of the scope's repositories, as a subquery. */
const repositoryIdsOf = (scope: RepositoryScope) => sql`(select c.repository_id from github_project_repositories c ${connectionsOf(scope)})`;
/**
 * Links count towards the scope's work packages: a project's (its own and included children's) or any. Driven from
 * the work packages of those projects (project_id index) for a project; from the links for the organization.
 */
const linkedFrom = (scope: RepositoryScope, links: string) =>
  scope.kind === 'projects'
    ? sql`work_packages wp join ${sql.table(links)} l on l.work_package_id = wp.id and wp.project_id in (${idList(scope.projectIds)})`
    : sql`${sql.table(links)} l`;
const ref = (column: string) => sql.ref(column);

type Count = number | string | null;
const num = (value: Count | undefined) => (value === null || value === undefined ? 0 : Number(value));

interface RepositoryRow {
  linked_work_packages: Count;
  id: number;
  name: string;
  full_name: string;
  html_url: string;
  private: boolean | number;
  github_created_at: Date | string | null;
  backfilled_at: Date | string | null;
  installation_removed_at: Date | string | null;
  created_via_app: Count;
  connected_at: Date | string;
  in_project: Count;
  total: Count;
  open: Count;
  merged: Count;
  closed: Count;
  draft: Count;
  linked: Count;
  merged_recent: Count;
  opened_recent: Count;
  merge_hours: Count;
  merge_count: Count;
  last_activity: Date | string | null;
  issues_total: Count;
  issues_open: Count;
  issues_closed: Count;
  issues_linked: Count;
  issues_opened_recent: Count;
  issues_closed_recent: Count;
  pushes: Count;
  commits: Count;
  reviews: Count;
}

/**
 * Every repository of the scope with its figures: pull requests (from the figures index), the pull requests and issues
 * linked to the scope's work packages (counted from the links side), issues, and the period's pushes and reviews; and
 * the scope's work packages linked to one of those pull requests (the same active links, read once).
 */
export async function repositoryFigures(db: Db, scope: RepositoryScope, since: string) {
  const dialect = dialectOf(db);
  const repositoryIds = repositoryIdsOf(scope);
  const rootProjectId = scope.kind === 'projects' ? scope.rootProjectId : null;
  const result = await sql<RepositoryRow>`
    with active_links as materialized (
      select l.pull_request_id, l.work_package_id, pr.repository_id
      from ${linkedFrom(scope, 'github_pull_request_links')}
      join github_pull_requests pr on pr.id = l.pull_request_id
      where l.unlinked_at is null and pr.repository_id in ${repositoryIds}
    )
    select (select count(distinct work_package_id) from active_links) as linked_work_packages, r.id, r.name, r.full_name, r.html_url, r.private, r.github_created_at, r.backfilled_at, r.installation_removed_at,
      c.created_via_app, c.connected_at, c.in_project,
      a.total, a.open, a.merged, a.closed, a.draft, lk.linked, a.merged_recent, a.opened_recent, a.merge_hours, a.merge_count, a.last_activity,
      i.total as issues_total, i.open as issues_open, i.closed as issues_closed, il.linked as issues_linked,
      i.opened_recent as issues_opened_recent, i.closed_recent as issues_closed_recent,
      pu.pushes, pu.commits, rv.reviews
    from (
      select c.repository_id,
        max(case when c.created_via_app = ${true} then 1 else 0 end) as created_via_app,
        min(c.created_at) as connected_at,
        max(case when c.project_id = ${rootProjectId} then 1 else 0 end) as in_project
      from github_project_repositories c ${connectionsOf(scope)} group by c.repository_id
    ) c
    join github_repositories r on r.id = c.repository_id
    left join (
      select pr.repository_id,
        count(*) as total,
        sum(case when pr.state = 'open' then 1 else 0 end) as open,
        sum(case when pr.merged = ${true} then 1 else 0 end) as merged,
        sum(case when pr.state = 'closed' and pr.merged = ${false} then 1 else 0 end) as closed,
        sum(case when pr.state = 'open' and pr.draft = ${true} then 1 else 0 end) as draft,
        sum(case when pr.merged_at >= ${since} then 1 else 0 end) as merged_recent,
        sum(case when pr.github_created_at >= ${since} then 1 else 0 end) as opened_recent,
        sum(case when pr.merged_at is not null then ${dialect.hours(ref('pr.github_created_at'), ref('pr.merged_at'))} else 0 end) as merge_hours,
        sum(case when pr.merged_at is not null then 1 else 0 end) as merge_count,
        max(pr.github_updated_at) as last_activity
      from github_pull_requests pr
      where pr.repository_id in ${repositoryIds}
      group by pr.repository_id
    ) a on a.repository_id = r.id
    left join (select repository_id, count(distinct pull_request_id) as linked from active_links group by repository_id) lk on lk.repository_id = r.id
    left join (
      select iss.repository_id,
        count(*) as total,
        sum(case when iss.state = 'open' then 1 else 0 end) as open,
        sum(case when iss.state = 'closed' then 1 else 0 end) as closed,
        sum(case when iss.github_created_at >= ${since} then 1 else 0 end) as opened_recent,
        sum(case when iss.closed_at >= ${since} and iss.state = 'closed' then 1 else 0 end) as closed_recent
      from github_issues iss
      where iss.repository_id in ${repositoryIds} and iss.state <> 'deleted'
      group by iss.repository_id
    ) i on i.repository_id = r.id
    left join (
      select iss.repository_id, count(distinct l.issue_id) as linked
      from ${linkedFrom(scope, 'github_issue_links')}
      join github_issues iss on iss.id = l.issue_id
      where iss.repository_id in ${repositoryIds} and iss.state <> 'deleted'
      group by iss.repository_id
    ) il on il.repository_id = r.id
    left join (
      select ps.repository_id, count(*) as pushes, sum(ps.commit_count) as commits
      from github_pushes ps
      where ps.repository_id in ${repositoryIds} and ps.pushed_at >= ${since}
      group by ps.repository_id
    ) pu on pu.repository_id = r.id
    left join (
      select rpr.repository_id, count(*) as reviews
      from github_pull_request_reviews rev join github_pull_requests rpr on rpr.id = rev.pull_request_id
      where rev.submitted_at >= ${since} and rpr.repository_id in ${repositoryIds}
      group by rpr.repository_id
    ) rv on rv.repository_id = r.id
    order by r.full_name, r.id`.execute(db);

  const repositories = result.rows.map((row) => {
    const lastActivityAt = toIsoStringOrNull(row.last_activity);
    return {
      id: Number(row.id),
      name: row.name,
      fullName: row.full_name,
      htmlUrl: row.html_url,
      private: toBoolean(row.private),
      createdAt: toIsoStringOrNull(row.github_created_at),
      connectedAt: toIsoStringOrNull(row.connected_at),
      createdViaApp: num(row.created_via_app) === 1,
      backfilledAt: toIsoStringOrNull(row.backfilled_at),
      /** Connected to the root project itself (not only to an included child project). */
      connectedToProject: num(row.in_project) === 1,
      pullRequests: { total: num(row.total), open: num(row.open), merged: num(row.merged), closed: num(row.closed), draft: num(row.draft), linkedToWorkPackages: num(row.linked) },
      mergedLast30Days: num(row.merged_recent),
      openedLast30Days: num(row.opened_recent),
      lastActivityAt,
      activeLast30Days: lastActivityAt !== null && lastActivityAt >= since,
      issues: { total: num(row.issues_total), open: num(row.issues_open) },
      installationRemovedAt: toIsoStringOrNull(row.installation_removed_at),
      mergeHours: num(row.merge_hours),
      mergeCount: num(row.merge_count),
      issueFigures: { closed: num(row.issues_closed), linked: num(row.issues_linked), openedRecent: num(row.issues_opened_recent), closedRecent: num(row.issues_closed_recent) },
      pushes: num(row.pushes),
      commits: num(row.commits),
      reviews: num(row.reviews),
    };
  });
  return { repositories, linkedWorkPackages: num(result.rows[0]?.linked_work_packages) };
}

export type RepositoryFigures = Awaited<ReturnType<typeof repositoryFigures>>['repositories'][number];

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The pull request, issue and push totals of some repositories' figures. */
export function totalsOf(repositories: readonly RepositoryFigures[]) {
  const sum = (pick: (repository: RepositoryFigures) => number) => repositories.reduce((total, repository) => total + pick(repository), 0);
  const total = sum((r) => r.pullRequests.total);
  const linked = sum((r) => r.pullRequests.linkedToWorkPackages);
  const mergeCount = sum((r) => r.mergeCount);
  const issuesTotal = sum((r) => r.issues.total);
  const issuesLinked = sum((r) => r.issueFigures.linked);
  return {
    pullRequests: {
      total,
      open: sum((r) => r.pullRequests.open),
      merged: sum((r) => r.pullRequests.merged),
      closed: sum((r) => r.pullRequests.closed),
      draft: sum((r) => r.pullRequests.draft),
      linkedToWorkPackages: linked,
      unlinked: total - linked,
      averageMergeTimeHours: mergeCount === 0 ? null : round1(sum((r) => r.mergeHours) / mergeCount),
      mergedLast30Days: sum((r) => r.mergedLast30Days),
      openedLast30Days: sum((r) => r.openedLast30Days),
    },
    issues: {
      total: issuesTotal,
      open: sum((r) => r.issues.open),
      closed: sum((r) => r.issueFigures.closed),
      linkedToWorkPackages: issuesLinked,
      unlinked: issuesTotal - issuesLinked,
      openedLast30Days: sum((r) => r.issueFigures.openedRecent),
      closedLast30Days: sum((r) => r.issueFigures.closedRecent),
    },
    pushesLast30Days: sum((r) => r.pushes),
    commitsPushedLast30Days: sum((r) => r.commits),
    reviewsLast30Days: sum((r) => r.reviews),
    coveragePercentage: total === 0 ? 0 : round1((linked / total) * 100),
  };
}

/** The repository's figures as the project statistics show them (the internal sums left out). */
export function publicFigures({ mergeHours: _hours, mergeCount: _count, issueFigures: _issues, pushes: _pushes, commits: _commits, reviews: _reviews, ...repository }: RepositoryFigures) {
  return repository;
}

/** Whoever's pull requests were opened, merged or changed in the period (updated_at is at or after each of those). */
export async function contributors(db: Db, scope: RepositoryScope, since: string) {
  const result = await sql<{ author_login: string; avatar_url: string | null; pull_requests: Count; opened: Count; merged: Count }>`
    select pr.author_login, max(pr.author_avatar_url) as avatar_url, count(*) as pull_requests,
      sum(case when pr.github_created_at >= ${since} then 1 else 0 end) as opened,
      sum(case when pr.merged_at >= ${since} then 1 else 0 end) as merged
    from github_pull_requests pr
    where pr.repository_id in ${repositoryIdsOf(scope)} and pr.github_updated_at >= ${since} and pr.author_login is not null
    group by pr.author_login
    order by count(*) desc, pr.author_login`.execute(db);
  return result.rows.map((row) => ({ login: row.author_login, avatarUrl: row.avatar_url, pullRequests: num(row.pull_requests), opened: num(row.opened), merged: num(row.merged) }));
}

/** Opened, merged and closed (without merging) per UTC day of the period, every day listed. */
export async function activityPerDay(db: Db, scope: RepositoryScope, period: ReturnType<typeof statsPeriod>) {
  const { day } = dialectOf(db);
  const { since } = period;
  const repositoryIds = repositoryIdsOf(scope);
  // Each branch bounded by updated_at (at or after each of the three), for the (repository, updated) index.
  const result = await sql<{ day: string; kind: 'opened' | 'merged' | 'closed'; n: Count }>`
    select e.day, e.kind, count(*) as n from (
      select ${day(ref('pr.github_created_at'))} as day, 'opened' as kind from github_pull_requests pr
        where pr.repository_id in ${repositoryIds} and pr.github_updated_at >= ${since} and pr.github_created_at >= ${since}
      union all
      select ${day(ref('pr.merged_at'))} as day, 'merged' as kind from github_pull_requests pr
        where pr.repository_id in ${repositoryIds} and pr.github_updated_at >= ${since} and pr.merged_at >= ${since}
      union all
      select ${day(ref('pr.closed_at'))} as day, 'closed' as kind from github_pull_requests pr
        where pr.repository_id in ${repositoryIds} and pr.github_updated_at >= ${since} and pr.closed_at >= ${since} and pr.merged = ${false}
    ) e
    group by e.day, e.kind`.execute(db);
  const perDay = new Map(period.days.map((date) => [date, { date, opened: 0, merged: 0, closed: 0 }]));
  for (const row of result.rows) {
    const bucket = perDay.get(String(row.day));
    if (bucket) bucket[row.kind] = toCount(row.n);
  }
  return [...perDay.values()];
}

/** The period's opened, merged and closed pull requests, from the days. */
export const activityTotals = (activity: readonly { opened: number; merged: number; closed: number }[]) => ({
  prsOpenedLast30Days: activity.reduce((n, day) => n + day.opened, 0),
  prsMergedLast30Days: activity.reduce((n, day) => n + day.merged, 0),
  prsClosedLast30Days: activity.reduce((n, day) => n + day.closed, 0),
});

/**
 * The scope's most recently changed pull requests: the newest of each repository's newest few, each repository's
 * read from the (repository, updated, id) index, so it never sorts every pull request.
 */
export async function recentPullRequests(db: Db, scope: RepositoryScope) {
  const newest = sql`select newest.id from github_pull_requests newest where newest.repository_id = r.id
    order by newest.github_updated_at desc, newest.id desc limit ${RECENT_PULL_REQUESTS}`;
  // PostgreSQL runs a lateral subquery once per repository (a correlated IN in a join condition would be a filter on
  // every pair); SQLite, without LATERAL, runs the correlated IN once per repository.
  const each = isPostgres(db) ? sql`cross join lateral (${newest}) n join github_pull_requests pr on pr.id = n.id` : sql`join github_pull_requests pr on pr.id in (${newest})`;
  const result = await sql<{
    id: number; number: number; title: string; state: string; draft: boolean | number; merged: boolean | number; author_login: string | null; html_url: string;
    github_created_at: Date | string; github_updated_at: Date | string; repository_full_name: string;
  }>`
    select pr.id, pr.number, pr.title, pr.state, pr.draft, pr.merged, pr.author_login, pr.html_url, pr.github_created_at, pr.github_updated_at, r.full_name as repository_full_name
    from github_repositories r
    ${each}
    where r.id in ${repositoryIdsOf(scope)}
    order by pr.github_updated_at desc, pr.id desc
    limit ${RECENT_PULL_REQUESTS}`.execute(db);
  return result.rows.map((row) => ({
    id: Number(row.id),
    number: Number(row.number),
    title: row.title,
    state: row.state,
    draft: toBoolean(row.draft),
    merged: toBoolean(row.merged),
    authorLogin: row.author_login,
    htmlUrl: row.html_url,
    repositoryFullName: row.repository_full_name,
    createdAt: toIsoStringOrNull(row.github_created_at),
    updatedAt: toIsoStringOrNull(row.github_updated_at),
  }));
}
