import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format';
import { parseTypedDay, parseTypedInstant } from './typed-day';

describe('a day typed into a date field', () => {
  it('reads the day the way the console shows it, so a shown day can be edited in place', () => {
    expect(parseTypedDay(formatDay('2026-09-03'))).toBe('2026-09-03');
    expect(parseTypedDay('3 Mar 2025')).toBe('2025-03-03');
    expect(parseTypedDay(' 14 march 2026 ')).toBe('2026-03-14');
    expect(parseTypedDay('1 Sept 2026')).toBe('2026-09-01');
  });

  it('reads figures day first, and YYYY-MM-DD', () => {
    expect(parseTypedDay('3/4/2025')).toBe('2025-04-03');
    expect(parseTypedDay('03.04.2025')).toBe('2025-04-03');
    expect(parseTypedDay('2025-04-03')).toBe('2025-04-03');
  });

  it('refuses days the calendar does not have, months it cannot tell apart, and anything else', () => {
    expect(parseTypedDay('30 Feb 2026')).toBeUndefined();
    expect(parseTypedDay('13/13/2026')).toBeUndefined();
    expect(parseTypedDay('3 Ju 2026')).toBeUndefined();
    expect(parseTypedDay('yesterday')).toBeUndefined();
    expect(parseTypedDay('')).toBeUndefined();
  });
});

describe('a day and time typed into a field', () => {
  const local = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
    new Date(year, month - 1, day, hours, minutes).toISOString();

  it('reads them the way the console shows them, in the browser time zone', () => {
    expect(parseTypedInstant(formatDateTime(local(2026, 11, 24, 7, 5)))).toBe(local(2026, 11, 24, 7, 5));
    expect(parseTypedInstant('24 Nov 2026 19.30')).toBe(local(2026, 11, 24, 19, 30));
    expect(parseTypedInstant('2026-11-24T07:05')).toBe(local(2026, 11, 24, 7, 5));
  });

  it('takes a day alone as its midnight', () => {
    expect(parseTypedInstant('24/11/2026')).toBe(local(2026, 11, 24));
  });

  it('refuses times the clock does not have, and days the calendar does not', () => {
    expect(parseTypedInstant('24 Nov 2026, 24:00')).toBeUndefined();
    expect(parseTypedInstant('24 Nov 2026, 07:60')).toBeUndefined();
    expect(parseTypedInstant('31 Nov 2026, 07:00')).toBeUndefined();
    expect(parseTypedInstant('soon')).toBeUndefined();
  });
});
