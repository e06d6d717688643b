import { type ErrorCode, errorCodes, type FieldError } from '@radiant/contract';

/** The one error type of the server; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly description: string,
    readonly extra: { errors?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(description);
    this.status = errorCodes[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);

/**
 * Why an edit of a record changed no row: made from a version another change has since replaced (409), when it
 * named one and the record is still there; otherwise the record is gone (404).
 */
export async function missedEditError(
  what: string,
  fromVersion: number | undefined,
  findRecord: () => Promise<unknown>,
): Promise<AppError> {
  if (fromVersion === undefined || !(await findRecord())) return notFound(what);
  return new AppError(
    'STALE_VERSION',
    `${what} was changed by someone else after you opened it. Reload it to see their changes, then make yours again.`,
  );
}

/** A 400 for a request part (`request body`, `query`, `path`) that its schema refuses, naming the first field. */
export function invalidRequest(where: string, errors: FieldError[]): AppError {
  const first = errors[0];
  const description = !first
    ? `The ${where} is not valid.`
    : first.path
      ? `The field "${first.path}" in the ${where} is invalid: ${first.message}`
      : `The ${where} is missing or malformed: ${first.message}`;
  return new AppError('VALIDATION_ERROR', description, { errors });
}
