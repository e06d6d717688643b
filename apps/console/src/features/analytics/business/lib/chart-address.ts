import { BUSINESS_PERIODS, type BusinessSeries, FIRST_YEAR } from '@radiant/contract';

export type Period = BusinessSeries['period'];

/** What a chart screen shows, as kept in the address: `?period=weekly&year=2025`. */
export type ChartAddress = { period: Period; year: number };

const DEFAULT_PERIOD: Period = 'monthly';

/** The years a chart can show, newest first: from the first year the server knows to this one. */
export function chartYears(now = new Date()): number[] {
  const thisYear = now.getUTCFullYear();
  return Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, index) => thisYear - index);
}

const isPeriod = (value: string | null): value is Period =>
  BUSINESS_PERIODS.some((period) => period === value);

/** The address's period and year; a missing or invalid one (a typo, a year to come) is the default. */
export function parseChartAddress(params: URLSearchParams, now = new Date()): ChartAddress {
  const period = params.get('period');
  const year = params.get('year') ?? '';
  const thisYear = now.getUTCFullYear();
  const asked = /^\d{4}$/.test(year) ? Number(year) : thisYear;
  return {
    period: isPeriod(period) ? period : DEFAULT_PERIOD,
    year: asked >= FIRST_YEAR && asked <= thisYear ? asked : thisYear,
  };
}

/** The address parameters after a change: the defaults (monthly, this year) are left out, others kept. */
export function withChartAddress(
  params: URLSearchParams,
  change: Partial<ChartAddress>,
  now = new Date(),
): URLSearchParams {
  const { period, year } = { ...parseChartAddress(params, now), ...change };
  const next = new URLSearchParams(params);
  if (period === DEFAULT_PERIOD) next.delete('period');
  else next.set('period', period);
  if (year === now.getUTCFullYear()) next.delete('year');
  else next.set('year', String(year));
  return next;
}
