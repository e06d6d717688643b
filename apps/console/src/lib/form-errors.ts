import type { FormErrors } from '@mantine/form';
import { ApiError } from './api-client';
import { notifyError } from './notify';

/**
 * Shows a failed submission: the description as a toast and, for a 400, each field error under its input.
 * Returns the field errors for `form.setErrors`.
 */
export function reportSubmitError(error: unknown): FormErrors {
  notifyError(error);
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.errors.map(({ path, message }) => [path, message]));
}
