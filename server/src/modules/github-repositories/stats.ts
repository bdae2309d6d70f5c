// GET /projects/{id}/github/stats (spec 003 §2-3, §9): the GitHub tab's figures, computed from the pull requests we
// store (the backfill and the webhooks keep them), never by calling GitHub on a page view. A fixed number of
// statements whatever the number of repositories or pull requests: the access check, the child projects, the
// settings row, then five aggregate reads of the included projects' repositories.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { projectIdsWithoutModule, projectIdsWithPermission, type Actor, actorOf } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { toBoolean, toCount, toIsoStringOrNull } from '../../db/values.ts';
import { actionLink, link } from '../../http/hal.ts';
import { isConfigured, loadSettings } from '../github/index.ts';
import { repositoriesPath } from './representer.ts';
import { githubProject } from './service.ts';

/** Spec 003 §9: the statistics cover 30 days (whole UTC days, today included). */
export const STATS_PERIOD_DAYS = 30;
/** The Recent Activity Summary's pull requests and the contributors it names. */
export const RECENT_PULL_REQUESTS = 5;
export const TOP_CONTRIBUTORS = 5;
/** As the projects module walks the tree: deeper is a broken hierarchy, not a project. */
const MAX_PROJECT_DEPTH = 64;
const DAY_MS = 24 * 60 * 60 * 1000;

export const statsPath = (projectId: number) => `/projects/${projectId}/github/stats`;

