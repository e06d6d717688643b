import { describe, expect, it } from 'vitest';
import { pageCount, parseIdParam, parseListSearch, withListSearch } from './list-search';

const params = (query: string) => new URLSearchParams(query);

describe('list search in the address', () => {
  it('reads the search and the page, falling back to no search and page 1', () => {
    expect(parseListSearch(params('search=%20aurum%20&page=3'))).toEqual({ search: 'aurum', page: 3 });
    expect(parseListSearch(params(''))).toEqual({ search: '', page: 1 });
    for (const page of ['0', '-2', '1.5', 'two', '']) {
      expect(parseListSearch(params(`page=${page}`)).page).toBe(1);
    }
  });

  it('caps a pasted search at 100 characters, as the server does', () => {
    expect(parseListSearch(params(`search=${'x'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('goes back to page 1 when the search changes and keeps the page otherwise', () => {
    expect(withListSearch(params('search=a&page=4'), { search: 'ab' }).toString()).toBe('search=ab');
    expect(withListSearch(params('search=a&page=4'), { search: 'a ' }).toString()).toBe('search=a&page=4');
    expect(withListSearch(params('search=a'), { page: 2 }).toString()).toBe('search=a&page=2');
  });

  it('leaves the defaults out of the address and keeps other parameters', () => {
    expect(withListSearch(params('edit=4&search=a&page=2'), { search: '' }).toString()).toBe('edit=4');
    expect(withListSearch(params('page=2'), { page: 1 }).toString()).toBe('');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe('id parameter', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseIdParam('12')).toBe(12);
    for (const value of [null, '', '0', '-1', '1.5', '1e3', 'abc', '99999999999']) {
      expect(parseIdParam(value)).toBeUndefined();
    }
  });
});
