import { BUSINESS_YEARS, DAY_MS, fromIsoWeekDate } from '@radiant/contract';
import { utcDateFormat } from '@/lib/format';
import type { ChartAddress, Period } from './chart-address';

const WEEK_MS = 7 * DAY_MS;
const dayAndMonth = utcDateFormat({ day: 'numeric', month: 'short' });
const shortMonth = utcDateFormat({ month: 'short' });
const monthAndYear = utcDateFormat({ month: 'long', year: 'numeric' });

/** The ISO week a weekly bucket (which starts on a Monday) is: its Thursday's year decides. */
export function isoWeekOf(start: Date): number {
  const thursday = new Date(start.getTime() + 3 * DAY_MS);
  const firstMonday = fromIsoWeekDate(thursday.getUTCFullYear(), 1);
  return Math.round((start.getTime() - firstMonday.getTime()) / WEEK_MS) + 1;
}

/** A bucket as a chart's axis names it: "16 Mar", "Mar", "2026". */
export function tickOf(period: Period, start: string): string {
  const date = new Date(start);
  if (period === 'weekly') return dayAndMonth(date);
  if (period === 'monthly') return shortMonth(date);
  return String(date.getUTCFullYear());
}

/** A bucket as a table row names it: "Week 12 (16 Mar)" through `weekLabel`, "March 2026", "2026". */
export function labelOf(
  period: Period,
  start: string,
  weekLabel: (week: number, from: string) => string,
): string {
  const date = new Date(start);
  if (period === 'weekly') return weekLabel(isoWeekOf(date), dayAndMonth(date));
  if (period === 'monthly') return monthAndYear(date);
  return String(date.getUTCFullYear());
}

/** The years a chart covers: "2026", or "2022–2026" for the five years of a yearly one. */
export const rangeOf = ({ period, year }: ChartAddress) =>
  period === 'yearly' ? `${year - BUSINESS_YEARS + 1}–${year}` : String(year);
