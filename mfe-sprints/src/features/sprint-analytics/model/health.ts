// The Health tab (spec 002 section 4 'Dashboard health') for the first open sprint, over its statistics
// (GET /sprints/{id}/statistics). No invented figures (DESIGN section 7): the blocked count is the sprint's real
// 'On Hold' count, utilization uses the real estimated hours, and what cannot be computed says why.
import dayjs from 'dayjs';
import type { SprintStatistics } from '../../sprints/api/sprint-statistics-api';

export const NO_ACTIVE_SPRINT_TITLE = 'No active sprints to analyze';
export const NO_ACTIVE_SPRINT_HINT = 'Create or activate a sprint to see health metrics';
/** Overall: critical over a 30-point gap (time ahead of work) or more than 2 blocked tasks; warning over 15 or any blocked. */
export const GAP_CRITICAL_POINTS = 30;
export const GAP_WARNING_POINTS = 15;
export const BLOCKED_CRITICAL_COUNT = 2;
/** Work progress: healthy within 10 points of time progress, warning within 25. */
export const WORK_PROGRESS_HEALTHY_GAP = 10;
export const WORK_PROGRESS_WARNING_GAP = 25;
/** Task completion: healthy at 60% or more, warning at 30% or more. */
export const TASK_COMPLETION_HEALTHY_PERCENT = 60;
export const TASK_COMPLETION_WARNING_PERCENT = 30;
/** Team utilization: healthy 70-90%, critical below 50% or above 100%. */
export const UTILIZATION_HEALTHY_MIN = 70;
export const UTILIZATION_HEALTHY_MAX = 90;
export const UTILIZATION_CRITICAL_BELOW = 50;
export const UTILIZATION_CRITICAL_ABOVE = 100;
/** Capacity: 40 hours per assignee per sprint week (5 working days). */
export const HOURS_PER_ASSIGNEE_WEEK = 40;
export const WORKING_DAYS_PER_WEEK = 5;
/** Burndown: critical when completion is below 70% of the elapsed-time percentage, warning below 85%. */
export const BURNDOWN_CRITICAL_RATIO = 0.7;
export const BURNDOWN_WARNING_RATIO = 0.85;
/** Tasks in this status count as blocked. */
export const BLOCKED_STATUS_NAME = 'On Hold';

export const NO_DATES_MESSAGE = 'The sprint has no start and end dates';
export const NO_HOURS_MESSAGE = 'No hours estimated';
export const NO_ASSIGNEES_MESSAGE = 'No work items are assigned to anyone';
export const NO_WORKING_DAYS_MESSAGE = 'The sprint has no working days';
export const NO_WORK_ITEMS_MESSAGE = 'No work items in this sprint';

export type Health = 'healthy' | 'warning' | 'critical';
export type OverallHealth = Health | 'unknown';
export const HEALTH_LABELS: Record<OverallHealth, string> = { healthy: 'Healthy', warning: 'Warning', critical: 'Critical', unknown: 'Unknown' };
export const HEALTH_COLORS: Record<OverallHealth, string> = { healthy: 'green', warning: 'gold', critical: 'red', unknown: 'default' };

const clampPercent = (value: number) => Math.max(0, Math.min(100, value));

/** Elapsed over total days, in percent; null without dates. */
export function timeProgress(stats: Pick<SprintStatistics, 'elapsedDays' | 'totalDays'>): number | null {
  if (stats.elapsedDays === null || stats.totalDays === null || stats.totalDays <= 0) return null;
  return Math.round(clampPercent((stats.elapsedDays / stats.totalDays) * 100));
}

/** How far work lags behind time, in percentage points (negative when work is ahead). */
export const progressGap = (time: number, work: number) => time - work;

export function overallHealth(time: number | null, work: number, blocked: number): OverallHealth {
  const gap = time === null ? null : progressGap(time, work);
  if ((gap !== null && gap > GAP_CRITICAL_POINTS) || blocked > BLOCKED_CRITICAL_COUNT) return 'critical';
  if ((gap !== null && gap > GAP_WARNING_POINTS) || blocked > 0) return 'warning';
  return gap === null ? 'unknown' : 'healthy';
}

export function workProgressHealth(time: number, work: number): Health {
  const gap = progressGap(time, work);
  if (gap <= WORK_PROGRESS_HEALTHY_GAP) return 'healthy';
  if (gap <= WORK_PROGRESS_WARNING_GAP) return 'warning';
  return 'critical';
}

export function taskCompletionHealth(percent: number): Health {
  if (percent >= TASK_COMPLETION_HEALTHY_PERCENT) return 'healthy';
  if (percent >= TASK_COMPLETION_WARNING_PERCENT) return 'warning';
  return 'critical';
}

export function utilizationHealth(percent: number): Health {
  if (percent < UTILIZATION_CRITICAL_BELOW || percent > UTILIZATION_CRITICAL_ABOVE) return 'critical';
  if (percent >= UTILIZATION_HEALTHY_MIN && percent <= UTILIZATION_HEALTHY_MAX) return 'healthy';
  return 'warning';
}

export function burndownHealth(time: number, work: number): Health {
  if (time <= 0) return 'healthy';
  if (work < time * BURNDOWN_CRITICAL_RATIO) return 'critical';
  if (work < time * BURNDOWN_WARNING_RATIO) return 'warning';
  return 'healthy';
}

