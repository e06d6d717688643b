import {
  CASE_HAZARDS,
  CASE_STATUSES,
  type CaseHazard,
  type CaseStatus,
  type caseOperations,
  type OperationInput,
} from '@radiant/contract';

/** The list's query as the console sends it (without paging). */
export type CasesQuery = Omit<
  NonNullable<OperationInput<typeof caseOperations.list>['query']>,
  'limit' | 'after'
>;

export const DUE_FILTERS = ['overdue', 'this_week'] as const;
type DueFilter = (typeof DUE_FILTERS)[number];

/**
 * The cases list as kept in the address. `status` undefined is the default, every case not closed (the server's
 * `open=true`); `all` is every status.
 */
export type CasesAddress = {
  status?: CaseStatus | 'all';
  hazard?: CaseHazard;
  client?: number;
  owner?: number;
  home?: number;
  due?: DueFilter;
  /** The case open in the detail. */
  id?: number;
};

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]) =>
  allowed.find((item) => item === value);

export function parseCasesAddress(params: URLSearchParams): CasesAddress {
  return {
    status: oneOf(params.get('status'), [...CASE_STATUSES, 'all'] as const),
    hazard: oneOf(params.get('hazard'), CASE_HAZARDS),
    client: idOf(params.get('client')),
    owner: idOf(params.get('owner')),
    home: idOf(params.get('home')),
    due: oneOf(params.get('due'), DUE_FILTERS),
    id: idOf(params.get('id')),
  };
}

const KEYS = ['status', 'hazard', 'client', 'owner', 'home', 'due', 'id'] as const;

/** The address after a change, in a fixed order; what is unset is left out, so the plain list has the plain address. */
export function withCasesAddress(params: URLSearchParams, change: Partial<CasesAddress>): URLSearchParams {
  const next: CasesAddress = { ...parseCasesAddress(params), ...change };
  return new URLSearchParams(
    KEYS.flatMap((key) => (next[key] === undefined ? [] : [[key, String(next[key])]])),
  );
}

/** `/cases` with this address, for links from other screens. */
export const casesLink = (path: string, address: CasesAddress) => {
  const search = withCasesAddress(new URLSearchParams(), address).toString();
  return search ? `${path}?${search}` : path;
};

/** The API's filters for the address: by default every case not closed, asked of the server. */
export function casesQueryOf({ status, hazard, client, owner, home, due }: CasesAddress): CasesQuery {
  const byStatus: CasesQuery = status === undefined ? { open: 'true' } : status === 'all' ? {} : { status };
  return { ...byStatus, hazard, client, owner, home, due };
}

/** True when a filter beyond the default is set. */
export const isFiltered = (address: CasesAddress) =>
  KEYS.some((key) => key !== 'id' && address[key] !== undefined);
