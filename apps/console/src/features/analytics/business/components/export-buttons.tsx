import { Button, getThemeColor, useMantineTheme } from '@mantine/core';
import { IconFileSpreadsheet, IconPhoto } from '@tabler/icons-react';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toCsv } from '@/lib/csv';
import { saveFile } from '@/lib/download';
import { notifyFailure } from '@/lib/notify';
import { chartToPng, resolveColor } from '../lib/chart-image';
import type { ChartView } from '../lib/use-chart-view';
import { type FigureTable, useColumnName } from '../lib/use-figure-table';

/** The table's rows as CSV: amounts in pounds with pence, counts as they are. */
const csvOf = (table: FigureTable) =>
  toCsv(
    [table.periodHeader, ...table.columns.map((column) => column.header)],
    table.rows.map((row) => [
      row.label,
      ...row.cells.map((cell, index) =>
        table.columns[index]?.format === 'money' ? cell.value.toFixed(2) : cell.value,
      ),
    ]),
  );

const BYTE_ORDER_MARK = '\uFEFF';

/** Both files' name: `residential-revenue-monthly-2026`. */
const fileNameOf = ({ audience, measure, address }: ChartView) =>
  `${audience}-${measure}-${address.period}-${address.year}`;

type ExportButtonsProps = { view?: ChartView; chart: RefObject<HTMLDivElement | null> };

/** The figures shown as CSV and the chart as PNG, both made in the browser; disabled until there are figures. */
export function ExportButtons({ view, chart }: ExportButtonsProps) {
  const { t } = useTranslation('analytics/business');
  const theme = useMantineTheme();
  const nameOf = useColumnName();
  const [drawing, setDrawing] = useState(false);

  // The byte order mark makes spreadsheets read the file as UTF-8: "Revenue (£)" stays legible.
  const exportCsv = (shown: ChartView) =>
    saveFile(
      new Blob([BYTE_ORDER_MARK, csvOf(shown.table)], { type: 'text/csv;charset=utf-8' }),
      `${fileNameOf(shown)}.csv`,
    );

  const exportPng = async (shown: ChartView) => {
    const svg = chart.current?.querySelector<SVGSVGElement>('svg.recharts-surface');
    if (!svg) return;
    setDrawing(true);
    try {
      const legend = shown.figures.columns
        .filter((column) => column.draw)
        .map((column) => ({
          label: nameOf(column),
          color: resolveColor(getThemeColor(column.color, theme)),
        }));
      saveFile(await chartToPng(svg, { title: shown.caption, legend }), `${fileNameOf(shown)}.png`);
    } catch {
      notifyFailure(t('export.pngFailed'));
    } finally {
      setDrawing(false);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        disabled={!view}
        onClick={() => view && exportCsv(view)}
      >
        {t('export.csv')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconPhoto size={16} />}
        disabled={!view}
        loading={drawing}
        onClick={() => view && void exportPng(view)}
      >
        {t('export.png')}
      </Button>
    </>
  );
}
