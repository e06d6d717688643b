import { describe, expect, it } from 'vitest';
import { dayNumber, isoWeekday, ukOffsetHours } from './time.ts';

describe('UK time', () => {
  it('moves to British Summer Time at 01:00 UTC on the last Sunday of March and back on that of October', () => {
    expect(ukOffsetHours(Date.UTC(2024, 2, 31, 0, 59))).toBe(0);
    expect(ukOffsetHours(Date.UTC(2024, 2, 31, 1, 0))).toBe(1);
    expect(ukOffsetHours(Date.UTC(2024, 6, 15))).toBe(1);
    expect(ukOffsetHours(Date.UTC(2024, 9, 27, 0, 59))).toBe(1);
    expect(ukOffsetHours(Date.UTC(2024, 9, 27, 1, 0))).toBe(0);
    expect(ukOffsetHours(Date.UTC(2025, 2, 30, 1, 0))).toBe(1);
    expect(ukOffsetHours(Date.UTC(2025, 2, 29, 12, 0))).toBe(0);
  });

  it('numbers weekdays the ISO way', () => {
    expect(isoWeekday(dayNumber(Date.UTC(2024, 0, 8)))).toBe(1);
    expect(isoWeekday(dayNumber(Date.UTC(2024, 0, 14, 23)))).toBe(7);
    expect(isoWeekday(dayNumber(Date.UTC(1969, 11, 31)))).toBe(3);
  });
});
