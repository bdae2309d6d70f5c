/**
 * Sprint figures from journals (DESIGN.md section 3: burndown and velocity are computed from journals, not invented).
 * Pure functions over what the queries read: the work packages as they are now, and the journal details of the
 * properties that matter (version, story points, status, estimated and remaining hours) in order.
 *
 * The past is found by undoing: a package's state before its first journal is its current state with every change
 * taken back (each detail's old value), and from there the changes are applied forward day by day. A creation journal
 * records null -> value and a deletion journal value -> null, so a package that did not exist yet, or no longer does,
 * is in no version; a package with no journals at all (data from before journaling) simply always was as it is now.
 */

export const REPLAYED_PROPERTIES = ['version_id', 'story_points', 'status_id', 'estimated_hours', 'remaining_hours'] as const;
export type ReplayedProperty = (typeof REPLAYED_PROPERTIES)[number];

export type PackageState = Record<ReplayedProperty, number | null>;

export interface CurrentPackage extends PackageState {
  id: number;
}

export interface JournalChange {
  workPackageId: number;
  /** When the journal was written (ms since the epoch). */
  at: number;
  /** The journal's version: orders a package's changes (also two in the same millisecond). */
  sequence: number;
  property: string;
  oldValue: string | null;
  newValue: string | null;
}

const DAY_MS = 86_400_000;
const EMPTY: PackageState = { version_id: null, story_points: null, status_id: null, estimated_hours: null, remaining_hours: null };
const isReplayed = (property: string): property is ReplayedProperty => (REPLAYED_PROPERTIES as readonly string[]).includes(property);

