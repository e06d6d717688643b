import { DAY_MS, MAX_RANGE_DAYS } from '@radiant/contract';
import { parseIdParam } from './list-search';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A range of days as the address keeps it (`from` and `to`, YYYY-MM-DD), both included. */
export interface DayRange {
  from: string;
  to: string;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const isDay = (text: string | null): text is string =>
  text !== null && DAY.test(text) && dayOf(new Date(`${text}T00:00:00Z`)) === text;

/**
 * The range in the address. Without a valid one it is this month so far; one given backwards is turned
 * round, and one longer than the server takes keeps its end and loses the rest of its start.
 */
export function parseDayRange(params: URLSearchParams, now = new Date()): DayRange {
  const from = params.get('from');
  const to = params.get('to');
  if (!isDay(from) || !isDay(to)) {
    const today = dayOf(now);
    return { from: `${today.slice(0, 8)}01`, to: today };
  }
  const [start, end] = from <= to ? [from, to] : [to, from];
  const earliest = dayOf(new Date(Date.parse(end) - (MAX_RANGE_DAYS - 1) * DAY_MS));
  // Days as YYYY-MM-DD compare as text.
  if (start < earliest) return { from: earliest, to: end };
  return { from: start, to: end };
}

/** Puts a range in the address, other parameters kept. */
export function withDayRange(params: URLSearchParams, range: DayRange) {
  const next = new URLSearchParams(params);
  next.set('from', range.from);
  next.set('to', range.to);
  return next;
}

/** The days of an analytics answer's span (`from` to `to` excluded) as a range whose last day is included. */
export const daysOfSpan = (span: { from: string; to: string }): DayRange => ({
  from: span.from.slice(0, 10),
  to: dayOf(new Date(Date.parse(span.to) - DAY_MS)),
});

/** A range of days and the record it is about (`userId`, `clientId`; none for all), as the address keeps them. */
export type RecordDays<K extends string> = DayRange & Partial<Record<K, number>>;

export const parseRecordDays = <K extends string>(
  key: K,
  params: URLSearchParams,
  now = new Date(),
): RecordDays<K> =>
  ({ [key]: parseIdParam(params.get(key)), ...parseDayRange(params, now) }) as RecordDays<K>;

/** The address after a change of the range or the record, other parameters kept. */
export function withRecordDays<K extends string>(
  key: K,
  params: URLSearchParams,
  change: Partial<RecordDays<K>>,
) {
  const { from, to, [key]: id } = { ...parseRecordDays(key, params), ...change };
  const next = withDayRange(params, { from, to });
  next.delete(key);
  if (id !== undefined) next.set(key, String(id));
  return next;
}
