// The charts (spec 003 §2): PR Status Distribution, Team Activity (Last 30 Days), and Issues vs Pull Requests when
// issues total is above 0. Each chart is one image named by a summary, with its numbers as a table on demand;
// ApexCharts loads with the first chart drawn.
import { useMemo } from 'react';
import { Card, Typography } from '@tessera/shared';
import { Chart } from '@tessera/shared/charts';
import type { GithubStatsHal } from '../api/github-overview-api';
import { GITHUB_TEXT } from '../model/github-constants';
import { activityChart, issuesVsPullRequestsChart, statusChart } from '../model/overview';
import { Section } from './parts';

export function GithubCharts({ stats }: { stats: GithubStatsHal }) {
  const status = useMemo(() => statusChart(stats), [stats]);
  const activity = useMemo(() => activityChart(stats), [stats]);
  const issues = useMemo(() => issuesVsPullRequestsChart(stats), [stats]);
  return (
    <Section title={GITHUB_TEXT.chartsTitle} testId="github-charts">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12 }}>
        <Card size="small" title={<Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>PR Status Distribution</Typography.Title>}>
          {stats.pullRequests.total === 0 ? (
            <Typography.Text type="secondary">No pull requests yet.</Typography.Text>
          ) : (
            <Chart type="donut" series={status.series} options={status.options} height={260} label={status.label} table={status.table} tableTestId="github-status-table" />
          )}
        </Card>
        <Card size="small" title={<Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>Team Activity (Last {stats.periodDays} Days)</Typography.Title>}>
          <Chart type="line" series={activity.series} options={activity.options} height={260} label={activity.label} table={activity.table} tableTestId="github-activity-table" />
        </Card>
        {stats.issues.total > 0 ? (
          <Card size="small" title={<Typography.Title level={4} style={{ fontSize: 16, margin: 0 }}>{GITHUB_TEXT.issuesVsPullRequests}</Typography.Title>}>
            <Chart type="bar" series={issues.series} options={issues.options} height={260} label={issues.label} table={issues.table} tableTestId="github-issues-table" />
          </Card>
        ) : null}
      </div>
    </Section>
  );
}
