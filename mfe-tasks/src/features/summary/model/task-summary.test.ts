import { mapTask } from '../../../entities/task';
import { wpHal } from '../../../entities/task/testing/fixtures';
import { IN_PROGRESS_STATUS_ID, summarizeTasks } from './task-summary';

const task = (id: number, overrides: Parameters<typeof wpHal>[1] = {}, statusId = 1) => mapTask(wpHal(id, overrides, { statusId }));

describe('summarizeTasks', () => {
  it('counts the tasks, the closed ones, the ones in progress and the open ones due before today', () => {
    const stats = summarizeTasks(
      [
        task(1, { isClosed: true, dueDate: '2026-01-01' }),
        task(2, { dueDate: '2026-02-27' }, IN_PROGRESS_STATUS_ID),
        task(3, { dueDate: '2026-02-28' }),
        task(4, { dueDate: null }),
      ],
      '2026-02-28',
    );
    // Closed tasks are never overdue; a task due today is not overdue yet.
    expect(stats).toEqual({ total: 4, completed: 1, inProgress: 1, overdue: 1 });
  });

  it('is all zeros for no tasks', () => {
    expect(summarizeTasks([], '2026-02-28')).toEqual({ total: 0, completed: 0, inProgress: 0, overdue: 0 });
  });
});
