// GET /projects/{id}/github/stats (spec 003 §2-3, §9): the GitHub tab's figures, computed from the pull requests,
// issues, reviews and pushes we store (the backfill and the webhooks keep them), never by calling GitHub on a page view. A fixed number of
// statements whatever the number of repositories or pull requests: the access check, the child projects, the
// settings row, then the four aggregate reads of the included projects' repositories (aggregates.ts).
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { projectIdsWithoutModule, projectIdsWithPermission, type Actor, actorOf, type ProjectAccess } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { toBoolean } from '../../db/values.ts';
import { actionLink, link } from '../../http/hal.ts';
import { isConfigured, loadSettings } from '../github/index.ts';
import {
  activityPerDay, activityTotals, contributors, publicFigures, recentPullRequests, repositoryFigures, STATS_PERIOD_DAYS, statsPeriod, TOP_CONTRIBUTORS, totalsOf,
  type RepositoryScope,
} from './aggregates.ts';
import { repositoriesPath } from './representer.ts';

/** As the projects module walks the tree: deeper is a broken hierarchy, not a project. */
export const MAX_PROJECT_DEPTH = 64;

export const statsPath = (projectId: number) => `/projects/${projectId}/github/stats`;

/** Each statement this request runs goes through here, so the performance block counts them rather than claims. */
class Statements {
  count = 0;
  run<T>(query: Promise<T>): Promise<T> {
    this.count += 1;
    return query;
  }
}

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

export interface StatsQuery {
  includeChildren?: boolean;
}

/** `access`: the caller's checked access to the project (githubProject), read once per request by the caller. */
export async function projectStats(app: FastifyInstance, user: PrincipalRow, access: ProjectAccess, query: StatsQuery) {
  const started = performance.now();
  const projectId = access.project.id;
  const statements = new Statements();
  // The access check's two statements (projectAccess) count too.
  statements.count += 2;
  const actor = actorOf(user);
  const db = app.db;
  const includeChildren = query.includeChildren === true;

  const now = app.clock.now();
  const period = statsPeriod(now);
  const { since } = period;

  const [tree, settings] = await Promise.all([statements.run(projectTree(db, actor, projectId)), statements.run(loadSettings(app))]);
  const { root, children } = tree;
  const { depth: _depth, ...rootProject } = root;
  const included = [rootProject, ...(includeChildren ? children : [])];
  const scope: RepositoryScope = { kind: 'projects', projectIds: included.map((project) => project.id), rootProjectId: projectId };

  const [{ repositories, linkedWorkPackages }, contributorList, activity, recent] = await Promise.all([
    statements.run(repositoryFigures(db, scope, since)),
    statements.run(contributors(db, scope, since)),
    statements.run(activityPerDay(db, scope, period)),
    statements.run(recentPullRequests(db, scope)),
  ]);
  const totals = totalsOf(repositories);

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
    pullRequests: totals.pullRequests,
    issues: totals.issues,
    teamActivity: {
      activeContributorsLast30Days: contributorList.length,
      mostActiveContributor: contributorList[0] ?? null,
      topContributors: contributorList.slice(0, TOP_CONTRIBUTORS),
      ...activityTotals(activity),
      pushesLast30Days: totals.pushesLast30Days,
      commitsPushedLast30Days: totals.commitsPushedLast30Days,
      reviewsLast30Days: totals.reviewsLast30Days,
    },
    integrationHealth: {
      totalWorkPackagesLinked: linkedWorkPackages,
      coveragePercentage: totals.coveragePercentage,
      lastActivity: recent[0] ?? null,
    },
    activity,
    repositoryStats: repositories.map(publicFigures).map((repository) => ({
      ...repository,
      _links: {
        self: link(`${repositoriesPath(projectId)}/${repository.id}`, repository.fullName),
        htmlUrl: { href: repository.htmlUrl },
        ...(mayManage && repository.connectedToProject ? { delete: actionLink(`${repositoriesPath(projectId)}/${repository.id}`, 'delete') } : {}),
      },
    })),
    recentPullRequests: recent,
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
