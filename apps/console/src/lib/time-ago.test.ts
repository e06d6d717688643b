import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  it('says just now under a minute, then whole minutes, hours and days ago', () => {
    expect(timeAgo(0)).toBeUndefined();
    expect(timeAgo(59_999)).toBeUndefined();
    expect(timeAgo(60_000)).toEqual({ value: -1, unit: 'minute' });
    expect(timeAgo(59 * 60_000 + 59_000)).toEqual({ value: -59, unit: 'minute' });
    expect(timeAgo(2 * 3_600_000 + 5)).toEqual({ value: -2, unit: 'hour' });
    expect(timeAgo(3 * 86_400_000)).toEqual({ value: -3, unit: 'day' });
  });

  it('reads a moment in the future (another clock) as just now', () => {
    expect(timeAgo(-5_000)).toBeUndefined();
  });
});
