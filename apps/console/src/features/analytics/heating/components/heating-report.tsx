import type { HeatingAnalytics } from '@radiant/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FiguresContent } from '@/components/charts/figures-content';
import { BucketsTable } from './buckets-table';
import { HeatingCharts } from './heating-charts';
import { HeatingTotals } from './heating-totals';

/**
 * Heating figures as a screen shows them: totals, charts, then `beside` (what else the screen has to say
 * about the same days) and the figures as a table. The last figures stay, dimmed, while the next load; a
 * failed load offers a retry in place.
 */
export function HeatingReport({
  heating,
  failed,
  beside,
}: {
  heating: UseQueryResult<HeatingAnalytics>;
  failed: string;
  beside?: ReactNode;
}) {
  return (
    <FiguresContent query={heating} failed={failed} placeholders={[96, 300]}>
      {(analytics) => (
        <>
          <HeatingTotals totals={analytics.totals} />
          <HeatingCharts analytics={analytics} />
          {beside}
          <BucketsTable analytics={analytics} />
        </>
      )}
    </FiguresContent>
  );
}
