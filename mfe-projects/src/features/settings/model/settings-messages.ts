// Spec 000 sections 2, 4 and 8: the Project Settings dialog.
export const SETTINGS_DIALOG_TITLE = 'Project Settings';
export const SETTINGS_SAVED = 'Project updated successfully';
export const SETTINGS_SAVE_FAILED = 'Failed to update project settings';
export const MARKED_AS_TEMPLATE = 'Project marked as template';
export const UNMARKED_AS_TEMPLATE = 'Project unmarked as template';
export const TEMPLATE_TOGGLE_FAILED = 'Failed to update project template status';
export const NO_PARENT_LABEL = 'No parent (top-level project)';
export const READ_ONLY_NOTE = 'You can see these settings, but you are not allowed to change them.';
// Issue 14: the project's switch for comments on its documents.
export const DOCUMENT_COMMENTS_LABEL = 'Comments on documents';
export const DOCUMENT_COMMENTS_HELP = "People who can open the project's documents may comment on their text.";
export const DOCUMENT_COMMENTS_ON = 'Comments on documents turned on';
export const DOCUMENT_COMMENTS_OFF = 'Comments on documents turned off';
export const DOCUMENT_COMMENTS_TOGGLE_FAILED = 'Failed to update the comments setting';
// Issue 15: the project's switch for AI features.
export const AI_FEATURES_LABEL = 'AI features';
export const AI_FEATURES_HELP = 'AI suggestions in documents and AI task drafts, where an administrator has set up AI.';
export const AI_FEATURES_ON = 'AI features turned on for this project';
export const AI_FEATURES_OFF = 'AI features turned off for this project';
export const AI_FEATURES_TOGGLE_FAILED = 'Failed to update the AI setting';
