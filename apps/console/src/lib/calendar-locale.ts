import type { DayOfWeek } from '@mantine/dates';

type WeekInfo = { firstDay: number; weekend: number[] };
/** `getWeekInfo()` in current browsers, the `weekInfo` getter in older ones (and in Node 20). */
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** Monday-first with a Saturday and Sunday weekend, as ISO 8601 has it, where the runtime cannot tell. */
const ISO_WEEK: WeekInfo = { firstDay: 1, weekend: [6, 7] };

/** ISO's weekday (1 Monday … 7 Sunday) as the calendar counts them (0 Sunday … 6 Saturday). */
const dayOfWeek = (iso: number) => (iso % 7) as DayOfWeek;

/**
 * A locale's week as its calendar draws it: the day each week starts on and its weekend. British English and
 * German start on Monday; Arabic without a region (the console's) starts on Saturday, with a Friday and
 * Saturday weekend, as the Unicode locale data has it for Arabic.
 */
export function weekOf(locale: string) {
  const tag = new Intl.Locale(locale) as LocaleWithWeek;
  const week = tag.getWeekInfo?.() ?? tag.weekInfo ?? ISO_WEEK;
  return { firstDayOfWeek: dayOfWeek(week.firstDay), weekendDays: week.weekend.map(dayOfWeek) };
}

/** A calendar's day ("2026-11-27", or with a time after it) as a moment to format in UTC. */
const utcDay = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`);

/** A Monday (2026-11-23) and the six days after it. */
const WEEK = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2026, 10, 23 + index)));

/**
 * Every label of a calendar in a locale, its digits included: month and weekday names, years, days, and each
 * day's full name for screen readers. Written by `Intl` rather than by dayjs, whose Arabic would always write
 * Arabic-Indic digits, while the console writes Latin ones unless the admin chose otherwise.
 */
export function calendarLabelsOf(locale: string) {
  const dates = (options: Intl.DateTimeFormatOptions) => {
    const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    return (value: string) => format.format(utcDay(value));
  };
  const years = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' });
  const dayNumber = new Intl.NumberFormat(locale);
  // Short names fit a day's column ("Mon", "Mo"); Arabic's short names are its full ones, so a letter each.
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const fits = WEEK.every((day) => short.format(day).length <= 3);
  return {
    monthLabelFormat: dates({ month: 'long', year: 'numeric' }),
    yearLabelFormat: dates({ year: 'numeric' }),
    decadeLabelFormat: (start: string, end: string) => years.formatRange(utcDay(start), utcDay(end)),
    monthsListFormat: dates({ month: 'short' }),
    yearsListFormat: dates({ year: 'numeric' }),
    weekdayFormat: dates({ weekday: fits ? 'short' : 'narrow' }),
    renderDay: (value: string) => dayNumber.format(Number(value.slice(8, 10))),
    getDayAriaLabel: dates({ dateStyle: 'full' }),
  };
}

/** The clock a locale reads times in, for a time field: 24 hours, or 12 with its own words for am and pm. */
export function clockOf(locale: string) {
  const hours = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
  const { hourCycle } = hours.resolvedOptions();
  const dayPeriod = (hour: number) =>
    hours.formatToParts(Date.UTC(2026, 0, 1, hour)).find((part) => part.type === 'dayPeriod')?.value;
  const twelve = hourCycle === 'h11' || hourCycle === 'h12';
  return {
    format: twelve ? ('12h' as const) : ('24h' as const),
    amPmLabels: { am: dayPeriod(9) ?? 'AM', pm: dayPeriod(21) ?? 'PM' },
  };
}
