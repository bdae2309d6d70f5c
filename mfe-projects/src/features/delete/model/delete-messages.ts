// Spec 000 sections 2, 4 and 8: deleting a project.
export const DELETE_DIALOG_TITLE = 'Delete Project';
export const DELETE_CONFIRM_TEXT = (name: string) => `Are you sure you want to delete "${name}"? This cannot be undone.`;
/** The server deletes the sub-projects (and theirs) with the project. */
export const DELETE_CHILDREN_WARNING = (count: number) =>
  count === 1
    ? 'This project has 1 sub-project. It is deleted too, with everything below it.'
    : `This project has ${count} sub-projects. They are deleted too, with everything below them.`;
export const DELETE_SUCCESS_TITLE = 'Project deleted successfully';
export const DELETE_SUCCESS_DESCRIPTION = 'The project has been permanently removed';
export const DELETE_FAILED_TITLE = 'Failed to delete project';
export const DELETE_FAILED_FALLBACK = 'An unexpected error occurred';
/** Shown in the reopened dialog when the delete failed. */
export const DELETE_FAILED_INLINE = (message: string) => `${DELETE_FAILED_TITLE}: ${message || DELETE_FAILED_FALLBACK}`;
