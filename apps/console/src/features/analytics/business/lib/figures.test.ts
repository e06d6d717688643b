import type { BusinessSeries } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { figuresOf, hasNoFigures } from './figures';

const bucket = (start: string, figures: Partial<BusinessSeries['buckets'][number]> = {}) => ({
  start,
  signups: 0,
  customers: 0,
  managed_homes: 0,
  revenue_gbp: 0,
  subscribers: [],
  ...figures,
});

const seriesOf = (
  audience: BusinessSeries['audience'],
  buckets: BusinessSeries['buckets'],
): BusinessSeries => ({
  audience,
  client_id: null,
  period: 'monthly',
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-03-01T00:00:00.000Z',
  plans: [
    { plan_id: 1, title: 'Free', type: 0 },
    { plan_id: 2, title: 'Premium', type: 1 },
    { plan_id: 3, title: 'Retired', type: 2 },
  ],
  buckets,
  totals: { signups: 0, revenue_gbp: 0 },
});

const january = bucket('2026-01-01T00:00:00.000Z', {
  signups: 4,
  customers: 40,
  managed_homes: 12,
  revenue_gbp: 99.5,
  subscribers: [
    { plan_id: 1, subscribers: 30 },
    { plan_id: 2, subscribers: 10 },
  ],
});
const february = bucket('2026-02-01T00:00:00.000Z', {
  signups: 2,
  customers: 42,
  revenue_gbp: 120,
  subscribers: [{ plan_id: 2, subscribers: 12 }],
});
const keysOf = (figures: ReturnType<typeof figuresOf>) => figures.columns.map((column) => column.key);

describe('the figures of a business chart', () => {
  it('show residential revenue alone, and client fees with the homes they are paid for', () => {
    const residential = figuresOf('revenue', seriesOf('residential', [january, february]));
    expect(keysOf(residential)).toEqual(['revenue']);
    expect(residential.rows.map((row) => row.values)).toEqual([{ revenue: 99.5 }, { revenue: 120 }]);
    const commercial = figuresOf('revenue', seriesOf('commercial', [january]));
    expect(keysOf(commercial)).toEqual(['revenue', 'managedHomes']);
    expect(commercial.columns.map((column) => column.draw)).toEqual(['bar', 'line']);
    expect(commercial.rows[0]?.values).toEqual({ revenue: 99.5, managedHomes: 12 });
  });

  it('show sign-ups per period against the users or clients at its end', () => {
    expect(figuresOf('signups', seriesOf('residential', [january])).rows[0]?.values).toEqual({
      signups: 4,
      users: 40,
    });
    expect(figuresOf('signups', seriesOf('commercial', [january])).rows[0]?.values).toEqual({
      signups: 4,
      clients: 40,
    });
  });

  it('stack the subscribers of each plan that had any, with all plans together last', () => {
    const figures = figuresOf('subscriptions', seriesOf('residential', [january, february]));
    expect(figures.stacked).toBe(true);
    expect(figures.columns.map((column) => column.name)).toEqual([
      { plan: 'Free' },
      { plan: 'Premium' },
      { figure: 'subscribers' },
    ]);
    expect(figures.rows.map((row) => row.values)).toEqual([
      { 'plan-1': 30, 'plan-2': 10, subscribers: 40 },
      { 'plan-1': 0, 'plan-2': 12, subscribers: 12 },
    ]);
  });

  it('count as none when no period has begun or nothing was recorded', () => {
    expect(hasNoFigures(figuresOf('revenue', seriesOf('residential', [])))).toBe(true);
    expect(hasNoFigures(figuresOf('signups', seriesOf('commercial', [bucket(january.start)])))).toBe(true);
    expect(hasNoFigures(figuresOf('signups', seriesOf('commercial', [january])))).toBe(false);
  });
});
