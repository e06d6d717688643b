import { compareBands, DAY_MS, dampBand, type RiskBand } from '@radiant/contract';
import { dayOf } from '../time.ts';
import { hoursOf } from './assess.ts';
import type { RoomWeekRow } from './repository.ts';

// The homes-by-week heatmap: ISO weeks (Monday to Sunday, UTC days as the rollups keep them) and a home's band
// in each, its worst room's over those 7 days.

/** The Monday of the ISO week of a day (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const at = Date.parse(day);
  // getUTCDay: Sunday 0 … Saturday 6; days since Monday: Monday 0 … Sunday 6.
  const sinceMonday = (new Date(at).getUTCDay() + 6) % 7;
  return dayOf(new Date(at - sinceMonday * DAY_MS));
}

/** The Mondays of `weeks` ISO weeks, oldest first, ending with the week of `today`. */
export function weekStartsOf(today: string, weeks: number): string[] {
  const last = Date.parse(mondayOf(today));
  return Array.from({ length: weeks }, (_, index) =>
    dayOf(new Date(last - (weeks - 1 - index) * 7 * DAY_MS)),
  );
}

/** Each home's band week by week (in the order of `weeks`): its worst room's 7-day band, null without data. */
export function homeWeekBands(
  rows: readonly RoomWeekRow[],
  weeks: readonly string[],
): Map<number, (RiskBand | null)[]> {
  const column = new Map(weeks.map((week, index) => [week, index]));
  const byHome = new Map<number, (RiskBand | null)[]>();
  for (const row of rows) {
    const index = column.get(row.week);
    if (index === undefined) continue;
    const bands = byHome.get(row.home_id) ?? weeks.map(() => null);
    const band = dampBand(hoursOf(row), 7);
    if (compareBands(band, bands[index] ?? null) < 0) bands[index] = band;
    byHome.set(row.home_id, bands);
  }
  return byHome;
}
