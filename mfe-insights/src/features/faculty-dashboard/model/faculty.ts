// What the faculty dashboard shows and how each figure is computed (the tooltips repeat docs/api.md 'Faculty
// dashboard'), and the pure helpers its sections draw with.
import { ApiError } from '@tessera/shared';
import { categoryTable, type ChartTable } from '@tessera/shared/charts';

/** Spec 002 §9 'Faculty comprehensive': stale after 300 s, refetched every 900 s. */
export const COMPREHENSIVE_STALE_MS = 300_000;
export const COMPREHENSIVE_REFETCH_MS = 900_000;

export const PERIOD_OPTIONS = [
  { value: 'week', label: 'Weeks' },
  { value: 'month', label: 'Months' },
] as const;
export type Period = (typeof PERIOD_OPTIONS)[number]['value'];
/** The server's limits (1-52 weeks, 1-24 months); the selects offer a few useful lengths. */
export const DURATION_OPTIONS: Record<Period, readonly number[]> = { week: [4, 8, 12, 26, 52], month: [3, 6, 12, 24] };
export const DEFAULT_TRENDS: { period: Period; duration: number } = { period: 'week', duration: 12 };

export const TEXT = {
  title: 'Faculty dashboard',
  forbiddenTitle: '403: not allowed',
  facultyOnly: 'Only managers and administrators can see the faculty dashboard.',
  noProjects: 'No faculty projects found for current user',
  noProjectsDetail: 'The dashboard shows the active projects where you hold a role that manages members (such as Project admin or Team Leader).',
  loadFailed: 'Could not load the faculty dashboard',
  tryAgain: 'Try again',
  exportCsv: 'Export CSV',
  exportXlsx: 'Export XLSX',
  printReport: 'Print report',
  print: 'Print or save as PDF',
  backToDashboard: 'Back to the dashboard',
  reportTitle: 'Faculty report',
} as const;

/** How each number is computed, shown in its tooltip. */
export const HOW = {
  projects: 'Your own projects: active projects (not templates) where you hold a role that may manage members.',
  members: 'Distinct users who are members of your projects, you left out.',
  openPackages: 'Work packages of your projects whose status is not a closed one.',
  totalPackages: 'All work packages of the project, open and closed.',
  closedPackages: 'Work packages of your projects in a closed status.',
  overdue: 'Open work packages with a due date before today (UTC).',
  completion: 'Closed work packages / all work packages x 100.',
  hours: 'All hours logged (time entries) in your projects.',
  pullRequests: 'Open, non-draft pull requests of the GitHub repositories linked to your projects that have no approving review yet.',
  reviewPackages: "Work packages of your projects in an open status whose name contains 'review'.",
  assigned: 'Work packages of your projects assigned to the person.',
  completed: 'Of those, the ones in a closed status.',
  memberOpen: 'Of those, the ones not closed.',
  memberOverdue: 'Of those, open ones with a due date before today.',
  memberHours: 'Hours the person logged in your projects.',
  memberCompletion: 'Completed / assigned x 100.',
  projectHours: 'All hours logged in the project.',
  projectMembers: 'Memberships of the project (you included).',
  distribution: 'Work packages of your projects counted by their current status, type and priority.',
  milestoneProgress: "Percent of the version's work packages in a closed status (100 once the version is closed).",
  milestoneHealth: 'Critical when past the due date and open; at risk with under 7 days left and under 50 % progress; otherwise healthy.',
  healthScore: 'Project health (spec): 90 if completion is over 80 %, 75 if over 60 %, else 50. A project without work packages counts as 0 % complete.',
  averageScore: 'The mean of the health scores of your projects.',
  trends: "Work packages created (their creation journal) and closed (status changes into a closed status) per period; weeks start on Monday (UTC).",
} as const;

export const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${Math.round(value * 10) / 10}%`);
export const hours = (value: number) => `${Math.round(value * 10) / 10} h`;

export type LoadFailure = 'unauthorized' | 'no-projects' | 'forbidden' | 'other';

/** What a failed read means for the page: sign in again, the spec's 'no projects' message, not allowed, or Try again. */
export function failureOf(error: unknown): LoadFailure {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'unauthorized';
    if (error.status === 404) return 'no-projects';
    if (error.status === 403) return 'forbidden';
  }
  return 'other';
}

/** Spec 002 §9's score as a colour and word. */
export function scoreLevel(score: number): { color: string; label: string } {
  if (score >= 90) return { color: 'green', label: 'Good' };
  if (score >= 75) return { color: 'gold', label: 'Fair' };
  return { color: 'red', label: 'Needs attention' };
}

export const MILESTONE_HEALTH_LABEL: Record<string, { color: string; label: string }> = {
  healthy: { color: 'green', label: 'Healthy' },
  at_risk: { color: 'orange', label: 'At risk' },
  critical: { color: 'red', label: 'Critical' },
};

export interface BarChart {
  series: { name: string; data: number[] }[];
  options: Record<string, unknown>;
  label: string;
  table: ChartTable;
}

/** One distribution (by status, type or priority) as bars, with the same numbers as a table. */
export function distributionChart(title: string, slices: ReadonlyArray<{ name: string; count: number; color: string | null }>): BarChart {
  const categories = slices.map((slice) => slice.name);
  const series = [{ name: 'Work packages', data: slices.map((slice) => slice.count) }];
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return {
    series,
    options: {
      chart: { toolbar: { show: false } },
      plotOptions: { bar: { distributed: true, horizontal: true } },
      colors: slices.map((slice) => slice.color ?? '#1677ff'),
      xaxis: { categories },
      legend: { show: false },
      dataLabels: { enabled: true },
    },
    label: `Work packages by ${title.toLowerCase()}: ${slices.map((slice) => `${slice.name} ${slice.count}`).join(', ') || 'none'} (${total} in all).`,
    table: categoryTable(`Work packages by ${title.toLowerCase()}`, title, categories, series),
  };
}

/** Created and closed per period as bars. */
export function trendsChart(series: ReadonlyArray<{ start: string; created: number; closed: number }>, period: Period): BarChart {
  const categories = series.map((point) => point.start);
  const bars = [
    { name: 'Created', data: series.map((point) => point.created) },
    { name: 'Closed', data: series.map((point) => point.closed) },
  ];
  const unit = period === 'week' ? 'Week of' : 'Month of';
  return {
    series: bars,
    options: { chart: { toolbar: { show: false } }, colors: ['#1677ff', '#389e0d'], xaxis: { categories, labels: { rotate: -45, hideOverlappingLabels: true } }, legend: { position: 'bottom' }, dataLabels: { enabled: false } },
    label: `Per ${period}, over ${series.length} ${period}s: ${bars[0].data.reduce((a, b) => a + b, 0)} work packages created, ${bars[1].data.reduce((a, b) => a + b, 0)} closed.`,
    table: categoryTable(`Created and closed per ${period}`, unit, categories, bars),
  };
}
