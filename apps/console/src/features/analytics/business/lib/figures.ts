import type { MantineColor } from '@mantine/core';
import type { BusinessSeries } from '@radiant/contract';
import { CHART_COLORS, planColor } from '@/config/chart-colors';

export type Audience = BusinessSeries['audience'];
/** What a chart screen is about. */
export type Measure = 'revenue' | 'signups' | 'subscriptions';
/** A figure the strings name (`columns.<figure>`); plans are named by their titles. */
type NamedFigure = 'revenue' | 'managedHomes' | 'signups' | 'users' | 'clients' | 'subscribers';

export type FigureColumn = {
  /** The column's key in every row. */
  key: string;
  name: { figure: NamedFigure } | { plan: string };
  format: 'money' | 'count';
  color: MantineColor;
  /** Bars for what happened in a period, a line on the right axis for what stood at its end; none: table only. */
  draw?: 'bar' | 'line';
};

type FigureRow = { start: string; values: Record<string, number> };

/** The figures of one chart screen, each bucket a row: what the chart draws and the table lists. */
export type Figures = { columns: FigureColumn[]; rows: FigureRow[]; stacked: boolean };

type Bucket = BusinessSeries['buckets'][number];

const column = (
  figure: NamedFigure,
  format: FigureColumn['format'],
  color: MantineColor,
  draw?: FigureColumn['draw'],
): FigureColumn => ({ key: figure, name: { figure }, format, color, draw });

const rowsOf = (buckets: Bucket[], values: (bucket: Bucket) => Record<string, number>): FigureRow[] =>
  buckets.map((bucket) => ({ start: bucket.start, values: values(bucket) }));

function revenueFigures(series: BusinessSeries): Figures {
  if (series.audience === 'residential') {
    return {
      columns: [column('revenue', 'money', CHART_COLORS.subscriptionRevenue, 'bar')],
      rows: rowsOf(series.buckets, (bucket) => ({ revenue: bucket.revenue_gbp })),
      stacked: false,
    };
  }
  return {
    columns: [
      column('revenue', 'money', CHART_COLORS.clientFees, 'bar'),
      column('managedHomes', 'count', CHART_COLORS.standing, 'line'),
    ],
    rows: rowsOf(series.buckets, (bucket) => ({
      revenue: bucket.revenue_gbp,
      managedHomes: bucket.managed_homes,
    })),
    stacked: false,
  };
}

function signupFigures(series: BusinessSeries): Figures {
  const customers = series.audience === 'residential' ? 'users' : 'clients';
  return {
    columns: [
      column('signups', 'count', CHART_COLORS[series.audience], 'bar'),
      column(customers, 'count', CHART_COLORS.standing, 'line'),
    ],
    rows: rowsOf(series.buckets, (bucket) => ({ signups: bucket.signups, [customers]: bucket.customers })),
    stacked: false,
  };
}

/** Subscribers of each plan that had any in the period, stacked, then all plans together. */
function subscriptionFigures(series: BusinessSeries): Figures {
  const subscribersOf = (bucket: Bucket, planId: number) =>
    bucket.subscribers.find((count) => count.plan_id === planId)?.subscribers ?? 0;
  const plans = series.plans
    .map((plan, index) => ({ ...plan, color: planColor(index), key: `plan-${plan.plan_id}` }))
    .filter((plan) => series.buckets.some((bucket) => subscribersOf(bucket, plan.plan_id) > 0));
  return {
    columns: [
      ...plans.map(
        (plan): FigureColumn => ({
          key: plan.key,
          name: { plan: plan.title },
          format: 'count',
          color: plan.color,
          draw: 'bar',
        }),
      ),
      column('subscribers', 'count', CHART_COLORS.standing),
    ],
    rows: rowsOf(series.buckets, (bucket) => {
      const values = Object.fromEntries(plans.map((plan) => [plan.key, subscribersOf(bucket, plan.plan_id)]));
      return { ...values, subscribers: plans.reduce((sum, plan) => sum + (values[plan.key] ?? 0), 0) };
    }),
    stacked: true,
  };
}

const FIGURES: Record<Measure, (series: BusinessSeries) => Figures> = {
  revenue: revenueFigures,
  signups: signupFigures,
  subscriptions: subscriptionFigures,
};

export const figuresOf = (measure: Measure, series: BusinessSeries): Figures => FIGURES[measure](series);

/** Nothing to draw: no bucket has begun, or nothing at all was recorded in any. */
export const hasNoFigures = ({ rows }: Figures) =>
  rows.every((row) => Object.values(row.values).every((value) => value === 0));
