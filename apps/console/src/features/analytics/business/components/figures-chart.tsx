import '@mantine/core/styles/ColorSwatch.css';
import { BarChart, CompositeChart } from '@mantine/charts';
import { ColorSwatch, Group, Paper, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useChartAxes } from '@/components/charts/chart-axes';
import { formatCompactCount, formatCompactCurrency, formatCount } from '@/lib/format';
import { tickOf } from '../lib/buckets';
import type { FigureColumn } from '../lib/figures';
import type { ChartView } from '../lib/use-chart-view';
import { formatFigure, useColumnName } from '../lib/use-figure-table';

export const CHART_HEIGHT = 320;

type TooltipEntry = { dataKey?: unknown; value?: unknown; color?: string; payload?: { label?: string } };

/** A bucket's figures under the pointer, each in its own format (money and counts share a chart). */
function FiguresTooltip({
  payload,
  columns,
}: {
  payload?: readonly TooltipEntry[];
  columns: FigureColumn[];
}) {
  const nameOf = useColumnName();
  if (!payload?.length) return null;
  return (
    <Paper withBorder shadow="md" p="xs" radius="md">
      <Text fz="sm" fw={700} mb={4}>
        {payload[0]?.payload?.label}
      </Text>
      <Stack gap={2}>
        {columns.map((column) => {
          const entry = payload.find((item) => item.dataKey === column.key);
          if (!entry) return null;
          return (
            <Group key={column.key} gap="xs" wrap="nowrap" justify="space-between">
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={entry.color ?? ''} size={10} withShadow={false} />
                <Text fz="sm">{nameOf(column)}</Text>
              </Group>
              <Text fz="sm" fw={600}>
                {formatFigure(column, Number(entry.value))}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}

type FiguresChartProps = {
  view: ChartView;
  label: { role: 'img'; 'aria-label': string; h: number };
  ref: Ref<HTMLDivElement>;
};

/** Bars for what happened in each period (stacked for plans), a line on the right axis for what stood at its end. */
export function FiguresChart({ view: { figures, table, address }, label, ref }: FiguresChartProps) {
  const nameOf = useColumnName();
  const axes = useChartAxes();
  const drawn = figures.columns.filter((column) => column.draw);
  const data = figures.rows.map((row, index) => ({
    tick: tickOf(address.period, row.start),
    label: table.rows[index]?.label,
    ...row.values,
  }));
  const series = drawn.map((column) => ({
    name: column.key,
    label: nameOf(column),
    color: column.color,
    type: column.draw ?? 'bar',
    yAxisId: column.draw === 'line' ? 'right' : undefined,
  }));
  const money = drawn.some((column) => column.format === 'money');
  const shared = {
    ...label,
    ref,
    data,
    dataKey: 'tick',
    withLegend: true,
    // In the columns' order (plans by tier), not sorted by key.
    legendProps: { itemSorter: null },
    valueFormatter: formatCount,
    xAxisProps: axes.x(),
    yAxisProps: axes.y({ tickFormatter: money ? formatCompactCurrency : formatCompactCount }),
    tooltipProps: {
      content: ({ payload }: { payload?: readonly TooltipEntry[] }) => (
        <FiguresTooltip payload={payload} columns={drawn} />
      ),
    },
  };
  if (figures.stacked) return <BarChart {...shared} type="stacked" series={series} />;
  return (
    <CompositeChart
      {...shared}
      series={series}
      withRightYAxis={drawn.some((column) => column.draw === 'line')}
      rightYAxisProps={axes.rightY({ tickFormatter: formatCompactCount })}
      maxBarWidth={48}
      // A year of weeks is a line, not a string of beads.
      withDots={address.period !== 'weekly'}
    />
  );
}
