import { type Column, ilike, type SQL } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import type { Executor } from './database.ts';
import { sqlStateOf } from './database-error.ts';

/** A term for LIKE patterns whose wildcards (and escape character) are taken literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A case-insensitive "contains" filter that a trigram index serves; LIKE wildcards in the term are literal. */
export function containsText(column: Column, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return ilike(column, `%${escapeLike(search)}%`);
}

/** The rows of a statement written in SQL (both drivers answer them under `rows`). */
export async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
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
