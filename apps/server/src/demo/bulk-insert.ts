import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';

/** A column of rows to insert: its PostgreSQL type and one value per row. */
export type Column = { type: string; values: unknown[] };

// Rows per statement: each column travels as one array parameter, so there is no limit on parameters, only on
// the size of a statement's data.
const ROWS_PER_STATEMENT = 20_000;

/**
 * Inserts many rows as `INSERT … SELECT FROM unnest(array, …)`: one parameter per column instead of one per value,
 * several times faster than multi-row VALUES on PGlite and on a server alike. `onConflict` (an `ON CONFLICT …`
 * clause) says what a row whose key is taken does instead.
 */
export async function insertColumns(
  tx: Tx,
  table: string,
  columns: Record<string, Column>,
  onConflict = sql``,
): Promise<void> {
  const entries = Object.entries(columns);
  const rows = entries[0]?.[1].values.length ?? 0;
  const names = sql.raw(entries.map(([name]) => name).join(', '));
  for (let start = 0; start < rows; start += ROWS_PER_STATEMENT) {
    const arrays: SQL[] = entries.map(
      ([, column]) =>
        sql`${sql.param(column.values.slice(start, start + ROWS_PER_STATEMENT))}::${sql.raw(column.type)}[]`,
    );
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(table)} (${names}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)}) ${onConflict}`,
    );
  }
}

// Rows per INSERT: a statement takes at most 65,535 parameters.
const ROWS_PER_INSERT = 1000;

/** Rows in groups small enough for one INSERT each. */
export function* insertBatches<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    yield rows.slice(start, start + ROWS_PER_INSERT);
  }
}

/** Inserts `rows` a batch at a time with `insert`, answering the rows it returned, in order. */
export async function insertReturning<Row, Returned>(
  rows: Row[],
  insert: (batch: Row[]) => Promise<Returned[]>,
): Promise<Returned[]> {
  const returned: Returned[] = [];
  for (const batch of insertBatches(rows)) returned.push(...(await insert(batch)));
  return returned;
}
