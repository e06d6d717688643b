import { Paper, Title } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { SummarisedChart } from './summarised-chart';

/** A chart in its card: a title, then what it shows in words (also its name for screen readers). */
export function ChartCard({
  title,
  footer,
  ...chart
}: { title: string; footer?: ReactNode } & ComponentProps<typeof SummarisedChart>) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="h5" mb={4}>
        {title}
      </Title>
      <SummarisedChart {...chart} />
      {footer}
    </Paper>
  );
}
