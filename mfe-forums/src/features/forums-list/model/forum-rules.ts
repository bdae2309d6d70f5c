// Forum validation rules and messages (spec 003 sections 5 and 8, the forums contract), as named constants.
import { ApiError } from '@tessera/shared';

export const FORUM_NAME_MIN = 3;
/** 'less than 100': a name of 100 characters is refused. */
export const FORUM_NAME_MAX_EXCLUSIVE = 100;
export const FORUM_DESCRIPTION_MAX = 500;
export const ONBOARDING_DESCRIPTION_MIN = 10;
export const FORUM_EDIT_NAME_MAX = 255;
export const FORUM_EDIT_DESCRIPTION_MAX = 1000;

export const FORUM_MESSAGES = {
  nameRequired: 'Forum name is required',
  nameTooShort: 'Forum name must be at least 3 characters',
  nameTooLong: 'Forum name must be less than 100 characters',
  descriptionTooLong: 'Description must be less than 500 characters',
  descriptionRequired: 'Description is required',
  descriptionTooShort: 'Description must be at least 10 characters',
  editNameRequired: 'Name is required',
  editNameTooLong: 'Name too long',
  editDescriptionTooLong: 'Description too long',
  positionInvalid: 'Position must be a whole number, 0 or more',
  createForbidden: "You don't have permission to create forums in this project.",
  duplicateName: 'A forum with this name already exists.',
  createFailed: 'Failed to create forum. Please try again.',
  updateFailed: 'Failed to update forum. Please try again.',
  deleteFailedTitle: 'Deletion failed',
  deleteForbidden: "You don't have permission to delete forums in this project.",
  deleteNotFound: 'Forum not found. It may have already been deleted.',
  deleteHasContent: 'Cannot delete forum with existing content. Please delete all topics first.',
  deleteFailed: 'Failed to delete forum. Please try again.',
  created: 'Forum created successfully!',
  updated: 'Forum updated successfully!',
  deleted: 'Forum deleted successfully!',
  loadFailed: 'Failed to load forums. Please try again later.',
} as const;

/** The name rule of the create dialog and the onboarding form (trimmed). */
export function forumNameError(name: string): string | null {
  const value = name.trim();
  if (!value) return FORUM_MESSAGES.nameRequired;
  if (value.length < FORUM_NAME_MIN) return FORUM_MESSAGES.nameTooShort;
  if (value.length >= FORUM_NAME_MAX_EXCLUSIVE) return FORUM_MESSAGES.nameTooLong;
  return null;
}

/** The dialog's optional description; the onboarding form requires one of at least 10 characters. */
export function forumDescriptionError(description: string, { required = false } = {}): string | null {
  const value = description.trim();
  if (required && !value) return FORUM_MESSAGES.descriptionRequired;
  if (required && value.length < ONBOARDING_DESCRIPTION_MIN) return FORUM_MESSAGES.descriptionTooShort;
  if (value.length > FORUM_DESCRIPTION_MAX) return FORUM_MESSAGES.descriptionTooLong;
  return null;
}

export function forumEditErrors(values: { name: string; description: string; position: number | null }): Partial<Record<'name' | 'description' | 'position', string>> {
  const errors: Partial<Record<'name' | 'description' | 'position', string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = FORUM_MESSAGES.editNameRequired;
  else if (name.length > FORUM_EDIT_NAME_MAX) errors.name = FORUM_MESSAGES.editNameTooLong;
  if (values.description.trim().length > FORUM_EDIT_DESCRIPTION_MAX) errors.description = FORUM_MESSAGES.editDescriptionTooLong;
  if (values.position === null || !Number.isInteger(values.position) || values.position < 0) errors.position = FORUM_MESSAGES.positionInvalid;
  return errors;
}

/** A server answer the user can read, else the fallback (network failures and server errors). */
const serverMessage = (error: unknown, fallback: string) => (error instanceof ApiError && error.isClientError ? error.message : fallback);

/** Where a failed create shows: on a field (duplicate name, a named 422) or above the form. */
export function createForumFailure(error: unknown): { field?: 'name' | 'description'; message: string } {
  if (error instanceof ApiError) {
    if (error.status === 403) return { message: FORUM_MESSAGES.createForbidden };
    if (error.status === 409) return { field: 'name', message: FORUM_MESSAGES.duplicateName };
    if (error.status === 422 && (error.attribute === 'name' || error.attribute === 'description')) return { field: error.attribute, message: error.message };
  }
  return { message: serverMessage(error, FORUM_MESSAGES.createFailed) };
}

export function deleteForumFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return FORUM_MESSAGES.deleteForbidden;
    if (error.status === 404) return FORUM_MESSAGES.deleteNotFound;
    if (error.status === 409) return FORUM_MESSAGES.deleteHasContent;
  }
  return FORUM_MESSAGES.deleteFailed;
}
