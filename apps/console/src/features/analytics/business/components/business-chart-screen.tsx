import { Group } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import type { Screen } from '@/config/screens';
import { useAddress } from '@/lib/address-params';
import { parseChartAddress, withChartAddress } from '../lib/chart-address';
import { type ChartScreen, useChartView } from '../lib/use-chart-view';
import { ChartControls } from './chart-controls';
import { ExportButtons } from './export-buttons';
import { FiguresPanel } from './figures-panel';

/**
 * A business chart screen: the period and year from the address, the chart, the same figures as a table,
 * and both exported as CSV and PNG. The six screens differ only in audience and measure.
 */
export function BusinessChartScreen({ screen: id, ...screen }: ChartScreen & { screen: Screen['id'] }) {
  const { audience, measure } = screen;
  const { t } = useTranslation('analytics/business');
  const { t: tShell } = useTranslation();
  const [address, change] = useAddress(parseChartAddress, withChartAddress);
  const title = tShell(`screens.${id}`);
  const { query, view } = useChartView(screen, title, address);
  const chart = useRef<HTMLDivElement>(null);

  return (
    <>
      <PageHeader title={title} subtitle={t(`subtitles.${audience}.${measure}`)} />
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <ChartControls address={address} onChange={change} />
        <Group gap="xs">
          <ExportButtons view={view?.empty ? undefined : view} chart={chart} />
        </Group>
      </Group>
      <FiguresPanel query={query} view={view} chart={chart} />
    </>
  );
}
