// The Overview tab's figures and progress donut (spec 002 sections 2 and 4). The donut shows the current sprint (the
// first open one, as the Health tab and the burndown) with the server's verdict, so it cannot contradict Health; the
// spec's own donut thresholds (On Track from 70% done, whatever the time) are not used (see docs/api.md).
import type { ApexOptions } from 'apexcharts';
import { categoryTable, type ChartTable } from '../../charts';
import type { ProjectVersion } from '@tessera/shared';
import type { ProjectSprintStatistics } from '../api/project-statistics-api';

export const NO_WORK_MESSAGE = 'No work planned in sprints yet';
/** The donut's centre when no sprint is open: the completion of every sprint, without a verdict. */
export const ALL_SPRINTS_DONUT_LABEL = 'Complete';
export const ALL_SPRINTS_DONUT_COLOR = '#1677ff';

export interface OverviewFigures {
  activeSprints: number;
  totalTasks: number;
  totalPoints: number;
  completedPoints: number;
  /** By story points when there are any, else by work items; null when the sprints hold no work. */
  completionPercent: number | null;
}

export function overviewFigures(statistics: Pick<ProjectSprintStatistics, 'overview' | 'sprints'>): OverviewFigures {
  const { overview, sprints } = statistics;
  let completionPercent: number | null = null;
  if (overview.totalStoryPoints > 0) {
    completionPercent = Math.round((overview.completedStoryPoints / overview.totalStoryPoints) * 100);
  } else {
    const total = sprints.reduce((sum, sprint) => sum + sprint.totalWorkItems, 0);
    const done = sprints.reduce((sum, sprint) => sum + sprint.completedWorkItems, 0);
    if (total > 0) completionPercent = Math.round((done / total) * 100);
  }
  return {
    activeSprints: overview.openSprints,
    totalTasks: overview.totalWorkPackages,
    totalPoints: overview.totalStoryPoints,
    completedPoints: overview.completedStoryPoints,
    completionPercent,
  };
}

export function donutSeries(percent: number): number[] {
  return [percent, Math.max(0, 100 - percent)];
}

/** The donut's numbers: the completed and remaining share. */
export function donutTable(percent: number, label: string): ChartTable {
  return categoryTable(`Progress (${label})`, 'Part', ['Completed', 'Remaining'], [{ name: 'Percent', data: donutSeries(percent) }]);
}

/** `label` is the donut's centre text (the verdict), `color` the completed part's. */
export function donutOptions(percent: number, label: string, color: string): ApexOptions {
  return {
    chart: { type: 'donut', animations: { enabled: false } },
    labels: ['Completed', 'Remaining'],
    colors: [color, '#f0f0f0'],
    legend: { show: false },
    dataLabels: { enabled: false },
    plotOptions: { pie: { donut: { labels: { show: true, total: { show: true, label, formatter: () => `${percent}%` } } } } },
  };
}

/** The sprint the donut, the burndown and Health start from: the first open one (in the board's date order). */
export function currentSprint(versions: readonly ProjectVersion[]): ProjectVersion | null {
  return versions.find((version) => version.status === 'open') ?? null;
}

/** The burndown shown first: the first open sprint (in the board's date order), else the latest sprint with dates. */
export function defaultBurndownSprint(versions: readonly ProjectVersion[]): ProjectVersion | null {
  const open = currentSprint(versions);
  if (open) return open;
  const dated = versions.filter((version) => version.startDate && version.endDate);
  return dated.length > 0 ? dated[dated.length - 1] : null;
}
