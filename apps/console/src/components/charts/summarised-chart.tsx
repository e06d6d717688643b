// Chart legends draw each series' colour with Mantine's swatch.
import '@mantine/core/styles/ColorSwatch.css';
import { Stack, Text } from '@mantine/core';
import type { ReactElement } from 'react';

/** A dashboard widget's chart height; a screen gives its own. */
const WIDGET_CHART_HEIGHT = 170;
type ChartLabel = { role: 'img'; 'aria-label': string; h: number };

/** What a chart shows in words: above it for everyone, and as the chart's name for screen readers. */
export function SummarisedChart({
  summary,
  chart,
  height = WIDGET_CHART_HEIGHT,
}: {
  summary: string;
  chart: (label: ChartLabel) => ReactElement;
  height?: number;
}) {
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed" dir="auto">
        {summary}
      </Text>
      {chart({ role: 'img', 'aria-label': summary, h: height })}
    </Stack>
  );
}
