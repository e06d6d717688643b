import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack } from '@mantine/core';
import type { HeatingAnalytics } from '@radiant/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListError } from '@/components/lists/list-error';
import { KeptWhileLoading } from '@/components/ui/kept-while-loading';
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
  if (heating.isError) {
    return <ListError title={failed} onRetry={() => void heating.refetch()} retrying={heating.isFetching} />;
  }
  if (!heating.data) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={96} radius="lg" />
        <Skeleton h={300} radius="lg" />
      </Stack>
    );
  }
  return (
    <KeptWhileLoading gap="lg" loading={heating.isPlaceholderData}>
      <HeatingTotals totals={heating.data.totals} />
      <HeatingCharts analytics={heating.data} />
      {beside}
      <BucketsTable analytics={heating.data} />
    </KeptWhileLoading>
  );
}
