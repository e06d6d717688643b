import { z } from 'zod';
import { DAY_MS } from '../time.ts';

// The spans of time analytics calls take: periods, and ranges of days.

export const ANALYTICS_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** How long a range of days may be. */
export const MAX_RANGE_DAYS = 3 * 366;
const ZDay = z.iso.date({ error: 'Use a date as YYYY-MM-DD.' });
/** An optional range of days, both ends included. */
export const ZDayRange = z.object({ start_date: ZDay.optional(), end_date: ZDay.optional() });

/** Checks that a query's `start_date` and `end_date` come together, in order, at most MAX_RANGE_DAYS apart. */
export function withDayRangeChecks<T extends z.ZodType<z.output<typeof ZDayRange>>>(schema: T) {
  return schema
    .refine((query) => (query.start_date === undefined) === (query.end_date === undefined), {
      error: 'Give start_date and end_date together.',
      path: ['end_date'],
    })
    .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
      error: 'The end date comes before the start date.',
      path: ['end_date'],
    })
    .refine(
      (query) =>
        !query.start_date ||
        !query.end_date ||
        Date.parse(query.end_date) - Date.parse(query.start_date) < MAX_RANGE_DAYS * DAY_MS,
      { error: `A range may span at most ${MAX_RANGE_DAYS} days.`, path: ['end_date'] },
    );
}
