import { describe, expect, it } from 'vitest';
import { updatedAgo } from './updated-ago';

describe('updatedAgo', () => {
  it('says just now under a minute, then whole minutes, hours and days ago', () => {
    expect(updatedAgo(0)).toBeUndefined();
    expect(updatedAgo(59_999)).toBeUndefined();
    expect(updatedAgo(60_000)).toEqual({ value: -1, unit: 'minute' });
    expect(updatedAgo(59 * 60_000 + 59_000)).toEqual({ value: -59, unit: 'minute' });
    expect(updatedAgo(2 * 3_600_000 + 5)).toEqual({ value: -2, unit: 'hour' });
    expect(updatedAgo(3 * 86_400_000)).toEqual({ value: -3, unit: 'day' });
  });

  it('reads a moment in the future (another clock) as just now', () => {
    expect(updatedAgo(-5_000)).toBeUndefined();
  });
});
