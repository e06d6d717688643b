import { describe, expect, it } from 'vitest';
import { isoString } from './instants.ts';

describe('isoString', () => {
  it("answers PostgreSQL's text of an instant as Date would, to the millisecond", () => {
    for (const text of [
      '2026-11-27 07:24:01.705923+00',
      '2026-11-27 07:24:01.7+00',
      '2026-11-27 07:24:01+00',
      '2026-11-27 08:24:01.5+01',
      '2026-11-27T07:24:01.705923+00:00',
    ]) {
      expect(isoString(text)).toBe(new Date(text).toISOString());
    }
    expect(isoString(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });
});
