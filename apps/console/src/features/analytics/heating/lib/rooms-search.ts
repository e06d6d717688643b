import { type DayRange, parseDayRange, withDayRange } from '@/lib/day-range';
import { parseIdParam } from '@/lib/list-search';

/** What the rooms analytics screen shows, as kept in the address: whose rooms, and over which days. */
export interface RoomsSearch extends DayRange {
  userId?: number;
}

export const parseRoomsSearch = (params: URLSearchParams, now = new Date()): RoomsSearch => ({
  userId: parseIdParam(params.get('userId')),
  ...parseDayRange(params, now),
});

/** The address after a change, other screens' parameters kept. */
export function withRoomsSearch(params: URLSearchParams, change: Partial<RoomsSearch>) {
  const { userId, ...range } = { ...parseRoomsSearch(params), ...change };
  const next = withDayRange(params, range);
  next.delete('userId');
  if (userId !== undefined) next.set('userId', String(userId));
  return next;
}

/** The rooms-usage call's parameters, for a picked user. */
export const roomsQueryOf = (search: RoomsSearch & { userId: number }) => ({
  userId: search.userId,
  start_date: search.from,
  end_date: search.to,
});
