import type { FastifyInstance } from 'fastify';
import { githubClient, GithubError, GithubNotConfigured } from '../github/index.ts';
import { githubUpdated, pullRequestsChanged, storePullRequests } from '../github-pull-requests/index.ts';
import { JobFailure, type JobHandler } from '../jobs/index.ts';
import * as queries from './queries.ts';

export const BACKFILL_JOB = 'github_backfill_repository';
/** Pull requests stored per transaction (one page of GitHub's list). */
const BATCH = 100;

/** Imports a newly connected repository's pull requests (all pages), linking those that name tasks. */
export function backfillJob(app: FastifyInstance): JobHandler<{ repositoryId: number }> {
  return async ({ payload }) => {
    const repository = await queries.findRepository(app.db, payload.repositoryId);
    if (!repository) throw new JobFailure('The repository is no longer connected.');
    let pullRequests;
    try {
      pullRequests = await (await githubClient(app)).listPullRequests(repository.owner, repository.name);
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
    await app.db.updateTable('github_repositories').set({ backfilled_at: app.clock.now().toISOString() }).where('id', '=', repository.id).execute();
    // Once at the end, not per page: the projects' GitHub views refetch the imported whole.
    githubUpdated(app, (await queries.projectsOfRepository(app.db, repository.id)).map((row) => row.project_id));
    return { message: `Imported ${pullRequests.length} pull requests of ${repository.full_name}.`, result: { pullRequests: pullRequests.length, linked } };
  };
}
