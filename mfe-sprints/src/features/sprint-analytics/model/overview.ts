// The Overview tab's figures and progress donut (spec 002 sections 2 and 4 'Dashboard health').
import type { ApexOptions } from 'apexcharts';
import type { ProjectVersion } from '@tessera/shared';
import type { ProjectSprintStatistics } from '../api/project-statistics-api';

/** Progress donut: On Track at 70% or more, At Risk at 40% or more, else Behind. */
export const DONUT_ON_TRACK_PERCENT = 70;
export const DONUT_AT_RISK_PERCENT = 40;
export type ProgressState = 'On Track' | 'At Risk' | 'Behind';
export const PROGRESS_STATE_COLORS: Record<ProgressState, string> = { 'On Track': '#52c41a', 'At Risk': '#faad14', Behind: '#ff4d4f' };
export const NO_WORK_MESSAGE = 'No work planned in sprints yet';

export function progressState(percent: number): ProgressState {
  if (percent >= DONUT_ON_TRACK_PERCENT) return 'On Track';
  if (percent >= DONUT_AT_RISK_PERCENT) return 'At Risk';
  return 'Behind';
}

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

export function donutOptions(percent: number): ApexOptions {
  const state = progressState(percent);
  return {
    chart: { type: 'donut', animations: { enabled: false } },
    labels: ['Completed', 'Remaining'],
    colors: [PROGRESS_STATE_COLORS[state], '#f0f0f0'],
    legend: { show: false },
    dataLabels: { enabled: false },
    plotOptions: { pie: { donut: { labels: { show: true, total: { show: true, label: state, formatter: () => `${percent}%` } } } } },
  };
}

/** The burndown shown first: the first open sprint (in the board's date order), else the latest sprint with dates. */
export function defaultBurndownSprint(versions: readonly ProjectVersion[]): ProjectVersion | null {
  const open = versions.find((version) => version.status === 'open');
  if (open) return open;
  const dated = versions.filter((version) => version.startDate && version.endDate);
  return dated.length > 0 ? dated[dated.length - 1] : null;
}
