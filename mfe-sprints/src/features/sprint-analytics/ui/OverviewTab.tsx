// Overview (spec 002 section 2): active sprints, total tasks, story points, completion, the progress donut and the
// burndown of the first open sprint, with a picker for any other sprint. The donut shows that same sprint with the
// server's verdict (the one the Health tab shows); with no open sprint, the completion of every sprint.
import { useState } from 'react';
import { Card, Col, Empty, Row, Select, Statistic, Typography, type ProjectVersion } from '@tessera/shared';
import { Chart } from '../../charts';
import { BurndownChart } from '../../burndown';
import { QueryState, sprintKeys, useSprintStatistics } from '../../../entities/sprint';
import type { ProjectSprintStatistics } from '../api/project-statistics-api';
import { VERDICT_CHART_COLORS, VERDICT_LABELS } from '../model/health';
import {
  ALL_SPRINTS_DONUT_COLOR,
  ALL_SPRINTS_DONUT_LABEL,
  currentSprint,
  defaultBurndownSprint,
  donutOptions,
  donutSeries,
  donutTable,
  NO_WORK_MESSAGE,
  overviewFigures,
} from '../model/overview';
import { VerdictTag } from './VerdictTag';

export const NO_BURNDOWN_SPRINT_MESSAGE = 'No sprint to chart yet';
export const DONUT_HEIGHT_PX = 240;
export const SPRINT_PROGRESS_FAILED_TITLE = 'Failed to load the sprint progress';

function ProgressDonut({ percent, label, color }: { percent: number; label: string; color: string }) {
  return (
    <Chart
      type="donut"
      series={donutSeries(percent)}
      options={donutOptions(percent, label, color)}
      height={DONUT_HEIGHT_PX}
      label={`Progress: ${percent}% complete, ${label}`}
      table={donutTable(percent, label)}
      tableTestId="progress-table"
    />
  );
}

/** The open sprint's work done, coloured and labelled with its health verdict, whose tag explains it. */
function SprintProgress({ sprint }: { sprint: ProjectVersion }) {
  const statistics = useSprintStatistics(sprint.id);
  return (
    <QueryState query={statistics} queryKey={sprintKeys.sprintStatistics(sprint.id)} errorTitle={SPRINT_PROGRESS_FAILED_TITLE}>
      {({ health }) =>
        health.workPercent === null ? (
          <Empty description={NO_WORK_MESSAGE} />
        ) : (
          <>
            <ProgressDonut percent={health.workPercent} label={VERDICT_LABELS[health.verdict]} color={VERDICT_CHART_COLORS[health.verdict]} />
            <Typography.Paragraph style={{ textAlign: 'center', margin: 0 }}>
              <VerdictTag verdict={health.verdict} explanation={health.explanation} rule={health.rule} data-testid="progress-state" />
            </Typography.Paragraph>
          </>
        )
      }
    </QueryState>
  );
}

export function OverviewTab({ statistics, versions }: { statistics: ProjectSprintStatistics; versions: readonly ProjectVersion[] }) {
  const figures = overviewFigures(statistics);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = versions.find((version) => version.id === chosenId) ?? defaultBurndownSprint(versions);
  const current = currentSprint(versions);
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
          <Card size="small" title={current ? `Progress: ${current.name}` : 'Progress: all sprints'} data-testid="progress-card">
            {current ? (
              <SprintProgress sprint={current} />
            ) : figures.completionPercent === null ? (
              <Empty description={NO_WORK_MESSAGE} />
            ) : (
              <ProgressDonut percent={figures.completionPercent} label={ALL_SPRINTS_DONUT_LABEL} color={ALL_SPRINTS_DONUT_COLOR} />
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
