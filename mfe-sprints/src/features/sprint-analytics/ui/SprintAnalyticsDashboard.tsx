// The Sprint Analytics Dashboard (spec 002 section 2), shown with 'Show Stats'. Loaded lazily with its charts, so
// the board pays for neither until the statistics are shown.
import { useState, type ReactNode } from 'react';
import { Card, Tabs, type ProjectVersion } from '@tessera/shared';
import { QueryState, sprintKeys } from '../../../entities/sprint';
import { useProjectStatistics } from '../api/project-statistics-api';
import { DistributionTab } from './DistributionTab';
import { HealthTab } from './HealthTab';
import { OverviewTab } from './OverviewTab';
import { VelocityTab } from './VelocityTab';

export const ANALYTICS_TITLE = 'Sprint Analytics Dashboard';
export const STATISTICS_FAILED_TITLE = 'Failed to load sprint statistics';

type TabKey = 'overview' | 'distribution' | 'velocity' | 'health';

export interface SprintAnalyticsDashboardProps {
  projectId: number;
  /** The project's sprints, in the board's date order. */
  versions: readonly ProjectVersion[];
}

export default function SprintAnalyticsDashboard({ projectId, versions }: SprintAnalyticsDashboardProps) {
  const statistics = useProjectStatistics(projectId);
  const [tab, setTab] = useState<TabKey>('overview');
  const withStatistics = (render: (data: NonNullable<typeof statistics.data>) => ReactNode) => (
    <QueryState query={statistics} queryKey={sprintKeys.projectStatistics(projectId)} errorTitle={STATISTICS_FAILED_TITLE}>
      {render}
    </QueryState>
  );
  return (
    <Card title={ANALYTICS_TITLE} size="small" style={{ marginBottom: 16 }} data-testid="sprint-analytics">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          { key: 'overview', label: 'Overview', children: withStatistics((data) => <OverviewTab statistics={data} versions={versions} />) },
          { key: 'distribution', label: 'Distribution', children: withStatistics((data) => <DistributionTab statistics={data} />) },
          { key: 'velocity', label: 'Velocity', children: withStatistics((data) => <VelocityTab statistics={data} />) },
          // Health reads the first open sprint's own statistics: it does not wait for the project's.
          { key: 'health', label: 'Health', children: <HealthTab versions={versions} /> },
        ]}
      />
    </Card>
  );
}
