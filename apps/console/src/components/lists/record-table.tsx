import { Group, Table } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from './confirm-delete';
import { type ListQueryState, ListTable } from './list-table';
import { RowAction } from './row-action';
import { StatusSwitch } from './status-switch';

type RecordBase = { id: number; status?: 0 | 1 };

type RecordColumn<R> = { header: string; cell: (record: R) => ReactNode };

/** The parts of a mutation a row needs: which record's call is running, and how to send one. */
type RowMutation<Sent, Variables = Sent> = {
  mutate: (variables: Sent, options?: { onSettled?: () => void }) => void;
  isPending: boolean;
  variables?: Variables;
};

type RecordTableProps<R extends RecordBase> = {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  query: ListQueryState;
  records: R[];
  empty: ReactNode;
  columns: RecordColumn<R>[];
  /** How a row is named to people: in switch labels, delete questions and action labels. */
  nameOf: (record: R) => string;
  /** A status column whose switch sends the record to this mutation. */
  status?: { header: string; toggle: RowMutation<NoInfer<R>, { id: number }> };
  /** Row actions before the delete button (details, edit). */
  actions?: (record: R) => ReactNode;
  /** A delete button per row that asks first, then sends the id to this mutation. */
  remove?: {
    label: (record: R) => string;
    question: string;
    message: (record: R) => string;
    mutation: RowMutation<number>;
  };
};

/**
 * The rows of a list resource: its own columns, then the status switch and row actions every resource wires
 * the same way, with the confirm-before-delete dialog.
 */
export function RecordTable<R extends RecordBase>(props: RecordTableProps<R>) {
  const { t } = useTranslation();
  const { columns, nameOf, status, actions, remove } = props;
  const [doomed, setDoomed] = useState<R>();
  const headers = [
    ...columns.map((column) => column.header),
    ...(status ? [status.header] : []),
    ...(actions || remove ? [t('lists.actions')] : []),
  ];

  return (
    <>
      <ListTable
        label={props.label}
        headers={headers}
        minWidth={props.minWidth}
        query={props.query}
        isEmpty={props.records.length === 0}
        empty={props.empty}
      >
        {props.records.map((record) => (
          <Table.Tr key={record.id}>
            {columns.map((column) => (
              <Table.Td key={column.header}>{column.cell(record)}</Table.Td>
            ))}
            {status && (
              <Table.Td>
                <StatusSwitch
                  name={nameOf(record)}
                  active={record.status === 1}
                  pending={status.toggle.isPending && status.toggle.variables?.id === record.id}
                  onToggle={() => status.toggle.mutate(record)}
                />
              </Table.Td>
            )}
            {(actions || remove) && (
              <Table.Td>
                <Group gap={2} wrap="nowrap">
                  {actions?.(record)}
                  {remove && (
                    <RowAction
                      label={remove.label(record)}
                      icon={<IconTrash size={18} />}
                      color="red"
                      onClick={() => setDoomed(record)}
                    />
                  )}
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </ListTable>
      {remove && (
        <ConfirmDelete
          name={doomed && nameOf(doomed)}
          title={remove.question}
          message={doomed ? remove.message(doomed) : ''}
          pending={remove.mutation.isPending}
          onClose={() => setDoomed(undefined)}
          onConfirm={() =>
            doomed && remove.mutation.mutate(doomed.id, { onSettled: () => setDoomed(undefined) })
          }
        />
      )}
    </>
  );
}
