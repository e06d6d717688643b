import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Skeleton.css';
import { Paper, Skeleton, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroller } from '@/components/ui/table-scroller';
import { ListError } from './list-error';
import classes from './list-table.module.css';
import { TableHead, type TableHeader } from './table-head';

export type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
};

type ListTableProps = {
  /** The table's accessible name. */
  label: string;
  headers: TableHeader[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  query: ListQueryState;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
};

const SKELETON_ROWS = 6;

/** A list as a table: sticky header, skeleton rows while loading, an empty state, an in-place error. */
export function ListTable({ label, headers, minWidth, query, isEmpty, empty, children }: ListTableProps) {
  if (query.isError) return <ListError onRetry={query.refetch} retrying={query.isRefetching} />;
  const skeleton = Array.from({ length: SKELETON_ROWS }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <Table.Tr key={row}>
      {headers.map((_header, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Table.Td key={cell}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));

  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <TableScroller label={label} minWidth={minWidth} maxHeight="calc(100dvh - 16rem)">
        <Table
          className={classes.table}
          stickyHeader
          highlightOnHover
          verticalSpacing="sm"
          aria-label={label}
          aria-busy={query.isPending}
        >
          <TableHead headers={headers} />
          <Table.Tbody>{query.isPending ? skeleton : children}</Table.Tbody>
        </Table>
      </TableScroller>
      {!query.isPending && isEmpty && empty}
    </Paper>
  );
}
