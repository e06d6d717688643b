import type { HeatingAnalytics } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { FiguresTable } from '@/components/charts/figures-table';
import { formatCurrency, formatMeasure } from '@/lib/format';
import { bucketLabel, hasBegun } from '../lib/bucket-labels';

type Bucket = HeatingAnalytics['buckets'][number];

/** The columns after the bucket's own, each with how a bucket shows its figure. */
const COLUMNS = [
  ['energy', (bucket) => formatMeasure(bucket.energy_kwh)],
  ['heatingHours', (bucket) => formatMeasure(bucket.heating_hours)],
  ['room', (bucket) => formatMeasure(bucket.room_c)],
  ['setpoint', (bucket) => formatMeasure(bucket.setpoint_c)],
  ['outdoor', (bucket) => formatMeasure(bucket.outdoor_c)],
  ['degreeDays', (bucket) => formatMeasure(bucket.degree_days)],
  ['perDegreeDay', (bucket) => formatMeasure(bucket.kwh_per_degree_day)],
  ['cost', (bucket) => formatCurrency(bucket.cost_gbp)],
] as const satisfies [string, (bucket: Bucket) => string][];

/** The charts' figures as a table, for reading exact values and for screen readers. */
export function BucketsTable({ analytics }: { analytics: HeatingAnalytics }) {
  const { t } = useTranslation('analytics/heating');
  return (
    <FiguresTable
      caption={t('table.title')}
      rowHeader={t(`table.bucket.${analytics.period}`)}
      columns={COLUMNS.map(([key]) => ({ key, header: t(`table.${key}`) }))}
      rows={analytics.buckets
        .filter((bucket) => hasBegun(bucket))
        .map((bucket) => ({
          key: bucket.start,
          label: bucketLabel(analytics.period, bucket.start),
          cells: COLUMNS.map(([key, show]) => ({ key, text: show(bucket) })),
        }))}
    />
  );
}
