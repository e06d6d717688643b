import { Table, Text, Title } from '@mantine/core';
import type { CaseDeadline } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '@/components/lists/plain-table';
import { DimmedText } from '@/components/ui/dimmed-text';
import { formatDateTime } from '@/lib/format';
import { DeadlineBadge } from './case-badges';

/** Each deadline of the case as the server works it out: when due, its state, when met, and any pause. */
export function CaseClock({ deadlines }: { deadlines: CaseDeadline[] }) {
  const { t } = useTranslation('cases');
  return (
    <section aria-labelledby="case-clock">
      <Title order={3} fz="h5" mb="sm" id="case-clock">
        {t('detail.clock')}
      </Title>
      {deadlines.length === 0 ? (
        <DimmedText>{t('detail.noClock')}</DimmedText>
      ) : (
        <PlainTable
          label={t('detail.clockLabel')}
          minWidth={480}
          verticalSpacing={6}
          fz="sm"
          headers={[t('detail.deadline'), t('detail.due'), t('detail.state'), t('detail.metAt')]}
        >
          {deadlines.map((deadline) => (
            <Table.Tr key={deadline.name}>
              <Table.Td>{t(`deadlines.${deadline.name}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <bdi>{formatDateTime(deadline.due_at)}</bdi>
                {deadline.paused_since && (
                  <Text fz="xs" c="dimmed">
                    {t('detail.pausedSince', { at: formatDateTime(deadline.paused_since) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <DeadlineBadge status={deadline.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {deadline.met_at ? <bdi>{formatDateTime(deadline.met_at)}</bdi> : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
    </section>
  );
}
