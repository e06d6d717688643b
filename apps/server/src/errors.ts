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
