// Spec 000 sections 2, 5 and 8: the work package types a project uses.
export const TYPES_UPDATED = 'Work package types updated successfully';
export const TYPES_UPDATE_FAILED = 'Failed to update work package types';
export const TYPES_LOAD_FAILED = 'Failed to load work package types';
export const LAST_TYPE_NOTE = 'At least one type must stay enabled.';
export const IN_USE_NOTE = 'Work packages of this project use this type, so it stays enabled.';
export const IN_USE_TAG = 'In use';
