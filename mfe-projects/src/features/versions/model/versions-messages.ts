// Settings > Versions (spec 000 section 2: 'list, create, edit, delete, open/close toggle'). Versions are the
// sprints of spec 002, so its rules and toasts apply (sections 5 and 8); docs/api.md 'Versions (sprints)'.
export const VERSIONS_LOAD_FAILED = 'Failed to load versions';
export const VERSIONS_EMPTY = 'No versions available';
export const NEW_VERSION = 'New version';
export const CREATE_VERSION_TITLE = 'New version';
export const EDIT_VERSION_TITLE = 'Edit version';

export const VERSION_CREATED = 'Sprint created successfully';
export const VERSION_CREATE_FAILED = 'Failed to create sprint';
export const VERSION_UPDATED = 'Sprint updated successfully';
export const VERSION_UPDATE_FAILED = 'Failed to update sprint';
export const VERSION_DELETED = 'Sprint deleted successfully';
export const VERSION_DELETE_FAILED = 'Failed to delete sprint';
/** A 409: the list is read again, so the user sees what changed and can try again. */
export const VERSION_CONFLICT = 'Someone else changed this version in the meantime. The list now shows the latest values; please try again.';

export const DELETE_VERSION_CONFIRM = (name: string) => `Delete ${name}?`;
export const DELETE_VERSION_CONSEQUENCE =
  'Its work packages (in every project that uses this version) become unassigned. This cannot be undone.';

export const SHARED_FROM = (projectName: string) => `Shared from ${projectName}`;
export const SHARED_READ_ONLY_NOTE = 'This version belongs to another project: change it there.';
export const NOT_ALLOWED_NOTE = 'You are not allowed to change this version.';

// Spec 002 section 5 (the server checks the same, docs/api.md).
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 99;
export const NAME_REQUIRED = 'Sprint name is required';
export const NAME_TOO_SHORT = 'Sprint name must be at least 2 characters';
export const NAME_TOO_LONG = 'Sprint name must be less than 100 characters';
export const END_NOT_AFTER_START = 'End date must be after start date';
/** Spec 002 section 9: a sprint lasts at most 180 days. */
export const MAX_DURATION_DAYS = 180;
export const DURATION_TOO_LONG = 'Sprint duration cannot exceed 6 months';
/** Checked on create only (spec 002 section 5); the server accepts past dates (imports). */
export const START_IN_PAST = 'Start date cannot be in the past';
export const SYSTEM_SHARING_ADMIN_ONLY = 'administrators only';
