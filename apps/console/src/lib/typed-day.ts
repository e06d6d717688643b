import { LOCALE } from './format';
import { latinDigits } from './latin-digits';

const SHORTEST_MONTH = 3;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** "3 Mar 2025", "3. März 2025", "3 مارس 2025". */
const WORDS = /^(\d{1,2})\.?\s*([\p{L}\p{M}]+)\.?,?\s*(\d{4})$/u;
/** Day first, as the console's languages write it: 3/4/2025 is 3 April. */
const NUMBERS = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
/** The day, then a time of day (24-hour, or 12-hour with the language's morning or evening mark). */
const WITH_TIME = /^(.+?)(?:(?:,?\s+|T)(\d{1,2})[:.](\d{2})(?:\s*(am|pm|\u0635|\u0645))?)?$/iu;
const EVENING = new Set(['pm', '\u0645']);

/**
 * Typed text as the parser reads it: Latin digits for Arabic-Indic ones, without the marks that hold a
 * right-to-left line's direction, the Arabic comma as a comma and no-break spaces as spaces.
 */
function normalised(text: string) {
  return latinDigits(text)
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\u060c/g, ',')
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim();
}

/** "january" … "december" in a locale. */
function monthsIn(locale: string) {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) =>
    name.format(Date.UTC(2000, month, 1)).toLocaleLowerCase(locale),
  );
}

/** The day as YYYY-MM-DD when it is one the calendar has (not 30 February). */
function isoDayOf(year: number, month: number | undefined, day: number): string | undefined {
  if (month === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * Reads days and instants as someone types them into a date field in a locale: as the console shows them
 * there ("3 Mar 2025", "3. März 2025", "٣ مارس ٢٠٢٥"), day first in figures ("3/3/2025") or as YYYY-MM-DD.
 * A month is the start of its name in the locale ("Sept", "Mär") or in English, three letters at least.
 */
export function typedDayReader(locale: string) {
  const namings = [monthsIn(locale), monthsIn('en-GB')];
  const monthOf = (word: string) => {
    const typed = word.toLocaleLowerCase(locale);
    if (typed.length < SHORTEST_MONTH) return undefined;
    for (const months of namings) {
      const index = months.findIndex((month) => month.startsWith(typed));
      if (index >= 0) return index + 1;
    }
    return undefined;
  };

  /** The day as YYYY-MM-DD; anything else, or a day that does not exist, is undefined. */
  const day = (text: string): string | undefined => {
    const typed = normalised(text);
    const iso = ISO.exec(typed);
    if (iso) return isoDayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const words = WORDS.exec(typed);
    if (words) return isoDayOf(Number(words[3]), monthOf(words[2] ?? ''), Number(words[1]));
    const numbers = NUMBERS.exec(typed);
    if (numbers) return isoDayOf(Number(numbers[3]), Number(numbers[2]), Number(numbers[1]));
    return undefined;
  };

  /**
   * A day and a time of day in the browser's time zone ("3 Mar 2025, 07:05", "3 مارس 2025، 07:05 م"), the
   * time left out for midnight. The instant as ISO 8601.
   */
  const instant = (text: string): string | undefined => {
    const [, dayText = '', hoursText = '0', minutes = '0', mark] = WITH_TIME.exec(normalised(text)) ?? [];
    const date = day(dayText);
    let hours = Number(hoursText);
    if (mark) {
      if (hours < 1 || hours > 12) return undefined;
      hours = (hours % 12) + (EVENING.has(mark.toLowerCase()) ? 12 : 0);
    }
    if (!date || hours > 23 || Number(minutes) > 59) return undefined;
    const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, dayOfMonth, hours, Number(minutes)).toISOString();
  };

  return { day, instant };
}

const reader = typedDayReader(LOCALE);

/** A day typed in the console's language, as YYYY-MM-DD. */
export const parseTypedDay = reader.day;

/** A day and time typed in the console's language, as an ISO 8601 instant. */
export const parseTypedInstant = reader.instant;
