// Spec 001 sections 5, 8 and 9: the Details tab's limits and the status dropdown's texts.

export { STORY_POINTS_MAX, STORY_POINTS_MIN, TASK_HOURS_STEP as HOURS_STEP, descendantIds } from '../../tasks/model/task-rules';

export const LOADING_STATUSES = 'Loading statuses...';
export const ERROR_LOADING_STATUSES = 'Error loading statuses';
export const NO_STATUSES = 'No statuses available';
