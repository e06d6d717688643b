import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  formatIsoWeekDate,
  fromIsoWeekDate,
  isoWeeksIn,
  parseIsoWeekDate,
  toIsoWeekDate,
} from '@radiant/contract';
import { parseIdParam } from '@/lib/list-search';

/** The first year the pickers offer: the product's own first heating season. */
export const FIRST_PICKED_YEAR = 2020;

/**
 * What the heating analytics screen shows, as kept in the address: whose (a user, else the fleet), the period,
 * and the year, month, ISO week and day (an ISO week date, `YYYY-WW-D`) that the period picks from.
 */
export interface HeatingSearch {
  userId?: number;
  period: AnalyticsPeriod;
  year: number;
  month: number;
  week: number;
  date: string;
}

const wholeIn = (text: string | null, min: number, max: number) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
};

/** The screen's state from the address; anything missing or impossible is taken from today. */
export function parseHeatingSearch(params: URLSearchParams, now = new Date()): HeatingSearch {
  const today = toIsoWeekDate(now);
  const periodText = params.get('period')?.toLowerCase();
  const period = ANALYTICS_PERIODS.find((known) => known === periodText) ?? 'monthly';
  const year =
    wholeIn(params.get('year'), FIRST_PICKED_YEAR, now.getUTCFullYear() + 1) ?? now.getUTCFullYear();
  const date = parseIsoWeekDate(params.get('date') ?? '') ?? today;
  return {
    userId: parseIdParam(params.get('userId')),
    period,
    year,
    month: wholeIn(params.get('month'), 1, 12) ?? now.getUTCMonth() + 1,
    week: wholeIn(params.get('week'), 1, isoWeeksIn(year)) ?? Math.min(today.week, isoWeeksIn(year)),
    date: formatIsoWeekDate(date),
  };
}

/** The address after a change: only what the period uses is kept, besides other screens' parameters. */
export function withHeatingSearch(params: URLSearchParams, change: Partial<HeatingSearch>) {
  const search = { ...parseHeatingSearch(params), ...change };
  const next = new URLSearchParams(params);
  for (const key of ['userId', 'period', 'year', 'month', 'week', 'date']) next.delete(key);
  for (const [key, value] of Object.entries(queryOf(search))) next.set(key, String(value));
  return next;
}

/** The analytics call's parameters for what the screen shows. */
export function queryOf(search: HeatingSearch) {
  const whose = search.userId === undefined ? {} : { userId: search.userId };
  switch (search.period) {
    case 'daily':
      return { ...whose, period: search.period, date: search.date };
    case 'weekly':
      return { ...whose, period: search.period, year: search.year, week: search.week };
    case 'monthly':
      return { ...whose, period: search.period, year: search.year, month: search.month };
    case 'yearly':
      return { ...whose, period: search.period, year: search.year };
  }
}

/** A day (`YYYY-MM-DD`, as a date input gives it) as an ISO week date, and back. */
export const isoWeekDateOfDay = (day: string) =>
  formatIsoWeekDate(toIsoWeekDate(new Date(`${day}T00:00:00Z`)));
export function dayOfIsoWeekDate(text: string): string {
  const date = parseIsoWeekDate(text);
  return date ? fromIsoWeekDate(date.year, date.week, date.day).toISOString().slice(0, 10) : '';
}
