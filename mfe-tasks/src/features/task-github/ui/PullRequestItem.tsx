// One pull request: its state (icon and word), the title linking to GitHub, repository, number, author, last update,
// its checks (passing, failing or pending, the runs' names on demand) and review state when there are any, and its
// action (Assign or Unassign). All of it is inert text.
import { useId, useState, type ReactNode } from 'react';
import {
  Button, Flex, Tag, Typography, VisuallyHidden, CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, MergeOutlined, PullRequestOutlined,
  formatDateTime, formatRelativeTime,
} from '@tessera/shared';
import type { GithubPullRequestHal } from '../api/task-github-api';
import { GITHUB_TEXT } from '../model/github-constants';
import {
  CHECKS_LABELS, CHECK_RUN_LABELS, REVIEW_LABELS, STATE_LABELS, authorOf, bodyPreviewOf, checkRunStateOf, checkRunsOf, checkSummaryOf, checkSummaryText,
  checksStateOf, reviewersText, stateKindOf, updatedAtOf, webUrlOrNull, type ChecksState, type PullRequestStateKind,
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

const CHECKS_STYLE: Record<ChecksState, { color: string; icon: ReactNode }> = {
  passing: { color: 'green', icon: <CheckCircleOutlined /> },
  failing: { color: 'red', icon: <CloseCircleOutlined /> },
  pending: { color: 'gold', icon: <ClockCircleOutlined /> },
};

const REVIEW_COLOURS = { approved: 'green', changes_requested: 'red', commented: 'default' } as const;

/** The checks' state in a word, their counts, and the runs (name, outcome, details on the CI) behind a toggle. */
function Checks({ pullRequest }: { pullRequest: GithubPullRequestHal }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const summary = checkSummaryOf(pullRequest);
  if (!summary) return null;
  const state = checksStateOf(summary);
  const runs = checkRunsOf(pullRequest);
  return (
    <Flex vertical gap={4} data-testid="pr-checks">
      <Flex gap={8} align="center" wrap>
        <Tag color={CHECKS_STYLE[state].color} icon={CHECKS_STYLE[state].icon} style={{ marginInlineEnd: 0 }} data-testid="pr-checks-state">
          {CHECKS_LABELS[state]}
        </Tag>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>{checkSummaryText(summary)}</Typography.Text>
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((shown) => !shown)} data-testid="pr-checks-toggle">
          {open ? 'Hide checks' : `Show checks (${runs.length})`}
        </Button>
      </Flex>
      {open ? (
        <ul id={listId} style={{ margin: 0, paddingLeft: 18, fontSize: 13 }} aria-label={`Checks of ${pullRequestName(pullRequest)}`} data-testid="pr-check-runs">
          {runs.map((run) => {
            const details = webUrlOrNull(run.detailsUrl ?? run.htmlUrl);
            return (
              <li key={run.name}>
                {run.name}: {CHECK_RUN_LABELS[checkRunStateOf(run)]}
                {details ? (
                  <>
                    {' · '}
                    <Typography.Link href={details} target="_blank" rel="noopener noreferrer">
                      Details<VisuallyHidden> of {run.name} {GITHUB_TEXT.opensInNewTab}</VisuallyHidden>
                    </Typography.Link>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </Flex>
  );
}

/** The verdict of the latest reviews (changes requested, approved, reviewed) and who gave them. */
function Review({ pullRequest }: { pullRequest: GithubPullRequestHal }) {
  const state = pullRequest.reviewState;
  if (!state) return null;
  const who = reviewersText(pullRequest);
  return (
    <Flex gap={8} align="center" wrap data-testid="pr-review">
      <Tag color={REVIEW_COLOURS[state]} style={{ marginInlineEnd: 0 }} data-testid="pr-review-state">{REVIEW_LABELS[state]}</Tag>
      {who ? <Typography.Text type="secondary" style={{ fontSize: 13 }}>{who}</Typography.Text> : null}
    </Flex>
  );
}

/** "owner/repo#12", how GitHub names a pull request (and the action buttons' names say which one). */
export const pullRequestName = (pullRequest: GithubPullRequestHal) => `${pullRequest.repository}#${pullRequest.number}`;

export function PullRequestItem({ pullRequest, action }: { pullRequest: GithubPullRequestHal; action?: ReactNode }) {
  const url = webUrlOrNull(pullRequest.htmlUrl);
  const author = authorOf(pullRequest);
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
          <Checks pullRequest={pullRequest} />
          <Review pullRequest={pullRequest} />
          {preview ? (
            <Typography.Text type="secondary" style={{ fontSize: 13, wordBreak: 'break-word' }} data-testid="pr-body">{preview}</Typography.Text>
          ) : null}
        </Flex>
        {action}
      </Flex>
    </li>
  );
}
