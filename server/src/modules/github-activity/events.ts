// The webhook events beyond pull_request (issues, pull_request_review, check_run, push, installation,
// installation_repositories): read from a verified, stored delivery and kept in our tables. A signed payload is
// GitHub's, but a shape we cannot read is recorded as failed, never thrown.
import type { FastifyInstance } from 'fastify';
import type { GithubCheckRunData, GithubIssueData, GithubPullRequestData, GithubReviewData } from '../github/index.ts';
import { recordInstallationEvent } from '../github/index.ts';
import { connectedProjects, githubUpdated, pullRequestsChanged, storePullRequests, workPackagesGithubChanged } from '../github-pull-requests/index.ts';
import { markInstallationRepositories, removeIssue, SHA, storeCheckRuns, storeIssues, storePush, storeReviews } from './store.ts';

export const ACTIVITY_EVENTS = new Set(['issues', 'pull_request_review', 'check_run', 'push', 'installation', 'installation_repositories']);

export interface Outcome {
  status: 'processed' | 'ignored' | 'failed';
  message: string;
}

type Payload = Record<string, unknown>;

const isObject = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isOptionalDate = (value: unknown) => value === null || value === undefined || isDate(value);

function isIssue(value: unknown): value is GithubIssueData {
  return isObject(value) && isId(value.id) && isId(value.number) && typeof value.title === 'string' && typeof value.state === 'string' && typeof value.html_url === 'string' && isDate(value.created_at) && isDate(value.updated_at) && isOptionalDate(value.closed_at);
}

function isReview(value: unknown): value is GithubReviewData {
  return isObject(value) && isId(value.id) && typeof value.state === 'string' && isOptionalDate(value.submitted_at);
}

function isCheckRun(value: unknown): value is GithubCheckRunData {
  return isObject(value) && isId(value.id) && typeof value.head_sha === 'string' && SHA.test(value.head_sha) && typeof value.name === 'string' && typeof value.status === 'string' && isOptionalDate(value.started_at) && isOptionalDate(value.completed_at);
}

function isPullRequest(value: unknown): value is GithubPullRequestData {
  return (
    isObject(value) &&
    isId(value.id) &&
    isId(value.number) &&
    typeof value.title === 'string' &&
    typeof value.state === 'string' &&
    typeof value.html_url === 'string' &&
    isDate(value.created_at) &&
    isDate(value.updated_at) &&
    isOptionalDate(value.merged_at) &&
    isOptionalDate(value.closed_at) &&
    (value.labels === undefined || Array.isArray(value.labels))
  );
}

const failed = (message: string): Outcome => ({ status: 'failed', message });
const ignored = (message: string): Outcome => ({ status: 'ignored', message });

async function knownRepository(app: FastifyInstance, body: Payload) {
  const repository = isObject(body.repository) ? body.repository : null;
  if (!repository || !isId(repository.id)) return undefined;
  return app.db.selectFrom('github_repositories').select(['id', 'full_name']).where('github_id', '=', repository.id).executeTakeFirst();
}

const projectIdsOf = async (app: FastifyInstance, repositoryId: number) => (await connectedProjects(app.db, repositoryId)).map((project) => project.id);

/** Processes one activity event; null when the event is not one of ACTIVITY_EVENTS. */
export async function processActivityEvent(app: FastifyInstance, event: string, action: string | null, body: Payload): Promise<Outcome | null> {
  if (event === 'installation') return installation(app, action, body);
  if (event === 'installation_repositories') return installationRepositories(app, body);
  if (!ACTIVITY_EVENTS.has(event)) return null;
  const repository = await knownRepository(app, body);
  if (!repository) return ignored('The repository is not connected to any project.');
  if (event === 'issues') return issues(app, repository, action, body);
  if (event === 'pull_request_review') return review(app, repository, body);
  if (event === 'check_run') return checkRun(app, repository, body);
  return push(app, repository, body);
}

type Repository = { id: number; full_name: string };

async function issues(app: FastifyInstance, repository: Repository, action: string | null, body: Payload): Promise<Outcome> {
  const issue = body.issue;
  if (action === 'deleted' || action === 'transferred') {
    if (!isObject(issue) || !isId(issue.id)) return failed('The issue in the payload is incomplete.');
    if (await removeIssue(app, issue.id)) githubUpdated(app, await projectIdsOf(app, repository.id));
    return { status: 'processed', message: `Issue #${String(issue.number)} of ${repository.full_name} ${action}.` };
  }
  if (!isIssue(issue)) return failed('The issue in the payload is incomplete.');
  if (issue.pull_request) return ignored('A pull request, kept from its pull_request events.');
  const stored = await storeIssues(app, [issue], repository.id);
  if (stored > 0) githubUpdated(app, await projectIdsOf(app, repository.id));
  return { status: 'processed', message: stored > 0 ? `Issue #${issue.number} of ${repository.full_name} ${action ?? 'changed'}.` : `Issue #${issue.number} of ${repository.full_name}: a newer state is kept.` };
}

