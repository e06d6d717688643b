import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, integer, numeric, timestamp } from 'drizzle-orm/pg-core';

// Column and constraint helpers that the domain files share. No tables, so db/schema.ts does not re-export this
// file; and no import of a table, so that it is complete before any domain file builds its tables.

/** A check that a text column holds one of `values`. */
export const inList = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

export const numericNumber = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

/** When a row was written (by default `created_at`). */
export const createdAt = (name = 'created_at') =>
  timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Counts a record's changes: an edit made from an older copy names an older version and is refused (409). */
export const version = () => integer('version').notNull().default(1);

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull();

/** Bytes (a logo, an attachment), read as a Buffer from either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
