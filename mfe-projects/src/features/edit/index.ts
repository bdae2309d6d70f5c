// Editing a project's name and description; its field messages, server field errors and form buttons serve the
// other project forms too.
export { IDENTIFIER_IMMUTABLE_HELP, NAME_MAX_LENGTH, NAME_REQUIRED, NAME_TOO_LONG } from './model/edit-messages';
export { showServerFieldError } from './model/field-errors';
export { useUpdateProject } from './model/use-update-project';
export { EditProjectDialog } from './ui/EditProjectDialog';
export { FormButtons } from './ui/FormButtons';
