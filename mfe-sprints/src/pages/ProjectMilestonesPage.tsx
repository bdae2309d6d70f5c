// The Milestones view of a project (issue 19): the project's and its sub-projects' versions on a timeline by due
// date, with their health (spec 002 section 4), days-left badge and progress, filtered by health; kept live by the
// project's (and its sub-projects') version and work package events.
import { useState, type ReactNode } from 'react';
import { Empty, errorMessage, Flex, PageError, Result, Spin, Typography } from '@tessera/shared';
import {
  HealthFilter,
  type HealthFilterValue,
  LOADING_MILESTONES_MESSAGE,
  milestoneCounts,
  MILESTONES_ERROR_TITLE,
  MILESTONES_TITLE,
  MilestoneTimeline,
  NO_MATCHING_MILESTONES,
  NO_MILESTONES_HINT,
  NO_MILESTONES_TITLE,
  useLiveMilestones,
  useMilestones,
} from '../features/milestones';

export interface ProjectMilestonesPageProps {
  projectId: number;
}

export default function ProjectMilestonesPage({ projectId }: ProjectMilestonesPageProps) {
  const [health, setHealth] = useState<HealthFilterValue>('all');
  const query = useMilestones(projectId, health);
  const milestones = query.data?._embedded.elements ?? [];
  useLiveMilestones(projectId, milestones.map((milestone) => milestone.project_id));

  let content: ReactNode;
  if (query.isError && !query.data) {
    content = <PageError title={MILESTONES_ERROR_TITLE} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    content = (
      <Flex vertical align="center" gap={12} style={{ padding: 48 }} data-testid="milestones-loading">
        <Spin size="large" />
        <Typography.Text type="secondary">{LOADING_MILESTONES_MESSAGE}</Typography.Text>
      </Flex>
    );
  } else if (milestones.length === 0 && health === 'all') {
    content = (
      <Result icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />} title={NO_MILESTONES_TITLE} subTitle={NO_MILESTONES_HINT} data-testid="no-milestones" />
    );
  } else {
    const total = query.data?.total ?? milestones.length;
    content = (
      <>
        {milestones.length === 0 ? (
          <Empty description={NO_MATCHING_MILESTONES} data-testid="no-matching-milestones" />
        ) : (
          <MilestoneTimeline milestones={milestones} projectId={projectId} />
        )}
        {total > milestones.length && (
          <Typography.Text type="secondary">
            Showing the first {milestones.length} of {total} milestones.
          </Typography.Text>
        )}
      </>
    );
  }

  return (
    <div data-testid="remote-view-mfe_sprints" data-view="milestones" data-build={process.env.BUILD_LABEL} data-project-id={projectId}>
      <Flex vertical gap={16} style={{ padding: 16 }}>
        <Flex wrap justify="space-between" align="center" gap={12}>
          <Flex vertical gap={0}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              {MILESTONES_TITLE}
            </Typography.Title>
            {query.data && (
              <Typography.Text type="secondary" data-testid="milestone-counts" aria-live="polite">
                {milestoneCounts(milestones)}
              </Typography.Text>
            )}
          </Flex>
          <HealthFilter value={health} onChange={setHealth} />
        </Flex>
        <div aria-busy={query.isFetching}>{content}</div>
      </Flex>
    </div>
  );
}
