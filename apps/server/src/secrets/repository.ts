import { notLike, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.ts';
import { rowsOf } from '../db/queries.ts';
import { adminMfa, webhooks } from '../db/schema.ts';

/** A text column that holds sealed secrets, with the key of its rows. */
interface SealedColumn {
  table: PgTable;
  key: PgColumn;
  secret: PgColumn;
}

/** Every column that holds a secret the server reads back: each one is sealed. */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: adminMfa, key: adminMfa.userId, secret: adminMfa.secret },
  { table: webhooks, key: webhooks.id, secret: webhooks.secret },
];

interface StoredSecret {
  key: number;
  secret: string;
}

/** The values of a column that do not start with `prefix` (those not sealed under the current key). */
export const secretsNotStartingWith = (executor: Executor, column: SealedColumn, prefix: string) =>
  executor
    .select({ key: column.key, secret: column.secret })
    .from(column.table)
    .where(notLike(column.secret, `${prefix}%`)) as Promise<StoredSecret[]>;

/**
 * Replaces a row's value with `replacement` while it still holds `stored`: a row another instance changed
 * meanwhile is left as that instance wrote it. Answers whether it replaced it.
 */
export async function replaceSecret(
  executor: Executor,
  { table, key, secret }: SealedColumn,
  stored: StoredSecret,
  replacement: string,
) {
  const rows = await rowsOf(
    executor,
    sql`UPDATE ${table} SET ${sql.identifier(secret.name)} = ${replacement}
         WHERE ${key} = ${stored.key} AND ${secret} = ${stored.secret} RETURNING 1`,
  );
  return rows.length > 0;
}
