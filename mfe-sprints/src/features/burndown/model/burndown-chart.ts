// The burndown chart's series and options (spec 002 section 2 'Burndown chart'): the ideal and the actual line of
// remaining story points per day. Pure, so the chart's content is tested without rendering ApexCharts.
import type { ApexOptions } from 'apexcharts';
import { datedTable, type ChartTable } from '../../charts';
import type { BurndownHal } from '@tessera/shared';

export const BURNDOWN_TITLE = 'Burndown';
export const BURNDOWN_FAILED_TITLE = 'Failed to load burndown data';
export const BURNDOWN_FAILED_MESSAGE = 'Unable to fetch burndown chart for this sprint.';
export const IDEAL_SERIES = 'Ideal';
export const ACTUAL_SERIES = 'Actual';
export const IDEAL_COLOR = '#8c8c8c';
export const ACTUAL_COLOR = '#1677ff';
export const CHART_HEIGHT_PX = 300;
export const notStartedMessage = (startDate: string) => `The sprint starts on ${startDate}: the actual line begins then.`;

export interface BurndownSeries {
  name: string;
  data: Array<{ x: string; y: number }>;
}

export function burndownSeries(burndown: Pick<BurndownHal, 'ideal' | 'actual'>): BurndownSeries[] {
  return [
    { name: IDEAL_SERIES, data: burndown.ideal.map((point) => ({ x: point.date, y: point.points })) },
    { name: ACTUAL_SERIES, data: burndown.actual.map((point) => ({ x: point.date, y: point.points })) },
  ];
}

/** What the chart shows in one sentence, for screen readers. */
export function burndownSummary(burndown: Pick<BurndownHal, 'metrics'>, sprintName: string): string {
  const { remainingPoints, totalPoints } = burndown.metrics;
  return `Burndown chart of ${sprintName}: ${remainingPoints} of ${totalPoints} story points remaining`;
}

/** The chart's numbers: remaining story points per day, ideal and actual. */
export function burndownTable(burndown: Pick<BurndownHal, 'ideal' | 'actual'>, sprintName: string): ChartTable {
  return datedTable(`Story points remaining per day in ${sprintName}`, 'Date', burndownSeries(burndown));
}

export function burndownOptions(): ApexOptions {
  return {
    chart: { type: 'line', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false } },
    colors: [IDEAL_COLOR, ACTUAL_COLOR],
    stroke: { width: [2, 3], dashArray: [6, 0], curve: 'straight' },
    markers: { size: [0, 3] },
    xaxis: { type: 'datetime', labels: { datetimeUTC: true, format: 'MMM d' } },
    yaxis: { min: 0, title: { text: 'Story points remaining' }, labels: { formatter: (value: number) => String(Math.round(value)) } },
    legend: { position: 'top' },
    tooltip: { x: { format: 'MMM d, yyyy' } },
  };
}
