import { describe, expect, it } from 'vitest';
import { degreeDays } from './degree-days.ts';

describe('degreeDays', () => {
  it('adds up how far each day falls below 15.5 °C, and nothing for warmer days', () => {
    expect(degreeDays([10, 15.5, 20, 0, -2])).toBeCloseTo(5.5 + 0 + 0 + 15.5 + 17.5, 10);
    expect(degreeDays([])).toBe(0);
  });

  it('takes another base temperature', () => {
    expect(degreeDays([10, 18, 20], 18)).toBe(8);
  });
});
