// The project as every feature of this area sees it: the projects list and the project writes (with their caches),
// the rules and texts of a new project's fields, which creation dialog is open, the parent options, server field
// errors, and how a project's texts and tags are shown. Features import it from here, never from its files.
export {
  deleteProject,
  descendantIds,
  descriptionPayload,
  patchProject,
  type ProjectPatch,
  removeProjectFromCachedLists,
  storeUpdatedProject,
} from './api/project-writes';
export { type ListedProject, useProjectsList } from './api/projects-list';
export {
  CREATE_DIALOG_TITLE,
  CREATE_FAILED_MESSAGE,
  DEFAULT_DESCRIPTION,
  FROM_TEMPLATE_TAB_LABEL,
  IDENTIFIER_MAX_LENGTH,
  IDENTIFIER_PATTERN,
  IDENTIFIER_PATTERN_MESSAGE,
  IDENTIFIER_UNDERIVABLE_MESSAGE,
  NAME_MAX_LENGTH,
  NAME_REQUIRED_MESSAGE,
  NEW_PROJECT_TAB_LABEL,
  NEW_SUBPROJECT_BUTTON_LABEL,
  projectCreatedMessage,
} from './model/create-constants';
export { type CopyJobRef, type CreateDialogTab, useCreationDialogsStore } from './model/creation-dialogs-store';
export { deriveIdentifier, effectiveIdentifier, normalizeIdentifierInput } from './model/identifier';
export { creationRights, type CreationRights, type ParentOption } from './model/parent-options';
export { fieldErrorsOfFailure, fieldErrorsOfValidation, PROJECT_FIELD_BY_ATTRIBUTE } from './model/server-errors';
export { BREAK_ANYWHERE, ClampedText, toastText } from './ui/long-text';
export { ParentProjectField } from './ui/ParentProjectField';
export { type TagTone, ToneTag } from './ui/ToneTag';