/** Each statement this request runs goes through here, so the performance block counts them rather than claims. */
class Statements {
  count = 0;
  run<T>(query: Promise<T>): Promise<T> {
    this.count += 1;
    return query;
  }
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`));

/**
 * The project (depth 0) and its descendants at any depth where the caller holds view_github with the module on,
 * in one statement.
 */
async function projectTree(db: Db, actor: Actor, projectId: number) {
  const allowed = actor.admin ? sql`p.id not in (${projectIdsWithoutModule(db, 'github')})` : sql`p.id in (${projectIdsWithPermission(db, actor.id, 'view_github')})`;
  const result = await sql<{ id: number; name: string; identifier: string; depth: number }>`
    with recursive tree (id, depth) as (
      select id, 0 from projects where id = ${projectId}
      union all
      select p.id, tree.depth + 1 from projects p join tree on p.parent_id = tree.id where tree.depth < ${MAX_PROJECT_DEPTH}
    )
    select p.id, p.name, p.identifier, tree.depth from tree join projects p on p.id = tree.id
    where tree.depth = 0 or ${allowed}
    order by p.name, p.id`.execute(db);
  const rows = result.rows.map((row) => ({ id: Number(row.id), name: row.name, identifier: row.identifier, depth: Number(row.depth) }));
  return { root: rows.find((row) => row.depth === 0)!, children: rows.filter((row) => row.depth > 0).map(({ depth: _depth, ...project }) => project) };
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

interface RepositoryRow {
  id: number;
  name: string;
  full_name: string;
  html_url: string;
  private: boolean | number;
  github_created_at: Date | string | null;
  backfilled_at: Date | string | null;
  created_via_app: number | string;
  connected_at: Date | string;
  in_project: number | string;
  total: number | string | null;
  open: number | string | null;
  merged: number | string | null;
  closed: number | string | null;
  draft: number | string | null;
  linked: number | string | null;
  merged_recent: number | string | null;
  opened_recent: number | string | null;
  merge_hours: number | string | null;
  merge_count: number | string | null;
  last_activity: Date | string | null;
}

const num = (value: number | string | null | undefined) => (value === null || value === undefined ? 0 : Number(value));

export interface StatsQuery {
  includeChildren?: boolean;
}

export async function projectStats(app: FastifyInstance, user: PrincipalRow, projectId: number, query: StatsQuery) {
  const started = performance.now();
  const statements = new Statements();
  // The access check's two statements (projectAccess) count too.
  statements.count += 2;
  const access = await githubProject(app, user, projectId);
  const actor = actorOf(user);
  const db = app.db;
  const dialect = isPostgres(db) ? POSTGRES : SQLITE;
  const includeChildren = query.includeChildren === true;

  const now = app.clock.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceDate = new Date(today - (STATS_PERIOD_DAYS - 1) * DAY_MS);
  const since = sinceDate.toISOString();

  const [tree, settings] = await Promise.all([statements.run(projectTree(db, actor, projectId)), statements.run(loadSettings(app))]);
  const { root, children } = tree;
  const { depth: _depth, ...rootProject } = root;
  const included = [rootProject, ...(includeChildren ? children : [])];
  const projectIds = included.map((project) => project.id);
  const ids = idList(projectIds);
  const repositoryIds = sql`(select repository_id from github_project_repositories where project_id in (${ids}))`;
  const pr = (column: string) => sql.ref(`pr.${column}`);

  const [repositoryRows, contributorRows, activityRows, recentRows, linkedRow] = await Promise.all([
    statements.run(
      sql<RepositoryRow>`
        select r.id, r.name, r.full_name, r.html_url, r.private, r.github_created_at, r.backfilled_at,
          c.created_via_app, c.connected_at, c.in_project,
          a.total, a.open, a.merged, a.closed, a.draft, a.linked, a.merged_recent, a.opened_recent, a.merge_hours, a.merge_count, a.last_activity
        from (
          select repository_id,
            max(case when created_via_app = ${true} then 1 else 0 end) as created_via_app,
            min(created_at) as connected_at,
            max(case when project_id = ${projectId} then 1 else 0 end) as in_project
          from github_project_repositories where project_id in (${ids}) group by repository_id
        ) c
        join github_repositories r on r.id = c.repository_id
        left join (
          select pr.repository_id,
            count(*) as total,
            sum(case when pr.state = 'open' then 1 else 0 end) as open,
            sum(case when pr.merged = ${true} then 1 else 0 end) as merged,
            sum(case when pr.state = 'closed' and pr.merged = ${false} then 1 else 0 end) as closed,
            sum(case when pr.state = 'open' and pr.draft = ${true} then 1 else 0 end) as draft,
            sum(case when exists (
              select 1 from github_pull_request_links l join work_packages wp on wp.id = l.work_package_id
              where l.pull_request_id = pr.id and l.unlinked_at is null and wp.project_id in (${ids})
            ) then 1 else 0 end) as linked,
            sum(case when pr.merged_at >= ${since} then 1 else 0 end) as merged_recent,
            sum(case when pr.github_created_at >= ${since} then 1 else 0 end) as opened_recent,
            sum(case when pr.merged_at is not null then ${dialect.hours(pr('github_created_at'), pr('merged_at'))} else 0 end) as merge_hours,
            sum(case when pr.merged_at is not null then 1 else 0 end) as merge_count,
            max(pr.github_updated_at) as last_activity
          from github_pull_requests pr
          where pr.repository_id in ${repositoryIds}
          group by pr.repository_id
        ) a on a.repository_id = r.id
        order by r.full_name, r.id`.execute(db),
    ),
    // Whoever's pull requests were opened, merged or changed in the period (updated_at is at or after each of those).
    statements.run(
      sql<{ author_login: string; avatar_url: string | null; pull_requests: number | string; opened: number | string; merged: number | string }>`
        select pr.author_login, max(pr.author_avatar_url) as avatar_url, count(*) as pull_requests,
          sum(case when pr.github_created_at >= ${since} then 1 else 0 end) as opened,
          sum(case when pr.merged_at >= ${since} then 1 else 0 end) as merged
        from github_pull_requests pr
        where pr.repository_id in ${repositoryIds} and pr.github_updated_at >= ${since} and pr.author_login is not null
        group by pr.author_login
        order by count(*) desc, pr.author_login`.execute(db),
    ),
    // Opened, merged and closed (without merging) per UTC day; each branch bounded by updated_at for the index.
    statements.run(
      sql<{ day: string; kind: 'opened' | 'merged' | 'closed'; n: number | string }>`
        select e.day, e.kind, count(*) as n from (
          select ${dialect.day(pr('github_created_at'))} as day, 'opened' as kind from github_pull_requests pr
            where pr.repository_id in ${repositoryIds} and pr.github_updated_at >= ${since} and pr.github_created_at >= ${since}
          union all
          select ${dialect.day(pr('merged_at'))} as day, 'merged' as kind from github_pull_requests pr
            where pr.repository_id in ${repositoryIds} and pr.github_updated_at >= ${since} and pr.merged_at >= ${since}
          union all
          select ${dialect.day(pr('closed_at'))} as day, 'closed' as kind from github_pull_requests pr
            where pr.repository_id in ${repositoryIds} and pr.github_updated_at >= ${since} and pr.closed_at >= ${since} and pr.merged = ${false}
        ) e
        group by e.day, e.kind`.execute(db),
    ),
    statements.run(
      db
        .selectFrom('github_pull_requests as pr')
        .innerJoin('github_repositories as r', 'r.id', 'pr.repository_id')
        .select(['pr.id', 'pr.number', 'pr.title', 'pr.state', 'pr.draft', 'pr.merged', 'pr.author_login', 'pr.html_url', 'pr.github_created_at', 'pr.github_updated_at', 'r.full_name as repository_full_name'])
        .where('pr.repository_id', 'in', (eb) => eb.selectFrom('github_project_repositories').select('repository_id').where('project_id', 'in', projectIds))
        .orderBy('pr.github_updated_at', 'desc')
        .orderBy('pr.id', 'desc')
        .limit(RECENT_PULL_REQUESTS)
        .execute(),
    ),
    statements.run(
      sql<{ n: number | string }>`
        select count(distinct l.work_package_id) as n
        from github_pull_request_links l
        join work_packages wp on wp.id = l.work_package_id
        join github_pull_requests pr on pr.id = l.pull_request_id
        where l.unlinked_at is null and wp.project_id in (${ids}) and pr.repository_id in ${repositoryIds}`.execute(db),
    ),
  ]);

  const repositories = repositoryRows.rows.map((row) => {
    const lastActivityAt = toIsoStringOrNull(row.last_activity);
    const connectedHere = num(row.in_project) === 1;
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
      /** Connected to this project itself (not only to an included child project): its connection can be removed here. */
      connectedToProject: connectedHere,
      pullRequests: { total: num(row.total), open: num(row.open), merged: num(row.merged), closed: num(row.closed), draft: num(row.draft), linkedToWorkPackages: num(row.linked) },
      mergedLast30Days: num(row.merged_recent),
      openedLast30Days: num(row.opened_recent),
      lastActivityAt,
      activeLast30Days: lastActivityAt !== null && lastActivityAt >= since,
      mergeHours: num(row.merge_hours),
      mergeCount: num(row.merge_count),
    };
  });

  const sum = (pick: (repository: (typeof repositories)[number]) => number) => repositories.reduce((total, repository) => total + pick(repository), 0);
  const total = sum((r) => r.pullRequests.total);
  const linked = sum((r) => r.pullRequests.linkedToWorkPackages);
  const mergeCount = sum((r) => r.mergeCount);
  const round1 = (value: number) => Math.round(value * 10) / 10;

  const days = Array.from({ length: STATS_PERIOD_DAYS }, (_, index) => new Date(sinceDate.getTime() + index * DAY_MS).toISOString().slice(0, 10));
  const perDay = new Map(days.map((day) => [day, { date: day, opened: 0, merged: 0, closed: 0 }]));
  for (const row of activityRows.rows) {
    const bucket = perDay.get(String(row.day));
    if (bucket) bucket[row.kind] = toCount(row.n);
  }
  const activity = [...perDay.values()];

  const contributors = contributorRows.rows.map((row) => ({ login: row.author_login, avatarUrl: row.avatar_url, pullRequests: toCount(row.pull_requests), opened: num(row.opened), merged: num(row.merged) }));
  const recentPullRequests = recentRows.map((row) => ({
    id: row.id,
    number: row.number,
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

  const mayManage = access.permissions.has('edit_project') && toBoolean(access.project.active);
  const self = `${statsPath(projectId)}?includeChildren=${includeChildren}`;
  const calculationTimeMs = Math.round((performance.now() - started) * 100) / 100;
  return {
    _type: 'GithubProjectStats' as const,
    generatedAt: now.toISOString(),
    periodDays: STATS_PERIOD_DAYS,
    since,
    configured: isConfigured(settings),
    repositories: { total: repositories.length, activeLast30Days: repositories.filter((r) => r.activeLast30Days).length },
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
    // GitHub issues are not imported (only pull requests are): null rather than zeros that would read as 'none'.
    issues: null,
    teamActivity: {
      activeContributorsLast30Days: contributors.length,
      mostActiveContributor: contributors[0] ?? null,
      topContributors: contributors.slice(0, TOP_CONTRIBUTORS),
      prsOpenedLast30Days: activity.reduce((n, day) => n + day.opened, 0),
      prsMergedLast30Days: activity.reduce((n, day) => n + day.merged, 0),
      prsClosedLast30Days: activity.reduce((n, day) => n + day.closed, 0),
    },
    integrationHealth: {
      totalWorkPackagesLinked: toCount(linkedRow.rows[0]?.n),
      coveragePercentage: total === 0 ? 0 : round1((linked / total) * 100),
      lastActivity: recentPullRequests[0] ?? null,
    },
    activity,
    repositoryStats: repositories.map(({ mergeHours: _hours, mergeCount: _count, ...repository }) => ({
      ...repository,
      _links: {
        self: link(`${repositoriesPath(projectId)}/${repository.id}`, repository.fullName),
        htmlUrl: { href: repository.htmlUrl },
        ...(mayManage && repository.connectedToProject ? { delete: actionLink(`${repositoriesPath(projectId)}/${repository.id}`, 'delete') } : {}),
      },
    })),
    recentPullRequests,
    hierarchy: {
      isHierarchical: included.length > 1,
      rootProjectId: projectId,
      rootProjectName: access.project.name,
      includedProjects: included,
      childProjectCount: children.length,
    },
    performance: { strategy: 'project_scoped' as const, dataSource: 'database' as const, githubApiCallsUsed: 0, sqlStatements: statements.count, calculationTimeMs },
    _links: {
      self: link(self),
      project: link(`/projects/${projectId}`, access.project.name),
      repositories: link(repositoriesPath(projectId)),
      ...(mayManage
        ? { organizationRepositories: link(`${repositoriesPath(projectId)}/organization`), connectRepository: actionLink(repositoriesPath(projectId), 'post') }
        : {}),
    },
  };
}
