import { DEFAULT_USER_SORT, LIST_END, searchTermsOf, USER_SORTS, type UserSort } from '@radiant/contract';

/** The residential-users list as kept in the address: search, filters, order and where the page starts. */
export type UsersAddress = {
  search: string;
  status?: 0 | 1;
  plan?: number;
  client?: number;
  from?: string;
  to?: string;
  sort: UserSort;
  page: number;
  after?: string;
  before?: string;
};

type UsersFilters = Pick<UsersAddress, 'search' | 'status' | 'plan' | 'client' | 'from' | 'to' | 'sort'>;

const SORTS: readonly string[] = USER_SORTS.flatMap((key) => [key, `-${key}`]);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);

export function parseUsersAddress(params: URLSearchParams): UsersAddress {
  const status = params.get('status');
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    status: status === '0' || status === '1' ? (Number(status) as 0 | 1) : undefined,
    plan: idOf(params.get('plan')),
    client: idOf(params.get('client')),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    sort: SORTS.includes(sort) ? (sort as UserSort) : DEFAULT_USER_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    after: params.get('after') ?? undefined,
    before: params.get('before') ?? undefined,
  };
}

/**
 * The address after a change. A new search, filter or order starts again at the first page; defaults are left
 * out so that the plain list has the plain address.
 */
export function withUsersAddress(params: URLSearchParams, change: Partial<UsersAddress>): URLSearchParams {
  const current = parseUsersAddress(params);
  const paging = 'page' in change || 'after' in change || 'before' in change;
  const next: UsersAddress = paging
    ? { ...current, page: 1, after: undefined, before: undefined, ...change }
    : { ...current, ...change, page: 1, after: undefined, before: undefined };
  const entries: [string, string | number | undefined][] = [
    ['search', next.search || undefined],
    ['status', next.status],
    ['plan', next.plan],
    ['client', next.client],
    ['from', next.from],
    ['to', next.to],
    ['sort', next.sort === DEFAULT_USER_SORT ? undefined : next.sort],
    ['page', next.page > 1 ? next.page : undefined],
    ['after', next.after],
    ['before', next.before],
  ];
  return new URLSearchParams(
    entries.flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
}

/** The API's filters for the address; a search with no term of two characters or more is no search. */
export function filtersOf(address: UsersFilters) {
  return {
    search: searchTermsOf(address.search).length > 0 ? address.search : undefined,
    status: address.status,
    plan: address.plan,
    client: address.client,
    signed_up_from: address.from,
    signed_up_to: address.to,
    sort: address.sort,
  };
}

/** The API's query for a page of the list at this address. */
export const listQueryOf = (address: UsersAddress, limit: number) => ({
  ...filtersOf(address),
  limit,
  page: address.page,
  after: address.after,
  before: address.before,
});

/** True when any filter beyond the search is set. */
export const isFiltered = (address: UsersAddress) =>
  [address.status, address.plan, address.client, address.from, address.to].some(
    (value) => value !== undefined,
  );

export const LAST_PAGE = { before: LIST_END } as const;
