import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a fact or figure is, in small capitals above it: "ROOM", "ESTIMATE". */
export function FactLabel({ children }: { children: ReactNode }) {
  return (
    <Text fz="xs" tt="uppercase" fw={700} c="dimmed" lts={0.4}>
      {children}
    </Text>
  );
}

type FactProps = {
  label: string;
  /** The one that matters on its card: bolder, and set apart from its label. */
  prominent?: boolean;
  children: ReactNode;
};

/** One labelled fact of a record's detail: "ROOM / Kitchen"; a dash when there is none. */
export function Fact({ label, prominent = false, children }: FactProps) {
  const shown = children === '' || children === null || children === undefined ? '—' : children;
  return (
    <div>
      <FactLabel>{label}</FactLabel>
      {prominent ? (
        <Text component="div" mt={4} fw={600}>
          {shown}
        </Text>
      ) : (
        <Text fz="sm" component="div" dir="auto">
          {shown}
        </Text>
      )}
    </div>
  );
}
