import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { type ListQueryState, ListTable } from './list-table';
import { RowAction } from './row-action';
import { StatusSwitch } from './status-switch';
import type { TableHeader } from './table-head';

/** A row's record; `status` is 1 or 0 where the table shows a status switch, and may be anything where not. */
type RecordBase = { id: number; status?: unknown };

/** A column; with `sort`, its header sorts the list by that key (`key` ascending, `-key` descending). */
type RecordColumn<R> = { header: string; cell: (record: R) => ReactNode; sort?: string };

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
  /** The list's order as `key` or `-key`, and how to change it (sortable columns name their key). */
  sort?: { value: string; onChange: (value: string) => void };
  /** A checkbox per row (and one for the whole page) that chooses rows for bulk actions. */
  selection?: { selected: ReadonlySet<number>; onChange: (selected: Set<number>) => void };
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
  const { columns, nameOf, status, actions, remove, sort, selection } = props;
  const [doomed, setDoomed] = useState<R>();
  const headers: TableHeader[] = [
    ...(selection ? [<PageSelection key="select" records={props.records} selection={selection} />] : []),
    ...columns.map((column) =>
      column.sort && sort ? sortHeader(column.header, column.sort, sort) : column.header,
    ),
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
          <Table.Tr key={record.id} aria-selected={selection ? selection.selected.has(record.id) : undefined}>
            {selection && (
              <Table.Td>
                <Checkbox
                  aria-label={t('lists.select', { name: nameOf(record) })}
                  checked={selection.selected.has(record.id)}
                  onChange={(event) =>
                    selection.onChange(toggled(selection.selected, [record.id], event.currentTarget.checked))
                  }
                />
              </Table.Td>
            )}
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
        <ConfirmDialog
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

/** The selection with `ids` added or taken away. */
function toggled(selected: ReadonlySet<number>, ids: number[], on: boolean): Set<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The header checkbox: every row of this page chosen, some (indeterminate) or none. */
function PageSelection({
  records,
  selection,
}: {
  records: { id: number }[];
  selection: NonNullable<RecordTableProps<RecordBase>['selection']>;
}) {
  const { t } = useTranslation();
  const ids = records.map((record) => record.id);
  const chosen = ids.filter((id) => selection.selected.has(id)).length;
  return (
    <Checkbox
      aria-label={t('lists.selectPage')}
      checked={ids.length > 0 && chosen === ids.length}
      indeterminate={chosen > 0 && chosen < ids.length}
      disabled={ids.length === 0}
      onChange={(event) => selection.onChange(toggled(selection.selected, ids, event.currentTarget.checked))}
    />
  );
}

const SORT_ICONS = { ascending: IconSortAscending, descending: IconSortDescending, none: IconArrowsSort };

/** A header that sorts by its key: ascending first, then each press turns the order round. */
function sortHeader(label: string, key: string, sort: { value: string; onChange: (value: string) => void }) {
  const direction = sort.value === key ? 'ascending' : sort.value === `-${key}` ? 'descending' : 'none';
  const Icon = SORT_ICONS[direction];
  return {
    'aria-sort': direction,
    label: (
      <UnstyledButton
        onClick={() => sort.onChange(direction === 'ascending' ? `-${key}` : key)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    ),
  } as const;
}
