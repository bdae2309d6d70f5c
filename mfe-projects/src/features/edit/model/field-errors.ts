// A 422 that names a property is shown on that form field; anything else is a general failure.
import { isApiError } from '@tessera/shared';
import type { FormInstance } from '@tessera/shared';

/** Puts the server's message on the field it names; true when it did. */
export function showServerFieldError(form: FormInstance, error: unknown, fields: readonly string[]): boolean {
  if (!isApiError(error) || error.status !== 422 || !error.attribute) return false;
  if (!fields.includes(error.attribute)) return false;
  form.setFields([{ name: error.attribute, errors: [error.message] }]);
  return true;
}
