import { projectIdsWithoutModule, projectIdsWithPermission, type Actor } from '../../access/index.ts';
import type { Db } from '../../db/index.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { GithubPullRequestsTable } from '../../db/schema.ts';
import { sql, type Insertable } from 'kysely';

const PULL_REQUEST_COLUMNS = [
  'pr.id',
  'pr.repository_id',
  'pr.github_id',
  'pr.number',
  'pr.title',
  'pr.body',
  'pr.state',
  'pr.draft',
  'pr.merged',
  'pr.merged_at',
  'pr.closed_at',
  'pr.head_ref',
  'pr.head_sha',
  'pr.base_ref',
  'pr.author_login',
  'pr.author_avatar_url',
  'pr.author_html_url',
  'pr.html_url',
  'pr.labels',
  'pr.github_created_at',
  'pr.github_updated_at',
  'pr.created_at',
  'pr.updated_at',
  'r.full_name as repository_full_name',
  'r.html_url as repository_html_url',
] as const;

const pullRequests = (db: Db) => db.selectFrom('github_pull_requests as pr').innerJoin('github_repositories as r', 'r.id', 'pr.repository_id').select(PULL_REQUEST_COLUMNS);

export type PullRequestRecord = Awaited<ReturnType<typeof findPullRequest>> & object;

export const findPullRequest = (db: Db, id: number) => pullRequests(db).where('pr.id', '=', id).executeTakeFirst();

/** The pull requests linked to a work package (not unlinked), newest first. */
export const linkedPullRequests = (db: Db, workPackageId: number) =>
  pullRequests(db)
    .innerJoin('github_pull_request_links as l', 'l.pull_request_id', 'pr.id')
    .where('l.work_package_id', '=', workPackageId)
    .where('l.unlinked_at', 'is', null)
    .orderBy('pr.github_updated_at', 'desc')
    .orderBy('pr.id', 'desc')
    .execute();

/** Pull requests of the project's repositories not linked to the work package, newest first. */
export const availablePullRequests = (db: Db, projectId: number, workPackageId: number, limit: number) =>
  pullRequests(db)
    .where('pr.repository_id', 'in', db.selectFrom('github_project_repositories').select('repository_id').where('project_id', '=', projectId))
    .where('pr.id', 'not in', db.selectFrom('github_pull_request_links').select('pull_request_id').where('work_package_id', '=', workPackageId).where('unlinked_at', 'is', null))
    .orderBy('pr.github_updated_at', 'desc')
    .orderBy('pr.id', 'desc')
    .limit(limit)
    .execute();

