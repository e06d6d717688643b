import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchField, type SearchFieldProps } from './search-field';

/** The row above a list: its search on one side, its main action on the other; stacked on phones. */
export function ListToolbar({ search, action }: { search: SearchFieldProps; action?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="md">
      <SearchField {...search} />
      {action}
    </Group>
  );
}
