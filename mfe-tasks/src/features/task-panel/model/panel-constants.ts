// Spec 001 sections 2, 4, 8 and 9: the task detail panel.
/** A selected task that cannot be loaded within this time is cleared (spec 001 section 2). */
export const SELECTED_TASK_TIMEOUT_MS = 10_000;
/** Edits are saved this long after the last change (spec 001 section 4). */
export const AUTO_SAVE_DELAY_MS = 2_000;

export const NO_TASK_SELECTED = 'No task selected';
export const taskNotFoundText = (taskId: number) => `Task #${taskId} could not be found in this project. It may have been deleted or moved.`;
export const TASK_LOAD_FAILED = 'Failed to load the task.';
export const PANEL_LOAD_FAILED = 'The task panel could not be loaded.';

export const TASK_UPDATED = 'Task updated successfully';
export const SAVE_FAILED = 'Failed to save changes';
export const TASK_DELETED = 'Task deleted successfully';
export const DELETE_FAILED = 'Failed to delete task';
export const DELETE_CONFIRM_TITLE = 'Delete this task?';
export const DELETE_CONFIRM_TEXT = 'The task and its sub-tasks are deleted for everyone. This cannot be undone.';

export const CONFLICT_TITLE = 'This task was changed by someone else while you were editing.';
export const CONFLICT_TEXT = 'Your changes are not saved yet. Reload to take their version, or keep yours to save it on top of theirs.';
export const TITLE_REQUIRED = 'Title is required';

export const SAVE_STATE_LABELS = {
  idle: '',
  dirty: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  error: 'Not saved',
  conflict: 'Not saved',
  /** A field holds a value that cannot be saved; its message says why. */
  invalid: 'Not saved',
} as const;
export type SaveState = keyof typeof SAVE_STATE_LABELS;

/**
 * Browsers give keepalive requests (the save sent while the page goes away) 64 KB in all; a larger body goes as a
 * normal request, and leaving the page warns instead.
 */
export const KEEPALIVE_BODY_LIMIT = 60_000;