/** Whether the actor may see the pull request: view_github in a project its repository is connected to. */
export async function mayViewPullRequest(db: Db, actor: Actor, repositoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('github_project_repositories as gpr')
    .select('gpr.project_id')
    .where('gpr.repository_id', '=', repositoryId)
    .where((eb) =>
      actor.admin ? eb('gpr.project_id', 'not in', projectIdsWithoutModule(eb, 'github')) : eb('gpr.project_id', 'in', projectIdsWithPermission(eb, actor.id, 'view_github')),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export const isConnected = async (db: Db, projectId: number, repositoryId: number) =>
  (await db.selectFrom('github_project_repositories').select('id').where('project_id', '=', projectId).where('repository_id', '=', repositoryId).executeTakeFirst()) !== undefined;

/** The link of a pull request and a work package, active or not. */
export const findLink = (db: Db, pullRequestId: number, workPackageId: number) =>
  db.selectFrom('github_pull_request_links').selectAll().where('pull_request_id', '=', pullRequestId).where('work_package_id', '=', workPackageId).executeTakeFirst();

// -- Storing what GitHub says ------------------------------------------------------------------------------------

export const existingByGithubId = (db: Db, githubIds: number[]) =>
  db.selectFrom('github_pull_requests').select(['id', 'github_id', 'state', 'merged', 'github_updated_at']).where('github_id', 'in', githubIds).execute();

/**
 * Inserts new pull requests and updates known ones, but only where the incoming state is at least as new as the
 * stored one (GitHub's updated_at): a late `opened` never overwrites a `closed` (one statement).
 */
export function upsertPullRequests(db: Db, rows: Insertable<GithubPullRequestsTable>[]) {
  return db
    .insertInto('github_pull_requests')
    .values(rows)
    .onConflict((oc) =>
      oc
        .column('github_id')
        .doUpdateSet((eb) => ({
          repository_id: eb.ref('excluded.repository_id'),
          number: eb.ref('excluded.number'),
          title: eb.ref('excluded.title'),
          body: eb.ref('excluded.body'),
          state: eb.ref('excluded.state'),
          draft: eb.ref('excluded.draft'),
          merged: eb.ref('excluded.merged'),
          merged_at: eb.ref('excluded.merged_at'),
          closed_at: eb.ref('excluded.closed_at'),
          head_ref: eb.ref('excluded.head_ref'),
          // A payload without the SHA keeps the one known.
          head_sha: sql<string | null>`coalesce(excluded.head_sha, github_pull_requests.head_sha)`,
          base_ref: eb.ref('excluded.base_ref'),
          author_login: eb.ref('excluded.author_login'),
          author_avatar_url: eb.ref('excluded.author_avatar_url'),
          author_html_url: eb.ref('excluded.author_html_url'),
          html_url: eb.ref('excluded.html_url'),
          labels: eb.ref('excluded.labels'),
          github_updated_at: eb.ref('excluded.github_updated_at'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where((eb) => eb('github_pull_requests.github_updated_at', '<=', eb.ref('excluded.github_updated_at'))),
    )
    .returning(['id', 'github_id'])
    .execute();
}

/** The projects the repository is connected to, with their identifiers (the auto-linking's scope). */
export const connectedProjects = (db: Db, repositoryId: number) =>
  db
    .selectFrom('github_project_repositories as gpr')
    .innerJoin('projects as p', 'p.id', 'gpr.project_id')
    .select(['p.id', 'p.identifier'])
    .where('gpr.repository_id', '=', repositoryId)
    .execute();

export const workPackagesIn = (db: Db, ids: number[], projectIds: number[]) =>
  ids.length === 0 || projectIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('work_packages').select(['id', 'project_id']).where('id', 'in', ids).where('project_id', 'in', projectIds).execute();

/** Active links of the pull requests: who to tell when one is merged or closed. */
export const activeLinksOf = (db: Db, pullRequestIds: number[]) =>
  pullRequestIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('github_pull_request_links as l')
        .innerJoin('work_packages as wp', 'wp.id', 'l.work_package_id')
        .select(['l.pull_request_id', 'l.work_package_id', 'wp.project_id'])
        .where('l.pull_request_id', 'in', pullRequestIds)
        .where('l.unlinked_at', 'is', null)
        .execute();

// -- What a page of pull requests shows beside them: check runs and reviews (one statement each per page) -----------

/** The check runs of the pull requests' head commits (a page's SHAs in one statement; the caller pairs them up). */
export const checkRunsOfHeads = (db: Db, repositoryIds: number[], shas: string[]) =>
  shas.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('github_check_runs')
        .select(['repository_id', 'head_sha', 'github_id', 'name', 'status', 'conclusion', 'details_url', 'html_url', 'app_owner_avatar_url', 'started_at', 'completed_at'])
        .where('repository_id', 'in', repositoryIds)
        .where('head_sha', 'in', shas)
        .orderBy('name')
        .orderBy('github_id', 'desc')
        .execute();

export type CheckRunRecord = Awaited<ReturnType<typeof checkRunsOfHeads>>[number];

/** The submitted reviews of the pull requests, oldest first. */
export const reviewsOf = (db: Db, pullRequestIds: number[]) =>
  pullRequestIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('github_pull_request_reviews')
        .select(['pull_request_id', 'github_id', 'reviewer_login', 'reviewer_avatar_url', 'state', 'html_url', 'submitted_at'])
        .where('pull_request_id', 'in', pullRequestIds)
        .orderBy('pull_request_id')
        .orderBy('submitted_at')
        .orderBy('github_id')
        .execute();

export type ReviewRecord = Awaited<ReturnType<typeof reviewsOf>>[number];

/**
 * Locks the work packages about to be journaled (PostgreSQL; SQLite writes one at a time), in id order: two webhook
 * jobs journaling the same work package would otherwise take the same journal version. The lock is the one an update
 * of the row takes (FOR NO KEY UPDATE): it does not wait on the key-share locks the jobs' new links hold on the same
 * rows, which FOR UPDATE did, and two jobs linking one task deadlocked.
 */
export async function lockWorkPackages(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0 || !isPostgres(db)) return;
  await db.selectFrom('work_packages').select('id').where('id', 'in', [...new Set(ids)].sort((a, b) => a - b)).orderBy('id').forNoKeyUpdate().execute();
}
