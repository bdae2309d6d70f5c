// Health (spec 002 sections 2 and 4 'Dashboard health'): the first open sprint's overall health, its metrics,
// the blocked ('On Hold') tasks and the required velocity, from the sprint's real statistics.
import type { CSSProperties } from 'react';
import { Col, Empty, Progress, Row, Statistic, Tag, Typography, type ProjectVersion } from '@tessera/shared';
import { useSprintStatistics } from '../../sprints/api/sprint-statistics-api';
import { sprintKeys } from '../../sprints/api/sprint-keys';
import { QueryState } from '../../sprints/ui/QueryState';
import { BLOCKED_STATUS_NAME, HEALTH_COLORS, HEALTH_LABELS, NO_ACTIVE_SPRINT_HINT, NO_ACTIVE_SPRINT_TITLE, sprintHealth } from '../model/health';

const rowStyle: CSSProperties = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, padding: '8px 0', borderBottom: '1px solid #f0f0f0' };

export const HEALTH_FAILED_TITLE = 'Failed to load sprint health';

export function HealthTab({ versions }: { versions: readonly ProjectVersion[] }) {
  const sprint = versions.find((version) => version.status === 'open') ?? null;
  const statistics = useSprintStatistics(sprint?.id ?? null);
  if (!sprint) {
    return (
      <Empty
        description={
          <>
            <Typography.Text strong>{NO_ACTIVE_SPRINT_TITLE}</Typography.Text>
            <br />
            {NO_ACTIVE_SPRINT_HINT}
          </>
        }
      />
    );
  }
  return (
    <QueryState query={statistics} queryKey={sprintKeys.sprintStatistics(sprint.id)} errorTitle={HEALTH_FAILED_TITLE}>
      {(stats) => {
        const report = sprintHealth(stats);
        const required = report.required;
        return (
          <div data-testid="analytics-health">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {sprint.name}{' '}
              <Tag color={HEALTH_COLORS[report.overall]} data-testid="overall-health">
                {HEALTH_LABELS[report.overall]}
              </Tag>
            </Typography.Title>
            <Row gutter={[16, 16]}>
              <Col xs={24} md={8}>
                Time elapsed
                {report.timePercent === null ? <Typography.Paragraph type="secondary">No dates</Typography.Paragraph> : <Progress percent={report.timePercent} aria-label="Time elapsed" />}
              </Col>
              <Col xs={24} md={8}>
                Work done
                <Progress percent={report.workPercent} aria-label="Work done" />
              </Col>
              <Col xs={12} md={4}>
                <Statistic title={`Blocked (${BLOCKED_STATUS_NAME})`} value={report.blocked} styles={report.blocked > 0 ? { content: { color: '#cf1322' } } : undefined} />
              </Col>
              <Col xs={12} md={4}>
                <Statistic
                  title="Required velocity"
                  value={'empty' in required ? required.empty : required.value.pointsPerDay === null ? `${required.value.remainingPoints} pts left, past the end` : `${required.value.pointsPerDay} pts/day`}
                  styles={{ content: { fontSize: 16 } }}
                />
              </Col>
            </Row>
            <ul style={{ listStyle: 'none', margin: '16px 0 0', padding: 0 }}>
              {report.metrics.map((metric) => (
                <li key={metric.key} style={rowStyle} data-testid={`health-${metric.key}`}>
                  <div>
                    <Typography.Text strong>{metric.label}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{metric.detail}</Typography.Text>
                  </div>
                  {metric.health ? <Tag color={HEALTH_COLORS[metric.health]}>{HEALTH_LABELS[metric.health]}</Tag> : <Tag>Not measured</Tag>}
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </QueryState>
  );
}
