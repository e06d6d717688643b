import '@mantine/core/styles/Table.css';
import { Table, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A column's header: its text, or its text with the header cell's own props (how it sorts, aligns or how wide
 * it is). `false` leaves the column out, for one shown only sometimes.
 */
export type TableHeader = ReactNode | ({ label: ReactNode } & TableThProps);

const withProps = (header: TableHeader): header is { label: ReactNode } & TableThProps =>
  typeof header === 'object' && header !== null && 'label' in header;

/** A table's row of column headers. */
export function TableHead({ headers }: { headers: TableHeader[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headers
          .filter((header) => header !== false)
          .map((header, index) => {
            const { label, ...cell } = withProps(header) ? header : { label: header };
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the headers are a fixed list
              <Table.Th key={index} scope="col" {...cell}>
                {label}
              </Table.Th>
            );
          })}
      </Table.Tr>
    </Table.Thead>
  );
}

/** The cell that names its row (a period, a pair of colours, a field), read out with each of the row's cells. */
export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <Table.Th scope="row" fw={500}>
      {children}
    </Table.Th>
  );
}
