import { describe, expect, it } from 'vitest';
import { isoWeekOf, labelOf, rangeOf, tickOf } from './buckets';

const week = (number: number, from: string) => `Week ${number} (${from})`;

describe('the buckets of a business chart', () => {
  it('number weeks as ISO does, across the turn of a year', () => {
    expect(isoWeekOf(new Date('2025-12-29T00:00:00Z'))).toBe(1);
    expect(isoWeekOf(new Date('2026-03-16T00:00:00Z'))).toBe(12);
    expect(isoWeekOf(new Date('2026-12-28T00:00:00Z'))).toBe(53);
    expect(isoWeekOf(new Date('2027-01-04T00:00:00Z'))).toBe(1);
  });

  it('are named short on the axis and in full in the table', () => {
    const monday = '2026-03-16T00:00:00.000Z';
    expect(tickOf('weekly', monday)).toBe('16 Mar');
    expect(labelOf('weekly', monday, week)).toBe('Week 12 (16 Mar)');
    expect(tickOf('monthly', '2026-03-01T00:00:00.000Z')).toBe('Mar');
    expect(labelOf('monthly', '2026-03-01T00:00:00.000Z', week)).toBe('March 2026');
    expect(tickOf('yearly', '2024-01-01T00:00:00.000Z')).toBe('2024');
    expect(labelOf('yearly', '2024-01-01T00:00:00.000Z', week)).toBe('2024');
  });

  it('cover one year, or five for a yearly chart', () => {
    expect(rangeOf({ period: 'monthly', year: 2026 })).toBe('2026');
    expect(rangeOf({ period: 'yearly', year: 2026 })).toBe('2022–2026');
  });
});
