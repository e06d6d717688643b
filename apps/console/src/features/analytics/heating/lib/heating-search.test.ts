import { describe, expect, it } from 'vitest';
import {
  dayOfIsoWeekDate,
  isoWeekDateOfDay,
  parseHeatingSearch,
  queryOf,
  withHeatingSearch,
} from './heating-search';

// Tuesday 24 November 2026 is day 2 of ISO week 48 of 2026.
const NOW = new Date('2026-11-24T10:00:00Z');
const parse = (text: string) => parseHeatingSearch(new URLSearchParams(text), NOW);

describe('heating analytics search', () => {
  it('takes what is missing from today: the fleet, this month, this week, today', () => {
    expect(parse('')).toEqual({ period: 'monthly', year: 2026, month: 11, week: 48, date: '2026-48-2' });
  });

  it('reads a user, a period in any case, and the pickers', () => {
    expect(parse('userId=7&period=Weekly&year=2025&week=3')).toMatchObject({
      userId: 7,
      period: 'weekly',
      year: 2025,
      week: 3,
    });
  });

  it('falls back from what cannot be', () => {
    expect(parse('userId=-1&period=hourly&year=1999&month=13&week=54&date=2026-60-1')).toEqual(parse(''));
    // 2025 has 52 ISO weeks, 2026 (starting on a Thursday) 53.
    expect(parse('year=2025&week=53').week).toBe(48);
    expect(parse('year=2026&week=53').week).toBe(53);
  });

  it('keeps in the address only what the period uses, and other parameters', () => {
    const next = withHeatingSearch(new URLSearchParams('tab=x&month=3&period=monthly'), {
      period: 'yearly',
      year: 2025,
    });
    expect(Object.fromEntries(next)).toEqual({ tab: 'x', period: 'yearly', year: '2025' });
  });

  it('asks the API for the period’s own parameters', () => {
    const search = parse('userId=4&period=daily&date=2026-01-5');
    expect(queryOf(search)).toEqual({ userId: 4, period: 'daily', date: '2026-01-5' });
  });

  it('turns a calendar day into an ISO week date and back', () => {
    expect(isoWeekDateOfDay('2026-11-24')).toBe('2026-48-2');
    expect(isoWeekDateOfDay('2027-01-01')).toBe('2026-53-5');
    expect(dayOfIsoWeekDate('2026-48-2')).toBe('2026-11-24');
  });
});
