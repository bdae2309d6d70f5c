// Spec 001 sections 5, 8 and 9: the Details tab's limits and the status dropdown's texts.
import type { Task } from '../../tasks/model/task';

export const STORY_POINTS_MIN = 0;
export const STORY_POINTS_MAX = 100;
/** Hours fields move by half an hour (spec 001 section 9: estimated-hours step 0.5). */
export const HOURS_STEP = 0.5;

export const LOADING_STATUSES = 'Loading statuses...';
export const ERROR_LOADING_STATUSES = 'Error loading statuses';
export const NO_STATUSES = 'No statuses available';

/** The task and every task below it (the parents it cannot take). */
export function descendantIds(tasks: readonly Pick<Task, 'id' | 'parent'>[], taskId: number): Set<number> {
  const ids = new Set([taskId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const task of tasks) {
      if (task.parent && ids.has(task.parent.id) && !ids.has(task.id)) {
        ids.add(task.id);
        grew = true;
      }
    }
  }
  return ids;
}
