// What the admin dashboard shows and how each figure is computed (the tooltips repeat docs/api.md 'Admin dashboard').
import { categoryTable, datedTable, type ChartTable } from '@tessera/shared/charts';

/** Spec 002 §9 'Admin caches' 120 s: the server keeps answers that long unless a write changes them. */
export const SECTION_STALE_MS = 60_000;
export const ACTIVITY_REFRESH_MS = 30_000;
export const HEALTH_REFRESH_MS = 60_000;

export const RANGE_OPTIONS = [
  { value: '7_days', label: 'Last 7 days' },
  { value: '30_days', label: 'Last 30 days' },
  { value: '90_days', label: 'Last 90 days' },
  { value: '180_days', label: 'Last 180 days' },
  { value: '365_days', label: 'Last 365 days' },
] as const;
export type RangeName = (typeof RANGE_OPTIONS)[number]['value'];
export const DEFAULT_RANGE: RangeName = '30_days';

export interface TableParams {
  offset: number;
  pageSize: number;
  search?: string;
}

export interface ManagersParams extends TableParams {
  sort: string;
  role?: string;
  status?: string;
  minEfficiency?: number;
  maxEfficiency?: number;
  minProjects?: number;
  maxProjects?: number;
}
export const WORK_ITEM_STATES = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'closed', label: 'Closed' },
] as const;
export type WorkItemState = (typeof WORK_ITEM_STATES)[number]['value'];
export interface WorkItemParams {
  offset: number;
  pageSize: number;
  state: WorkItemState;
}

export const DEFAULT_MANAGERS: ManagersParams = { offset: 1, pageSize: 10, sort: 'name:asc' };

/** How each number is computed, shown in its tooltip. */
export const HOW = {
  usersTotal: 'Every user account (groups not counted).',
  usersActive: 'Users who wrote a journal entry (created, changed or commented on something) in the last 30 days.',
  signedIn: 'Users who signed in (opened a session) in the last 30 days.',
  projectsActive: 'Projects that are neither archived nor templates.',
  atRisk: "Projects whose status is 'at risk' or 'off track'.",
  packagesOpen: 'Work packages whose status is not a closed one.',
  overdue: 'Open work packages with a due date before today (UTC).',
  blocked: "Open work packages in a status named like 'blocked' or 'on hold'.",
  completionRate: 'Closed work packages / all work packages x 100.',
  closed30: 'Status changes from an open status into a closed one in the last 30 days, from the journals.',
  hours30: 'Hours logged (time entries) with a spent-on day in the last 30 days.',
  throughput: 'Status changes into a closed status within the range, from the journals; per week = closed x 7 / days.',
  cycleTime: "Mean days from a work package's creation to each closing within the range.",
  overdueRate: 'Overdue / open work packages x 100.',
  created: 'Work packages created within the range (their creation journal).',
  utilisation: 'Hours logged in the range / capacity (8 hours per weekday of the range) x 100.',
  remaining: 'Remaining hours (else the estimate) of their open assigned work packages.',
  atRiskMilestones: 'Open versions ending within 7 days with under 50 % of their work packages closed.',
  sprintsInTrouble: 'Open versions past their end date that still have open work packages.',
  unassigned: 'Open work packages without an assignee.',
  dbLatency: 'Round trip of a trivial query (select 1) from this server, in milliseconds.',
  dbSize: 'Size of the database on disk.',
  jobs: 'Background jobs by state; failures counted over the last 24 hours.',
  memory: 'Resident memory of the server process, and the JavaScript heap in use.',
  uptime: 'Time since this server process started.',
  engagement: 'Active days (a journal entry) in the last 30, up to 20, worth 70 points; plus 30 for a sign-in in the last 7 days (15 in the last 30).',
  efficiency: 'Closed / (closed + overdue) work packages of their projects x 100: how much of the due work got done.',
  managerProjects: 'Projects they are a member of.',
  managerPackages: 'Work packages of their projects: all, closed, overdue.',
  pullRequests: 'Pull requests of the GitHub repositories connected to their projects: all, open, merged.',
  lastLogin: 'The newest session they opened.',
  projectHours: 'All hours logged in the project.',
  members: 'Project memberships.',
  parentProjects: 'Projects with at least one sub-project, at any level.',
  topLevelParents: 'Parent projects that have no parent themselves.',
  subProjects: 'Projects that have a parent.',
  standalone: 'Projects with neither a parent nor sub-projects.',
  maxDepth: 'Levels below the deepest top-level parent project (1: children only).',
  inHierarchies: 'Work packages of top-level parent projects and every project below them.',
  treeSubProjects: 'Projects below it, at every depth.',
  treePackages: 'Work packages of the project and every project below it.',
  treeCompletion: 'Closed / all work packages of the project and every project below it x 100.',
  treeOverdueRate: 'Overdue / open work packages of the whole tree x 100.',
  treeMembers: 'Distinct people with a membership in any project of the tree.',
  treeHours: 'All hours logged in any project of the tree.',
  treeClosed30: 'Closings (status changes into a closed status) in the whole tree in the last 30 days.',
  hoursPerMember: 'Hours logged in the tree / its distinct members.',
  average: 'The mean over the top-level parent projects that have a value.',
  ownPackages: 'Work packages of this project only (not its sub-projects).',
  span: 'From the earliest start (or due) date to the latest due date of its work packages and versions.',
  onTimeRate: 'Closings on or before the due date / closings of work packages that had a due date x 100.',
  perWeek: 'Closings x 7 / days of the range.',
  records: 'Rows stored; the second number counts those created in the last 30 days.',
  milestoneHealth: "The milestone's health: at risk under 7 days left with under 50 % closed; critical when overdue.",
} as const;

