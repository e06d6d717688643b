import type { FormErrors } from '@mantine/form';
import { ApiError } from './api-error';

/**
 * The field errors of a failed submission (a 400 names each field), for `form.setErrors`. The toast with
 * the server's description comes from the mutation itself, so it shows even if the form has closed.
 */
export function fieldErrorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.errors.map(({ path, message }) => [path, message]));
}

/**
 * The server's description of a code or password it refused (wrong: 400; too many tries: 429), to show beneath
 * the one field it is about; undefined for anything else, which is a toast's.
 */
export function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiError && (error.status === 400 || error.status === 429)
    ? error.message
    : undefined;
}
