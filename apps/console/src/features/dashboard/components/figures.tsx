import { Stack, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** One named figure of a widget. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} ff="heading" fz="lg" dir="auto">
        {value}
      </Text>
    </div>
  );
}

/** "87 min", or a dash when nothing was measured. */
export function useMinutes() {
  const { t } = useTranslation('dashboard');
  return (minutes: number | null) =>
    minutes === null ? '–' : t('health.minutes', { minutes: Math.round(minutes) });
}

const CHART_HEIGHT = 170;
type ChartLabel = { role: 'img'; 'aria-label': string; h: number };

/** What a chart shows in words: above it for everyone, and as the chart's name for screen readers. */
export function SummarisedChart({
  summary,
  chart,
}: {
  summary: string;
  chart: (label: ChartLabel) => ReactElement;
}) {
  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed">
        {summary}
      </Text>
      {chart({ role: 'img', 'aria-label': summary, h: CHART_HEIGHT })}
    </Stack>
  );
}
