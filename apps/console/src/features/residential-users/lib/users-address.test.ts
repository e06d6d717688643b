import { describe, expect, it } from 'vitest';
import { filtersOf, parseUsersAddress, withUsersAddress } from './users-address';

const params = (text: string) => new URLSearchParams(text);

describe('the residential-users address', () => {
  it('reads filters, order and paging, ignoring what is malformed', () => {
    expect(
      parseUsersAddress(params('search=+smith+&status=0&plan=3&from=2025-01-01&sort=name&page=4&after=abc')),
    ).toEqual({
      search: 'smith',
      status: 0,
      plan: 3,
      client: undefined,
      from: '2025-01-01',
      to: undefined,
      sort: 'name',
      page: 4,
      after: 'abc',
      before: undefined,
    });
    expect(parseUsersAddress(params('status=2&plan=x&to=yesterday&sort=email&page=-1'))).toMatchObject({
      status: undefined,
      plan: undefined,
      to: undefined,
      sort: '-signed_up',
      page: 1,
    });
  });

  it('starts again at the first page when the search, a filter or the order changes', () => {
    const deep = params('search=smith&page=7&after=cursor');
    expect(withUsersAddress(deep, { status: 1 }).toString()).toBe('search=smith&status=1');
    expect(withUsersAddress(deep, { sort: 'name' }).toString()).toBe('search=smith&sort=name');
    expect(withUsersAddress(deep, { page: 8, after: 'next' }).toString()).toBe(
      'search=smith&page=8&after=next',
    );
    expect(withUsersAddress(deep, { page: 1 }).toString()).toBe('search=smith');
  });

  it('sends no search until a term has two characters', () => {
    expect(filtersOf(parseUsersAddress(params('search=a'))).search).toBeUndefined();
    expect(filtersOf(parseUsersAddress(params('search=a+bc'))).search).toBe('a bc');
  });
});
