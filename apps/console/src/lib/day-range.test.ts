import { describe, expect, it } from 'vitest';
import { daysOfSpan, parseDayRange, withDayRange } from './day-range';

const NOW = new Date('2026-11-24T10:00:00Z');
const parse = (text: string) => parseDayRange(new URLSearchParams(text), NOW);

describe('day ranges in the address', () => {
  it('is this month so far without a range', () => {
    expect(parse('')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
  });

  it('reads a range, and turns a backward one round', () => {
    expect(parse('from=2026-01-05&to=2026-02-10')).toEqual({ from: '2026-01-05', to: '2026-02-10' });
    expect(parse('from=2026-02-10&to=2026-01-05')).toEqual({ from: '2026-01-05', to: '2026-02-10' });
  });

  it('falls back from days that do not exist and from half a range', () => {
    expect(parse('from=2026-02-30&to=2026-03-02')).toEqual(parse(''));
    expect(parse('from=2026-03-01')).toEqual(parse(''));
    expect(parse('from=yesterday&to=today')).toEqual(parse(''));
  });

  it('shortens a range longer than the server takes from its start', () => {
    expect(parse('from=2000-01-01&to=2026-11-24')).toEqual({ from: '2023-11-23', to: '2026-11-24' });
  });

  it('keeps other parameters in the address', () => {
    const next = withDayRange(new URLSearchParams('userId=4&from=x'), {
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(next.toString()).toBe('userId=4&from=2026-01-01&to=2026-01-31');
  });

  it("turns an analytics answer's span into the days it covers, the last one included", () => {
    expect(daysOfSpan({ from: '2026-02-01T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
});
