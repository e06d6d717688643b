import { describe, expect, it } from 'vitest';
import { localToday, untilInstant } from './until';

describe("a change's end", () => {
  it('is read in the browser time zone, as the admin typed it', () => {
    const instant = new Date(untilInstant('2026-12-03', '18:00'));
    expect([instant.getFullYear(), instant.getMonth(), instant.getDate()]).toEqual([2026, 11, 3]);
    expect([instant.getHours(), instant.getMinutes()]).toEqual([18, 0]);
  });

  it('starts from the local day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
