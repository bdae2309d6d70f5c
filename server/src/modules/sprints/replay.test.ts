import {
  burndown,
  commitments,
  daysBetween,
  figuresOf,
  idealLine,
  journalNumber,
  PackageHistory,
  velocity,
  workingDaysBetween,
  type CurrentPackage,
  type JournalChange,
  type PackageState,
} from './replay.ts';

// A two-week sprint: Monday 2026-03-02 to Friday 2026-03-13 (10 working days, a weekend in between).
const SPRINT = { id: 7, startDate: '2026-03-02', endDate: '2026-03-13' };
const OTHER_SPRINT = 8;
const CLOSED = new Set([4, 5]);
const STATUS = { new: 1, inProgress: 2, completed: 4 };

const at = (day: string, time = '10:00') => Date.parse(`${day}T${time}:00Z`);

/** Journals of one package, written as the services write them: creation null -> value, changes, deletion value -> null. */
class Journals {
  readonly changes: JournalChange[] = [];
  private sequence = new Map<number, number>();

  private add(id: number, when: number, details: [string, string | null, string | null][]) {
    const sequence = (this.sequence.get(id) ?? 0) + 1;
    this.sequence.set(id, sequence);
    for (const [property, oldValue, newValue] of details) this.changes.push({ workPackageId: id, at: when, sequence, property, oldValue, newValue });
  }

  created(id: number, when: number, values: Partial<PackageState>) {
    this.add(id, when, Object.entries(values).filter(([, value]) => value !== null && value !== undefined).map(([property, value]) => [property, null, String(value)]));
  }

  changed(id: number, when: number, changes: Partial<Record<keyof PackageState, [number | null, number | null]>>) {
    this.add(id, when, Object.entries(changes).map(([property, [from, to]]) => [property, from === null ? null : String(from), to === null ? null : String(to)]));
  }

  deleted(id: number, when: number, values: Partial<PackageState>) {
    this.add(id, when, Object.entries(values).filter(([, value]) => value !== null && value !== undefined).map(([property, value]) => [property, String(value), null]));
  }
}

const pkg = (id: number, state: Partial<PackageState>): CurrentPackage => ({
  id,
  version_id: null,
  story_points: null,
  status_id: STATUS.new,
  estimated_hours: null,
  remaining_hours: null,
  ...state,
});

const pointsOf = (series: { points: number }[]) => series.map((point) => point.points);

