import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Words that stand back: where there is nothing to show ("No features"), or a hint under a heading. */
export function DimmedText({ children }: { children: ReactNode }) {
  return (
    <Text fz="sm" c="dimmed">
      {children}
    </Text>
  );
}
