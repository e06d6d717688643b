import type { ErrorEnvelope, FieldError } from '@radiant/contract';
import i18n from 'i18next';

/**
 * An error answer of the API. Its own module, so that the first load (which only recognises errors) does not
 * pull in the client and the contract's schemas.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];

  constructor(status: number, body: Partial<ErrorEnvelope>) {
    super(body.description ?? i18n.t('error.status', { status }));
    this.name = 'ApiError';
    this.status = status;
    this.code = body.message ?? 'UNKNOWN_ERROR';
    this.errors = body.errors ?? [];
  }
}
