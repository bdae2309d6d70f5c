// A sprint's health: one set of verdicts, computed here only, so every view that shows one (the analytics' Health tab,
// the progress donut) agrees with the others.
//
// Spec 002 section 4 gives several rules over the same two numbers, work done and time elapsed, which contradict each
// other: the dashboard's overall rule (time ahead of work by more than 15 points: warning, 30: critical), 'work progress'
// (10 and 25), 'burndown' (work under 85% and 70% of the time), the version-level rule (under 70% of the time) and a
// progress donut and a task completion that ignore time (On Track from 70% done; tasks critical under 30%, which a
// sprint's first day always is). A sprint 62% done at 90% of its time was 'Warning' overall with 'Critical' rows and an
// 'On Track' donut. Here there is one rule per question, and the sprint's verdict is its worst check:
// - Work vs time: Critical when the end date has passed before all work is done, or when work lags time by more than 30
//   points; At Risk when it lags by more than 15 (this also covers the version rule 'over 80% of the time gone and under
//   60% done'); else On Track. Work is story points when the sprint has any, else work items.
// - Task completion (sprints with story points): the same rule over work items.
// - Blocked: Critical with more than 2 work items On Hold, At Risk with any.
// - Team utilization: estimated hours against 40 h per assignee per five working days: On Track at 70-90%, Critical below
//   50% or above 100%, At Risk otherwise.
// A check that cannot be measured (no dates, no work items, no estimates) says why and has no verdict. Without the work
// vs time check the sprint is Unknown, unless another check already found a risk.
import { daysFrom } from '../../http/dates.ts';

export type Verdict = 'on_track' | 'at_risk' | 'critical';
export type SprintVerdict = Verdict | 'unknown';

export const VERDICT_LABELS: Record<SprintVerdict, string> = { on_track: 'On Track', at_risk: 'At Risk', critical: 'Critical', unknown: 'Unknown' };

/** Work lagging time by more than this many percentage points is At Risk, or Critical. */
export const LAG_AT_RISK_POINTS = 15;
export const LAG_CRITICAL_POINTS = 30;
/** Work items in this status are blocked: any is At Risk, more than BLOCKED_CRITICAL_COUNT Critical. */
export const BLOCKED_STATUS_NAME = 'On Hold';
export const BLOCKED_CRITICAL_COUNT = 2;
/** Team utilization: On Track from 70% to 90% of capacity, Critical below 50% or above 100%. */
export const UTILIZATION_ON_TRACK_MIN = 70;
export const UTILIZATION_ON_TRACK_MAX = 90;
export const UTILIZATION_CRITICAL_BELOW = 50;
export const UTILIZATION_CRITICAL_ABOVE = 100;
/** Capacity: 40 hours per assignee for every five working days (Monday to Friday). */
export const HOURS_PER_ASSIGNEE_WEEK = 40;
export const WORKING_DAYS_PER_WEEK = 5;

const SEVERITY: Record<Verdict, number> = { on_track: 0, at_risk: 1, critical: 2 };

export const HEALTH_RULES = {
  schedule: `Critical when the end date has passed before all work is done or work lags time by more than ${LAG_CRITICAL_POINTS} points; At Risk when it lags by more than ${LAG_AT_RISK_POINTS}.`,
  tasks: `Critical when work items done lag time by more than ${LAG_CRITICAL_POINTS} points; At Risk when they lag by more than ${LAG_AT_RISK_POINTS}.`,
  blocked: `Critical with more than ${BLOCKED_CRITICAL_COUNT} work items ${BLOCKED_STATUS_NAME}; At Risk with any.`,
  utilization: `On Track at ${UTILIZATION_ON_TRACK_MIN}-${UTILIZATION_ON_TRACK_MAX}% of capacity (${HOURS_PER_ASSIGNEE_WEEK} h per assignee per ${WORKING_DAYS_PER_WEEK} working days); Critical below ${UTILIZATION_CRITICAL_BELOW}% or above ${UTILIZATION_CRITICAL_ABOVE}%; At Risk otherwise.`,
  overall: 'The sprint is as healthy as its worst check; Unknown when work against time cannot be measured and no check found a risk.',
} as const;

