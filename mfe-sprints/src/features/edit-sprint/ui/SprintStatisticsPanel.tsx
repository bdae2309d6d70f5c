// The Edit Sprint dialog's Statistics tab (spec 002 section 2): work items, story points, velocity, elapsed and
// remaining days, progress and hours, from GET /sprints/{id}/statistics.
import { Col, EMPTY_VALUE, formatHours, Progress, Row, Statistic } from '@tessera/shared';
import { QueryState, sprintKeys, useSprintStatistics } from '../../../entities/sprint';

export const STATISTICS_FAILED_TITLE = 'Failed to load sprint statistics';

const orDash = (value: number | null, suffix = '') => (value === null ? EMPTY_VALUE : `${value}${suffix}`);

export function SprintStatisticsPanel({ sprintId }: { sprintId: number }) {
  const query = useSprintStatistics(sprintId);
  return (
    <QueryState query={query} queryKey={sprintKeys.sprintStatistics(sprintId)} errorTitle={STATISTICS_FAILED_TITLE}>
      {(stats) => (
        <div data-testid="sprint-statistics">
          <Row gutter={[16, 16]}>
            <Col span={8}>
              <Statistic title="Work items" value={stats.completedWorkItems} suffix={`/ ${stats.totalWorkItems} done`} />
            </Col>
            <Col span={8}>
              <Statistic title="Story points" value={stats.completedStoryPoints} suffix={`/ ${stats.totalStoryPoints} done`} />
            </Col>
            <Col span={8}>
              <Statistic title="Velocity" value={orDash(stats.velocity, ' pts/day')} />
            </Col>
            <Col span={8}>
              <Statistic title="Elapsed" value={orDash(stats.elapsedDays, stats.totalDays === null ? '' : ` of ${stats.totalDays} days`)} />
            </Col>
            <Col span={8}>
              <Statistic title="Remaining" value={stats.daysRemaining === null ? EMPTY_VALUE : `${Math.max(0, stats.daysRemaining)} days`} />
            </Col>
            <Col span={8}>
              <Statistic title="Team" value={stats.teamMemberCount} suffix={stats.teamMemberCount === 1 ? 'assignee' : 'assignees'} />
            </Col>
            <Col span={8}>
              <Statistic title="Hours estimated" value={formatHours(stats.totalHours)} />
            </Col>
            <Col span={8}>
              <Statistic title="Hours remaining" value={formatHours(stats.remainingHours)} />
            </Col>
            <Col span={8}>
              <Statistic title="Hours logged" value={formatHours(stats.burnedHours)} />
            </Col>
          </Row>
          <div style={{ marginTop: 16 }}>
            Progress
            <Progress percent={stats.completionPercentage} aria-label="Sprint progress" />
          </div>
        </div>
      )}
    </QueryState>
  );
}
