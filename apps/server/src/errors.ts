import { type ErrorCode, errorCodes } from '@radiant/contract';
import { type Localized, type MessageKey, t } from './messages/index.ts';

/** A field's error before the answer's language is known: its path, and its message in any language. */
export type LocalizedFieldError = { path: string; message: Localized };

/**
 * The one error type of the server; the error handler turns it into the envelope, its sentences in the
 * request's language. `message` (and `description`) is the English, as logs keep it.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly text: Localized,
    readonly extra: { errors?: LocalizedFieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(text('en'));
    this.status = errorCodes[code];
  }

  get description() {
    return this.message;
  }
}

/** A record a 404 or a stale edit names: "case" for "The case". */
export type Thing = { [K in MessageKey]: K extends `thing.${infer Name}` ? Name : never }[MessageKey];

/** A field's error, its message from the catalog. */
export const fieldError = (path: string, key: MessageKey, params?: Parameters<typeof t>[1]) => ({
  path,
  message: t(key, params),
});

export const notFound = (thing: Thing) =>
  new AppError('NOT_FOUND', t('notFound', { thing: t(`thing.${thing}`) }));

/**
 * Why an edit of a record changed no row: made from a version another change has since replaced (409), when it
 * named one and the record is still there; otherwise the record is gone (404).
 */
export async function missedEditError(
  thing: Thing,
  fromVersion: number | undefined,
  findRecord: () => Promise<unknown>,
): Promise<AppError> {
  if (fromVersion === undefined || !(await findRecord())) return notFound(thing);
  return new AppError('STALE_VERSION', t('staleVersion', { thing: t(`thing.${thing}`) }));
}

/** A request part a schema refuses. */
export type RequestPart = 'body' | 'query' | 'path' | 'request';

/** A 400 for a request part that its schema refuses, naming the first field. */
export function invalidRequest(where: RequestPart, errors: LocalizedFieldError[]): AppError {
  const first = errors[0];
  const part = t(`where.${where}`);
  const text = !first
    ? t('invalidPart', { where: part })
    : first.path
      ? t('invalidField', { path: first.path, where: part, message: first.message })
      : t('malformedPart', { where: part, message: first.message });
  return new AppError('VALIDATION_ERROR', text, { errors });
}

/** A 400 for one field of the request body, its message from the catalog. */
export const invalidField = (path: string, key: MessageKey, params?: Parameters<typeof t>[1]) =>
  invalidRequest('body', [fieldError(path, key, params)]);

/** A 400 whose sentence is the field's own message: for a field whose rule needs no more words. */
export function fieldRefusal(path: string, key: MessageKey, params?: Parameters<typeof t>[1]): AppError {
  const error = fieldError(path, key, params);
  return new AppError('VALIDATION_ERROR', error.message, { errors: [error] });
}
