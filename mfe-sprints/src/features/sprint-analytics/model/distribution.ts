// The Distribution tab (spec 002 section 2): stacked bars of New, In Progress and Completed work items per sprint,
// from each sprint's status distribution. Closed statuses count as Completed (spec 002 section 7: a status of
// Closed or Done counts as completed), the default status as New, every other open status as In Progress.
import type { ApexOptions } from 'apexcharts';
import { categoryTable, type ChartTable } from '../../charts';
import type { SprintFigures, SprintStatusCount, WorkflowStatus } from '../api/project-statistics-api';

export const DISTRIBUTION_BUCKETS = ['New', 'In Progress', 'Completed'] as const;
export type DistributionBucket = (typeof DISTRIBUTION_BUCKETS)[number];
export const DISTRIBUTION_COLORS: Record<DistributionBucket, string> = { New: '#1677ff', 'In Progress': '#fa8c16', Completed: '#52c41a' };
/** A chart of more bars is unreadable: the sprints are paged. */
export const DISTRIBUTION_SPRINTS_PER_PAGE = 12;
export const NO_DISTRIBUTION_MESSAGE = 'No sprint has work items yet';

export function bucketOf(entry: SprintStatusCount, statuses: ReadonlyMap<number, WorkflowStatus>): DistributionBucket {
  const status = statuses.get(entry.statusId);
  if (entry.isClosed ?? status?.isClosed) return 'Completed';
  if (status?.isDefault) return 'New';
  return 'In Progress';
}

export interface DistributionChart {
  categories: string[];
  series: Array<{ name: DistributionBucket; data: number[] }>;
}

export function distributionChart(sprints: readonly SprintFigures[], statuses: readonly WorkflowStatus[]): DistributionChart {
  const byId = new Map(statuses.map((status) => [status.id, status]));
  const series = DISTRIBUTION_BUCKETS.map((name) => ({ name, data: [] as number[] }));
  for (const sprint of sprints) {
    const counts: Record<DistributionBucket, number> = { New: 0, 'In Progress': 0, Completed: 0 };
    for (const entry of sprint.statusDistribution) counts[bucketOf(entry, byId)] += entry.count;
    series.forEach((bucket) => bucket.data.push(counts[bucket.name]));
  }
  return { categories: sprints.map((sprint) => sprint.name), series };
}

/** The chart's numbers: work items per sprint and bucket. */
export function distributionTable(chart: DistributionChart): ChartTable {
  return categoryTable('Work items per sprint by status', 'Sprint', chart.categories, chart.series);
}

/** Sprints with work items, in the server's order (by start date). */
export function sprintsWithWork(sprints: readonly SprintFigures[]): SprintFigures[] {
  return sprints.filter((sprint) => sprint.totalWorkItems > 0);
}

export function distributionOptions(categories: string[]): ApexOptions {
  return {
    chart: { type: 'bar', stacked: true, toolbar: { show: false }, animations: { enabled: false } },
    colors: DISTRIBUTION_BUCKETS.map((bucket) => DISTRIBUTION_COLORS[bucket]),
    plotOptions: { bar: { columnWidth: '55%' } },
    xaxis: { categories },
    yaxis: { title: { text: 'Work items' }, labels: { formatter: (value: number) => String(Math.round(value)) } },
    legend: { position: 'top' },
    dataLabels: { enabled: false },
  };
}
