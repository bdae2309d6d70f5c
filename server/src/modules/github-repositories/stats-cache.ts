// The GitHub tab's figures, kept between requests (issue 17's bench: with 50,000 pull requests, computing them reads
// every one of them). An answer is keyed by everything it depends on: the project, includeChildren, the caller (which
// child projects they see, whether they may manage), the UTC day (the 30-day window), the generation of each
// repository it reads (connected to the project, or to any descendant with includeChildren), which the triggers of
// migration 0025 move with every write to that repository's rows, and the generation of what decides which projects,
// work packages and people count (migration 0023's row), on whichever instance the write happened. So a webhook for
// one repository leaves every other project's answers cached, and writers of different repositories share no row.
// The access check runs on every request, so who may no longer see the project is refused at once.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AnswerCache } from '../../answer-cache.ts';
import type { Db } from '../../db/index.ts';
import type { PrincipalRow } from '../../db/schema.ts';
import { githubProject } from './service.ts';
import { MAX_PROJECT_DEPTH, projectStats, type StatsQuery } from './stats.ts';

/** Answers kept per server: one is a few KB, so a thousand is a few MB. */
const STATS_CACHE_CAPACITY = 1000;
/** The access check (projectAccess: 2) and the generations: what a cached answer costs. */
const CACHED_STATEMENTS = 3;

type Stats = Awaited<ReturnType<typeof projectStats>>;
type Performance = Stats['performance'];
/** A computed answer, or one from the cache (dataSource 'cache'). */
export type ProjectStats = Omit<Stats, 'performance'> & { performance: Omit<Performance, 'dataSource'> & { dataSource: Performance['dataSource'] | 'cache' } };

const statsCache = new AnswerCache<Stats>(STATS_CACHE_CAPACITY);

/**
 * In one statement: the generation of what decides who and what counts (repository 0 in the list), then each
 * repository connected to the project (and with children, to any descendant, seen by the caller or not: who sees
 * which moves the first) with its generation, by id.
 */
async function generationsOf(db: Db, projectId: number, includeChildren: boolean) {
  const projects = includeChildren
    ? sql`(with recursive tree (id, depth) as (
        select id, 0 from projects where id = ${projectId}
        union all
        select p.id, tree.depth + 1 from projects p join tree on p.parent_id = tree.id where tree.depth < ${MAX_PROJECT_DEPTH}
      ) select id from tree)`
    : sql`(${projectId})`;
  const result = await sql<{ repository_id: number | string; generation: number | string }>`
    select 0 as repository_id, generation from github_generation where id = 1
    union all
    select c.repository_id, coalesce(max(g.generation), 0) as generation
    from github_project_repositories c left join github_repository_generations g on g.repository_id = c.repository_id
    where c.project_id in ${projects}
    group by c.repository_id
    order by 1`.execute(db);
  return result.rows.map((row) => `${row.repository_id}:${row.generation}`).join(',');
}

export async function cachedProjectStats(app: FastifyInstance, user: PrincipalRow, projectId: number, query: StatsQuery): Promise<ProjectStats> {
  const started = performance.now();
  const access = await githubProject(app, user, projectId);
  // Read before computing: an answer computed while a write lands is keyed by the older generations, never the newer.
  const generations = await generationsOf(app.db, projectId, query.includeChildren === true);
  const day = app.clock.now().toISOString().slice(0, 10);
  const key = JSON.stringify([projectId, query.includeChildren === true, user.id, day, generations]);
  const cached = statsCache.peek(app.db, key);
  if (cached) {
    // Honest about this answer: from the cache, what this request cost; generatedAt still says when it was computed.
    const calculationTimeMs = Math.round((performance.now() - started) * 100) / 100;
    return { ...cached, performance: { ...cached.performance, dataSource: 'cache' as const, sqlStatements: CACHED_STATEMENTS, calculationTimeMs } };
  }
  return statsCache.get(app.db, key, () => projectStats(app, user, access, query));
}
