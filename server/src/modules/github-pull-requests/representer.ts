import { toBoolean, toIsoString, toIsoStringOrNull } from '../../db/values.ts';
import { renderPlain } from '../../http/formattable.ts';
import { link } from '../../http/hal.ts';
import type { CheckRunRecord, PullRequestRecord, ReviewRecord } from './queries.ts';

export const pullRequestPath = (id: number) => `/github_pull_requests/${id}`;
export const workPackagePullRequestsPath = (workPackageId: number) => `/work_packages/${workPackageId}/github_pull_requests`;

function labelsOf(raw: string): { name: string; color: string | null }[] {
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? (parsed as { name: string; color: string | null }[]) : [];
  } catch {
    return [];
  }
}

/**
 * OpenProject's GithubPullRequest. The title and body are GitHub users' text: answered as plain text (the body's html
 * escaped), never rendered as markup. State is GitHub's (open or closed); merged says how a closed one ended.
 */
export function representPullRequest(row: PullRequestRecord, activity: PullRequestActivity = NO_ACTIVITY) {
  const self = pullRequestPath(row.id);
  const user = row.author_login === null ? null : { _type: 'GithubUser' as const, login: row.author_login, htmlUrl: row.author_html_url, avatarUrl: row.author_avatar_url };
  return {
    _type: 'GithubPullRequest' as const,
    id: row.id,
    number: row.number,
    githubUpdatedAt: toIsoString(row.github_updated_at),
    state: row.state,
    draft: toBoolean(row.draft),
    merged: toBoolean(row.merged),
    mergedAt: toIsoStringOrNull(row.merged_at),
    closedAt: toIsoStringOrNull(row.closed_at),
    title: row.title,
    body: { format: 'plain' as const, raw: row.body, html: renderPlain(row.body) },
    htmlUrl: row.html_url,
    repository: row.repository_full_name,
    repositoryHtmlUrl: row.repository_html_url,
    headRef: row.head_ref,
    baseRef: row.base_ref,
    labels: labelsOf(row.labels),
    createdAt: toIsoString(row.github_created_at),
    updatedAt: toIsoString(row.updated_at),
    reviewState: reviewStateOf(activity.reviews),
    _embedded: { githubUser: user, checkRuns: activity.checkRuns.map(representCheckRun), reviews: activity.reviews.map(representReview) },
    _links: { self: link(self, row.title), htmlUrl: { href: row.html_url } },
  };
}

/** What GitHub says about a pull request beside it: its head commit's check runs and its latest review per reviewer. */
export interface PullRequestActivity {
  checkRuns: CheckRunRecord[];
  reviews: ReviewRecord[];
}
const NO_ACTIVITY: PullRequestActivity = { checkRuns: [], reviews: [] };

/**
 * Pairs a page's check runs and reviews with its pull requests: the runs of each one's head commit, the latest of
 * each name (a re-run replaces the run it repeats, as GitHub shows it), and each reviewer's latest submitted review.
 */
export function activityByPullRequest(rows: PullRequestRecord[], checkRuns: CheckRunRecord[], reviews: ReviewRecord[]): Map<number, PullRequestActivity> {
  const runsByHead = new Map<string, CheckRunRecord[]>();
  for (const run of checkRuns) {
    const key = `${run.repository_id}@${run.head_sha}`;
    const list = runsByHead.get(key) ?? [];
    // Ordered by name, then newest id first: the first of a name is its latest.
    if (!list.some((known) => known.name === run.name)) list.push(run);
    runsByHead.set(key, list);
  }
  const reviewsByPullRequest = new Map<number, Map<string, ReviewRecord>>();
  for (const review of reviews) {
    const byReviewer = reviewsByPullRequest.get(review.pull_request_id) ?? new Map<string, ReviewRecord>();
    // Oldest first: a later review of the same reviewer replaces theirs.
    byReviewer.set(review.reviewer_login ?? `#${review.github_id}`, review);
    reviewsByPullRequest.set(review.pull_request_id, byReviewer);
  }
  return new Map(
    rows.map((row) => [
      row.id,
      {
        checkRuns: row.head_sha === null ? [] : (runsByHead.get(`${row.repository_id}@${row.head_sha}`) ?? []),
        reviews: [...(reviewsByPullRequest.get(row.id)?.values() ?? [])],
      },
    ]),
  );
}

/**
 * GitHub's verdict from each reviewer's latest review: changes requested by anyone wins, then an approval; reviews
 * with comments only say 'commented'; null without reviews. A dismissed review counts for nothing.
 */
export function reviewStateOf(reviews: ReviewRecord[]): 'approved' | 'changes_requested' | 'commented' | null {
  const states = new Set(reviews.map((review) => review.state));
  if (states.has('changes_requested')) return 'changes_requested';
  if (states.has('approved')) return 'approved';
  if (states.has('commented')) return 'commented';
  return null;
}

const webUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/** OpenProject's GithubCheckRun. */
function representCheckRun(run: CheckRunRecord) {
  return {
    _type: 'GithubCheckRun' as const,
    name: run.name,
    status: run.status,
    conclusion: run.conclusion,
    detailsUrl: webUrl(run.details_url),
    htmlUrl: webUrl(run.html_url),
    appOwnerAvatarUrl: webUrl(run.app_owner_avatar_url),
    startedAt: toIsoStringOrNull(run.started_at),
    completedAt: toIsoStringOrNull(run.completed_at),
  };
}

function representReview(review: ReviewRecord) {
  return {
    _type: 'GithubReview' as const,
    login: review.reviewer_login,
    avatarUrl: webUrl(review.reviewer_avatar_url),
    state: review.state,
    submittedAt: toIsoStringOrNull(review.submitted_at),
    htmlUrl: webUrl(review.html_url),
  };
}
