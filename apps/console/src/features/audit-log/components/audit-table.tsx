import { Text } from '@mantine/core';
import type { AuditLogEntry } from '@radiant/contract';
import { IconListDetails } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordTable } from '@/components/lists/record-table';
import { RowAction } from '@/components/lists/row-action';
import { RelativeTime } from '@/components/ui/relative-time';
import { formatDateTime } from '@/lib/format';
import { changesOf } from '../lib/changes';
import { Actor, EntryRecord } from './entry-parts';

type AuditTableProps = {
  query: ListQueryState & { dataUpdatedAt: number };
  entries: AuditLogEntry[];
  empty: ReactNode;
  onOpen: (entry: AuditLogEntry) => void;
};

/** The entries, newest first: when, who, the action in words and the record, with a row to open each. */
export function AuditTable({ query, entries, empty, onOpen }: AuditTableProps) {
  const { t } = useTranslation('auditLog');
  // Times read as of the page's arrival: a new page or filter brings them up to date.
  const now = query.dataUpdatedAt;
  return (
    <RecordTable
      label={t('log.tableLabel')}
      minWidth={900}
      query={query}
      records={entries}
      empty={empty}
      nameOf={(entry) => t('log.entryName', { id: entry.id })}
      columns={[
        {
          header: t('log.columns.when'),
          cell: (entry) => (
            <>
              <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                <bdi>{formatDateTime(entry.at)}</bdi>
              </Text>
              <Text fz="xs" c="dimmed">
                <RelativeTime at={entry.at} now={now} />
              </Text>
            </>
          ),
        },
        { header: t('log.columns.who'), cell: (entry) => <Actor entry={entry} /> },
        {
          header: t('log.columns.action'),
          cell: (entry) => (
            <Text fz="sm" fw={500}>
              {t(`actions.${entry.action}`)}
            </Text>
          ),
        },
        {
          header: t('log.columns.what'),
          cell: (entry) => {
            const { changed } = changesOf(entry.before, entry.after);
            return (
              <>
                <EntryRecord entry={entry} />
                {entry.before && entry.after && changed.length > 0 && (
                  <Text fz="xs" c="dimmed">
                    {t('log.changedFields', { fields: changed.map((change) => change.field).join(', ') })}
                  </Text>
                )}
              </>
            );
          },
        },
      ]}
      actions={(entry) => (
        <RowAction
          label={t('log.detailsOf', { id: entry.id })}
          icon={<IconListDetails size={18} />}
          onClick={() => onOpen(entry)}
        />
      )}
    />
  );
}
