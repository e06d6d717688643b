import { parseRecordDays, type RecordDays, withRecordDays } from '@/lib/day-range';

/** What the rooms analytics screen shows, as kept in the address: whose rooms, and over which days. */
export type RoomsSearch = RecordDays<'userId'>;

export const parseRoomsSearch = (params: URLSearchParams, now?: Date): RoomsSearch =>
  parseRecordDays('userId', params, now);

/** The address after a change, other screens' parameters kept. */
export const withRoomsSearch = (params: URLSearchParams, change: Partial<RoomsSearch>) =>
  withRecordDays('userId', params, change);

/** The rooms-usage call's parameters, for a picked user. */
export const roomsQueryOf = (search: RoomsSearch & { userId: number }) => ({
  userId: search.userId,
  start_date: search.from,
  end_date: search.to,
});
