// Spec 000 sections 2 ('Template dialog'), 8 (toasts) and 9 (constants) for creating a project from a template.
import { ApiError, ERROR_URN_PREFIX } from '@tessera/shared';

/** 'Templates cache 300 s'. */
export const TEMPLATES_STALE_TIME_MS = 300_000;
/** The template dialog closes 2.5 s after the copy started (the progress dialog stays). */
export const TEMPLATE_DIALOG_CLOSE_MS = 2500;
/** The server's page size maximum: every template in one request. */
export const TEMPLATES_PAGE_SIZE = 1000;

export const TEMPLATE_DIALOG_TITLE = 'Create Project from Template';
export const COPY_INITIATED_MESSAGE = 'Project copy initiated. Please wait...';
export const COPY_START_FAILED_MESSAGE = 'Failed to copy project from template';
export const TEMPLATE_REQUIRED_MESSAGE = 'Please choose a template';
export const NO_TEMPLATES_TEXT = 'No template projects yet. Mark a project as a template in its settings to copy it here.';
export const TEMPLATES_LOAD_FAILED_TEXT = 'Failed to load templates';
export const CHOOSE_TEMPLATE_FOR_OPTIONS_TEXT = 'Choose a template to see what can be copied.';
export const COPY_OPTIONS_LOAD_FAILED_TEXT = 'Could not find out what can be copied';

/**
 * The toast of a copy that could not start: the server's own message when it sent one (or the browser's when the
 * server was unreachable), else 'Failed to copy project from template'.
 */
export function copyStartFailureMessage(error: unknown): string {
  // An error status without a readable HAL body gets a generic identifier ending in HTTP<status>.
  if (error instanceof ApiError && !error.errorIdentifier.startsWith(`${ERROR_URN_PREFIX}HTTP`)) return error.message;
  return COPY_START_FAILED_MESSAGE;
}
