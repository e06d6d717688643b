import { describe, expect, it } from 'vitest';
import {
  dampAddressOf,
  dampFiltersOf,
  dampWeeksFiltersOf,
  isFiltered,
  parseDampAddress,
  withDampAddress,
} from './damp-address';

const address = (search: string) => parseDampAddress(new URLSearchParams(search));

describe('the damp portfolio address', () => {
  it('reads the whole portfolio from a plain address', () => {
    expect(address('')).toEqual({ band: [] });
    expect(isFiltered(address(''))).toBe(false);
  });

  it('keeps known bands worst first and drops the rest, and reads the client and days', () => {
    expect(address('band=low,nope,severe&client=7&from=2026-01-01&to=2026-01-28')).toEqual({
      client: 7,
      band: ['severe', 'low'],
      from: '2026-01-01',
      to: '2026-01-28',
    });
    expect(address('client=abc&from=yesterday')).toEqual({ band: [] });
  });

  it('writes a change beside the other filters, and leaves out what is not filtered', () => {
    const params = new URLSearchParams('client=3&band=high');
    expect(withDampAddress(params, { band: ['high', 'severe'] }).toString()).toBe(
      'client=3&band=severe%2Chigh',
    );
    expect(withDampAddress(params, { band: [], client: undefined }).toString()).toBe('');
  });

  it('sends the bands comma-separated and nothing for an unfiltered portfolio', () => {
    expect(dampFiltersOf(address('band=severe,high&client=2'))).toEqual({
      clientId: 2,
      band: 'severe,high',
      from: undefined,
      to: undefined,
    });
    expect(dampFiltersOf(address('')).band).toBeUndefined();
  });

  it('links to the screen filtered to some bands', () => {
    expect(dampAddressOf('/damp-and-cold', ['high', 'severe'])).toBe('/damp-and-cold?band=severe%2Chigh');
  });

  it('reads the heatmap view and its weeks, and drops weeks out of range', () => {
    expect(address('view=weeks&weeks=26&client=4')).toEqual({
      client: 4,
      band: [],
      view: 'weeks',
      weeks: 26,
    });
    expect(address('view=table&weeks=3')).toEqual({ band: [] });
    expect(address('weeks=53')).toEqual({ band: [] });
    expect(isFiltered(address('view=weeks&weeks=8'))).toBe(false);
  });

  it('writes the view beside the filters, and leaves the list as the plain address', () => {
    const params = new URLSearchParams('client=3');
    expect(withDampAddress(params, { view: 'weeks', weeks: 8 }).toString()).toBe(
      'client=3&view=weeks&weeks=8',
    );
    expect(withDampAddress(new URLSearchParams('view=weeks'), { view: undefined }).toString()).toBe('');
  });

  it('sends the heatmap whose homes and how many weeks, not the list’s bands and days', () => {
    expect(dampWeeksFiltersOf(address('client=2&band=high&from=2026-01-01&view=weeks&weeks=4'))).toEqual({
      clientId: 2,
      weeks: 4,
    });
  });
});
