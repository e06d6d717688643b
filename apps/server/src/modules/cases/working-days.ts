import Holidays from 'date-holidays';

// Working days on the England and Wales calendar, counted in London's local time: Monday to Friday, except the
// bank holidays. The holidays come from `date-holidays` (GB, region ENG: England and Wales share one list),
// kept up to date upstream with substitute days, so Radiant keeps no list of its own: a new release of the
// package is the refresh.

/** A calendar day in London, `YYYY-MM-DD`. */
export type LondonDay = string;

const ZONE = 'Europe/London';
const englandAndWales = new Holidays('GB', 'ENG', { types: ['public', 'bank'] });
const holidaysByYear = new Map<number, Set<LondonDay>>();

function bankHolidaysOf(year: number): Set<LondonDay> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(englandAndWales.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)));
    holidaysByYear.set(year, days);
  }
  return days;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, timeZoneName: 'longOffset' });

/** The London calendar day an instant falls on. */
export const londonDayOf = (at: Date): LondonDay => dayFormat.format(at);

const utcOf = (day: LondonDay) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: LondonDay, count = 1): LondonDay => {
  const next = utcOf(day);
  next.setUTCDate(next.getUTCDate() + count);
  return next.toISOString().slice(0, 10);
};

export function isWorkingDay(day: LondonDay): boolean {
  const weekday = utcOf(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidaysOf(Number(day.slice(0, 4))).has(day);
}

/** The `count`th working day after `day` (not counting `day` itself, as "within n working days of" reads). */
export function addWorkingDays(day: LondonDay, count: number): LondonDay {
  let current = day;
  for (let left = count; left > 0; ) {
    current = dayAfter(current);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/** London's offset from UTC at an instant, in milliseconds (0 in winter, one hour in summer). */
function londonOffsetMs(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
}

/** The last millisecond of a London day: a deadline "within n working days" runs to the end of its day. */
export function endOfLondonDay(day: LondonDay): Date {
  // London changes its clocks at 01:00 UTC, never at midnight, so the next midnight's offset is the one to use.
  const nextMidnightUtc = utcOf(dayAfter(day));
  return new Date(nextMidnightUtc.getTime() - londonOffsetMs(nextMidnightUtc) - 1);
}

/** The end of the `count`th working day after the London day of `start`. */
export const workingDaysAfter = (start: Date, count: number): Date =>
  endOfLondonDay(addWorkingDays(londonDayOf(start), count));

/**
 * The first instant from which a deadline at `dueAt` lies within `count` working days of the day it is (the
 * start of that London day): when a deadline becomes due soon.
 */
export function withinWorkingDaysFrom(dueAt: Date, count: number): Date {
  let day = londonDayOf(dueAt);
  while (endOfLondonDay(addWorkingDays(dayAfter(day, -1), count)) >= dueAt) day = dayAfter(day, -1);
  return new Date(endOfLondonDay(dayAfter(day, -1)).getTime() + 1);
}
