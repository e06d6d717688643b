import { Text } from '@mantine/core';
import type { Command } from '@radiant/contract';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordLink } from '@/components/lists/record-link';
import { RecordTable } from '@/components/lists/record-table';
import { RowAction } from '@/components/lists/row-action';
import { formatCount, formatDateTime } from '@/lib/format';
import { changeText, estimateText, targetText } from '../lib/describe';
import { CommandCountsText } from './command-status';

type CommandsTableProps = {
  query: ListQueryState;
  commands: Command[];
  empty: ReactNode;
  onOpen: (id: number) => void;
};

/** The commands with when and by whom, whose radiators, the change, how far it got and what it should save. */
export function CommandsTable({ query, commands, empty, onOpen }: CommandsTableProps) {
  const { t } = useTranslation('commands');
  const nameOf = (command: Command) => t('list.detailsOf', { at: formatDateTime(command.created_at) });
  return (
    <RecordTable
      label={t('list.tableLabel')}
      minWidth={1040}
      query={query}
      records={commands}
      empty={empty}
      nameOf={nameOf}
      columns={[
        {
          header: t('list.columns.created'),
          cell: (command) => (
            <RecordLink onClick={() => onOpen(command.id)} nowrap>
              <bdi>{formatDateTime(command.created_at)}</bdi>
            </RecordLink>
          ),
        },
        { header: t('list.columns.by'), cell: (command) => command.created_by?.name ?? t('list.byRadiant') },
        { header: t('list.columns.target'), cell: (command) => targetText(t, command.target) },
        {
          header: t('list.columns.change'),
          cell: (command) => (
            <Text fz="sm" fw={600}>
              {changeText(t, command.change)}
            </Text>
          ),
        },
        { header: t('list.columns.radiators'), cell: (command) => formatCount(command.radiators) },
        {
          header: t('list.columns.progress'),
          cell: (command) => <CommandCountsText counts={command.counts} />,
        },
        {
          header: t('list.columns.estimate'),
          cell: (command) => <Text fz="sm">{estimateText(t, command.estimate)}</Text>,
        },
      ]}
      actions={(command) => (
        <RowAction label={nameOf(command)} icon={<IconEye size={18} />} onClick={() => onOpen(command.id)} />
      )}
    />
  );
}
