// The sprint board's texts (spec 002 sections 2 and 8).
export const BOARD_TITLE = 'Sprint Board';
export const LOADING_BOARD_MESSAGE = 'Loading sprint board...';
export const VERSIONS_ERROR_TITLE = 'Error loading versions';
export const TASKS_ERROR_TITLE = 'Error loading tasks';
export const NO_SPRINTS_TITLE = 'No Sprints Created';
export const NO_SPRINTS_HINT = 'Plan your work in time-boxed sprints: create one, then drag tasks into it.';
export const NO_SPRINTS_READ_ONLY_HINT = 'Sprints are created by the project admins and team leaders.';
export const CREATE_FIRST_SPRINT_LABEL = 'Create Your First Sprint';
export const CREATE_SPRINT_LABEL = 'Create Sprint';
export const SHOW_STATS_LABEL = 'Show Stats';
export const HIDE_STATS_LABEL = 'Hide Stats';
export const SEARCH_PLACEHOLDER = 'Search sprints and tasks';
export const UNASSIGNED_TOGGLE_LABEL = 'Unassigned column';
export const NO_MATCHING_SPRINTS_MESSAGE = 'No sprints match the filters.';
export const ANALYTICS_LOAD_FAILED_MESSAGE = 'The statistics could not be loaded.';
export const ANALYTICS_LOAD_FAILED_HINT = 'Check your connection and try again.';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** '3 sprints · 42 tasks', or '2 of 3 sprints · 42 tasks' while filters hide some. */
export function boardCounts(sprints: number, shownSprints: number, tasks: number): string {
  const sprintText = shownSprints === sprints ? plural(sprints, 'sprint') : `${shownSprints} of ${plural(sprints, 'sprint')}`;
  return `${sprintText} · ${plural(tasks, 'task')}`;
}
export const PROJECT_ARCHIVED_NOTE = 'This project is archived';
export const PROJECT_ARCHIVED_HINT = 'Its sprints can be read but not changed: no sprint can be created, edited or deleted and no task moved. Unarchive the project to plan again.';
