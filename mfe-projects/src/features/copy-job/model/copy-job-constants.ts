// Spec 000 sections 4 ('Copy job'), 8 (toasts) and 9 (constants): the copy-progress dialog.

/** The job is polled every 2 s while queued or in process. */
export const COPY_JOB_POLL_INTERVAL_MS = 2000;
/** After a successful copy the user is taken to the new project 2 s later. */
export const REDIRECT_AFTER_SUCCESS_MS = 2000;
/** How often the elapsed time ticks. */
export const ELAPSED_TICK_MS = 1000;

export const COPY_PROGRESS_TITLE = 'Copying project';
export const COPY_FAILED_DEFAULT_MESSAGE = 'Failed to copy project. Please try again.';
export const POLL_FAILED_PREFIX = 'Could not check the copy status';
/** What the server says when it lists an option without a reason. */
export const NOT_AVAILABLE_REASON = 'not available in this version yet';

export function copyFailedMessage(errors: string): string {
  return `Failed to copy project: ${errors}`;
}
