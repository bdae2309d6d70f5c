// GET /admin/github/organization/stats (issue 17 item 5, spec 002 §7 'Admin dashboard'): the GitHub figures of every
// repository connected to any project (a repository connected to several projects counts once), for administrators.
// Computed by the same aggregate core as the project statistics (aggregates.ts: the same period, figures,
// contributors and recent pull requests), never by calling GitHub, in a fixed number of statements whatever the number
// of repositories, projects or pull requests: the settings row, the four aggregate reads, the connections and the
// webhook deliveries.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { actorOf } from '../../access/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { toIsoStringOrNull } from '../../db/values.ts';
import { missingPermission } from '../../http/errors.ts';
import { link } from '../../http/hal.ts';
import { isConfigured, loadSettings } from '../github/index.ts';
import {
  activityPerDay, activityTotals, contributors, recentPullRequests, repositoryFigures, STATS_PERIOD_DAYS, statsPeriod, TOP_CONTRIBUTORS, totalsOf,
  type RepositoryFigures, type RepositoryScope,
} from './aggregates.ts';

export const ORGANIZATION_STATS_PATH = '/admin/github/organization/stats';
const MESSAGES = { adminOnly: "Only administrators can see the organization's GitHub statistics." } as const;
const CONNECTED: RepositoryScope = { kind: 'connected' };

type Count = number | string | null;
const num = (value: Count | undefined) => (value === null || value === undefined ? 0 : Number(value));

export async function organizationStats(app: FastifyInstance, user: PrincipalRow) {
  const started = performance.now();
  if (!actorOf(user).admin) throw missingPermission(MESSAGES.adminOnly);
  const db = app.db;
  const now = app.clock.now();
  const period = statsPeriod(now);
  const { since } = period;
  let statements = 0;
  const run = <T>(query: Promise<T>) => {
    statements += 1;
    return query;
  };

  const [settings, { repositories, linkedWorkPackages }, contributorList, activity, recent, connectionResult, webhookResult] = await Promise.all([
    run(loadSettings(app)),
    run(repositoryFigures(db, CONNECTED, since)),
    run(contributors(db, CONNECTED, since)),
    run(activityPerDay(db, CONNECTED, period)),
    run(recentPullRequests(db, CONNECTED)),
    // Per project: its own connections (a repository shared by two projects counts in each), summed from the figures.
    run(
      sql<{ project_id: number; repository_id: number; name: string; identifier: string }>`
        select c.project_id, c.repository_id, p.name, p.identifier
        from github_project_repositories c join projects p on p.id = c.project_id
        order by p.name, p.id`.execute(db),
    ),
    // The webhook deliveries of the period by outcome (the received_at index), and the last one ever received.
    run(
      sql<{ status: string | null; n: Count; last_received: Date | string | null }>`
        select d.status, count(d.id) as n, (select max(received_at) from github_webhook_deliveries) as last_received
        from (select 1 as one) x
        left join github_webhook_deliveries d on d.received_at >= ${since}
        group by d.status`.execute(db),
    ),
  ]);

  const totals = totalsOf(repositories);
  const byRepository = new Map(repositories.map((repository) => [repository.id, repository]));
  const projects = new Map<number, { id: number; name: string; identifier: string; repositories: RepositoryFigures[] }>();
  for (const row of connectionResult.rows) {
    const id = Number(row.project_id);
    const project = projects.get(id) ?? { id, name: row.name, identifier: row.identifier, repositories: [] };
    projects.set(id, project);
    const repository = byRepository.get(Number(row.repository_id));
    if (repository) project.repositories.push(repository);
  }
  const deliveries = { received: 0, processed: 0, ignored: 0, failed: 0, queued: 0 };
  for (const row of webhookResult.rows) {
    if (row.status === null) continue;
    deliveries.received += num(row.n);
    if (row.status in deliveries && row.status !== 'received') deliveries[row.status as keyof typeof deliveries] += num(row.n);
  }
  const lastReceived = webhookResult.rows[0]?.last_received ?? null;

  return {
    _type: 'GithubOrganizationStats' as const,
    generatedAt: now.toISOString(),
    periodDays: STATS_PERIOD_DAYS,
    since,
    configured: isConfigured(settings),
    organization: settings.organization,
    repositories: {
      total: repositories.length,
      activeLast30Days: repositories.filter((repository) => repository.activeLast30Days).length,
      createdViaApp: repositories.filter((repository) => repository.createdViaApp).length,
      projectsWithRepositories: projects.size,
    },
    pullRequests: totals.pullRequests,
    issues: totals.issues,
    teamActivity: {
      activeContributorsLast30Days: contributorList.length,
      mostActiveContributor: contributorList[0] ?? null,
      topContributors: contributorList.slice(0, TOP_CONTRIBUTORS),
      ...activityTotals(activity),
    },
    integrationHealth: {
      totalWorkPackagesLinked: linkedWorkPackages,
      coveragePercentage: totals.coveragePercentage,
      lastActivity: recent[0] ?? null,
      webhooks: { ...deliveries, lastReceivedAt: toIsoStringOrNull(lastReceived) },
    },
    activity,
    projects: [...projects.values()].map((project) => {
      const lastActivity = project.repositories.reduce<string | null>((last, r) => (r.lastActivityAt !== null && (last === null || r.lastActivityAt > last) ? r.lastActivityAt : last), null);
      const sum = (pick: (repository: RepositoryFigures) => number) => project.repositories.reduce((total, repository) => total + pick(repository), 0);
      return {
        id: project.id,
        name: project.name,
        identifier: project.identifier,
        repositories: project.repositories.length,
        pullRequests: { total: sum((r) => r.pullRequests.total), open: sum((r) => r.pullRequests.open), merged: sum((r) => r.pullRequests.merged) },
        lastActivityAt: lastActivity,
        _links: { self: link(`/projects/${project.id}`, project.name), githubStats: link(`/projects/${project.id}/github/stats`) },
      };
    }),
    recentPullRequests: recent,
    performance: {
      strategy: 'organization' as const,
      dataSource: 'database' as const,
      githubApiCallsUsed: 0,
      sqlStatements: statements,
      calculationTimeMs: round2(performance.now() - started),
    },
    _links: { self: link(ORGANIZATION_STATS_PATH), settings: link('/admin/github/settings') },
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
