import { type ResidentialUser, statusName, USER_EXPORT_COLUMNS } from '@radiant/contract';
import { type CsvCells, csvLinesOf } from '../../http/csv.ts';

const CELLS: CsvCells<ResidentialUser, (typeof USER_EXPORT_COLUMNS)[number]> = {
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
  status: (user) => statusName(user.status),
  signed_up: (user) => user.created_at,
  last_seen: (user) => user.last_seen_at,
};

/** The header line, then one chunk of lines per batch of users. */
export const userCsvLinesOf = (batches: AsyncIterable<ResidentialUser[]>) =>
  csvLinesOf(USER_EXPORT_COLUMNS, CELLS, batches);
