// The summary cards' numbers, counted from the tasks the view shows (the board, list and calendar hold every task of
// the project, filtered here): the same rules as the server's statistics (docs/api.md 'Statistics'), without asking
// the server to count them again, and following every optimistic change and live update at once.
import { isOverdue, type Task } from '../../../entities/task';

export interface TaskStats {
  total: number;
  completed: number;
  inProgress: number;
  overdue: number;
}

/** The status the statistics count as in progress (the server's IN_PROGRESS_STATUS_ID, 'In Progress'). */
export const IN_PROGRESS_STATUS_ID = 2;

/** `today` is 'YYYY-MM-DD' (the views' day, as the cards' overdue marks use). */
export function summarizeTasks(tasks: readonly Task[], today: string): TaskStats {
  const stats: TaskStats = { total: tasks.length, completed: 0, inProgress: 0, overdue: 0 };
  for (const task of tasks) {
    if (task.isClosed) stats.completed += 1;
    if (task.statusId === IN_PROGRESS_STATUS_ID) stats.inProgress += 1;
    if (isOverdue(task, today)) stats.overdue += 1;
  }
  return stats;
}
