import { describe, expect, it } from 'vitest';
import { formatDay } from './format';
import { parseTypedDay } from './typed-day';

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
