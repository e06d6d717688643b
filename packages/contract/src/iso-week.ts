import { DAY_MS } from './time.ts';

// ISO 8601 weeks: a week runs Monday (1) to Sunday (7), and week 1 is the one holding the year's first
// Thursday. The spec's analytics take a day as an ISO week date, `YYYY-WW-D`.

/** 52 or 53: a year has 53 ISO weeks when it starts on a Thursday, or is a leap year starting on a Wednesday. */
export function isoWeeksIn(year: number): number {
  const weekdayOf = (y: number) => new Date(Date.UTC(y, 0, 1)).getUTCDay();
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  return weekdayOf(year) === 4 || (leap && weekdayOf(year) === 3) ? 53 : 52;
}

/** The UTC midnight of day `day` (1 = Monday) of ISO week `week` of ISO year `year`. */
export function fromIsoWeekDate(year: number, week: number, day = 1): Date {
  const january4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = january4 - ((new Date(january4).getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(mondayOfWeek1 + ((week - 1) * 7 + (day - 1)) * DAY_MS);
}

/** The ISO year, week and weekday of an instant's UTC date. */
export function toIsoWeekDate(at: Date): { year: number; week: number; day: number } {
  const day = ((at.getUTCDay() + 6) % 7) + 1;
  // The Thursday of the same week decides the ISO year.
  const thursday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 4 - day));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { year, week, day };
}

/** `YYYY-WW-D` (also `YYYY-WWW-D`) read as an ISO week date, or undefined when it names no real day. */
export function parseIsoWeekDate(text: string): { year: number; week: number; day: number } | undefined {
  const match = /^(\d{4})-W?(\d{1,2})-([1-7])$/.exec(text.trim());
  if (!match) return undefined;
  const [year, week, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return week >= 1 && week <= isoWeeksIn(year) ? { year, week, day } : undefined;
}

/** An ISO week date as the analytics take it: `YYYY-WW-D`. */
export const formatIsoWeekDate = ({ year, week, day }: { year: number; week: number; day: number }) =>
  `${year}-${String(week).padStart(2, '0')}-${day}`;
