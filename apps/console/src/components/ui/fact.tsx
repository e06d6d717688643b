import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled fact of a record's detail: "ROOM / Kitchen". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text fz="sm" component="div" dir="auto">
        {children}
      </Text>
    </div>
  );
}
