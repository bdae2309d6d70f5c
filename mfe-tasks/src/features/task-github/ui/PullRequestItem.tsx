// One pull request: its state (icon and word), the title linking to GitHub, repository, number, author, last update,
// a check run summary when there is one, and its action (Assign or Unassign). All of it is inert text.
import type { ReactNode } from 'react';
import {
  Flex, Tag, Typography, VisuallyHidden, CloseCircleOutlined, MergeOutlined, PullRequestOutlined, formatDateTime, formatRelativeTime,
} from '@tessera/shared';
import type { GithubPullRequestHal } from '../api/task-github-api';
import { GITHUB_TEXT } from '../model/github-constants';
import {
  STATE_LABELS, authorOf, bodyPreviewOf, checkSummaryOf, checkSummaryText, stateKindOf, updatedAtOf, webUrlOrNull,
  type PullRequestStateKind,
} from '../model/pull-request';

const STATE_STYLE: Record<PullRequestStateKind, { color: string; icon: ReactNode }> = {
  open: { color: 'green', icon: <PullRequestOutlined /> },
  draft: { color: 'default', icon: <PullRequestOutlined /> },
  merged: { color: 'purple', icon: <MergeOutlined /> },
  closed: { color: 'red', icon: <CloseCircleOutlined /> },
};

export function PullRequestStateTag({ pullRequest }: { pullRequest: GithubPullRequestHal }) {
  const kind = stateKindOf(pullRequest);
  return (
    <Tag color={STATE_STYLE[kind].color} icon={STATE_STYLE[kind].icon} style={{ marginInlineEnd: 0 }} data-testid="pr-state">
      {STATE_LABELS[kind]}
    </Tag>
  );
}

/** "owner/repo#12", how GitHub names a pull request (and the action buttons' names say which one). */
export const pullRequestName = (pullRequest: GithubPullRequestHal) => `${pullRequest.repository}#${pullRequest.number}`;

export function PullRequestItem({ pullRequest, action }: { pullRequest: GithubPullRequestHal; action?: ReactNode }) {
  const url = webUrlOrNull(pullRequest.htmlUrl);
  const author = authorOf(pullRequest);
  const checks = checkSummaryOf(pullRequest);
  const preview = bodyPreviewOf(pullRequest);
  const updatedAt = updatedAtOf(pullRequest);
  return (
    <li data-testid={`pr-${pullRequest.id}`} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0', listStyle: 'none' }}>
      <Flex gap={12} align="flex-start" justify="space-between">
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Flex gap={8} align="center" wrap>
            <PullRequestStateTag pullRequest={pullRequest} />
            {url ? (
              <Typography.Link href={url} target="_blank" rel="noopener noreferrer" strong style={{ wordBreak: 'break-word' }} data-testid="pr-title">
                {pullRequest.title}
                <VisuallyHidden> {GITHUB_TEXT.opensInNewTab}</VisuallyHidden>
              </Typography.Link>
            ) : (
              <Typography.Text strong style={{ wordBreak: 'break-word' }} data-testid="pr-title">{pullRequest.title}</Typography.Text>
            )}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="pr-meta">
            {pullRequestName(pullRequest)}
            {author ? ` · by ${author}` : ''}
            {' · updated '}
            <time dateTime={updatedAt} title={formatDateTime(updatedAt)}>{formatRelativeTime(updatedAt)}</time>
          </Typography.Text>
          {checks ? (
            <Typography.Text type={checks.failed ? 'danger' : 'secondary'} style={{ fontSize: 13 }} data-testid="pr-checks">
              {checkSummaryText(checks)}
            </Typography.Text>
          ) : null}
          {preview ? (
            <Typography.Text type="secondary" style={{ fontSize: 13, wordBreak: 'break-word' }} data-testid="pr-body">{preview}</Typography.Text>
          ) : null}
        </Flex>
        {action}
      </Flex>
    </li>
  );
}