export const NOT_MEASURED = {
  noDates: 'The sprint has no start and end dates.',
  noWorkItems: 'No work items in this sprint.',
  noAssignees: 'No work item is assigned to anyone.',
  noEstimates: 'No hours are estimated.',
} as const;

export type CheckKey = 'schedule' | 'tasks' | 'blocked' | 'utilization';

export interface HealthCheck {
  key: CheckKey;
  label: string;
  /** null: not measured (`explanation` says why). */
  verdict: Verdict | null;
  /** The rule that gives the verdict. */
  rule: string;
  /** The numbers it was given, or why it could not be measured. */
  explanation: string;
}

export interface SprintHealth {
  verdict: SprintVerdict;
  label: string;
  /** Which checks decided the verdict, with their numbers. */
  explanation: string;
  rule: string;
  /** Time elapsed and work done in percent (null without dates / without work items). */
  timePercent: number | null;
  workPercent: number | null;
  blocked: number;
  checks: HealthCheck[];
}

export interface HealthInput {
  startDate: string | null;
  endDate: string | null;
  today: string;
  /** Days from the start to today or the end, both included (see the statistics). */
  elapsedDays: number | null;
  totalDays: number | null;
  totalWorkItems: number;
  completedWorkItems: number;
  totalStoryPoints: number;
  completedStoryPoints: number;
  estimatedHours: number;
  assignees: number;
  blocked: number;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Monday to Friday from start to end, both included (dates 'YYYY-MM-DD'). */
export function workingDays(start: string, end: string): number {
  const days = daysFrom(start, end) + 1;
  if (days <= 0) return 0;
  const firstWeekday = new Date(`${start}T00:00:00Z`).getUTCDay();
  let count = 0;
  for (let offset = 0; offset < days; offset += 1) {
    const weekday = (firstWeekday + offset) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/** The lag rule shared by work vs time and task completion. */
function lagVerdict(timePercent: number, workPercent: number): Verdict {
  const lag = timePercent - workPercent;
  if (lag > LAG_CRITICAL_POINTS) return 'critical';
  if (lag > LAG_AT_RISK_POINTS) return 'at_risk';
  return 'on_track';
}

function lagText(timePercent: number, workPercent: number): string {
  const lag = timePercent - workPercent;
  if (lag > 0) return `${lag} points behind`;
  return lag === 0 ? 'level with the time' : `${-lag} points ahead`;
}

function scheduleCheck(input: HealthInput, timePercent: number | null, workPercent: number | null): HealthCheck {
  const base = { key: 'schedule' as const, label: 'Work vs time', rule: HEALTH_RULES.schedule };
  if (timePercent === null) return { ...base, verdict: null, explanation: NOT_MEASURED.noDates };
  if (workPercent === null) return { ...base, verdict: null, explanation: NOT_MEASURED.noWorkItems };
  const work = input.totalStoryPoints > 0
    ? `${input.completedStoryPoints} of ${input.totalStoryPoints} story points done (${workPercent}%)`
    : `${input.completedWorkItems} of ${plural(input.totalWorkItems, 'work item')} done (${workPercent}%)`;
  if (input.endDate !== null && input.endDate < input.today && workPercent < 100) {
    return { ...base, verdict: 'critical', explanation: `The end date ${input.endDate} has passed with ${work}.` };
  }
  return {
    ...base,
    verdict: lagVerdict(timePercent, workPercent),
    explanation: `${work} with ${timePercent}% of the time elapsed (day ${input.elapsedDays} of ${input.totalDays}): ${lagText(timePercent, workPercent)}.`,
  };
}

function tasksCheck(input: HealthInput, timePercent: number | null): HealthCheck | null {
  // Without story points, work vs time already counts the work items.
  if (input.totalStoryPoints <= 0 || input.totalWorkItems === 0 || timePercent === null) return null;
  const done = percent(input.completedWorkItems, input.totalWorkItems);
  return {
    key: 'tasks',
    label: 'Task completion',
    rule: HEALTH_RULES.tasks,
    verdict: lagVerdict(timePercent, done),
    explanation: `${input.completedWorkItems} of ${plural(input.totalWorkItems, 'work item')} done (${done}%) with ${timePercent}% of the time elapsed: ${lagText(timePercent, done)}.`,
  };
}

function blockedCheck(blocked: number): HealthCheck {
  const verdict: Verdict = blocked > BLOCKED_CRITICAL_COUNT ? 'critical' : blocked > 0 ? 'at_risk' : 'on_track';
  return { key: 'blocked', label: 'Blocked work', rule: HEALTH_RULES.blocked, verdict, explanation: `${plural(blocked, 'work item')} ${BLOCKED_STATUS_NAME}.` };
}

function utilizationCheck(input: HealthInput): HealthCheck {
  const base = { key: 'utilization' as const, label: 'Team utilization', rule: HEALTH_RULES.utilization };
  if (input.startDate === null || input.endDate === null) return { ...base, verdict: null, explanation: NOT_MEASURED.noDates };
  if (input.assignees <= 0) return { ...base, verdict: null, explanation: NOT_MEASURED.noAssignees };
  if (!(input.estimatedHours > 0)) return { ...base, verdict: null, explanation: NOT_MEASURED.noEstimates };
  const days = workingDays(input.startDate, input.endDate);
  const capacity = Math.round(((input.assignees * HOURS_PER_ASSIGNEE_WEEK * days) / WORKING_DAYS_PER_WEEK) * 10) / 10;
  const used = capacity > 0 ? percent(input.estimatedHours, capacity) : Infinity;
  let verdict: Verdict = 'at_risk';
  if (used < UTILIZATION_CRITICAL_BELOW || used > UTILIZATION_CRITICAL_ABOVE) verdict = 'critical';
  else if (used >= UTILIZATION_ON_TRACK_MIN && used <= UTILIZATION_ON_TRACK_MAX) verdict = 'on_track';
  const figure = Number.isFinite(used) ? `${used}%` : 'more than any capacity';
  return {
    ...base,
    verdict,
    explanation: `${input.estimatedHours} h estimated for ${capacity} h of capacity (${plural(input.assignees, 'assignee')}, ${plural(days, 'working day')}): ${figure}.`,
  };
}

/** The verdicts of a sprint's checks and of the sprint. */
export function sprintHealth(input: HealthInput): SprintHealth {
  const timePercent = input.elapsedDays !== null && input.totalDays !== null && input.totalDays > 0
    ? Math.max(0, Math.min(100, percent(input.elapsedDays, input.totalDays)))
    : null;
  let workPercent: number | null = null;
  if (input.totalStoryPoints > 0) workPercent = percent(input.completedStoryPoints, input.totalStoryPoints);
  else if (input.totalWorkItems > 0) workPercent = percent(input.completedWorkItems, input.totalWorkItems);

  const schedule = scheduleCheck(input, timePercent, workPercent);
  const checks = [schedule, tasksCheck(input, timePercent), blockedCheck(input.blocked), utilizationCheck(input)].filter(
    (check): check is HealthCheck => check !== null,
  );
  const measured = checks.filter((check): check is HealthCheck & { verdict: Verdict } => check.verdict !== null);
  const worst = measured.reduce<Verdict>((current, check) => (SEVERITY[check.verdict] > SEVERITY[current] ? check.verdict : current), 'on_track');

  let verdict: SprintVerdict = worst;
  let explanation: string;
  if (schedule.verdict === null && worst === 'on_track') {
    verdict = 'unknown';
    explanation = `Work against time cannot be measured: ${schedule.explanation}`;
  } else if (worst === 'on_track') {
    explanation = 'Every measured check is on track.';
  } else {
    explanation = measured
      .filter((check) => check.verdict === worst)
      .map((check) => `${check.label} is ${VERDICT_LABELS[worst]}: ${check.explanation}`)
      .join(' ');
  }
  return { verdict, label: VERDICT_LABELS[verdict], explanation, rule: HEALTH_RULES.overall, timePercent, workPercent, blocked: input.blocked, checks };
}
