import { AppError } from '../errors.ts';
import { t } from '../messages/index.ts';

type WithCause = { code?: unknown; severity?: unknown; cause?: unknown };

/**
 * The SQLSTATE of a database error, whether thrown by pg or PGlite or wrapped by Drizzle (as `cause`).
 * Only errors that come from the database carry both a five-character code and a severity.
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current = error as WithCause | undefined;
  for (let depth = 0; current && depth < 3; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code) && current.severity) {
      return current.code;
    }
    current = current.cause as WithCause | undefined;
  }
  return undefined;
}

/**
 * The database refusing a value or a reference that the request's checks let through (a NUL character, a
 * number out of range, a row removed by a concurrent change) is the request's problem: a 4xx, not a 500.
 */
export function databaseAppError(error: unknown): AppError | undefined {
  const state = sqlStateOf(error);
  if (!state) return undefined;
  if (state.startsWith('22')) {
    return new AppError('VALIDATION_ERROR', t('valueNotStorable'));
  }
  if (state === '23503' || state === '23505') {
    return new AppError('CONFLICT', t('concurrentChange'));
  }
  return undefined;
}