/** A journaled value as a number (ids, points, hours are decimal text); anything else counts as no value. */
export function journalNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Days ('YYYY-MM-DD', UTC: the server's days)

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => new Date(dayStart(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, inclusive (none when `to` is earlier). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Monday to Friday. */
export const isWorkingDay = (day: string) => {
  const weekday = new Date(dayStart(day)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

export const workingDaysBetween = (from: string, to: string) => daysBetween(from, to).filter(isWorkingDay).length;

/** Rounded to two decimals (points of an ideal line, hours, averages). */
export const round2 = (value: number) => Math.round(value * 100) / 100;

// ---------------------------------------------------------------------------------------------------------------
// Replaying the history

/** Packages' states over time, rebuilt from their current state and their journaled changes. */
export class PackageHistory {
  /** State now, by package (deleted packages are absent). */
  readonly current: ReadonlyMap<number, PackageState>;
  private readonly initial = new Map<number, PackageState>();
  /** Every replayed change of every package, in time order. */
  private readonly changes: JournalChange[];

  constructor(current: CurrentPackage[], changes: JournalChange[]) {
    const now = new Map<number, PackageState>();
    for (const row of current) {
      const { id, ...state } = row;
      now.set(id, { ...state });
    }
    this.current = now;
    this.changes = changes.filter((change) => isReplayed(change.property)).sort((a, b) => a.at - b.at || a.workPackageId - b.workPackageId || a.sequence - b.sequence);
    for (const id of new Set([...now.keys(), ...this.changes.map((change) => change.workPackageId)])) this.initial.set(id, { ...(now.get(id) ?? EMPTY) });
    // Undo newest first: what remains is each package's state before its first journaled change.
    for (let index = this.changes.length - 1; index >= 0; index -= 1) {
      const change = this.changes[index];
      this.initial.get(change.workPackageId)![change.property as ReplayedProperty] = journalNumber(change.oldValue);
    }
  }

  /**
   * Calls `visit` with every package's state at the end of each of `days` (ascending; they need not be consecutive).
   * The map is reused between calls: read it, do not keep it.
   */
  atEndOf(days: string[], visit: (day: string, states: ReadonlyMap<number, PackageState>) => void): void {
    const states = new Map<number, PackageState>();
    for (const [id, state] of this.initial) states.set(id, { ...state });
    let next = 0;
    for (const day of days) {
      const end = dayStart(day) + DAY_MS;
      while (next < this.changes.length && this.changes[next].at < end) {
        const change = this.changes[next];
        states.get(change.workPackageId)![change.property as ReplayedProperty] = journalNumber(change.newValue);
        next += 1;
      }
      visit(day, states);
    }
  }
}

export interface SprintFigures {
  /** Work packages in the version. */
  count: number;
  closedCount: number;
  /** Their story points, all / in a closed status / in an open one. */
  points: number;
  closedPoints: number;
  openPoints: number;
  /** Estimated hours of all of them. */
  estimatedHours: number;
  /** Estimated and remaining hours of the open ones (an open package without remaining hours counts its estimate). */
  openEstimatedHours: number;
  openRemainingHours: number;
}

/** The figures of one version among some packages' states. */
export function figuresOf(states: Iterable<PackageState>, versionId: number, closedStatusIds: ReadonlySet<number>): SprintFigures {
  const figures: SprintFigures = { count: 0, closedCount: 0, points: 0, closedPoints: 0, openPoints: 0, estimatedHours: 0, openEstimatedHours: 0, openRemainingHours: 0 };
  for (const state of states) {
    if (state.version_id !== versionId) continue;
    const points = state.story_points ?? 0;
    const closed = state.status_id !== null && closedStatusIds.has(state.status_id);
    figures.count += 1;
    figures.points += points;
    figures.estimatedHours += state.estimated_hours ?? 0;
    if (closed) {
      figures.closedCount += 1;
      figures.closedPoints += points;
    } else {
      figures.openPoints += points;
      figures.openEstimatedHours += state.estimated_hours ?? 0;
      figures.openRemainingHours += state.remaining_hours ?? state.estimated_hours ?? 0;
    }
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------
// Burndown

export interface Sprint {
  id: number;
  startDate: string;
  endDate: string;
}

export interface BurndownPoint {
  date: string;
  points: number;
}

export interface Burndown {
  ideal: BurndownPoint[];
  actual: BurndownPoint[];
  metrics: {
    totalPoints: number;
    remainingPoints: number;
    completedPoints: number;
    totalHours: number;
    remainingHours: number;
    workingDays: number;
    scopeChange: number;
  };
}

/**
 * The ideal line: `startPoints` at the end of the first day, 0 at the end of the last, falling in equal steps on each
 * working day after the first (weekends keep the level). A sprint with no working day after its first falls on its
 * last day.
 */
export function idealLine(startDate: string, endDate: string, startPoints: number): BurndownPoint[] {
  const days = daysBetween(startDate, endDate);
  const steps = days.slice(1).filter(isWorkingDay).length;
  let remainingSteps = steps;
  return days.map((date, index) => {
    if (index > 0 && isWorkingDay(date)) remainingSteps -= 1;
    const points = steps === 0 ? (index === days.length - 1 ? 0 : startPoints) : (startPoints * remainingSteps) / steps;
    return { date, points: round2(points) };
  });
}

/**
 * docs/api.md 'Sprints: burndown and statistics': `actual[d]` is the open story points in the sprint at the end of
 * day d, from its start to today (or its end); the ideal line starts from the points in the sprint at the end of its
 * first day (before the start: from today's). The metrics are today's, or for a sprint that has ended those at the
 * end of its last day (work carried over afterwards does not rewrite what the sprint did).
 */
export function burndown(sprint: Sprint, today: string, history: PackageHistory, closedStatusIds: ReadonlySet<number>): Burndown {
  let last = figuresOf(history.current.values(), sprint.id, closedStatusIds);
  const actualDays = today < sprint.startDate ? [] : daysBetween(sprint.startDate, today < sprint.endDate ? today : sprint.endDate);
  const actual: BurndownPoint[] = [];
  let firstDayPoints = last.points;
  history.atEndOf(actualDays, (date, states) => {
    const figures = figuresOf(states.values(), sprint.id, closedStatusIds);
    if (date === sprint.startDate) firstDayPoints = figures.points;
    actual.push({ date, points: figures.openPoints });
    last = figures;
  });
  return {
    ideal: idealLine(sprint.startDate, sprint.endDate, firstDayPoints),
    actual,
    metrics: {
      totalPoints: last.points,
      remainingPoints: last.openPoints,
      completedPoints: last.closedPoints,
      totalHours: round2(last.openEstimatedHours),
      remainingHours: round2(last.openRemainingHours),
      workingDays: workingDaysBetween(sprint.startDate, sprint.endDate),
      scopeChange: actualDays.length === 0 ? 0 : last.points - firstDayPoints,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Commitment and velocity

export interface SprintDates {
  id: number;
  startDate: string | null;
  endDate: string | null;
}

export interface Commitment {
  /** Story points in the sprint at the end of its start day (a sprint not started yet, or without one: now). */
  plannedPoints: number;
  /** Points in the sprint and closed at the end of its end day (a sprint not ended yet, or without one: now). */
  committedCompletedPoints: number;
}

/** The commitment of many sprints in one replay (over the days that matter, not every day). */
export function commitments(sprints: SprintDates[], today: string, history: PackageHistory, closedStatusIds: ReadonlySet<number>): Map<number, Commitment> {
  const result = new Map<number, Commitment>();
  const wanted = new Map<string, { sprint: number; what: keyof Commitment }[]>();
  for (const sprint of sprints) {
    const now = figuresOf(history.current.values(), sprint.id, closedStatusIds);
    result.set(sprint.id, { plannedPoints: now.points, committedCompletedPoints: now.closedPoints });
    const ask = (day: string | null, what: keyof Commitment) => {
      // A day still to come (or today, which is not over) reads as now.
      if (day === null || day >= today) return;
      wanted.set(day, [...(wanted.get(day) ?? []), { sprint: sprint.id, what }]);
    };
    ask(sprint.startDate, 'plannedPoints');
    ask(sprint.endDate, 'committedCompletedPoints');
  }
  history.atEndOf([...wanted.keys()].sort(), (day, states) => {
    for (const { sprint, what } of wanted.get(day) ?? []) {
      const figures = figuresOf(states.values(), sprint, closedStatusIds);
      result.get(sprint)![what] = what === 'plannedPoints' ? figures.points : figures.closedPoints;
    }
  });
  return result;
}

export type Trend = 'improving' | 'declining' | 'stable';
export type Consistency = 'High' | 'Medium' | 'Low';

export interface Velocity {
  average: number | null;
  latest: number | null;
  predictedNext: number | null;
  trend: Trend | null;
  consistency: Consistency | null;
}

/** Spec 002 section 4: trend from the slope (above 0.5 improving, below -0.5 declining), consistency from the coefficient of variation. */
export const TREND_SLOPE = 0.5;
export const CONSISTENCY_HIGH_BELOW = 0.2;
export const CONSISTENCY_MEDIUM_BELOW = 0.4;

/** Velocity over finished sprints' completed points, oldest first. */
export function velocity(completed: number[]): Velocity {
  const n = completed.length;
  if (n === 0) return { average: null, latest: null, predictedNext: null, trend: null, consistency: null };
  const mean = completed.reduce((sum, value) => sum + value, 0) / n;
  const meanX = (n - 1) / 2;
  let covariance = 0;
  let varianceX = 0;
  for (let x = 0; x < n; x += 1) {
    covariance += (x - meanX) * (completed[x] - mean);
    varianceX += (x - meanX) ** 2;
  }
  // The least-squares line through (0, first) ... (n - 1, latest); one sprint is a flat line.
  const slope = varianceX === 0 ? 0 : covariance / varianceX;
  const predicted = mean + slope * (n - meanX);
  const deviation = Math.sqrt(completed.reduce((sum, value) => sum + (value - mean) ** 2, 0) / n);
  // All sprints equal (zero included) is as consistent as it gets.
  const variation = deviation === 0 ? 0 : mean === 0 ? Number.POSITIVE_INFINITY : deviation / mean;
  return {
    average: round2(mean),
    latest: completed[n - 1],
    predictedNext: Math.max(0, Math.round(predicted)),
    trend: slope > TREND_SLOPE ? 'improving' : slope < -TREND_SLOPE ? 'declining' : 'stable',
    consistency: variation < CONSISTENCY_HIGH_BELOW ? 'High' : variation < CONSISTENCY_MEDIUM_BELOW ? 'Medium' : 'Low',
  };
}
