import { describe, expect, it } from 'vitest';
import { parseCommercialSearch, rangeQueryOf, withCommercialSearch } from './commercial-search';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('commercial analytics search', () => {
  it('is every client this month so far by default, and reads a client and a range', () => {
    expect(parseCommercialSearch(new URLSearchParams(''), NOW)).toEqual({
      clientId: undefined,
      from: '2026-11-01',
      to: '2026-11-24',
    });
    expect(
      parseCommercialSearch(new URLSearchParams('clientId=9&from=2026-03-01&to=2026-03-31'), NOW),
    ).toEqual({
      clientId: 9,
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('drops the client when none is picked, keeping the range', () => {
    const next = withCommercialSearch(new URLSearchParams('clientId=9&from=2026-03-01&to=2026-03-31'), {
      clientId: undefined,
    });
    expect(next.toString()).toBe('from=2026-03-01&to=2026-03-31');
    expect(rangeQueryOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
  });
});