export const percent = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${Math.round(value * 10) / 10}%`);
export const hours = (value: number) => `${Math.round(value * 10) / 10} h`;

export function bytes(value: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${Math.round(size * 10) / 10} ${units[unit]}`;
}

export function duration(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hoursPart = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days} d ${hoursPart} h` : hoursPart > 0 ? `${hoursPart} h ${minutes} min` : `${minutes} min`;
}

export interface ChartData {
  series: { name: string; data: { x: string; y: number }[] }[];
  options: Record<string, unknown>;
  label: string;
  table: ChartTable;
}

/** The trends chart: created, closed and active users per day. */
export function trendsChart(series: ReadonlyArray<{ day: string; created: number; closed: number; hours: number; activeUsers: number }>, rangeLabel: string): ChartData {
  const lines = [
    { name: 'Created', data: series.map((point) => ({ x: point.day, y: point.created })) },
    { name: 'Closed', data: series.map((point) => ({ x: point.day, y: point.closed })) },
    { name: 'Active users', data: series.map((point) => ({ x: point.day, y: point.activeUsers })) },
    { name: 'Hours logged', data: series.map((point) => ({ x: point.day, y: point.hours })) },
  ];
  const total = (pick: (point: (typeof series)[number]) => number) => Math.round(series.reduce((sum, point) => sum + pick(point), 0) * 10) / 10;
  return {
    series: lines,
    options: {
      chart: { toolbar: { show: false }, zoom: { enabled: false } },
      colors: ['#1677ff', '#389e0d', '#d46b08', '#722ed1'],
      xaxis: { type: 'datetime' },
      yaxis: { min: 0, forceNiceScale: true },
      stroke: { width: 2 },
      legend: { position: 'bottom' },
    },
    label: `Trends, ${rangeLabel.toLowerCase()}: ${total((p) => p.created)} work packages created, ${total((p) => p.closed)} closed, ${total((p) => p.hours)} hours logged.`,
    table: datedTable('Per day', 'Day', lines),
  };
}

/** Throughput per day (created and closed) as bars. */
export function throughputChart(perDay: ReadonlyArray<{ day: string; created: number; closed: number }>): { series: { name: string; data: number[] }[]; options: Record<string, unknown>; label: string; table: ChartTable } {
  const categories = perDay.map((point) => point.day);
  const series = [
    { name: 'Created', data: perDay.map((point) => point.created) },
    { name: 'Closed', data: perDay.map((point) => point.closed) },
  ];
  return {
    series,
    options: { chart: { toolbar: { show: false } }, colors: ['#1677ff', '#389e0d'], xaxis: { categories, labels: { rotate: -45, hideOverlappingLabels: true } }, legend: { position: 'bottom' }, dataLabels: { enabled: false } },
    label: `Work packages created and closed per day: ${series[0].data.reduce((a, b) => a + b, 0)} created, ${series[1].data.reduce((a, b) => a + b, 0)} closed.`,
    table: categoryTable('Created and closed per day', 'Day', categories, series),
  };
}

export const SORT_FIELDS = ['name', 'email', 'status', 'role', 'totalProjects', 'totalWorkPackages', 'completedWorkPackages', 'overdueWorkPackages', 'completionRate', 'engagementScore', 'efficiency', 'lastLoginAt', 'lastActivity'] as const;

/** antd's sort order of a column from the `field:order` the server takes. */
export function sortOrderOf(sort: string, field: string): 'ascend' | 'descend' | null {
  const [current, order] = sort.split(':');
  if (current !== field) return null;
  return order === 'desc' ? 'descend' : 'ascend';
}

export function sortParamOf(field: string | undefined, order: 'ascend' | 'descend' | null | undefined): string {
  if (!field || !order) return DEFAULT_MANAGERS.sort;
  return `${field}:${order === 'descend' ? 'desc' : 'asc'}`;
}
