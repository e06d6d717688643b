import { type ResidentialUser, USER_EXPORT_COLUMNS } from '@radiant/contract';

type Column = (typeof USER_EXPORT_COLUMNS)[number];

const CELLS: Record<Column, (user: ResidentialUser) => string | number> = {
  id: (user) => user.id,
  first_name: (user) => user.first_name,
  last_name: (user) => user.last_name,
  email: (user) => user.email,
  mobile: (user) => user.mobile,
  town: (user) => user.town,
  city: (user) => user.city,
  post_code: (user) => user.post_code,
  plan: (user) => user.plan?.title ?? '',
  commercial_client: (user) => user.commercial_client?.business_name ?? '',
  status: (user) => (user.status === 1 ? 'active' : 'inactive'),
  signed_up: (user) => user.created_at,
  last_seen: (user) => user.last_seen_at,
};

/**
 * One CSV cell (RFC 4180 quoting). A text that a spreadsheet would run as a formula (=, +, -, @, tab, CR
 * first) is prefixed with an apostrophe, as OWASP advises against CSV injection.
 */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The header line, then one chunk of lines per batch of users. */
export async function* csvLinesOf(batches: AsyncIterable<ResidentialUser[]>): AsyncGenerator<string> {
  yield `${USER_EXPORT_COLUMNS.join(',')}\r\n`;
  for await (const users of batches) {
    yield users
      .map((user) => `${USER_EXPORT_COLUMNS.map((column) => csvCell(CELLS[column](user))).join(',')}\r\n`)
      .join('');
  }
}
