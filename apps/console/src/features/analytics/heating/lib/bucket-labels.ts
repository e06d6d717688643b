import type { AnalyticsPeriod } from '@radiant/contract';

const hour = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const dayOfMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });

/** A bucket's name on a chart's axis and in the table: its hour, weekday, day or month (UTC, as the API cuts). */
export function bucketLabel(period: AnalyticsPeriod, start: string): string {
  const at = new Date(start);
  switch (period) {
    case 'daily':
      return hour.format(at);
    case 'weekly':
      return day.format(at);
    case 'monthly':
      return dayOfMonth.format(at);
    case 'yearly':
      return month.format(at);
  }
}

/** Whether a bucket has begun: the months and days still to come are left off charts and tables. */
export const hasBegun = (bucket: { start: string }, now = Date.now()) => Date.parse(bucket.start) <= now;
