// Rules every task form shares (spec 001 sections 5 and 9), and the hierarchy walk the panel and the caches use.
import type { Task } from './task';

/** Story points from 0 to 100, step 1. */
export const STORY_POINTS_MIN = 0;
export const STORY_POINTS_MAX = 100;
/** Estimated and remaining hours move by half an hour. */
export const TASK_HOURS_STEP = 0.5;

/** The task and every task below it. Children may come before their parent, so repeat until nothing is added. */
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
