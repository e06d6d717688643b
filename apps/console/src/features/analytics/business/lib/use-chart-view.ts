import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessSeries } from '../api/get-business-series';
import { rangeOf } from './buckets';
import type { ChartAddress } from './chart-address';
import { type Audience, type Figures, figuresOf, hasNoFigures, type Measure } from './figures';
import { type FigureTable, useFigureTable } from './use-figure-table';

export type ChartScreen = { audience: Audience; measure: Measure };

/** What a chart screen shows: the figures of the answer on screen, named for the address it was asked with. */
export type ChartView = ChartScreen & {
  address: ChartAddress;
  figures: Figures;
  table: FigureTable;
  /** The table's caption and the exported image's title: "Residential revenue by month, 2026". */
  caption: string;
  /** Nothing was recorded: no chart, no table, no export. */
  empty: boolean;
};

/** The screen's query, and its answer as figures; while another period loads, the previous one stays. */
export function useChartView(screen: ChartScreen, title: string, address: ChartAddress) {
  const { t } = useTranslation('analytics/business');
  const query = useBusinessSeries(screen.audience, address);
  const tableOf = useFigureTable();
  const shown = query.isError ? undefined : query.data;
  const figures = useMemo(() => shown && figuresOf(screen.measure, shown.series), [shown, screen.measure]);
  const view: ChartView | undefined = shown &&
    figures && {
      ...screen,
      address: shown.address,
      figures,
      table: tableOf(figures, shown.address),
      caption: t('caption', {
        screen: title,
        by: t(`by.${shown.address.period}`),
        range: rangeOf(shown.address),
      }),
      empty: hasNoFigures(figures),
    };
  return { query, view };
}
