import { mapTask } from '../../../entities/task';
import { wpHal } from '../../../entities/task/testing/fixtures';
import { buildMonthGrid, countUndated, monthTitle, shiftMonth } from './month-grid';

describe('month grid', () => {
  const tasks = [
    mapTask(wpHal(1, { dueDate: '2026-03-13' })),
    mapTask(wpHal(2, { dueDate: '2026-03-13' })),
    mapTask(wpHal(3, { dueDate: '2026-04-01' })),
    mapTask(wpHal(4)),
  ];

  it('covers the month in weeks from Sunday to Saturday, tasks on their due dates, today marked', () => {
    const weeks = buildMonthGrid('2026-03', tasks, '2026-03-10');
    // March 2026 starts on a Sunday and ends on a Tuesday.
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0][0]).toMatchObject({ date: '2026-03-01', inMonth: true });
    expect(weeks[4][6]).toMatchObject({ date: '2026-04-04', inMonth: false });
    const days = weeks.flat();
    expect(days.find((day) => day.date === '2026-03-13')!.tasks.map((task) => task.id)).toEqual([1, 2]);
    expect(days.find((day) => day.date === '2026-04-01')!.tasks.map((task) => task.id)).toEqual([3]);
    expect(days.filter((day) => day.isToday).map((day) => day.date)).toEqual(['2026-03-10']);
  });

  it('starts on the Sunday before the first of the month', () => {
    const weeks = buildMonthGrid('2026-04', [], '2026-03-10');
    expect(weeks[0][0]).toMatchObject({ date: '2026-03-29', inMonth: false });
    expect(weeks[0][3]).toMatchObject({ date: '2026-04-01', inMonth: true });
  });

  it('navigates between months and counts the tasks it cannot place', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthTitle('2026-03')).toBe('March 2026');
    expect(countUndated(tasks)).toBe(1);
  });
});
