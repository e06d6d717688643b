import type { ListQuery, Pagination } from '@radiant/contract';
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../db/database.ts';
import { containsText } from '../db/queries.ts';

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

export type Page<R> = { records: R[]; pagination: Pagination };

/**
 * Every statement a list resource needs: a page of a search in a chosen order with its total, one record, and
 * writes that answer the id they wrote (an unknown id, or a version that is no longer current, is no row).
 */
export function resourceQueries<T extends Table, V extends SelectedFields, R>(spec: ResourceSpec<T, V, R>) {
  const { table } = spec;
  const columns = getTableColumns(table);
  const fromTable = sql`${sql.identifier(getTableName(table))}`;
  type Row = SelectResultFields<V>;

  const orderOf = (sort: string | undefined) => {
    const key = sort?.replace(/^-/, '') ?? '';
    const keyColumns = spec.sorts[key] ?? Object.values(spec.sorts)[0] ?? [];
    const direction = sort?.startsWith('-') ? desc : asc;
    return [...keyColumns.map((column) => direction(column)), direction(table.id)];
  };

  const searchOf = (search: string | undefined) =>
    search ? or(...spec.searchIn.map((column) => containsText(column, search))) : undefined;

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
      const { page, limit } = query;
      const where = searchOf(query.search);
      const rows = (await executor
        .select({
          ...spec.view(columns, fromTable),
          listTotal: sql<number>`count(*) OVER ()`.mapWith(Number),
        })
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderOf(query.sort))
        .limit(limit)
        .offset((page - 1) * limit)) as (Row & { listTotal: number })[];
      // Past the last page no row carries the total: count on its own (the console then turns back).
      const total = rows[0]?.listTotal ?? (page > 1 ? await countRows(executor, where) : 0);
      return { records: rows.map((row) => spec.toRecord(row)), pagination: { page, limit, total } };
    },

    async find(executor: Executor, id: number): Promise<R | undefined> {
      const [row] = (await executor
        .select(spec.view(columns, fromTable))
        .from(table as PgTable)
        .where(eq(table.id, id))) as Row[];
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
