import '@mantine/core/styles/Table.css';
import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import listClasses from '@/components/lists/list-table.module.css';
import { RowHeader, TableHead } from '@/components/lists/table-head';
import { TableScroller } from '@/components/ui/table-scroller';
import classes from './figures-table.module.css';

/** Wider than this, a row's figures fit side by side; narrower, the table scrolls sideways. */
const COLUMN_WIDTH = 110;

/** A column: figures line up at the end of their cells, `text` columns (a name, a date) at the start. */
export type FiguresColumn = { key: string; header: string; text?: boolean };
export type FiguresRow = {
  key: string | number;
  label: ReactNode;
  cells: { key: string; text: ReactNode }[];
};

/**
 * Figures for anyone who reads rather than looks (a chart's, a list of rooms'): a caption, a row per period or
 * thing named in its first cell, exact values.
 */
export function FiguresTable({
  caption,
  rowHeader,
  columns,
  rows,
}: {
  caption: string;
  /** The header of the first column, the one that names each row. */
  rowHeader: string;
  columns: FiguresColumn[];
  rows: FiguresRow[];
}) {
  const alignOf = (column: FiguresColumn | undefined) => (column?.text ? undefined : classes.figure);
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <TableScroller
        label={caption}
        minWidth={COLUMN_WIDTH * (columns.length + 1)}
        maxHeight="min(70dvh, 40rem)"
      >
        <Table
          className={`${listClasses.table} ${classes.table}`}
          stickyHeader
          highlightOnHover
          verticalSpacing="xs"
          captionSide="top"
        >
          <Table.Caption className={classes.caption}>{caption}</Table.Caption>
          <TableHead
            headers={[
              rowHeader,
              ...columns.map((column) => ({ label: column.header, className: alignOf(column) })),
            ]}
          />
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <RowHeader>{row.label}</RowHeader>
                {row.cells.map((cell, index) => (
                  <Table.Td key={cell.key} className={alignOf(columns[index])}>
                    {cell.text}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
    </Paper>
  );
}
