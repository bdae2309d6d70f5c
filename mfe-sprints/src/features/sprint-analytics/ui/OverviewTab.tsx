// Overview (spec 002 section 2): active sprints, total tasks, story points, completion, the progress donut and the
// burndown of the first open sprint, with a picker for any other sprint.
import { useState } from 'react';
import { Card, Col, Empty, Row, Select, Statistic, Typography, type ProjectVersion } from '@tessera/shared';
import { Chart } from '../../charts/ui/Chart';
import { BurndownChart } from '../../burndown/ui/BurndownChart';
import type { ProjectSprintStatistics } from '../api/project-statistics-api';
import { defaultBurndownSprint, donutOptions, donutSeries, NO_WORK_MESSAGE, overviewFigures, progressState } from '../model/overview';

export const NO_BURNDOWN_SPRINT_MESSAGE = 'No sprint to chart yet';
export const DONUT_HEIGHT_PX = 240;

export function OverviewTab({ statistics, versions }: { statistics: ProjectSprintStatistics; versions: readonly ProjectVersion[] }) {
  const figures = overviewFigures(statistics);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = versions.find((version) => version.id === chosenId) ?? defaultBurndownSprint(versions);
  return (
    <div data-testid="analytics-overview">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="Active Sprints" value={figures.activeSprints} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Total Tasks" value={figures.totalTasks} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Story Points" value={figures.completedPoints} suffix={`/ ${figures.totalPoints}`} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Completion" value={figures.completionPercent === null ? '—' : `${figures.completionPercent}%`} />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={8}>
          <Card size="small" title="Progress">
            {figures.completionPercent === null ? (
              <Empty description={NO_WORK_MESSAGE} />
            ) : (
              <>
                <Chart
                  type="donut"
                  series={donutSeries(figures.completionPercent)}
                  options={donutOptions(figures.completionPercent)}
                  height={DONUT_HEIGHT_PX}
                  label={`Progress: ${figures.completionPercent}% complete`}
                />
                <Typography.Paragraph style={{ textAlign: 'center', margin: 0 }} data-testid="progress-state">
                  {progressState(figures.completionPercent)}
                </Typography.Paragraph>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            size="small"
            title="Sprint burndown"
            extra={
              versions.length > 0 ? (
                <Select
                  aria-label="Sprint"
                  size="small"
                  style={{ minWidth: 200 }}
                  value={chosen?.id}
                  onChange={(id: number) => setChosenId(id)}
                  options={versions.map((version) => ({
                    value: version.id,
                    label: version.startDate && version.endDate ? version.name : `${version.name} (no dates)`,
                  }))}
                />
              ) : null
            }
          >
            {chosen ? <BurndownChart key={chosen.id} sprintId={chosen.id} sprintName={chosen.name} /> : <Empty description={NO_BURNDOWN_SPRINT_MESSAGE} />}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
