/** The state of a searchable, paged list as kept in the address: `?search=&page=`. */
export type ListSearch = { search: string; page: number };

const MAX_SEARCH_LENGTH = 100;

export function parseListSearch(params: URLSearchParams): ListSearch {
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Number(params.get('page'));
  return { search, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * The address parameters after a change: a new search goes back to page 1; the defaults (no search, page 1)
 * are left out, and any other parameter is kept.
 */
export function withListSearch(params: URLSearchParams, change: Partial<ListSearch>): URLSearchParams {
  const current = parseListSearch(params);
  const search = change.search === undefined ? current.search : change.search.trim();
  const page = change.search !== undefined && search !== current.search ? 1 : (change.page ?? current.page);
  const next = new URLSearchParams(params);
  if (search) next.set('search', search);
  else next.delete('search');
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** The number of pages for `total` rows, at least one. */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** A positive whole-number id from `?id=N`, or undefined. */
export function parseIdParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
