import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScroller } from '@/components/ui/table-scroller';
import { TableHead, type TableHeader } from './table-head';

type PlainTableProps = Omit<TableProps, 'children'> & {
  /** The table's accessible name, and its scrolling region's. */
  label: string;
  headers: TableHeader[];
  /** Below this width the table scrolls sideways; without one it fits where it stands. */
  minWidth?: number;
  /** Above this height it scrolls downwards too. */
  maxHeight?: string;
  /** The rows. */
  children: ReactNode;
};

/**
 * A small table inside a page, a card or a dialog (a record's rooms, a command's radiators): named, with its
 * column headers, and scrolling sideways on a narrow screen when given a width.
 */
export function PlainTable({ label, headers, minWidth, maxHeight, children, ...table }: PlainTableProps) {
  const content = (
    <Table aria-label={label} {...table}>
      <TableHead headers={headers} />
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  if (minWidth === undefined) return content;
  return (
    <TableScroller label={label} minWidth={minWidth} maxHeight={maxHeight}>
      {content}
    </TableScroller>
  );
}
