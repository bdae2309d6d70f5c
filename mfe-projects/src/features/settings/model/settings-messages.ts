// Spec 000 sections 2, 4 and 8: the Project Settings dialog.
export const SETTINGS_DIALOG_TITLE = 'Project Settings';
export const SETTINGS_SAVED = 'Project updated successfully';
export const SETTINGS_SAVE_FAILED = 'Failed to update project settings';
export const MARKED_AS_TEMPLATE = 'Project marked as template';
export const UNMARKED_AS_TEMPLATE = 'Project unmarked as template';
export const TEMPLATE_TOGGLE_FAILED = 'Failed to update project template status';
export const NO_PARENT_LABEL = 'No parent (top-level project)';
export const READ_ONLY_NOTE = 'You can see these settings, but you are not allowed to change them.';
