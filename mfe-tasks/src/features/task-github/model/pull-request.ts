// What the tab shows of a pull request (server: modules/github-pull-requests, OpenProject's GithubPullRequest).
import type { GithubPullRequestHal } from '../api/task-github-api';
import { BODY_PREVIEW_LENGTH } from './github-constants';

export type PullRequestStateKind = 'open' | 'draft' | 'merged' | 'closed';

export const STATE_LABELS: Record<PullRequestStateKind, string> = { open: 'Open', draft: 'Draft', merged: 'Merged', closed: 'Closed' };

/** GitHub answers open or closed; merged and draft say how a closed one ended and whether an open one is ready. */
export function stateKindOf(pullRequest: Pick<GithubPullRequestHal, 'state' | 'draft' | 'merged'>): PullRequestStateKind {
  if (pullRequest.merged) return 'merged';
  if (pullRequest.state === 'closed') return 'closed';
  return pullRequest.draft ? 'draft' : 'open';
}

/** Only web links are followed: a javascript: or data: URL from anywhere never becomes a link. */
export function webUrlOrNull(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** The author's login, from `_embedded.githubUser` (the schema leaves `_embedded` open, so it is checked here). */
export function authorOf(pullRequest: GithubPullRequestHal): string | null {
  const user = pullRequest._embedded?.githubUser as { login?: unknown } | null | undefined;
  return typeof user?.login === 'string' ? user.login : null;
}

export type GithubCheckRunHal = GithubPullRequestHal['_embedded']['checkRuns'][number];
export type GithubReviewHal = GithubPullRequestHal['_embedded']['reviews'][number];

export interface CheckSummary {
  total: number;
  passed: number;
  failed: number;
  pending: number;
}

const FAILED_CONCLUSIONS = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure', 'stale']);

export type CheckRunState = 'passed' | 'failed' | 'pending' | 'skipped' | 'neutral';

/** One run: not completed is pending; completed, by its conclusion. */
export function checkRunStateOf(run: Pick<GithubCheckRunHal, 'status' | 'conclusion'>): CheckRunState {
  if (run.status !== 'completed') return 'pending';
  if (typeof run.conclusion === 'string' && FAILED_CONCLUSIONS.has(run.conclusion)) return 'failed';
  if (run.conclusion === 'skipped') return 'skipped';
  if (run.conclusion === 'neutral') return 'neutral';
  return 'passed';
}

export const CHECK_RUN_LABELS: Record<CheckRunState, string> = { passed: 'Passed', failed: 'Failed', pending: 'Pending', skipped: 'Skipped', neutral: 'Neutral' };

/** The head commit's check runs (the server sends the latest of each name). */
export const checkRunsOf = (pullRequest: GithubPullRequestHal): GithubCheckRunHal[] => (Array.isArray(pullRequest._embedded?.checkRuns) ? pullRequest._embedded.checkRuns : []);

/** The check runs counted by outcome; null when there are none. Skipped and neutral runs count as passed, as on GitHub. */
export function checkSummaryOf(pullRequest: GithubPullRequestHal): CheckSummary | null {
  const runs = checkRunsOf(pullRequest);
  if (runs.length === 0) return null;
  const summary: CheckSummary = { total: runs.length, passed: 0, failed: 0, pending: 0 };
  for (const run of runs) {
    const state = checkRunStateOf(run);
    if (state === 'pending') summary.pending += 1;
    else if (state === 'failed') summary.failed += 1;
    else summary.passed += 1;
  }
  return summary;
}

export type ChecksState = 'passing' | 'failing' | 'pending';

/** One word for all of them, as GitHub shows it: any failure fails, else any pending run is pending, else passing. */
export function checksStateOf(summary: CheckSummary): ChecksState {
  if (summary.failed > 0) return 'failing';
  if (summary.pending > 0) return 'pending';
  return 'passing';
}

export const CHECKS_LABELS: Record<ChecksState, string> = { passing: 'Checks passing', failing: 'Checks failing', pending: 'Checks pending' };

export function checkSummaryText(summary: CheckSummary): string {
  const parts = [
    summary.passed ? `${summary.passed} passed` : null,
    summary.failed ? `${summary.failed} failed` : null,
    summary.pending ? `${summary.pending} pending` : null,
  ].filter(Boolean);
  return parts.join(', ');
}

type ReviewState = NonNullable<GithubPullRequestHal['reviewState']>;
export const REVIEW_LABELS: Record<ReviewState, string> = { approved: 'Approved', changes_requested: 'Changes requested', commented: 'Reviewed' };

const REVIEW_VERBS: Record<string, string> = { approved: 'approved', changes_requested: 'requested changes', commented: 'commented', dismissed: 'review dismissed' };

/** Who said what in their latest review ("alice approved, bob requested changes"); '' without reviews. */
export function reviewersText(pullRequest: GithubPullRequestHal): string {
  const reviews = Array.isArray(pullRequest._embedded?.reviews) ? pullRequest._embedded.reviews : [];
  return reviews
    .filter((review) => review.state !== 'dismissed')
    .map((review) => `${review.login ?? 'someone'} ${REVIEW_VERBS[review.state] ?? review.state}`)
    .join(', ');
}

/** The start of the description as plain text (the body is GitHub users' text: never rendered as markup). */
export function bodyPreviewOf(pullRequest: GithubPullRequestHal): string {
  const raw = (pullRequest.body?.raw ?? '').replace(/\s+/g, ' ').trim();
  return raw.length > BODY_PREVIEW_LENGTH ? `${raw.slice(0, BODY_PREVIEW_LENGTH).trimEnd()}…` : raw;
}

/** When it last changed on GitHub (our row's updatedAt when the server has no GitHub time). */
export const updatedAtOf = (pullRequest: GithubPullRequestHal) => pullRequest.githubUpdatedAt ?? pullRequest.updatedAt;
