import { describe, expect, it } from 'vitest';
import { chartYears, parseChartAddress, withChartAddress } from './chart-address';

const now = new Date('2026-11-24T10:00:00Z');
const parse = (query: string) => parseChartAddress(new URLSearchParams(query), now);

describe('a chart screen address', () => {
  it('shows this year by month when it says nothing', () => {
    expect(parse('')).toEqual({ period: 'monthly', year: 2026 });
  });

  it('reads the period and the year it names', () => {
    expect(parse('period=weekly&year=2024')).toEqual({ period: 'weekly', year: 2024 });
    expect(parse('period=yearly&year=2000')).toEqual({ period: 'yearly', year: 2000 });
  });

  it('falls back to the default for a value it does not know', () => {
    expect(parse('period=daily&year=2024')).toEqual({ period: 'monthly', year: 2024 });
    expect(parse('period=WEEKLY')).toEqual({ period: 'monthly', year: 2026 });
    for (const year of ['2027', '1999', '24', '2024.5', '2024abc', '']) {
      expect(parse(`year=${year}`).year, year).toBe(2026);
    }
  });

  it('writes a change, leaving the defaults and the other parameters as they are', () => {
    const params = new URLSearchParams('period=weekly&year=2024&x=1');
    expect(withChartAddress(params, { year: 2025 }, now).toString()).toBe('period=weekly&year=2025&x=1');
    expect(withChartAddress(params, { period: 'monthly', year: 2026 }, now).toString()).toBe('x=1');
    expect(withChartAddress(new URLSearchParams(), { period: 'yearly' }, now).toString()).toBe(
      'period=yearly',
    );
  });

  it('offers every year from the first the server knows to this one, newest first', () => {
    const years = chartYears(now);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2000);
    expect(years).toHaveLength(27);
  });
});
