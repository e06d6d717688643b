import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Code.css';
import { Code, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AuditLogEntry } from '@radiant/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '@/components/lists/plain-table';
import { RowHeader } from '@/components/lists/table-head';
import { DimmedText } from '@/components/ui/dimmed-text';
import { Fact } from '@/components/ui/fact';
import { RelativeTime } from '@/components/ui/relative-time';
import { formatDateTime } from '@/lib/format';
import { changesOf, type FieldChange } from '../lib/changes';
import { Actor, EntryRecord } from './entry-parts';

/** A recorded value as people read it: words for yes, no and none, JSON for anything with parts. */
function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('auditLog');
  if (value === null || value === undefined || value === '')
    return <Text c="dimmed">{t('entry.empty')}</Text>;
  if (typeof value === 'boolean') return <>{t(value ? 'entry.yes' : 'entry.no')}</>;
  if (typeof value === 'object')
    return (
      <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {JSON.stringify(value, null, 2)}
      </Code>
    );
  return <bdi style={{ wordBreak: 'break-word' }}>{String(value)}</bdi>;
}

type Column = { header: string; value: (row: FieldChange) => unknown };

function FieldTable({ label, columns, rows }: { label: string; columns: Column[]; rows: FieldChange[] }) {
  const { t } = useTranslation('auditLog');
  return (
    <PlainTable
      label={label}
      withTableBorder
      verticalSpacing="xs"
      layout="fixed"
      headers={[{ label: t('entry.field'), w: '28%' }, ...columns.map((column) => column.header)]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.field}>
          <RowHeader>
            <Text component="span" fz="sm" ff="monospace" dir="ltr" style={{ wordBreak: 'break-word' }}>
              {row.field}
            </Text>
          </RowHeader>
          {columns.map((column) => (
            <Table.Td key={column.header} fz="sm">
              <Value value={column.value(row)} />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </PlainTable>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * One entry: when, who and what, then the fields it changed as they were and as they became (every value of
 * a creation or a deletion), then whatever else was recorded with it.
 */
export function EntryModal({
  entry,
  now,
  onClose,
}: {
  entry: AuditLogEntry;
  now: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('auditLog');
  const { changed, unchanged } = changesOf(entry.before, entry.after);
  const both = entry.before !== null && entry.after !== null;
  const columns: Column[] = [
    ...(entry.before ? [{ header: t('entry.before'), value: (row: FieldChange) => row.before }] : []),
    ...(entry.after ? [{ header: t('entry.after'), value: (row: FieldChange) => row.after }] : []),
  ];
  const details = Object.entries(entry.details).map(([field, value]) => ({ field, after: value }));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('entry.title', { action: t(`actions.${entry.action}`), id: entry.id })}
      size="xl"
      radius="lg"
      centered
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Fact label={t('entry.when')}>
            <bdi>{formatDateTime(entry.at)}</bdi>
            <Text fz="xs" c="dimmed">
              <RelativeTime at={entry.at} now={now} />
            </Text>
          </Fact>
          <Fact label={t('entry.who')}>
            <Actor entry={entry} />
          </Fact>
          <Fact label={t('entry.what')}>
            <EntryRecord entry={entry} />
          </Fact>
        </SimpleGrid>
        {changed.length > 0 && (
          <Section title={both ? t('entry.changes') : t('entry.values')}>
            <FieldTable
              label={both ? t('entry.changesLabel') : t('entry.valuesLabel')}
              columns={columns}
              rows={changed}
            />
            {unchanged > 0 && <DimmedText>{t('entry.unchanged', { count: unchanged })}</DimmedText>}
          </Section>
        )}
        <Section title={t('entry.details')}>
          {details.length > 0 ? (
            <FieldTable
              label={t('entry.detailsLabel')}
              columns={[{ header: t('entry.value'), value: (row) => row.after }]}
              rows={details}
            />
          ) : (
            <DimmedText>{t('entry.nothing')}</DimmedText>
          )}
        </Section>
      </Stack>
    </Modal>
  );
}
