// How a failed version write is reported (spec 002 section 8): a 422 naming a field shows under that field; any
// other failure is a toast with the spec's title and the server's message as its description.
import { App, errorMessage, isApiError, VERSION_FIELD_BY_ATTRIBUTE, type FormInstance, type VersionFormValues } from '@tessera/shared';

/** True when the error was put on a field of the form. */
export function showOnField(form: FormInstance<VersionFormValues>, error: unknown): boolean {
  const field = isApiError(error) && error.status === 422 && error.attribute ? VERSION_FIELD_BY_ATTRIBUTE[error.attribute] : undefined;
  if (!field) return false;
  form.setFields([{ name: field, errors: [errorMessage(error)] }]);
  return true;
}

export function useFailureToast() {
  const { notification } = App.useApp();
  return (title: string, error: unknown) => notification.error({ title, description: errorMessage(error) });
}
