export type CsvCell = string | number;

/**
 * One CSV cell, quoted as RFC 4180 says. A text that a spreadsheet would run as a formula (=, +, -, @, tab,
 * CR first) gets an apostrophe in front, as OWASP advises against CSV injection; numbers stay numbers.
 */
function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A CSV file's text: a header line, then a line per row, each ended by CRLF. */
export const toCsv = (header: CsvCell[], rows: CsvCell[][]) =>
  [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
