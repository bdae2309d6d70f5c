// Spec 001 sections 2, 4, 5, 8 and 9: the task panel's time-entries card and the time entry form.

/** The card shows this many entries, then 'Show all (N)'. */
export const TIME_ENTRIES_VISIBLE = 3;
/** Time entries: stale after 120 s, kept 300 s, 2 retries (none for a refusal). */
export const TIME_ENTRIES_STALE_MS = 120_000;
export const TIME_ENTRIES_GC_MS = 300_000;
export const TIME_ENTRIES_RETRIES = 2;
/** The API's maximum page: the card shows every entry of the task within its date filters. */
export const TIME_ENTRIES_PAGE_SIZE = 1000;
/** The time entry form's project and work package choices (the API's maximum page). */
export const TIME_ENTRY_CHOICES_PAGE_SIZE = 1000;

/** Inline hours edit: a number input, step 0.1, at least 0.1. */
export const HOURS_STEP = 0.1;
export const HOURS_MIN = 0.1;
/** Quick picks of the form's duration, in hours. */
export const QUICK_PICK_HOURS = [1, 2, 4, 6, 8] as const;
export const DATE_FORMAT = 'YYYY-MM-DD';

export const TIME_ENTRIES_TITLE = 'Time entries';
export const LOG_TIME_LABEL = 'Log time';
export const LOG_TIME_TITLE = 'Log time';
export const SHOW_ALL = (count: number) => `Show all (${count})`;
export const SHOW_LESS = 'Show less';
export const TIME_ENTRIES_EMPTY = 'No time logged yet.';
export const TOTAL_LABEL = 'Total';

export const TIME_ENTRIES_LOAD_FAILED = 'Failed to load time entries. Please try again.';
export const TIME_ENTRY_CREATED = 'Time entry created successfully';
/** The creation toast says how much was logged: 'Time entry created successfully (1h 30m logged)'. */
export const TIME_ENTRY_CREATED_WITH_HOURS = (hours: string) => `${TIME_ENTRY_CREATED} (${hours} logged)`;
export const TIME_ENTRY_UPDATED = 'Time entry updated successfully';
export const TIME_ENTRY_CREATE_FAILED = 'Failed to create the time entry. Please try again.';
export const TIME_ENTRY_UPDATE_FAILED = 'Failed to update the time entry.';
export const INVALID_TIME_ENTRY_ID = 'Invalid time entry ID';

export const PROJECT_REQUIRED = 'Project is required';
export const ACTIVITY_REQUIRED = 'Activity is required';
export const DATE_REQUIRED = 'Date is required';
export const DURATION_REQUIRED = 'Duration is required';
export const DURATION_INVALID = 'Enter the duration as decimal hours (1.5) or h:mm (1:30).';
export const DURATION_MINUTES_INVALID = 'Minutes must be between 0 and 59.';
/** The server's rule (docs/api.md 'Time entries'): more than 0 and at most 24 hours per entry. */
export const TIME_ENTRY_MAX_HOURS = 24;
export const DURATION_NOT_POSITIVE = 'Duration must be more than 0.';
export const DURATION_TOO_LONG = `Duration cannot be more than ${TIME_ENTRY_MAX_HOURS} hours per entry.`;
export const DATE_IN_FUTURE = 'Date cannot be in the future.';
export const DURATION_PLACEHOLDER = '1.5 or 1:30';