describe('days', () => {
  test('working days are Monday to Friday', () => {
    expect(workingDaysBetween(SPRINT.startDate, SPRINT.endDate)).toBe(10);
    expect(workingDaysBetween('2026-03-07', '2026-03-08')).toBe(0);
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  test('journaled values: decimal text, anything else is no value', () => {
    expect(journalNumber('8')).toBe(8);
    expect(journalNumber('2.5')).toBe(2.5);
    expect(journalNumber(null)).toBeNull();
    expect(journalNumber('')).toBeNull();
    expect(journalNumber('eight')).toBeNull();
  });
});

describe('idealLine', () => {
  test('falls in equal steps on the working days after the first and stays level over the weekend', () => {
    const line = idealLine(SPRINT.startDate, SPRINT.endDate, 27);
    expect(line.map((point) => point.date)).toEqual(daysBetween(SPRINT.startDate, SPRINT.endDate));
    // Nine working days after the first: 3 points each; Saturday and Sunday keep Friday's level.
    expect(pointsOf(line)).toEqual([27, 24, 21, 18, 15, 15, 15, 12, 9, 6, 3, 0]);
  });

  test('rounds to two decimals and ends at 0', () => {
    const line = idealLine(SPRINT.startDate, SPRINT.endDate, 10);
    expect(line[1].points).toBe(8.89);
    expect(line.at(-1)!.points).toBe(0);
  });

  test('a sprint starting on a Saturday falls from the Monday on; one with no working day after its first drops on its last day', () => {
    expect(pointsOf(idealLine('2026-03-07', '2026-03-11', 6))).toEqual([6, 6, 4, 2, 0]);
    expect(pointsOf(idealLine('2026-03-06', '2026-03-08', 5))).toEqual([5, 5, 0]);
  });
});

describe('burndown', () => {
  test('open points at the end of each day, from the start to today, with weekends', () => {
    const journals = new Journals();
    // Planned on the first morning: 5 + 3 + 8 points.
    for (const [id, points] of [[1, 5], [2, 3], [3, 8]]) journals.created(id, at('2026-02-27'), { story_points: points, status_id: STATUS.new });
    for (const id of [1, 2, 3]) journals.changed(id, at('2026-03-02', '09:30'), { version_id: [null, SPRINT.id] });
    journals.changed(1, at('2026-03-03', '15:00'), { status_id: [STATUS.new, STATUS.completed] });
    journals.changed(2, at('2026-03-06', '11:00'), { status_id: [STATUS.new, STATUS.inProgress] });
    journals.changed(2, at('2026-03-09', '16:00'), { status_id: [STATUS.inProgress, STATUS.completed] });
    const current = [pkg(1, { version_id: 7, story_points: 5, status_id: 4 }), pkg(2, { version_id: 7, story_points: 3, status_id: 4 }), pkg(3, { version_id: 7, story_points: 8 })];
    const result = burndown(SPRINT, '2026-03-10', new PackageHistory(current, journals.changes), CLOSED);
    expect(result.actual.map((point) => point.date)).toEqual(daysBetween('2026-03-02', '2026-03-10'));
    expect(pointsOf(result.actual)).toEqual([16, 11, 11, 11, 11, 11, 11, 8, 8]);
    expect(result.ideal[0]).toEqual({ date: '2026-03-02', points: 16 });
    expect(result.ideal).toHaveLength(12);
    expect(result.metrics).toEqual({ totalPoints: 16, remainingPoints: 8, completedPoints: 8, totalHours: 0, remainingHours: 0, workingDays: 10, scopeChange: 0 });
  });

  test('scope change: a package added mid-sprint raises the line and the total; the ideal keeps the first day', () => {
    const journals = new Journals();
    journals.created(1, at('2026-03-02', '09:00'), { version_id: SPRINT.id, story_points: 5, status_id: STATUS.new });
    // A bug found on Wednesday goes straight into the sprint.
    journals.created(2, at('2026-03-04', '11:00'), { version_id: SPRINT.id, story_points: 2, status_id: STATUS.new });
    const current = [pkg(1, { version_id: 7, story_points: 5 }), pkg(2, { version_id: 7, story_points: 2 })];
    const result = burndown(SPRINT, '2026-03-05', new PackageHistory(current, journals.changes), CLOSED);
    expect(pointsOf(result.actual)).toEqual([5, 5, 7, 7]);
    expect(result.ideal[0].points).toBe(5);
    expect(result.metrics.scopeChange).toBe(2);
    expect(result.metrics.totalPoints).toBe(7);
  });

  test('a re-estimate counts from the day it was made', () => {
    const journals = new Journals();
    journals.created(1, at('2026-03-01'), { version_id: SPRINT.id, story_points: 3, status_id: STATUS.new });
    journals.changed(1, at('2026-03-03', '12:00'), { story_points: [3, 8] });
    const result = burndown(SPRINT, '2026-03-04', new PackageHistory([pkg(1, { version_id: 7, story_points: 8 })], journals.changes), CLOSED);
    expect(pointsOf(result.actual)).toEqual([3, 8, 8]);
    expect(result.metrics.scopeChange).toBe(5);
  });

  test('a reopened package comes back into the open points until it is closed again', () => {
    const journals = new Journals();
    journals.created(1, at('2026-03-01'), { version_id: SPRINT.id, story_points: 2, status_id: STATUS.new });
    journals.changed(1, at('2026-03-03', '15:00'), { status_id: [STATUS.new, STATUS.completed] });
    journals.changed(1, at('2026-03-05', '09:00'), { status_id: [STATUS.completed, STATUS.inProgress] });
    journals.changed(1, at('2026-03-09', '14:00'), { status_id: [STATUS.inProgress, STATUS.completed] });
    const result = burndown(SPRINT, '2026-03-13', new PackageHistory([pkg(1, { version_id: 7, story_points: 2, status_id: 4 })], journals.changes), CLOSED);
    expect(pointsOf(result.actual)).toEqual([2, 0, 0, 2, 2, 2, 2, 0, 0, 0, 0, 0]);
  });

  test('a package moved to another sprint mid-sprint leaves this one that day and shows in the other from then', () => {
    const journals = new Journals();
    journals.created(1, at('2026-03-01'), { version_id: SPRINT.id, story_points: 8, status_id: STATUS.new });
    journals.created(2, at('2026-03-01'), { version_id: SPRINT.id, story_points: 3, status_id: STATUS.new });
    journals.changed(1, at('2026-03-04', '11:00'), { version_id: [SPRINT.id, OTHER_SPRINT] });
    const history = new PackageHistory([pkg(1, { version_id: OTHER_SPRINT, story_points: 8 }), pkg(2, { version_id: 7, story_points: 3 })], journals.changes);
    const result = burndown(SPRINT, '2026-03-05', history, CLOSED);
    expect(pointsOf(result.actual)).toEqual([11, 11, 3, 3]);
    expect(result.metrics).toMatchObject({ totalPoints: 3, scopeChange: -8 });
    const other = burndown({ id: OTHER_SPRINT, startDate: '2026-03-02', endDate: '2026-03-13' }, '2026-03-05', history, CLOSED);
    expect(pointsOf(other.actual)).toEqual([0, 0, 8, 8]);
  });

  test('a deleted package counts until the day it was deleted; one created later only from then', () => {
    const journals = new Journals();
    journals.created(1, at('2026-03-01'), { version_id: SPRINT.id, story_points: 5, status_id: STATUS.new, estimated_hours: 4 });
    journals.deleted(1, at('2026-03-03', '17:00'), { version_id: SPRINT.id, story_points: 5, status_id: STATUS.new, estimated_hours: 4 });
    journals.created(2, at('2026-03-04', '08:00'), { version_id: SPRINT.id, story_points: 1, status_id: STATUS.new });
    const result = burndown(SPRINT, '2026-03-04', new PackageHistory([pkg(2, { version_id: 7, story_points: 1 })], journals.changes), CLOSED);
    expect(pointsOf(result.actual)).toEqual([5, 0, 1]);
    expect(result.metrics).toMatchObject({ totalPoints: 1, scopeChange: -4, totalHours: 0 });
  });

  test('a package without journals (older data) always was as it is now', () => {
    const result = burndown(SPRINT, '2026-03-03', new PackageHistory([pkg(1, { version_id: 7, story_points: 13 })], []), CLOSED);
    expect(pointsOf(result.actual)).toEqual([13, 13]);
  });

  test('a sprint that has not started: no actual line, the ideal from today\'s points, no scope change', () => {
    const journals = new Journals();
    journals.created(1, at('2026-02-20'), { version_id: SPRINT.id, story_points: 5, status_id: STATUS.new, estimated_hours: 6 });
    const result = burndown(SPRINT, '2026-02-25', new PackageHistory([pkg(1, { version_id: 7, story_points: 5, estimated_hours: 6 })], journals.changes), CLOSED);
    expect(result.actual).toEqual([]);
    expect(result.ideal[0].points).toBe(5);
    expect(result.metrics).toMatchObject({ totalPoints: 5, remainingPoints: 5, scopeChange: 0, totalHours: 6, remainingHours: 6 });
  });

  test('a finished sprint reports its last day, not what was carried over afterwards', () => {
    const journals = new Journals();
    journals.created(1, at('2026-03-01'), { version_id: SPRINT.id, story_points: 5, status_id: STATUS.new });
    journals.created(2, at('2026-03-01'), { version_id: SPRINT.id, story_points: 3, status_id: STATUS.new, estimated_hours: 10, remaining_hours: 10 });
    journals.changed(1, at('2026-03-12', '15:00'), { status_id: [STATUS.new, STATUS.completed] });
    journals.changed(2, at('2026-03-12', '15:00'), { remaining_hours: [10, 4] });
    // Carried over to the next sprint on the Monday after.
    journals.changed(2, at('2026-03-16', '09:30'), { version_id: [SPRINT.id, OTHER_SPRINT] });
    const current = [pkg(1, { version_id: 7, story_points: 5, status_id: 4 }), pkg(2, { version_id: OTHER_SPRINT, story_points: 3, estimated_hours: 10, remaining_hours: 4 })];
    const result = burndown(SPRINT, '2026-03-20', new PackageHistory(current, journals.changes), CLOSED);
    expect(result.actual).toHaveLength(12);
    expect(result.actual.at(-1)).toEqual({ date: '2026-03-13', points: 3 });
    expect(result.metrics).toEqual({ totalPoints: 8, remainingPoints: 3, completedPoints: 5, totalHours: 10, remainingHours: 4, workingDays: 10, scopeChange: 0 });
  });
});

describe('figuresOf', () => {
  test('counts one version; closed by status; remaining hours fall back to the estimate of open packages', () => {
    const states: PackageState[] = [
      { version_id: 7, story_points: 5, status_id: 4, estimated_hours: 8, remaining_hours: 0 },
      { version_id: 7, story_points: 3, status_id: 2, estimated_hours: 6, remaining_hours: 2.5 },
      { version_id: 7, story_points: null, status_id: 1, estimated_hours: 4, remaining_hours: null },
      { version_id: 8, story_points: 13, status_id: 1, estimated_hours: 40, remaining_hours: 40 },
    ];
    expect(figuresOf(states, 7, CLOSED)).toEqual({
      count: 3,
      closedCount: 1,
      points: 8,
      closedPoints: 5,
      openPoints: 3,
      estimatedHours: 18,
      openEstimatedHours: 10,
      openRemainingHours: 6.5,
    });
  });
});

describe('commitments', () => {
  test('planned at the end of the start day, completed at the end of the end day; later or undated: now', () => {
    const journals = new Journals();
    journals.created(1, at('2026-02-27'), { story_points: 5, status_id: STATUS.new });
    journals.changed(1, at('2026-03-02', '09:30'), { version_id: [null, 7] });
    journals.created(2, at('2026-03-05'), { version_id: 7, story_points: 3, status_id: STATUS.new });
    journals.changed(1, at('2026-03-12'), { status_id: [STATUS.new, STATUS.completed] });
    // Completed after the sprint ended: not part of what the sprint delivered.
    journals.changed(2, at('2026-03-16'), { status_id: [STATUS.new, STATUS.completed] });
    journals.created(3, at('2026-03-16'), { version_id: 9, story_points: 2, status_id: STATUS.new });
    const current = [pkg(1, { version_id: 7, story_points: 5, status_id: 4 }), pkg(2, { version_id: 7, story_points: 3, status_id: 4 }), pkg(3, { version_id: 9, story_points: 2 })];
    const sprints = [
      { id: 7, startDate: '2026-03-02', endDate: '2026-03-13' },
      { id: 9, startDate: '2026-03-16', endDate: '2026-03-27' },
      { id: 10, startDate: null, endDate: null },
    ];
    const result = commitments(sprints, '2026-03-18', new PackageHistory(current, journals.changes), CLOSED);
    expect(result.get(7)).toEqual({ plannedPoints: 5, committedCompletedPoints: 5 });
    // Started two days ago and planned then; not ended yet: completed now.
    expect(result.get(9)).toEqual({ plannedPoints: 2, committedCompletedPoints: 0 });
    expect(result.get(10)).toEqual({ plannedPoints: 0, committedCompletedPoints: 0 });
  });
});

describe('velocity', () => {
  test('without finished sprints everything is empty', () => {
    expect(velocity([])).toEqual({ average: null, latest: null, predictedNext: null, trend: null, consistency: null });
  });

  test('one sprint: a flat line, stable and consistent', () => {
    expect(velocity([21])).toEqual({ average: 21, latest: 21, predictedNext: 21, trend: 'stable', consistency: 'High' });
  });

  test('rising sprints: improving, the next value from the least-squares line', () => {
    // Slope 2 (20, 22, 24, 26): next 28; deviation / mean = 2.24 / 23 = 0.097.
    expect(velocity([20, 22, 24, 26])).toEqual({ average: 23, latest: 26, predictedNext: 28, trend: 'improving', consistency: 'High' });
  });

  test('falling sprints: declining, never predicted below 0', () => {
    expect(velocity([12, 6, 1])).toMatchObject({ trend: 'declining', predictedNext: 0, consistency: 'Low' });
  });

  test('slopes within ±0.5 are stable; consistency from the coefficient of variation', () => {
    expect(velocity([20, 20.4, 20.8])).toMatchObject({ trend: 'stable' });
    // Mean 20, deviation 6 (14, 26): 0.3 is Medium.
    expect(velocity([14, 26])).toMatchObject({ consistency: 'Medium', average: 20 });
    expect(velocity([0, 0, 0])).toMatchObject({ average: 0, consistency: 'High', trend: 'stable', predictedNext: 0 });
  });
});
