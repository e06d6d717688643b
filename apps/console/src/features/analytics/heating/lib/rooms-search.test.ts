import { describe, expect, it } from 'vitest';
import { parseRoomsSearch, roomsQueryOf, withRoomsSearch } from './rooms-search';

const NOW = new Date('2026-11-24T10:00:00Z');
const parse = (text: string) => parseRoomsSearch(new URLSearchParams(text), NOW);

describe('rooms analytics search', () => {
  it('is nobody this month so far by default, and reads a user and a range', () => {
    expect(parse('')).toEqual({ userId: undefined, from: '2026-11-01', to: '2026-11-24' });
    expect(parse('userId=12&from=2026-01-05&to=2026-02-10')).toEqual({
      userId: 12,
      from: '2026-01-05',
      to: '2026-02-10',
    });
    expect(parse('userId=abc').userId).toBeUndefined();
  });

  it('keeps other parameters in the address and asks the server for the range', () => {
    const next = withRoomsSearch(new URLSearchParams('tab=x&from=2026-01-01&to=2026-01-31'), { userId: 4 });
    expect(next.get('tab')).toBe('x');
    expect(Object.fromEntries(next)).toMatchObject({ userId: '4', from: '2026-01-01', to: '2026-01-31' });
    expect(roomsQueryOf({ userId: 4, from: '2026-01-01', to: '2026-01-31' })).toEqual({
      userId: 4,
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
  });
});
