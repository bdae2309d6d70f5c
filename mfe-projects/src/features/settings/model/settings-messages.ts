// Spec 000 sections 2, 4 and 8: the Project Settings dialog.
import type { ProjectModuleName } from '@tessera/shared';
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
// Issue 16: Project Settings, Modules.
export const MODULES_INTRO = 'Choose the areas this project uses. Switching a module off hides its view and closes its API; nothing is deleted, and switching it on again brings everything back.';
export const MODULES_SAVED = 'Project modules saved';
export const MODULES_SAVE_FAILED = 'Failed to save the project modules';
export const MODULE_DESCRIPTIONS: Record<ProjectModuleName, string> = {
  work_package_tracking: 'Tasks on the board, the list and the calendar.',
  backlogs: 'Sprints with their board, burndown and velocity.',
  costs: 'Time logging, costs and the Finance view.',
  documents: 'Rich-text documents with comments and sharing.',
  forums: 'Discussion forums with topics and replies.',
  github: 'The GitHub view with the connected repositories.',
};
// Issue 17: Project Settings, GitHub (the merged -> status rule).
export const GITHUB_SETTINGS_INTRO = 'Pull requests that name a task are linked to it. This rule moves the task on when one of them is merged.';
export const MERGED_STATUS_LABEL = "When a linked pull request is merged, set the task's status to";
export const MERGED_STATUS_NONE = 'None (leave the status as it is)';
export const GITHUB_SETTINGS_SAVED = 'GitHub settings saved';
export const GITHUB_SETTINGS_SAVE_FAILED = 'Failed to save the GitHub settings';
export const GITHUB_SETTINGS_LOAD_FAILED = 'Failed to load the GitHub settings';
export const STATUSES_LOAD_FAILED = 'Failed to load the statuses';
