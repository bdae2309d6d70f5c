// Server validation answers mapped onto the dialog's form fields, so a 422 shows where the user typed.
import { ApiError, errorMessage } from '@tessera/shared';

export interface FieldErrors<F extends string = string> {
  /** For antd's form.setFields. */
  fields: { name: F; errors: string[] }[];
  /** What no field of the dialog can show (null when every error found a field). */
  general: string | null;
}

/** API attribute -> form field name, for the fields the project dialogs share. */
export const PROJECT_FIELD_BY_ATTRIBUTE: Readonly<Record<string, 'name' | 'identifier' | 'description' | 'isPublic' | 'isActive' | 'templated' | 'parentId'>> = {
  name: 'name',
  identifier: 'identifier',
  description: 'description',
  public: 'isPublic',
  active: 'isActive',
  templated: 'templated',
  parent: 'parentId',
};

/** A failed write: a 422 naming a known attribute goes on that field, anything else is a general message. */
export function fieldErrorsOfFailure<F extends string>(
  error: unknown,
  fieldByAttribute: Readonly<Record<string, F>>,
  fallback: string,
): FieldErrors<F> {
  if (error instanceof ApiError && error.status === 422 && error.attribute && fieldByAttribute[error.attribute]) {
    return { fields: [{ name: fieldByAttribute[error.attribute], errors: [error.message] }], general: null };
  }
  return { fields: [], general: errorMessage(error, fallback) };
}

interface HalValidationError {
  message?: unknown;
  _embedded?: { details?: { attribute?: unknown } };
}

/** A Form's `_embedded.validationErrors` (attribute -> Error), as field errors; empty when the form is valid. */
export function fieldErrorsOfValidation<F extends string>(
  validationErrors: Record<string, HalValidationError> | null | undefined,
  fieldByAttribute: Readonly<Record<string, F>>,
): FieldErrors<F> {
  const fields: FieldErrors<F>['fields'] = [];
  const unplaced: string[] = [];
  for (const [key, error] of Object.entries(validationErrors ?? {})) {
    const attribute = typeof error?._embedded?.details?.attribute === 'string' ? error._embedded.details.attribute : key;
    const text = typeof error?.message === 'string' && error.message.trim() ? error.message : `${attribute} is not valid.`;
    const field = fieldByAttribute[attribute] ?? fieldByAttribute[key];
    if (field) fields.push({ name: field, errors: [text] });
    else unplaced.push(text);
  }
  return { fields, general: unplaced.length > 0 ? unplaced.join(' ') : null };
}
