// The Velocity tab (spec 002 sections 2 and 4): planned versus completed points of the last 6 finished sprints,
// with the server's average, latest, predicted next, trend and consistency, and each sprint's efficiency.
import type { ApexOptions } from 'apexcharts';
import { categoryTable, type ChartTable } from '../../charts';
import type { ProjectSprintStatistics, VelocityTrend } from '../api/project-statistics-api';

export const VELOCITY_SPRINTS = 6;
/** Efficiency colours: at least 80% green, at least 60% yellow, else red. */
export const EFFICIENCY_GOOD_PERCENT = 80;
export const EFFICIENCY_FAIR_PERCENT = 60;
export const NO_VELOCITY_MESSAGE = 'No finished sprints yet';
export const NO_VELOCITY_HINT = 'Velocity is measured over sprints that are closed or past their end date.';
export const TREND_LABELS: Record<VelocityTrend, string> = { improving: 'Improving', declining: 'Declining', stable: 'Stable' };
export const PLANNED_COLOR = '#91caff';
export const COMPLETED_COLOR = '#1677ff';

export type EfficiencyColor = 'green' | 'gold' | 'red';

/** Completed over planned points, in percent; null when nothing was planned. */
export function efficiencyPercent(planned: number, completed: number): number | null {
  return planned > 0 ? Math.round((completed / planned) * 100) : null;
}

export function efficiencyColor(percent: number): EfficiencyColor {
  if (percent >= EFFICIENCY_GOOD_PERCENT) return 'green';
  if (percent >= EFFICIENCY_FAIR_PERCENT) return 'gold';
  return 'red';
}

export interface VelocityRow {
  sprintId: number;
  sprintName: string;
  planned: number;
  completed: number;
  efficiency: number | null;
}

export interface VelocityView {
  rows: VelocityRow[];
  average: number | null;
  latest: number | null;
  predictedNext: number | null;
  trend: VelocityTrend | null;
  consistency: string | null;
}

/** null without finished sprints (the server then sends empty history and null figures). */
export function velocityView(velocity: ProjectSprintStatistics['velocity']): VelocityView | null {
  const history = velocity.historicalData.slice(-VELOCITY_SPRINTS);
  if (history.length === 0) return null;
  return {
    rows: history.map((entry) => ({
      sprintId: entry.sprintId,
      sprintName: entry.sprintName,
      planned: entry.plannedPoints,
      completed: entry.completedPoints,
      efficiency: efficiencyPercent(entry.plannedPoints, entry.completedPoints),
    })),
    average: velocity.average,
    latest: velocity.latest,
    predictedNext: velocity.predictedNext,
    trend: velocity.trend,
    consistency: velocity.consistency,
  };
}

export function velocitySeries(rows: readonly VelocityRow[]) {
  return [
    { name: 'Planned', data: rows.map((row) => row.planned) },
    { name: 'Completed', data: rows.map((row) => row.completed) },
  ];
}

/** The chart's numbers: planned and completed points per sprint. */
export function velocityTable(rows: readonly VelocityRow[]): ChartTable {
  return categoryTable('Planned and completed story points per sprint', 'Sprint', rows.map((row) => row.sprintName), velocitySeries(rows));
}

export function velocityOptions(rows: readonly VelocityRow[]): ApexOptions {
  return {
    chart: { type: 'bar', toolbar: { show: false }, animations: { enabled: false } },
    colors: [PLANNED_COLOR, COMPLETED_COLOR],
    plotOptions: { bar: { columnWidth: '60%' } },
    xaxis: { categories: rows.map((row) => row.sprintName) },
    yaxis: { title: { text: 'Story points' }, labels: { formatter: (value: number) => String(Math.round(value)) } },
    legend: { position: 'top' },
    dataLabels: { enabled: false },
  };
}
