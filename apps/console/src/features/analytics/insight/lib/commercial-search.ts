import { type DayRange, parseRecordDays, type RecordDays, withRecordDays } from '@/lib/day-range';

/** What the commercial analytics screen shows, as kept in the address: over which days, and which client. */
export type CommercialSearch = RecordDays<'clientId'>;

export const parseCommercialSearch = (params: URLSearchParams, now?: Date): CommercialSearch =>
  parseRecordDays('clientId', params, now);

/** The address after a change, other parameters kept. */
export const withCommercialSearch = (params: URLSearchParams, change: Partial<CommercialSearch>) =>
  withRecordDays('clientId', params, change);

/** An insight call's range. */
export const rangeQueryOf = (range: DayRange) => ({ start_date: range.from, end_date: range.to });
