import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FilterBar } from '@/components/lists/filter-bar';
import { PageHeader } from './page-header';

type FiguresScreenProps = { title: string; subtitle: string; pickers: ReactNode; children: ReactNode };

/** A screen of figures: its heading, what they are of (picked in a card above them), then the figures. */
export function FiguresScreen({ title, subtitle, pickers, children }: FiguresScreenProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Stack gap="lg">
        <FilterBar framed>{pickers}</FilterBar>
        {children}
      </Stack>
    </>
  );
}
