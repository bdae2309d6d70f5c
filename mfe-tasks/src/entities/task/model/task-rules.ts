// Rules every task form shares (spec 001 sections 5 and 9), and the hierarchy walk the panel and the caches use.
import type { Task } from './task';

/** Story points from 0 to 100, step 1. */
export const STORY_POINTS_MIN = 0;
export const STORY_POINTS_MAX = 100;
/** Estimated and remaining hours move by half an hour, and are at least 0. */
export const TASK_HOURS_STEP = 0.5;
export const TASK_HOURS_MIN = 0;
export const PERCENT_DONE_MAX = 100;

export const STORY_POINTS_RANGE_MESSAGE = `Story points must be a whole number from ${STORY_POINTS_MIN} to ${STORY_POINTS_MAX}`;
export const ESTIMATED_HOURS_MIN_MESSAGE = 'Estimated hours must be 0 or more';
export const REMAINING_HOURS_MIN_MESSAGE = 'Remaining hours must be 0 or more';
export const PERCENT_DONE_RANGE_MESSAGE = `% Complete must be a whole number from 0 to ${PERCENT_DONE_MAX}`;

/**
 * Why a number the user typed cannot be saved, or null when it can (empty is fine: it clears the field). The value
 * itself is never changed: the user sees what they typed next to the message until they correct it.
 */
export const numberProblems = {
  estimatedTime: (hours: number | null) => (hours !== null && !(hours >= TASK_HOURS_MIN) ? ESTIMATED_HOURS_MIN_MESSAGE : null),
  remainingTime: (hours: number | null) => (hours !== null && !(hours >= TASK_HOURS_MIN) ? REMAINING_HOURS_MIN_MESSAGE : null),
  storyPoints: (points: number | null) =>
    points !== null && !(Number.isInteger(points) && points >= STORY_POINTS_MIN && points <= STORY_POINTS_MAX) ? STORY_POINTS_RANGE_MESSAGE : null,
  percentageDone: (percent: number | null) =>
    percent !== null && !(Number.isInteger(percent) && percent >= 0 && percent <= PERCENT_DONE_MAX) ? PERCENT_DONE_RANGE_MESSAGE : null,
};
export type CheckedNumberField = keyof typeof numberProblems;

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
