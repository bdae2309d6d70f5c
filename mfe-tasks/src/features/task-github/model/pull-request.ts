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

export interface CheckSummary {
  total: number;
  passed: number;
  failed: number;
  pending: number;
}

const FAILED_CONCLUSIONS = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure', 'stale']);

/** The check runs of `_embedded.checkRuns` when the server sends them (OpenProject does); null when there are none. */
export function checkSummaryOf(pullRequest: GithubPullRequestHal): CheckSummary | null {
  const runs = pullRequest._embedded?.checkRuns;
  if (!Array.isArray(runs) || runs.length === 0) return null;
  const summary: CheckSummary = { total: runs.length, passed: 0, failed: 0, pending: 0 };
  for (const run of runs as Array<{ status?: unknown; conclusion?: unknown }>) {
    if (run.status !== 'completed') summary.pending += 1;
    else if (typeof run.conclusion === 'string' && FAILED_CONCLUSIONS.has(run.conclusion)) summary.failed += 1;
    else summary.passed += 1;
  }
  return summary;
}

export function checkSummaryText(summary: CheckSummary): string {
  const parts = [
    summary.passed ? `${summary.passed} passed` : null,
    summary.failed ? `${summary.failed} failed` : null,
    summary.pending ? `${summary.pending} pending` : null,
  ].filter(Boolean);
  return `Checks: ${parts.join(', ')}`;
}

/** The start of the description as plain text (the body is GitHub users' text: never rendered as markup). */
export function bodyPreviewOf(pullRequest: GithubPullRequestHal): string {
  const raw = (pullRequest.body?.raw ?? '').replace(/\s+/g, ' ').trim();
  return raw.length > BODY_PREVIEW_LENGTH ? `${raw.slice(0, BODY_PREVIEW_LENGTH).trimEnd()}…` : raw;
}

/** When it last changed on GitHub (our row's updatedAt when the server has no GitHub time). */
export const updatedAtOf = (pullRequest: GithubPullRequestHal) => pullRequest.githubUpdatedAt ?? pullRequest.updatedAt;
