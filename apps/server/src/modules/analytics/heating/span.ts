import { type AnalyticsQuery, DAY_MS, fromIsoWeekDate, toIsoWeekDate } from '@radiant/contract';

/** What an analytics period covers and how it is cut: a day by hour, a week or a month by day, a year by month. */
export interface Span {
  from: Date;
  to: Date;
  bucket: 'hour' | 'day' | 'month';
}

const startOfDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * The span a query asks for, in UTC. A day comes from `date` (an ISO week date); a week from `year` and
 * `week`, else from `date`; a month from `year` and `month`; a year from `year`. What is not given is
 * taken from today.
 */
export function heatingSpanOf(query: AnalyticsQuery, now = new Date()): Span {
  const today = startOfDay(now);
  const year = query.year ?? now.getUTCFullYear();
  switch (query.period) {
    case 'daily': {
      const from = query.date ? fromIsoWeekDate(query.date.year, query.date.week, query.date.day) : today;
      return { from, to: new Date(from.getTime() + DAY_MS), bucket: 'hour' };
    }
    case 'weekly': {
      const week =
        query.week !== undefined ? { year, week: query.week } : (query.date ?? toIsoWeekDate(today));
      const from = fromIsoWeekDate(week.year, week.week);
      return { from, to: new Date(from.getTime() + 7 * DAY_MS), bucket: 'day' };
    }
    case 'monthly': {
      const month = query.month !== undefined ? query.month - 1 : now.getUTCMonth();
      return {
        from: new Date(Date.UTC(year, month, 1)),
        to: new Date(Date.UTC(year, month + 1, 1)),
        bucket: 'day',
      };
    }
    case 'yearly':
      return {
        from: new Date(Date.UTC(year, 0, 1)),
        to: new Date(Date.UTC(year + 1, 0, 1)),
        bucket: 'month',
      };
  }
}
