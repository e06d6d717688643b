import { DAY_MS } from '@radiant/contract';

// Time helpers shared by heating, insight and business analytics.

/** A moment's UTC day, YYYY-MM-DD. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The days from `start` to `end`, both included, as the first day and the day after the last. */
export const daysThrough = (start: string, end: string) => ({
  from: start,
  to: dayOf(new Date(Date.parse(end) + DAY_MS)),
});

/** A figure as answers carry it: at most `digits` decimals. */
export const round = (value: number, digits = 2) => Number(value.toFixed(digits));
