// Velocity (spec 002 section 2): planned versus completed points of the last 6 finished sprints, with the
// server's average, latest, predicted next, trend and consistency, and each sprint's efficiency.
import type { CSSProperties } from 'react';
import { Col, Empty, EMPTY_VALUE, Row, Statistic, Tag, Typography } from '@tessera/shared';
import { Chart } from '../../charts';
import { ToneTag } from '../../../entities/sprint';
import type { ProjectSprintStatistics } from '../api/project-statistics-api';
import { efficiencyColor, NO_VELOCITY_HINT, NO_VELOCITY_MESSAGE, TREND_LABELS, velocityOptions, velocitySeries, velocityTable, velocityView } from '../model/velocity';

export const VELOCITY_HEIGHT_PX = 300;
const rowStyle: CSSProperties = { display: 'flex', justifyContent: 'space-between', padding: '6px 0', borderBottom: '1px solid #f0f0f0' };
const orDash = (value: number | string | null) => (value === null ? EMPTY_VALUE : value);

export function VelocityTab({ statistics }: { statistics: ProjectSprintStatistics }) {
  const view = velocityView(statistics.velocity);
  if (!view) return <Empty description={<>{NO_VELOCITY_MESSAGE}<br />{NO_VELOCITY_HINT}</>} />;
  return (
    <div data-testid="analytics-velocity">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={5}>
          <Statistic title="Average" value={orDash(view.average)} suffix={view.average === null ? undefined : 'pts'} />
        </Col>
        <Col xs={12} md={5}>
          <Statistic title="Latest" value={orDash(view.latest)} suffix={view.latest === null ? undefined : 'pts'} />
        </Col>
        <Col xs={12} md={5}>
          <Statistic title="Predicted next" value={orDash(view.predictedNext)} suffix={view.predictedNext === null ? undefined : 'pts'} />
        </Col>
        <Col xs={12} md={5}>
          <Statistic title="Consistency" value={orDash(view.consistency)} />
        </Col>
        <Col xs={12} md={4}>
          <Statistic title="Trend" value={view.trend ? TREND_LABELS[view.trend] : EMPTY_VALUE} />
        </Col>
      </Row>
      <Chart
        type="bar"
        series={velocitySeries(view.rows)}
        options={velocityOptions(view.rows)}
        height={VELOCITY_HEIGHT_PX}
        label={`Planned versus completed story points of the last ${view.rows.length} finished sprints`}
        table={velocityTable(view.rows)}
        tableTestId="velocity-table"
      />
      <Typography.Text strong>Efficiency (completed / planned)</Typography.Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {view.rows.map((row) => (
          <li key={row.sprintId} style={rowStyle} data-testid={`velocity-row-${row.sprintId}`}>
            <span>{row.sprintName}</span>
            <span>
              {row.completed} / {row.planned} pts{' '}
              {row.efficiency === null ? (
                <Tag>nothing planned</Tag>
              ) : (
                <ToneTag tone={efficiencyColor(row.efficiency)} data-color={efficiencyColor(row.efficiency)}>
                  {row.efficiency}%
                </ToneTag>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
