import type { ListQuery, Pagination } from '@radiant/contract';
import { asc, type Column, desc, or, sql } from 'drizzle-orm';
import { containsText } from '../db/queries.ts';

// What every list of a search in a chosen order, a page at a time, does the same way: the list resources'
// queries and the commercial clients' list over their join are built from these.

export type Page<R> = { records: R[]; pagination: Pagination };

/** Case-insensitive "contains" on any of the columns, or no condition without a search. */
export const searchOf = (columns: Column[], search: string | undefined) =>
  search ? or(...columns.map((column) => containsText(column, search))) : undefined;

/**
 * The order a `sort` asks for (`name`, or `-name` descending) among a list's sort keys, the first key by
 * default; the id breaks ties.
 */
export function orderOf(sorts: Record<string, Column[]>, sort: string | undefined, id: Column) {
  const key = sort?.replace(/^-/, '') ?? '';
  const keyColumns = sorts[key] ?? Object.values(sorts)[0] ?? [];
  const direction = sort?.startsWith('-') ? desc : asc;
  return [...keyColumns.map((column) => direction(column)), direction(id)];
}

/** The total of a list's matches, counted beside each row of the page by the same statement. */
export const LIST_TOTAL = sql<number>`count(*) OVER ()`.mapWith(Number);

/**
 * A page of records from the rows a list statement answered, each carrying the total. Past the last page no
 * row carries it: it is counted on its own (the console then turns back).
 */
export async function pageOf<Row extends { listTotal: number }, R>(
  rows: Row[],
  { page, limit }: Pick<ListQuery, 'page' | 'limit'>,
  countRows: () => Promise<number>,
  toRecord: (row: Row) => R,
): Promise<Page<R>> {
  const total = rows[0]?.listTotal ?? (page > 1 ? await countRows() : 0);
  return { records: rows.map(toRecord), pagination: { page, limit, total } };
}

/** The offset of a page of `limit` rows. */
export const offsetOf = ({ page, limit }: Pick<ListQuery, 'page' | 'limit'>) => (page - 1) * limit;
