// The month calendar (spec 001 section 2): weeks from Sunday to Saturday covering the month, each task placed on
// its due date, today marked.
import dayjs from 'dayjs';
import type { Task } from '../../../entities/task';

export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Tasks shown in a day cell before '+N more'. */
export const TASKS_PER_DAY = 3;

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
  isToday: boolean;
  tasks: Task[];
}

/** 'YYYY-MM' of a date ('YYYY-MM-DD' or a dayjs-readable value). */
export function monthOf(date: string): string {
  return dayjs(date).format('YYYY-MM');
}

export function shiftMonth(month: string, by: number): string {
  return dayjs(`${month}-01`).add(by, 'month').format('YYYY-MM');
}

export function monthTitle(month: string): string {
  return dayjs(`${month}-01`).format('MMMM YYYY');
}

/** A day as a screen reader names its cell: 'Wednesday 26 November 2026'. */
export function dayLabel(date: string): string {
  return dayjs(date).format('dddd D MMMM YYYY');
}

/** The weeks (Sunday first) that cover `month` ('YYYY-MM'), with the tasks due on each day. */
export function buildMonthGrid(month: string, tasks: readonly Task[], today: string): CalendarDay[][] {
  const first = dayjs(`${month}-01`);
  const start = first.subtract(first.day(), 'day');
  const last = first.endOf('month');
  const end = last.add(6 - last.day(), 'day');
  const byDate = new Map<string, Task[]>();
  for (const task of tasks) {
    if (!task.dueDate) continue;
    const list = byDate.get(task.dueDate);
    if (list) list.push(task);
    else byDate.set(task.dueDate, [task]);
  }
  const weeks: CalendarDay[][] = [];
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
    if (day.day() === 0) weeks.push([]);
    const date = day.format('YYYY-MM-DD');
    weeks[weeks.length - 1].push({
      date,
      dayOfMonth: day.date(),
      inMonth: day.month() === first.month(),
      isToday: date === today,
      tasks: byDate.get(date) ?? [],
    });
  }
  return weeks;
}

/** How many of the tasks have no due date (they cannot be placed). */
export function countUndated(tasks: readonly Task[]): number {
  return tasks.reduce((count, task) => (task.dueDate ? count : count + 1), 0);
}
