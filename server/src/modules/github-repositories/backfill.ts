import type { FastifyInstance } from 'fastify';
import { activityReader, githubClient, GithubError, GithubNotConfigured, type GithubActivityReader, type GithubPullRequestData } from '../github/index.ts';
import { storeCheckRuns, storeIssues, storeReviews, type TabChange } from '../github-activity/index.ts';
import { githubUpdated, pullRequestsChanged, storePullRequests, workPackagesGithubChanged } from '../github-pull-requests/index.ts';
import { JobFailure, type JobHandler } from '../jobs/index.ts';
import * as queries from './queries.ts';

export const BACKFILL_JOB = 'github_backfill_repository';
/** Pull requests stored per transaction (one page of GitHub's list). */
const BATCH = 100;
/**
 * Reviews and check runs are read per pull request (GitHub has no list of them per repository): for the open pull
 * requests and those updated within the stats' 30 days, not a repository's whole history (thousands of calls for
 * closed work nobody looks at); the webhooks keep them current from then on.
 */
export const BACKFILL_ACTIVITY_DAYS = 30;

/** Imports a newly connected repository's pull requests (all pages), linking those that name tasks. */
export function backfillJob(app: FastifyInstance): JobHandler<{ repositoryId: number }> {
  return async ({ payload }) => {
    const repository = await queries.findRepository(app.db, payload.repositoryId);
    if (!repository) throw new JobFailure('The repository is no longer connected.');
    let pullRequests;
    let reader: GithubActivityReader;
    try {
      const client = await githubClient(app);
      reader = activityReader(client);
      pullRequests = await client.listPullRequests(repository.owner, repository.name);
    } catch (error) {
      if (error instanceof GithubError || error instanceof GithubNotConfigured) throw new JobFailure(error.message);
      throw error;
    }
    let linked = 0;
    for (let start = 0; start < pullRequests.length; start += BATCH) {
      const outcome = await storePullRequests(app, pullRequests.slice(start, start + BATCH), { repositoryId: repository.id, repositoryFullName: repository.full_name, journalStateChanges: false });
      linked += outcome.linked;
      // Links only (history is imported without state journals, so no merge rule applies): the tasks' tabs refetch.
      await pullRequestsChanged(app, outcome.changes);
    }
    let activity;
    try {
      activity = await backfillActivity(app, reader, repository, pullRequests);
    } catch (error) {
      if (error instanceof GithubError) throw new JobFailure(error.message);
      throw error;
    }
    await app.db.updateTable('github_repositories').set({ backfilled_at: app.clock.now().toISOString() }).where('id', '=', repository.id).execute();
    // Once at the end, not per page: the projects' GitHub views refetch the imported whole.
    githubUpdated(app, (await queries.projectsOfRepository(app.db, repository.id)).map((row) => row.project_id));
    return {
      message: `Imported ${pullRequests.length} pull requests, ${activity.issues} issues, ${activity.reviews} reviews and ${activity.checkRuns} check runs of ${repository.full_name}.`,
      result: { pullRequests: pullRequests.length, linked, ...activity },
    };
  };
}

/**
 * After the pull requests: the repository's issues (GitHub's list holds pull requests too; those are left out), then
 * the reviews and head-commit check runs of the recent pull requests. The tabs of linked tasks refetch once at the end.
 */
async function backfillActivity(
  app: FastifyInstance,
  reader: GithubActivityReader,
  repository: { id: number; owner: string; name: string },
  pullRequests: GithubPullRequestData[],
): Promise<{ issues: number; reviews: number; checkRuns: number }> {
  const issues = await reader.listIssues(repository.owner, repository.name);
  for (let start = 0; start < issues.length; start += BATCH) await storeIssues(app, issues.slice(start, start + BATCH), repository.id);

  const since = new Date(app.clock.now().getTime() - BACKFILL_ACTIVITY_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const recent = pullRequests.filter((pr) => pr.state === 'open' || new Date(pr.updated_at).toISOString() >= since);
  const stored = new Map<number, { id: number; head_sha: string | null }>();
  for (let start = 0; start < recent.length; start += BATCH) {
    const rows = await app.db
      .selectFrom('github_pull_requests')
      .select(['id', 'github_id', 'head_sha'])
      .where('github_id', 'in', recent.slice(start, start + BATCH).map((pr) => pr.id))
      .execute();
    for (const row of rows) stored.set(Number(row.github_id), row);
  }
  const changes: TabChange[] = [];
  let reviews = 0;
  let checkRuns = 0;
  const checkedHeads = new Set<string>();
  for (const pr of recent) {
    const row = stored.get(pr.id);
    if (!row) continue;
    const found = await reader.listReviews(repository.owner, repository.name, pr.number);
    reviews += found.length;
    changes.push(...(await storeReviews(app, row.id, found)));
    if (row.head_sha === null || checkedHeads.has(row.head_sha)) continue;
    checkedHeads.add(row.head_sha);
    const runs = await reader.listCheckRuns(repository.owner, repository.name, row.head_sha);
    checkRuns += runs.length;
    changes.push(...(await storeCheckRuns(app, repository.id, runs)));
  }
  workPackagesGithubChanged(app, changes);
  return { issues: issues.length, reviews, checkRuns };
}
