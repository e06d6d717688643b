import { DAY_MS, HOUR_MS } from '@radiant/contract';

/** Days since 1970-01-01 (UTC) of an instant, as a whole number. */
export function dayNumber(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day number: 1970-01-01 was a Thursday. */
export function isoWeekday(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/**
 * Hours that UK clocks are ahead of UTC at an instant: 1 during British Summer Time (from 01:00 UTC on the
 * last Sunday of March to 01:00 UTC on the last Sunday of October), else 0. Schedules are set in local time.
 */
export function ukOffsetHours(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  const summerStarts = lastSundayOf(year, 2) + HOUR_MS;
  const summerEnds = lastSundayOf(year, 9) + HOUR_MS;
  return ms >= summerStarts && ms < summerEnds ? 1 : 0;
}

/** Midnight UTC of the last Sunday of a month (0-based month index). */
function lastSundayOf(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - (isoWeekday(dayNumber(lastDay)) % 7) * DAY_MS;
}
