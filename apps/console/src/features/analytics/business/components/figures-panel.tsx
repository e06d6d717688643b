import '@mantine/charts/styles.css';
import '@mantine/core/styles/Skeleton.css';
import { Paper, Skeleton, Stack } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresTable } from '@/components/charts/figures-table';
import { SummarisedChart } from '@/components/charts/summarised-chart';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListError } from '@/components/lists/list-error';
import { KeptWhileLoading } from '@/components/ui/kept-while-loading';
import { rangeOf } from '../lib/buckets';
import type { ChartView } from '../lib/use-chart-view';
import { useSummary } from '../lib/use-summary';
import { CHART_HEIGHT, FiguresChart } from './figures-chart';

type PanelQuery = {
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};
type FiguresPanelProps = { query: PanelQuery; view?: ChartView; chart: RefObject<HTMLDivElement | null> };

/** The chart and its table once the figures are in; a skeleton before, a retry if they failed, or none. */
export function FiguresPanel({ query, view, chart }: FiguresPanelProps) {
  const { t } = useTranslation('analytics/business');
  if (query.isError) {
    return <ListError title={t('loadFailed')} onRetry={query.refetch} retrying={query.isFetching} />;
  }
  if (!view) return <FiguresSkeleton />;
  if (view.empty) {
    return (
      <ListEmpty
        icon={<IconChartBar size={24} />}
        title={t('empty.title', { range: rangeOf(view.address) })}
        description={t('empty.description')}
        framed
      />
    );
  }
  // The previous period's figures stay, dimmed, while the next load.
  return (
    <KeptWhileLoading gap="md" loading={query.isPlaceholderData}>
      <Paper withBorder radius="lg" p="md">
        <ShownChart view={view} chart={chart} />
      </Paper>
      <FiguresTable
        caption={view.caption}
        rowHeader={view.table.periodHeader}
        columns={view.table.columns}
        rows={view.table.rows}
      />
    </KeptWhileLoading>
  );
}

function ShownChart({ view, chart }: { view: ChartView; chart: RefObject<HTMLDivElement | null> }) {
  return (
    <SummarisedChart
      summary={useSummary(view)}
      height={CHART_HEIGHT}
      chart={(label) => <FiguresChart ref={chart} label={label} view={view} />}
    />
  );
}

function FiguresSkeleton() {
  return (
    <Stack gap="md" aria-busy>
      <Paper withBorder radius="lg" p="md">
        <Skeleton h={16} w="50%" mb="sm" />
        <Skeleton h={CHART_HEIGHT} />
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Skeleton h={18} w="40%" />
          <Skeleton h={14} />
          <Skeleton h={14} />
          <Skeleton h={14} />
        </Stack>
      </Paper>
    </Stack>
  );
}