async function review(app: FastifyInstance, repository: Repository, body: Payload): Promise<Outcome> {
  const pullRequest = body.pull_request;
  if (!isReview(body.review) || !isPullRequest(pullRequest)) return failed('The review or its pull request in the payload is incomplete.');
  // The pull request as the event tells it (its head commit among others; a newer stored state wins).
  const outcome = await storePullRequests(app, [pullRequest], { repositoryId: repository.id, repositoryFullName: repository.full_name, journalStateChanges: true });
  await pullRequestsChanged(app, outcome.changes);
  const row = await app.db.selectFrom('github_pull_requests').select('id').where('github_id', '=', pullRequest.id).executeTakeFirst();
  if (!row) return failed('The pull request of the review could not be stored.');
  const changes = await storeReviews(app, row.id, [body.review]);
  workPackagesGithubChanged(app, changes);
  githubUpdated(app, [...outcome.projectIds, ...(changes.length > 0 ? await projectIdsOf(app, repository.id) : [])]);
  return { status: 'processed', message: `Review of #${pullRequest.number} of ${repository.full_name} ${changes.length > 0 || outcome.stored > 0 ? 'stored' : 'kept as it was'}.` };
}

async function checkRun(app: FastifyInstance, repository: Repository, body: Payload): Promise<Outcome> {
  const run = body.check_run;
  if (!isCheckRun(run)) return failed('The check run in the payload is incomplete.');
  const changes = await storeCheckRuns(app, repository.id, [run]);
  workPackagesGithubChanged(app, changes);
  return { status: 'processed', message: `Check run ${run.name} of ${repository.full_name} ${run.status}.` };
}

async function push(app: FastifyInstance, repository: Repository, body: Payload): Promise<Outcome> {
  const { ref, after, commits } = body;
  if (typeof ref !== 'string' || typeof after !== 'string' || !SHA.test(after) || (commits !== undefined && !Array.isArray(commits))) return failed('The push in the payload is incomplete.');
  if (body.deleted === true || /^0+$/.test(after)) return ignored(`${ref} of ${repository.full_name} deleted: no commits pushed.`);
  const headCommit = isObject(body.head_commit) ? body.head_commit : null;
  const sender = isObject(body.sender) ? body.sender : null;
  const pushedAt = isDate(headCommit?.timestamp) ? new Date(headCommit!.timestamp as string).toISOString() : app.clock.now().toISOString();
  const stored = await storePush(app, repository.id, {
    ref,
    after,
    pusherLogin: typeof sender?.login === 'string' ? sender.login.slice(0, 500) : null,
    commitCount: Array.isArray(commits) ? commits.length : 0,
    compareUrl: typeof body.compare === 'string' && /^https?:\/\//i.test(body.compare) ? body.compare : null,
    pushedAt,
  });
  if (stored) githubUpdated(app, await projectIdsOf(app, repository.id));
  return { status: 'processed', message: `Push to ${ref} of ${repository.full_name}${stored ? '' : ' (known already)'}.` };
}

async function installation(app: FastifyInstance, action: string | null, body: Payload): Promise<Outcome> {
  const found = isObject(body.installation) ? body.installation : null;
  if (!found || !isId(found.id)) return failed('The installation in the payload is incomplete.');
  const account = isObject(found.account) && typeof found.account.login === 'string' ? found.account.login : null;
  const at = action === 'suspend' && isDate(found.suspended_at) ? (found.suspended_at as string) : isDate(found.updated_at) ? (found.updated_at as string) : null;
  const changed = await recordInstallationEvent(app, { action: action ?? '', installationId: found.id, account, at });
  return changed ? { status: 'processed', message: `Installation ${found.id} ${action}.` } : ignored(`Installation ${found.id} ${action}: not the configured installation, or older than what is known.`);
}

async function installationRepositories(app: FastifyInstance, body: Payload): Promise<Outcome> {
  const ids = (list: unknown) => (Array.isArray(list) ? list.filter(isObject).map((repository) => repository.id).filter(isId) : []);
  const changed = await markInstallationRepositories(app, ids(body.repositories_removed), ids(body.repositories_added));
  if (changed.length > 0) {
    const projects = await app.db.selectFrom('github_project_repositories').select('project_id').where('repository_id', 'in', changed).execute();
    githubUpdated(app, projects.map((row) => row.project_id));
  }
  return { status: 'processed', message: `${changed.length} connected ${changed.length === 1 ? 'repository' : 'repositories'} changed access through the installation.` };
}
