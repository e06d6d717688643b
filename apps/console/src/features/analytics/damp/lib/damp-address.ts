import {
  DAMP_WEEKS,
  type dampOperations,
  type OperationInput,
  RISK_BANDS,
  type RiskBand,
} from '@radiant/contract';

/** The portfolio's filters as the console sends them (paging aside). */
export type DampQuery = Omit<
  NonNullable<OperationInput<typeof dampOperations.portfolio>['query']>,
  'limit' | 'after'
>;

/** The heatmap's filters as the console sends them (paging aside). */
export type DampWeeksQuery = Omit<
  NonNullable<OperationInput<typeof dampOperations.weeks>['query']>,
  'limit' | 'after'
>;

/** The weeks the heatmap offers to show; the server's default (12) unless the address says otherwise. */
export const WEEK_CHOICES = [4, 8, 12, 26, 52] as const;

/**
 * The damp portfolio as kept in the address: whose homes, which bands and which days (YYYY-MM-DD), and the
 * heatmap's view and weeks.
 */
export type DampAddress = {
  client?: number;
  band: RiskBand[];
  from?: string;
  to?: string;
  /** Homes by week; the list worst first when absent. */
  view?: 'weeks';
  weeks?: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);
const weeksOf = (value: string | null) => {
  const weeks = idOf(value);
  return weeks !== undefined && weeks >= DAMP_WEEKS.min && weeks <= DAMP_WEEKS.max ? weeks : undefined;
};

export function parseDampAddress(params: URLSearchParams): DampAddress {
  const chosen = (params.get('band') ?? '').split(',');
  return {
    client: idOf(params.get('client')),
    // Worst first whatever order the address lists them in, so one choice has one address.
    band: RISK_BANDS.filter((band) => chosen.includes(band)),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    view: params.get('view') === 'weeks' ? 'weeks' : undefined,
    weeks: weeksOf(params.get('weeks')),
  };
}

/** The address after a change; what is not filtered is left out, so the whole portfolio has the plain address. */
export function withDampAddress(params: URLSearchParams, change: Partial<DampAddress>): URLSearchParams {
  const next = { ...parseDampAddress(params), ...change };
  const entries: [string, string | number | undefined][] = [
    ['client', next.client],
    ['band', RISK_BANDS.filter((band) => next.band.includes(band)).join(',') || undefined],
    ['from', next.from],
    ['to', next.to],
    ['view', next.view],
    ['weeks', next.weeks],
  ];
  return new URLSearchParams(
    entries.flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
}

/** The API's filters for the address, as the list and its CSV export send them. */
export const dampFiltersOf = (address: DampAddress): DampQuery => ({
  clientId: address.client,
  band: address.band.length > 0 ? address.band.join(',') : undefined,
  from: address.from,
  to: address.to,
});

/** The heatmap's filters for the address: whose homes and how many weeks (bands and days are the list's). */
export const dampWeeksFiltersOf = (address: DampAddress): DampWeeksQuery => ({
  clientId: address.client,
  weeks: address.weeks,
});

export const isFiltered = (address: DampAddress) =>
  address.client !== undefined ||
  address.band.length > 0 ||
  address.from !== undefined ||
  address.to !== undefined;

/** The screen's address for these bands: the dashboard's link to the homes at most risk. */
export const dampAddressOf = (path: string, band: RiskBand[]) =>
  `${path}?${withDampAddress(new URLSearchParams(), { band })}`;
