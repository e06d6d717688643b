import { Anchor, Stack, Text } from '@mantine/core';
import type { CaseListItem } from '@radiant/contract';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordLink } from '@/components/lists/record-link';
import { RecordTable } from '@/components/lists/record-table';
import { RowAction } from '@/components/lists/row-action';
import { paths, withId } from '@/config/screens';
import { formatDateTime } from '@/lib/format';
import { CaseSeverityBadge, CaseStatusBadge, DeadlineBadge } from './case-badges';

type CasesTableProps = {
  query: ListQueryState;
  cases: CaseListItem[];
  empty: ReactNode;
  onOpen: (id: number) => void;
};

/** A case's next deadline, as the server computes it: its state as a badge, and when. */
export function NextDeadline({ deadline }: { deadline: CaseListItem['next_deadline'] }) {
  return (
    <Stack gap={2} align="flex-start">
      <DeadlineBadge status={deadline?.status ?? 'none'} />
      {deadline && (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <bdi>{formatDateTime(deadline.due_at)}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/** The cases with their hazard, where and whose, who works them, where they stand and their next deadline. */
export function CasesTable({ query, cases, empty, onOpen }: CasesTableProps) {
  const { t } = useTranslation('cases');
  const nameOf = (record: CaseListItem) =>
    t('list.nameOf', { id: record.id, hazard: t(`hazards.${record.hazard}`) });
  return (
    <RecordTable
      label={t('list.tableLabel')}
      minWidth={1080}
      query={query}
      records={cases}
      empty={empty}
      nameOf={nameOf}
      columns={[
        {
          header: t('list.columns.hazard'),
          cell: (record) => <RecordLink onClick={() => onOpen(record.id)}>{nameOf(record)}</RecordLink>,
        },
        {
          header: t('list.columns.severity'),
          cell: (record) => <CaseSeverityBadge severity={record.severity} />,
        },
        {
          header: t('list.columns.home'),
          cell: (record) => (
            <>
              <Text fz="sm">{record.home.name}</Text>
              <Anchor component={Link} to={withId(paths.residentialUserDetails, record.resident.id)} fz="xs">
                {record.resident.name}
              </Anchor>
            </>
          ),
        },
        {
          header: t('list.columns.client'),
          cell: (record) => (
            <Text fz="sm" c={record.client ? undefined : 'dimmed'}>
              {record.client?.name ?? t('list.noClient')}
            </Text>
          ),
        },
        {
          header: t('list.columns.owner'),
          cell: (record) => (
            <Text fz="sm" c={record.owner ? undefined : 'dimmed'}>
              {record.owner?.name ?? t('list.nobody')}
            </Text>
          ),
        },
        { header: t('list.columns.status'), cell: (record) => <CaseStatusBadge status={record.status} /> },
        {
          header: t('list.columns.deadline'),
          cell: (record) => <NextDeadline deadline={record.next_deadline} />,
        },
        {
          header: t('list.columns.opened'),
          cell: (record) => (
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              <bdi>{formatDateTime(record.opened_at)}</bdi>
            </Text>
          ),
        },
      ]}
      actions={(record) => (
        <RowAction
          label={t('list.detailsOf', { id: record.id })}
          icon={<IconEye size={18} />}
          onClick={() => onOpen(record.id)}
        />
      )}
    />
  );
}
