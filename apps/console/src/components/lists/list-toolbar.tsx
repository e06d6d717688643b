import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The row above a list: its search on one side, its main action on the other; stacked on phones. */
export function ListToolbar({ search, action }: { search: ReactNode; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md">
      {search}
      {action}
    </Group>
  );
}
