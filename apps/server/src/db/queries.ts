import { type Column, ilike, type SQL } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import { sqlStateOf } from './database-error.ts';

/** A case-insensitive "contains" filter that a trigram index serves; LIKE wildcards in the term are literal. */
export function containsText(column: Column, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return ilike(column, `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

/** Runs a write and turns a unique-index violation (a race the caller's check did not see) into a 409. */
export async function conflictOnDuplicate<T>(write: Promise<T>, description: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw new AppError('CONFLICT', description);
    throw error;
  }
}
