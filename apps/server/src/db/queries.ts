import { createHash } from 'node:crypto';
import { type Column, ilike, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/**
 * The same for a statement that many requests run (a user's analytics), named after its text: PostgreSQL
 * parses and plans it once per connection, where planning took 40% of a user's year. Only for a statement
 * whose text takes a few forms, its values all parameters: each connection keeps every form it has run.
 */
export async function preparedRowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = `rows_${createHash('sha256').update(compiled.sql).digest('base64url').slice(0, 22)}`;
  const result = await executor._.session.prepareQuery(compiled, undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
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
