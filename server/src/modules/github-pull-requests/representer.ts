import { toBoolean, toIsoString, toIsoStringOrNull } from '../../db/values.ts';
import { renderPlain } from '../../http/formattable.ts';
import { link } from '../../http/hal.ts';
import type { PullRequestRecord } from './queries.ts';

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
export function representPullRequest(row: PullRequestRecord) {
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
    _embedded: { githubUser: user },
    _links: { self: link(self, row.title), htmlUrl: { href: row.html_url } },
  };
}
