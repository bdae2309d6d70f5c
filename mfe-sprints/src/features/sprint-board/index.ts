// The sprint board: one column per sprint plus the unassigned tasks, filtered and sorted by the user's choices,
// with drag and drop assigning a task to a sprint. Pages compose it; live updates wait for its drops being saved.
export { BoardToolbar } from './ui/BoardToolbar';
export { SprintBoard } from './ui/SprintBoard';
export {
  buildSprintBoard,
  summarize,
  ALL_TASKS_ASSIGNED_MESSAGE,
  EMPTY_SPRINT_MESSAGE,
  UNASSIGNED_COLUMN_TITLE,
  type BoardFilters,
  type ColumnSummary,
} from './model/columns';
export { resetBoardPrefs, useBoardPrefsStore } from './model/board-prefs-store';
export { hasPendingAssignments, isAssignmentPending, SPRINT_BOARD_ORIGIN, usePendingAssignments } from './model/assign-task';
export {
  ANALYTICS_LOAD_FAILED_HINT,
  ANALYTICS_LOAD_FAILED_MESSAGE,
  BOARD_TITLE,
  boardCounts,
  CREATE_FIRST_SPRINT_LABEL,
  CREATE_SPRINT_LABEL,
  HIDE_STATS_LABEL,
  LOADING_BOARD_MESSAGE,
  NO_MATCHING_SPRINTS_MESSAGE,
  NO_SPRINTS_HINT,
  NO_SPRINTS_READ_ONLY_HINT,
  NO_SPRINTS_TITLE,
  PROJECT_ARCHIVED_HINT,
  PROJECT_ARCHIVED_NOTE,
  SHOW_STATS_LABEL,
  TASKS_ERROR_TITLE,
  VERSIONS_ERROR_TITLE,
} from './model/board-messages';
