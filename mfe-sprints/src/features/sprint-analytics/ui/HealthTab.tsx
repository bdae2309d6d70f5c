// Health (spec 002 sections 2 and 4): the first open sprint's verdict and its checks, as the server judged them (one
// set of verdicts for every view), each with the rule and the numbers behind it; time against work, the blocked
// ('On Hold') work items and the required velocity.
import type { CSSProperties } from 'react';
import { Col, Empty, Progress, Row, Statistic, Typography, type ProjectVersion } from '@tessera/shared';
import { QueryState, sprintKeys, useSprintStatistics } from '../../../entities/sprint';
import { NO_ACTIVE_SPRINT_HINT, NO_ACTIVE_SPRINT_TITLE, requiredVelocity } from '../model/health';
import { VerdictTag } from './VerdictTag';

const rowStyle: CSSProperties = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, padding: '8px 0', borderBottom: '1px solid #f0f0f0' };

export const HEALTH_FAILED_TITLE = 'Failed to load sprint health';
export const BLOCKED_TITLE = 'Blocked (On Hold)';

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
        const { health } = stats;
        const required = requiredVelocity(stats);
        return (
          <div data-testid="analytics-health">
            <Typography.Title level={3} style={{ marginTop: 0, fontSize: 16 }}>
              {sprint.name}{' '}
              <VerdictTag verdict={health.verdict} explanation={health.explanation} rule={health.rule} data-testid="overall-health" />
            </Typography.Title>
            <Typography.Paragraph type="secondary" data-testid="overall-health-explanation">
              {health.explanation}
            </Typography.Paragraph>
            <Row gutter={[16, 16]}>
              <Col xs={24} md={8}>
                Time elapsed
                {health.timePercent === null ? <Typography.Paragraph type="secondary">No dates</Typography.Paragraph> : <Progress percent={health.timePercent} aria-label="Time elapsed" />}
              </Col>
              <Col xs={24} md={8}>
                Work done
                {health.workPercent === null ? <Typography.Paragraph type="secondary">No work items</Typography.Paragraph> : <Progress percent={health.workPercent} aria-label="Work done" />}
              </Col>
              <Col xs={12} md={4}>
                <Statistic title={BLOCKED_TITLE} value={health.blocked} styles={health.blocked > 0 ? { content: { color: '#cf1322' } } : undefined} />
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
              {health.checks.map((check) => (
                <li key={check.key} style={rowStyle} data-testid={`health-${check.key}`}>
                  <div>
                    <Typography.Text strong>{check.label}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{check.explanation}</Typography.Text>
                  </div>
                  <VerdictTag verdict={check.verdict} explanation={check.explanation} rule={check.rule} />
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </QueryState>
  );
}
