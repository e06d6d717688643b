import { type DayRange, parseDayRange, withDayRange } from '@/lib/day-range';
import { parseIdParam } from '@/lib/list-search';

/** What the commercial analytics screen shows, as kept in the address: over which days, and which client. */
export interface CommercialSearch extends DayRange {
  clientId?: number;
}

export const parseCommercialSearch = (params: URLSearchParams, now = new Date()): CommercialSearch => ({
  clientId: parseIdParam(params.get('clientId')),
  ...parseDayRange(params, now),
});

/** The address after a change, other parameters kept. */
export function withCommercialSearch(params: URLSearchParams, change: Partial<CommercialSearch>) {
  const { clientId, ...range } = { ...parseCommercialSearch(params), ...change };
  const next = withDayRange(params, range);
  next.delete('clientId');
  if (clientId !== undefined) next.set('clientId', String(clientId));
  return next;
}

/** An insight call's range. */
export const rangeQueryOf = (range: DayRange) => ({ start_date: range.from, end_date: range.to });
