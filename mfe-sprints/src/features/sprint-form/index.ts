// The sprint form the Create and Edit Sprint dialogs share: its fields, defaults, the duration warnings and how a
// refused write is shown.
export { SprintFormFields } from './ui/SprintFormFields';
export { buildCreateBody, longSprintWarning, newSprintDefaults, shortSprintWarning } from './model/sprint-form';
export { showOnField, useFailureToast } from './model/use-version-write-errors';
