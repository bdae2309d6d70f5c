// Spec 000 sections 2, 5 and 8: editing a project.
export const EDIT_DIALOG_TITLE = 'Edit Project';
export const NAME_REQUIRED = 'Project name is required';
/** The server's limit and message for names (docs/api.md 'Writing projects'). */
export const NAME_MAX_LENGTH = 255;
export const NAME_TOO_LONG = 'Name is too long (maximum is 255 characters).';
export const IDENTIFIER_IMMUTABLE_HELP = 'The identifier cannot be changed after the project is created.';
export const UPDATE_SUCCESS = 'Project updated successfully';
export const UPDATE_FAILED_TITLE = 'Failed to update project';
export const UPDATE_FAILED_DESCRIPTION = 'An error occurred while updating the project.';
export const UPDATE_FAILED_INLINE = 'Failed to update project. Please try again.';
