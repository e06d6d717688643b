import { createHash } from 'node:crypto';
import { type Column, ilike, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { AppError } from '../errors.ts';
import type { Localized } from '../messages/index.ts';
import type { ArrayElement } from './binary-values.ts';
import type { Executor, RawSql } from './database.ts';
import { sqlStateOf } from './database-error.ts';
import { namedStatementsOf } from './pglite-statements.ts';

/** A term for LIKE patterns whose wildcards (and escape character) are taken literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A case-insensitive "contains" filter that a trigram index serves; LIKE wildcards in the term are literal. */
export function containsText(column: Column, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return ilike(column, `%${escapeLike(search)}%`);
}

/**
 * Where a repository's statements run: the query builder's database or transaction, or a transaction of plain
 * SQL (telemetry's, which copies readings in bulk, and all that a batch sets off inside it). Statements are
 * written once, with the builder or its `sql` template, and run on either.
 */
export type Runner = Executor | RawSql;

const isBuilder = (runner: Runner): runner is Executor => 'execute' in runner;

const dialect = new PgDialect();

/**
 * An array parameter (`${arrayParam(...)}::int[]`) in the form the runner's driver takes fastest: in a
 * transaction of plain SQL on PostgreSQL, binary, as the bulk writes send theirs.
 */
export const arrayParam = (runner: Runner, element: ArrayElement, values: readonly (number | boolean)[]) =>
  sql.param(isBuilder(runner) ? values : runner.array(element, values));

/** The rows of a statement written in SQL (both drivers answer them under `rows`). */
export async function rowsOf<Row>(runner: Runner, query: SQL): Promise<Row[]> {
  if (!isBuilder(runner)) {
    const compiled = dialect.sqlToQuery(query);
    return runner.query<Row>(compiled.sql, compiled.params);
  }
  const result = (await runner.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * The same for a statement that many requests run (a user's analytics), named after its text: PostgreSQL
 * parses and plans it once per connection, where planning took 40% of a user's year. Only for a statement
 * whose text takes a few forms, its values all parameters: each connection keeps every form it has run.
 */
export async function preparedRowsOf<Row>(runner: Runner, query: SQL): Promise<Row[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = `rows_${createHash('sha256').update(compiled.sql).digest('base64url').slice(0, 22)}`;
  if (!isBuilder(runner)) return runner.prepared<Row>(name, compiled.sql, compiled.params);
  // PostgreSQL's driver keeps the statement by its name; the embedded database's, through PREPARE and EXECUTE.
  const run = async (text: string, params: readonly unknown[]) => {
    const statement = runner._.session.prepareQuery(
      { sql: text, params: [...params] },
      undefined,
      name,
      false,
    );
    return ((await statement.execute()) as { rows: Row[] }).rows;
  };
  const named = namedStatementsOf((runner._.session as { client?: unknown }).client);
  return named ? named(run, name, compiled.sql, compiled.params) : run(compiled.sql, compiled.params);
}

/**
 * A page of a list paged by id, newest first, from the `limit + 1` rows read: the rows it shows, and the `next`
 * cursor (the last row's id), null on the last page.
 */
export function pageById<Row extends { id: number | string }>(rows: readonly Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last ? String(last.id) : null };
}

/** Runs a write and turns a unique-index violation (a race the caller's check did not see) into a 409. */
export async function conflictOnDuplicate<T>(write: Promise<T>, description: Localized): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw new AppError('CONFLICT', description);
    throw error;
  }
}
