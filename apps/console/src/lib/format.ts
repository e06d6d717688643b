import { separatorsOf } from './language';
import { startingLanguage } from './preferences';

/** The console's figures and days in its language's way: British in English, Arabic with the chosen digits. */
export const LOCALE = startingLanguage().locale;

/** The separators of number fields in the page's language. */
export const NUMBER_SEPARATORS = separatorsOf(LOCALE);

const wholeNumber = new Intl.NumberFormat(LOCALE);
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const compactNumber = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
/** How a day is written: "3 Mar 2025", "3. März 2025", "3 مارس 2025". */
export const DAY_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
/** How an instant is written, in the browser's time zone and the language's clock: "3 Mar 2025, 07:05". */
export const DAY_AND_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const day = new Intl.DateTimeFormat(LOCALE, DAY_FORMAT);
const dayAndTime = new Intl.DateTimeFormat(LOCALE, DAY_AND_TIME_FORMAT);

/** Amounts are pounds sterling. */
/**
 * Amounts in pounds sterling in a locale, with the pound's own sign in every language: Arabic's locale writes
 * "UK£", which a right-to-left line draws as "£UK".
 */
export function poundsIn(locale: string, options: Intl.NumberFormatOptions = {}) {
  const format = new Intl.NumberFormat(locale, { ...options, style: 'currency', currency: 'GBP' });
  return (amount: number) =>
    format
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' ? '£' : part.value))
      .join('');
}

export const formatCurrency = poundsIn(LOCALE);

/** "£4.6K": short enough for a chart's axis. */
export const formatCompactCurrency = poundsIn(LOCALE, {
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

export const formatCount = (count: number) => wholeNumber.format(count);

/** A measure to one decimal, "1,234.5"; a dash for one not known. */
export const formatMeasure = (value: number | null) => (value === null ? '–' : oneDecimal.format(value));

/** "12.4K": a count short enough for a chart's axis. */
export const formatCompactCount = (count: number) => compactNumber.format(count);

/** A timestamp's day: "3 Mar 2025". */
export const formatDate = (timestamp: string) => day.format(new Date(timestamp));

/** An instant in the browser's time zone, to the minute: "3 Mar 2025, 07:05". */
export const formatDateTime = (timestamp: string) => dayAndTime.format(new Date(timestamp));

/** A formatter of UTC dates in the console's language, for a chart's buckets: `{ month: 'short' }` is "Mar". */
export const utcDateFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' }).format;

const timeOfDay = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' });
/** An instant's time of day in the browser's time zone: "07:05". */
export const formatTime = (timestamp: string) => timeOfDay.format(new Date(timestamp));

/** A day kept as YYYY-MM-DD (in an address, a date field) shown as the tables show days: "3 Mar 2025". */
export const formatDay = (isoDay: string) => formatDate(`${isoDay}T00:00:00Z`);

/** "15%", "12.5%". */
export const formatPercent = (value: number) => `${wholeNumber.format(value)}%`;

/** A share (0.25) as a whole percentage ("25%"); a dash for one not known. */
export const formatShare = (value: number | null) =>
  value === null ? '–' : formatPercent(Math.round(value * 100));

/** A website as people say it: "https://www.stelrad.example/uk" → "www.stelrad.example". */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
