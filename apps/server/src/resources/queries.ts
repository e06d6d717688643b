import type { ListQuery } from '@radiant/contract';
import { and, type Column, count, eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../db/database.ts';
import { LIST_TOTAL, offsetOf, orderOf, type Page, pageOf, searchOf } from './list.ts';

/** A table a list resource keeps: an id, and a version that every update counts. */
export type Table = PgTable & { id: PgColumn; version: PgColumn };
type Columns<T extends Table> = T['_']['columns'];

export interface ResourceSpec<T extends Table, V extends SelectedFields, R> {
  table: T;
  /**
   * The columns a record shows, read from the table or from the row a write returns; `from` names that
   * source for correlated subqueries (Drizzle leaves their outer columns unqualified).
   */
  view: (source: Columns<T>, from: SQL) => V;
  toRecord: (row: SelectResultFields<V>) => R;
  /** Where a list's search looks: case-insensitive "contains" on any of these columns. */
  searchIn: Column[];
  /** A list's sort keys and the columns each orders by; the first is the default, and id breaks ties. */
  sorts: Record<string, Column[]>;
}

/**
 * Every statement a list resource needs: a page of a search in a chosen order with its total, one record, and
 * writes that answer the id they wrote (an unknown id, or a version that is no longer current, is no row).
 */
export function resourceQueries<T extends Table, V extends SelectedFields, R>(spec: ResourceSpec<T, V, R>) {
  const { table } = spec;
  const columns = getTableColumns(table);
  const fromTable = sql`${sql.identifier(getTableName(table))}`;
  type Row = SelectResultFields<V>;

  const idOf = ([row]: { id: unknown }[]) => (row === undefined ? undefined : Number(row.id));

  async function countRows(executor: Executor, where: SQL | undefined): Promise<number> {
    const [row] = await executor
      .select({ total: count() })
      .from(table as PgTable)
      .where(where);
    return row?.total ?? 0;
  }

  return {
    async list(executor: Executor, query: ListQuery & { sort?: string }): Promise<Page<R>> {
      const where = searchOf(spec.searchIn, query.search);
      const rows = (await executor
        .select({ ...spec.view(columns, fromTable), listTotal: LIST_TOTAL })
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderOf(spec.sorts, query.sort, table.id))
        .limit(query.limit)
        .offset(offsetOf(query))) as (Row & { listTotal: number })[];
      return pageOf(rows, query, () => countRows(executor, where), spec.toRecord);
    },

    /** `lock` holds the row for this transaction, as an update would: another writer waits for it. */
    async find(executor: Executor, id: number, { lock = false } = {}): Promise<R | undefined> {
      const query = executor
        .select(spec.view(columns, fromTable))
        .from(table as PgTable)
        .where(eq(table.id, id));
      const [row] = (lock ? await query.for('update') : await query) as Row[];
      return row && spec.toRecord(row);
    },

    /** The new record's id. */
    insert: async (executor: Executor, values: PgInsertValue<T>) =>
      idOf(await executor.insert(table).values(values).returning({ id: table.id })),

    /** Every update counts a version; given the version it was made from, an edit of a newer one changes nothing. */
    update: async (executor: Executor, id: number, values: PgUpdateSetSource<T>, fromVersion?: number) =>
      idOf(
        await executor
          .update(table)
          .set({ ...values, version: sql`${table.version} + 1` })
          .where(
            and(eq(table.id, id), fromVersion === undefined ? undefined : eq(table.version, fromVersion)),
          )
          .returning({ id: table.id }),
      ),

    async remove(executor: Executor, id: number): Promise<boolean> {
      const deleted = await executor.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return deleted.length > 0;
    },
  };
}

export type ResourceQueries<T extends Table, R> = ReturnType<typeof resourceQueries<T, SelectedFields, R>>;
