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

/** A project the user cannot see comes without its name. */
export const SHARED_FROM = (projectName: string) => (projectName === '' ? 'Shared from another project' : `Shared from ${projectName}`);
export const SHARED_READ_ONLY_NOTE = 'This version belongs to another project: change it there.';
export const NOT_ALLOWED_NOTE = 'You are not allowed to change this version.';
