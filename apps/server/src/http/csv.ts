import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** How each column of an export reads its cell from a row. */
export type CsvCells<T, C extends string> = Record<C, (row: T) => string | number>;

/**
 * One CSV cell (RFC 4180 quoting). A text that a spreadsheet would run as a formula (=, +, -, @, tab, CR
 * first) is prefixed with an apostrophe, as OWASP advises against CSV injection.
 */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The lines of these rows, each ended by CRLF. */
const csvRowsOf = <T, C extends string>(columns: readonly C[], cells: CsvCells<T, C>, rows: readonly T[]) =>
  rows.map((row) => `${columns.map((column) => csvCell(cells[column](row))).join(',')}\r\n`).join('');

/** The header line, then one chunk of lines per batch of rows. */
export async function* csvLinesOf<T, C extends string>(
  columns: readonly C[],
  cells: CsvCells<T, C>,
  batches: AsyncIterable<T[]>,
): AsyncGenerator<string> {
  yield `${columns.join(',')}\r\n`;
  for await (const rows of batches) yield csvRowsOf(columns, cells, rows);
}

/** A whole CSV file of rows already read: the header line, then theirs. */
export const csvTextOf = <T, C extends string>(
  columns: readonly C[],
  cells: CsvCells<T, C>,
  rows: readonly T[],
) => `${columns.join(',')}\r\n${csvRowsOf(columns, cells, rows)}`;

/** Sends lines of CSV as a download named after `name` and today, streamed as they come. */
export const sendCsv = (reply: FastifyReply, name: string, lines: AsyncIterable<string>) =>
  reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));
