// The figures of spec 003 §2: five tiles, three analytics panels, the last-activity banner and the Recent Activity
// Summary. Everything comes from the stats answer (pull requests, issues, reviews and pushes the server stores).
import type { ReactNode } from 'react';
import { Alert, Card, Typography, formatRelativeTime } from '@tessera/shared';
import type { GithubStatsHal } from '../api/github-overview-api';
import { GITHUB_TEXT } from '../model/github-constants';
import { formatMergeTime, tilesOf } from '../model/overview';
import { ExternalLink, Section } from './parts';

const grid = (min: number) => ({ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, gap: 12, margin: 0, padding: 0 }) as const;

export function StatsTiles({ stats }: { stats: GithubStatsHal }) {
  return (
    <ul style={{ ...grid(180), marginTop: 24 }} aria-label="Summary" data-testid="github-tiles">
      {tilesOf(stats).map((tile) => (
        <li key={tile.key} style={{ listStyle: 'none' }} data-testid={`github-tile-${tile.key}`}>
          <Card size="small" style={{ height: '100%' }}>
            <Typography.Text type="secondary">{tile.title}</Typography.Text>
            <div style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.3 }}>{tile.value}</div>
            <Typography.Text type="secondary">{tile.detail}</Typography.Text>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Figures({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '4px 16px', margin: 0 }}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt style={{ color: 'rgba(0,0,0,0.65)' }}>{term}</dt>
          <dd style={{ margin: 0, textAlign: 'right', fontWeight: 500 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card size="small" data-testid={testId} title={<Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>{title}</Typography.Title>}>
      {children}
    </Card>
  );
}

export function AnalyticsPanels({ stats }: { stats: GithubStatsHal }) {
  const { pullRequests: prs, teamActivity: team, issues } = stats;
  return (
    <Section title="Analytics" testId="github-analytics">
      <div style={grid(260)}>
        <Panel title="Pull Request Analytics" testId="github-panel-pull-requests">
          <Figures
            rows={[
              ['Total', prs.total],
              ['Open', prs.open],
              ['Drafts', prs.draft],
              ['Merged', prs.merged],
              ['Closed without merging', prs.closed],
              ['Linked to tasks', prs.linkedToWorkPackages],
              ['Not linked', prs.unlinked],
              ['Average time to merge', formatMergeTime(prs.averageMergeTimeHours)],
            ]}
          />
        </Panel>
        <Panel title={`Team Activity (${stats.periodDays} days)`} testId="github-panel-team">
          <Figures
            rows={[
              ['Active contributors', team.activeContributorsLast30Days],
              ['Most active contributor', team.mostActiveContributor ? `${team.mostActiveContributor.login} (${team.mostActiveContributor.pullRequests})` : '—'],
              ['Pull requests opened', team.prsOpenedLast30Days],
              ['Pull requests merged', team.prsMergedLast30Days],
              ['Closed without merging', team.prsClosedLast30Days],
              ['Reviews submitted', team.reviewsLast30Days],
              ['Pushes', team.pushesLast30Days],
              ['Commits pushed', team.commitsPushedLast30Days],
            ]}
          />
        </Panel>
        <Panel title="GitHub Issues Analytics" testId="github-panel-issues">
          <Figures
            rows={[
              ['Total', issues.total],
              ['Open', issues.open],
              ['Closed', issues.closed],
              ['Linked to tasks', issues.linkedToWorkPackages],
              ['Not linked', issues.unlinked],
              [`Opened in ${stats.periodDays} days`, issues.openedLast30Days],
              [`Closed in ${stats.periodDays} days`, issues.closedLast30Days],
            ]}
          />
        </Panel>
      </div>
    </Section>
  );
}

const prName = (pr: { repositoryFullName: string; number: number; title: string }) => `${pr.repositoryFullName}#${pr.number} ${pr.title}`;
const stateOf = (pr: { state: string; draft: boolean; merged: boolean }) => (pr.merged ? 'merged' : pr.state === 'closed' ? 'closed' : pr.draft ? 'draft' : 'open');

export function LastActivityBanner({ stats }: { stats: GithubStatsHal }) {
  const last = stats.integrationHealth.lastActivity;
  if (!last) return <Alert type="info" showIcon title={GITHUB_TEXT.noActivity} style={{ marginTop: 24 }} data-testid="github-last-activity" />;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 24 }}
      data-testid="github-last-activity"
      title={
        <span>
          {GITHUB_TEXT.lastActivity} {last.updatedAt ? <time dateTime={last.updatedAt}>{formatRelativeTime(last.updatedAt)}</time> : null}:{' '}
          <ExternalLink href={last.htmlUrl}>{prName(last)}</ExternalLink> ({stateOf(last)}){last.authorLogin ? ` by ${last.authorLogin}` : ''}
        </span>
      }
    />
  );
}

/** Shown when pull requests were opened in the period (§2). */
export function RecentActivitySummary({ stats }: { stats: GithubStatsHal }) {
  const { teamActivity: team } = stats;
  if (team.prsOpenedLast30Days <= 0) return null;
  return (
    <Section title={GITHUB_TEXT.recentTitle} testId="github-recent">
      <Typography.Paragraph data-testid="github-recent-sentence">
        In the last {stats.periodDays} days, {team.prsOpenedLast30Days} pull {team.prsOpenedLast30Days === 1 ? 'request was' : 'requests were'} opened and{' '}
        {team.prsMergedLast30Days} merged by {team.activeContributorsLast30Days} {team.activeContributorsLast30Days === 1 ? 'contributor' : 'contributors'}.
        {team.mostActiveContributor ? ` Most active: ${team.mostActiveContributor.login}.` : ''}
      </Typography.Paragraph>
      <div style={grid(300)}>
        <Panel title="Latest pull requests" testId="github-recent-pull-requests">
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {stats.recentPullRequests.map((pr) => (
              <li key={pr.id}>
                <ExternalLink href={pr.htmlUrl}>{prName(pr)}</ExternalLink>{' '}
                <Typography.Text type="secondary">
                  ({stateOf(pr)}{pr.updatedAt ? `, ${formatRelativeTime(pr.updatedAt)}` : ''})
                </Typography.Text>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Top contributors" testId="github-recent-contributors">
          <ol style={{ margin: 0, paddingLeft: 18 }}>
            {team.topContributors.map((contributor) => (
              <li key={contributor.login}>
                {contributor.login}: {contributor.opened} opened, {contributor.merged} merged
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </Section>
  );
}
