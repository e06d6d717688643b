import { describe, expect, it } from 'vitest';
import { fromIsoWeekDate, isoWeeksIn, parseIsoWeekDate, toIsoWeekDate } from './iso-week.ts';

const day = (at: Date) => at.toISOString().slice(0, 10);

describe('ISO week dates', () => {
  it('knows which years have 53 weeks', () => {
    expect([2015, 2020, 2026, 2032].map(isoWeeksIn)).toEqual([53, 53, 53, 53]);
    expect([2019, 2021, 2024, 2025].map(isoWeeksIn)).toEqual([52, 52, 52, 52]);
  });

  it('turns a week date into its day, across year boundaries', () => {
    expect(day(fromIsoWeekDate(2026, 1, 1))).toBe('2025-12-29');
    expect(day(fromIsoWeekDate(2026, 48, 2))).toBe('2026-11-24');
    expect(day(fromIsoWeekDate(2020, 53, 7))).toBe('2021-01-03');
  });

  it('turns a day into its week date, the inverse of the above for every day of several years', () => {
    for (let at = Date.UTC(2019, 11, 20); at < Date.UTC(2027, 0, 10); at += 86_400_000) {
      const { year, week, day: weekday } = toIsoWeekDate(new Date(at));
      expect(fromIsoWeekDate(year, week, weekday).getTime()).toBe(at);
    }
    expect(toIsoWeekDate(new Date('2021-01-03T12:00:00Z'))).toEqual({ year: 2020, week: 53, day: 7 });
  });

  it('reads YYYY-WW-D and refuses days that do not exist', () => {
    expect(parseIsoWeekDate('2026-48-2')).toEqual({ year: 2026, week: 48, day: 2 });
    expect(parseIsoWeekDate('2026-W05-7')).toEqual({ year: 2026, week: 5, day: 7 });
    expect(parseIsoWeekDate('2025-53-1')).toBeUndefined();
    expect(parseIsoWeekDate('2026-00-1')).toBeUndefined();
    expect(parseIsoWeekDate('2026-10-8')).toBeUndefined();
    expect(parseIsoWeekDate('2026-11-24')).toBeUndefined();
  });
});
