import { LOCALE } from './format';

const monthName = new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });
/** "january" … "december": a typed month is the start of one of them ("Mar", "Sept", "march"). */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  monthName.format(Date.UTC(2000, month, 1)).toLowerCase(),
);
const SHORTEST_MONTH = 3;

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const WORDS = /^(\d{1,2})\s*([a-z]+)\.?,?\s*(\d{4})$/i;
/** Day first, as the console's locale writes it: 3/4/2025 is 3 April. */
const NUMBERS = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const monthOf = (word: string) => {
  const typed = word.toLowerCase();
  if (typed.length < SHORTEST_MONTH) return undefined;
  const index = MONTHS.findIndex((month) => month.startsWith(typed));
  return index < 0 ? undefined : index + 1;
};

/** The day as YYYY-MM-DD when it is one the calendar has (not 30 February). */
function isoDayOf(year: number, month: number | undefined, day: number): string | undefined {
  if (month === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * A day as someone types it into a date field: as the console shows days ("3 Mar 2025"), day first in
 * figures ("3/3/2025") or as YYYY-MM-DD. Anything else, or a day that does not exist, is undefined.
 */
export function parseTypedDay(text: string): string | undefined {
  const typed = text.trim();
  const iso = ISO.exec(typed);
  if (iso) return isoDayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const words = WORDS.exec(typed);
  if (words) return isoDayOf(Number(words[3]), monthOf(words[2] ?? ''), Number(words[1]));
  const numbers = NUMBERS.exec(typed);
  if (numbers) return isoDayOf(Number(numbers[3]), Number(numbers[2]), Number(numbers[1]));
  return undefined;
}

const WITH_TIME = /^(.+?)(?:(?:,?\s+|T)(\d{1,2})[:.](\d{2}))?$/;

/**
 * A day and a time of day in the browser's time zone, typed as the console shows them ("3 Mar 2025, 07:05"),
 * the day as `parseTypedDay` reads it and the time (24-hour) left out for midnight. The instant as ISO 8601.
 */
export function parseTypedInstant(text: string): string | undefined {
  const [, dayText = '', hours = '0', minutes = '0'] = WITH_TIME.exec(text.trim()) ?? [];
  const day = parseTypedDay(dayText);
  if (!day || Number(hours) > 23 || Number(minutes) > 59) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, Number(hours), Number(minutes)).toISOString();
}
