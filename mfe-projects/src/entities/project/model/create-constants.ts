// Spec 000 sections 5 ('Create project') and 8 (toasts): the texts and rules of the create dialog.

export const CREATE_DIALOG_TITLE = 'Create Project';
export const NEW_PROJECT_TAB_LABEL = 'New Project';
export const FROM_TEMPLATE_TAB_LABEL = 'From Template';
/** The header button for those who may create sub-projects only. */
export const NEW_SUBPROJECT_BUTTON_LABEL = 'New Sub-project';

export const NAME_REQUIRED_MESSAGE = 'Project name is required';
export const IDENTIFIER_PATTERN_MESSAGE = 'Identifier can only contain lowercase letters, numbers, and underscores';
/** Shown when the identifier is blank and the name has nothing to derive one from (the server refuses it too). */
export const IDENTIFIER_UNDERIVABLE_MESSAGE = 'Enter an identifier: the name has no letters or digits to derive one from';
/** Top-level projects are for admins and managers (server/docs/api.md); everyone else creates sub-projects. */
export const PARENT_REQUIRED_MESSAGE = 'Choose a parent project: only administrators and managers can create top-level projects';

/** What a blank description is saved as. */
export const DEFAULT_DESCRIPTION = 'No description provided';

/** Lowercase letters, digits and underscores; blank is allowed (it is derived from the name). */
export const IDENTIFIER_PATTERN = /^[a-z0-9_]*$/;
export const IDENTIFIER_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 255;

export const CREATE_FAILED_MESSAGE = 'Failed to create project';

export function projectCreatedMessage(name: string): string {
  return `Project "${name}" created successfully!`;
}
