import { describe, expect, it } from 'vitest';
import { clockFieldFilled, dayHourOf, keyedClockValue, twelveHourOf, typedClockValue } from './clock-digits';

describe('a clock field', () => {
  it('reads Latin and Arabic-Indic digits alike', () => {
    expect(typedClockValue('07', 0, 59)).toBe(7);
    expect(typedClockValue('٠٧', 0, 59)).toBe(7);
    expect(typedClockValue('۳۰', 0, 59)).toBe(30);
    expect(typedClockValue('٠٣0', 0, 59)).toBe(30);
  });

  it('starts again from a digit that would pass its largest value', () => {
    expect(typedClockValue('059', 0, 59)).toBe(59);
    expect(typedClockValue('597', 0, 59)).toBe(7);
    expect(typedClockValue('١٢٣', 0, 23)).toBe(3);
  });

  it('keeps within its bounds and changes nothing without a digit', () => {
    expect(typedClockValue('0', 1, 12)).toBe(1);
    expect(typedClockValue('ab', 0, 59)).toBeUndefined();
    expect(typedClockValue('', 0, 59)).toBeUndefined();
  });

  it('hands over to the next field when no digit could follow', () => {
    expect(clockFieldFilled(5, 59)).toBe(false);
    expect(clockFieldFilled(6, 59)).toBe(true);
    expect(clockFieldFilled(2, 23)).toBe(false);
    expect(clockFieldFilled(1, 12)).toBe(false);
    expect(clockFieldFilled(2, 12)).toBe(true);
  });

  it('turns the hour of the day into a 12-hour clock and back', () => {
    expect([0, 9, 12, 21].map(twelveHourOf)).toEqual([
      { hour: 12, evening: false },
      { hour: 9, evening: false },
      { hour: 12, evening: true },
      { hour: 9, evening: true },
    ]);
    for (const hours of [0, 1, 11, 12, 13, 23]) {
      const { hour, evening } = twelveHourOf(hours);
      expect(dayHourOf(hour, evening)).toBe(hours);
    }
  });

  it('steps round the clock with the arrows, to its ends with Home and End', () => {
    expect(keyedClockValue('ArrowUp', 58, 0, 59)).toBe(59);
    expect(keyedClockValue('ArrowUp', 59, 0, 59)).toBe(0);
    expect(keyedClockValue('ArrowDown', 0, 0, 59)).toBe(59);
    expect(keyedClockValue('ArrowDown', 1, 1, 12)).toBe(12);
    expect(keyedClockValue('ArrowUp', 12, 1, 12)).toBe(1);
    expect(keyedClockValue('Home', 7, 1, 12)).toBe(1);
    expect(keyedClockValue('End', 7, 0, 23)).toBe(23);
    expect(keyedClockValue('a', 7, 0, 23)).toBeUndefined();
  });
});
