import { useTranslation } from 'react-i18next';
import { formatCount, formatCurrency } from '@/lib/format';
import { rangeOf } from './buckets';
import type { FigureColumn } from './figures';
import type { ChartView } from './use-chart-view';
import { useColumnName } from './use-figure-table';

/** The chart in one sentence: its totals over the range, and what stood at its end. */
export function useSummary({ audience, measure, figures, address }: ChartView) {
  const { t } = useTranslation('analytics/business');
  const nameOf = useColumnName();
  const range = rangeOf(address);
  const atEnd = (key: string) => figures.rows.at(-1)?.values[key] ?? 0;
  const total = (key: string) => figures.rows.reduce((sum, row) => sum + (row.values[key] ?? 0), 0);

  switch (measure) {
    case 'revenue':
      return t(`summary.${audience}.revenue`, {
        range,
        total: formatCurrency(total('revenue')),
        homes: formatCount(atEnd('managedHomes')),
      });
    case 'signups':
      return t(`summary.${audience}.signups`, {
        range,
        signups: formatCount(total('signups')),
        customers: formatCount(atEnd(audience === 'residential' ? 'users' : 'clients')),
      });
    case 'subscriptions': {
      const plans = figures.columns.filter((column) => 'plan' in column.name);
      const largest = plans.reduce<FigureColumn | undefined>(
        (most, plan) => (!most || atEnd(plan.key) > atEnd(most.key) ? plan : most),
        undefined,
      );
      return t(`summary.${audience}.subscriptions`, {
        range,
        count: formatCount(atEnd('subscribers')),
        top: largest ? nameOf(largest) : '',
      });
    }
  }
}