/** Monday to Friday from start to end, both included (dates 'YYYY-MM-DD'). */
export function workingDays(start: string, end: string): number {
  let day = dayjs(start);
  const last = dayjs(end);
  let count = 0;
  while (!day.isAfter(last, 'day')) {
    const weekday = day.day();
    if (weekday !== 0 && weekday !== 6) count += 1;
    day = day.add(1, 'day');
  }
  return count;
}

export type Figure<T> = { value: T } | { empty: string };

export interface Utilization {
  percent: number;
  estimatedHours: number;
  capacityHours: number;
  assignees: number;
}

/** Estimated hours against 40 h per assignee per sprint week. */
export function teamUtilization(stats: Pick<SprintStatistics, 'sprint' | 'totalHours' | 'teamMemberCount'>): Figure<Utilization> {
  const { startDate, endDate } = stats.sprint;
  if (!startDate || !endDate) return { empty: NO_DATES_MESSAGE };
  if (stats.teamMemberCount <= 0) return { empty: NO_ASSIGNEES_MESSAGE };
  if (!(stats.totalHours > 0)) return { empty: NO_HOURS_MESSAGE };
  const days = workingDays(startDate, endDate);
  if (days === 0) return { empty: NO_WORKING_DAYS_MESSAGE };
  const capacityHours = stats.teamMemberCount * HOURS_PER_ASSIGNEE_WEEK * (days / WORKING_DAYS_PER_WEEK);
  return {
    value: {
      percent: Math.round((stats.totalHours / capacityHours) * 100),
      estimatedHours: stats.totalHours,
      capacityHours: Math.round(capacityHours * 10) / 10,
      assignees: stats.teamMemberCount,
    },
  };
}

/** The sprint's tasks in the 'On Hold' status. */
export function blockedCount(stats: Pick<SprintStatistics, 'statusDistribution'>): number {
  return stats.statusDistribution
    .filter((entry) => entry.status.trim().toLowerCase() === BLOCKED_STATUS_NAME.toLowerCase())
    .reduce((sum, entry) => sum + entry.count, 0);
}

export interface RequiredVelocity {
  /** Points per remaining day; null when the end date has passed with points left. */
  pointsPerDay: number | null;
  remainingPoints: number;
  remainingDays: number;
}

/** Remaining points per remaining day. */
export function requiredVelocity(stats: Pick<SprintStatistics, 'totalStoryPoints' | 'completedStoryPoints' | 'daysRemaining'>): Figure<RequiredVelocity> {
  if (stats.daysRemaining === null) return { empty: NO_DATES_MESSAGE };
  const remainingPoints = Math.max(0, stats.totalStoryPoints - stats.completedStoryPoints);
  const remainingDays = Math.max(0, stats.daysRemaining);
  if (remainingPoints === 0) return { value: { pointsPerDay: 0, remainingPoints, remainingDays } };
  if (remainingDays === 0) return { value: { pointsPerDay: null, remainingPoints, remainingDays } };
  return { value: { pointsPerDay: Math.round((remainingPoints / remainingDays) * 10) / 10, remainingPoints, remainingDays } };
}

export interface MetricRow {
  key: 'work' | 'tasks' | 'utilization' | 'burndown';
  label: string;
  /** What it measured ('62% of points done vs 70% of time'), or why it could not be measured. */
  detail: string;
  health: Health | null;
}

export interface SprintHealthReport {
  overall: OverallHealth;
  timePercent: number | null;
  workPercent: number;
  blocked: number;
  metrics: MetricRow[];
  required: Figure<RequiredVelocity>;
  utilization: Figure<Utilization>;
}

export function sprintHealth(stats: SprintStatistics): SprintHealthReport {
  const time = timeProgress(stats);
  const work = stats.completionPercentage;
  const blocked = blockedCount(stats);
  const utilization = teamUtilization(stats);
  const taskPercent = stats.totalWorkItems > 0 ? Math.round((stats.completedWorkItems / stats.totalWorkItems) * 100) : null;
  const metrics: MetricRow[] = [
    time === null
      ? { key: 'work', label: 'Work progress', detail: NO_DATES_MESSAGE, health: null }
      : { key: 'work', label: 'Work progress', detail: `${work}% done, ${time}% of the time elapsed`, health: workProgressHealth(time, work) },
    taskPercent === null
      ? { key: 'tasks', label: 'Task completion', detail: NO_WORK_ITEMS_MESSAGE, health: null }
      : {
          key: 'tasks',
          label: 'Task completion',
          detail: `${stats.completedWorkItems} of ${stats.totalWorkItems} work items completed (${taskPercent}%)`,
          health: taskCompletionHealth(taskPercent),
        },
    'empty' in utilization
      ? { key: 'utilization', label: 'Team utilization', detail: utilization.empty, health: null }
      : {
          key: 'utilization',
          label: 'Team utilization',
          detail: `${utilization.value.percent}%: ${utilization.value.estimatedHours} h estimated for ${utilization.value.capacityHours} h of capacity (${utilization.value.assignees} assignee${utilization.value.assignees === 1 ? '' : 's'})`,
          health: utilizationHealth(utilization.value.percent),
        },
    time === null
      ? { key: 'burndown', label: 'Burndown', detail: NO_DATES_MESSAGE, health: null }
      : { key: 'burndown', label: 'Burndown', detail: `${work}% complete against ${time}% of the time`, health: burndownHealth(time, work) },
  ];
  return { overall: overallHealth(time, work, blocked), timePercent: time, workPercent: work, blocked, metrics, required: requiredVelocity(stats), utilization };
}
