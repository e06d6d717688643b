import '@mantine/core/styles/Table.css';
import { Paper, Table } from '@mantine/core';
import { useId } from 'react';
import listClasses from '@/components/lists/list-table.module.css';
import type { FigureTable } from '../lib/use-figure-table';
import classes from './figures-table.module.css';

/** Wider than this, a row's figures fit side by side; narrower, the table scrolls sideways. */
const COLUMN_WIDTH = 110;

/** The chart's figures for anyone who reads rather than looks: a caption, a row per period, exact values. */
export function FiguresTable({ caption, table }: { caption: string; table: FigureTable }) {
  const captionId = useId();
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer
        minWidth={COLUMN_WIDTH * (table.columns.length + 1)}
        maxHeight="min(70dvh, 40rem)"
        type="native"
        // It scrolls (a year of weeks, or many plans on a phone): keyboards reach it, readers hear its name.
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
        <Table
          className={`${listClasses.table} ${classes.table}`}
          stickyHeader
          highlightOnHover
          verticalSpacing="xs"
          captionSide="top"
        >
          <Table.Caption id={captionId} className={classes.caption}>
            {caption}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{table.periodHeader}</Table.Th>
              {table.columns.map((column) => (
                <Table.Th key={column.key} scope="col" className={classes.figure}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {table.rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={500}>
                  {row.label}
                </Table.Th>
                {row.cells.map((cell) => (
                  <Table.Td key={cell.key} className={classes.figure}>
                    {cell.text}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
