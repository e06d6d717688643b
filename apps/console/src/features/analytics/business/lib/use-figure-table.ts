import { useTranslation } from 'react-i18next';
import { formatCount, formatCurrency } from '@/lib/format';
import { labelOf } from './buckets';
import type { ChartAddress } from './chart-address';
import type { FigureColumn, Figures } from './figures';

type FigureCell = { key: string; value: number; text: string };
type FigureTableRow = { key: string; label: string; cells: FigureCell[] };
/** The figures as the table shows them and the CSV export writes them: the period, then a column per figure. */
export type FigureTable = {
  periodHeader: string;
  columns: { key: string; header: string; format: FigureColumn['format'] }[];
  rows: FigureTableRow[];
};

export const formatFigure = (column: Pick<FigureColumn, 'format'>, value: number) =>
  column.format === 'money' ? formatCurrency(value) : formatCount(value);

/** A column's name: a plan by its title, any other figure by its name in the strings. */
export function useColumnName() {
  const { t } = useTranslation('analytics/business');
  return (column: FigureColumn) =>
    'plan' in column.name ? column.name.plan : t(`columns.${column.name.figure}`);
}

/** Makes the table of a chart's figures, its rows named for the period they were asked for. */
export function useFigureTable() {
  const { t } = useTranslation('analytics/business');
  const nameOf = useColumnName();
  const weekLabel = (week: number, from: string) => t('week', { week, from });
  return (figures: Figures, { period }: ChartAddress): FigureTable => ({
    periodHeader: t(`columns.${period}`),
    columns: figures.columns.map((column) => ({
      key: column.key,
      header: nameOf(column),
      format: column.format,
    })),
    rows: figures.rows.map((row) => ({
      key: row.start,
      label: labelOf(period, row.start, weekLabel),
      cells: figures.columns.map((column) => {
        const value = row.values[column.key] ?? 0;
        return { key: column.key, value, text: formatFigure(column, value) };
      }),
    })),
  });
}
