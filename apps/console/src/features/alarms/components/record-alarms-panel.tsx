import '@mantine/core/styles/Skeleton.css';
import { Anchor, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '@/components/lists/list-error';
import { PlainTable } from '@/components/lists/plain-table';
import { RecordLink } from '@/components/lists/record-link';
import type { RecordAlarmsScope } from '@/components/slots/record-alarms';
import { DimmedText } from '@/components/ui/dimmed-text';
import { paths } from '@/config/screens';
import { formatDateTime } from '@/lib/format';
import { useAlarmsPage } from '../api/get-alarms';
import { alarmsQueryOf, OPEN_STATUSES, parseAlarmsAddress, withAlarmsAddress } from '../lib/alarms-address';
import { SeverityBadge, StatusBadge } from './alarm-badges';

const SHOWN = 5;

/** The address of the alarms list narrowed to this record, with one alarm open in it if given. */
const alarmsLink = (scope: RecordAlarmsScope, id?: number) =>
  `${paths.alarms}?${withAlarmsAddress(new URLSearchParams(), { ...scope, id })}`;

/**
 * A resident's, room's or client's open alarms on their page (the fleet's without a scope), the newest few,
 * each opening in the alarms list, which the link below shows narrowed to them.
 */
export function RecordAlarmsPanel({ bare, ...scope }: RecordAlarmsScope) {
  const { t } = useTranslation('alarms');
  const address = { ...parseAlarmsAddress(new URLSearchParams()), ...scope, status: OPEN_STATUSES };
  const alarms = useAlarmsPage(alarmsQueryOf(address), SHOWN);
  const scoped = (['user', 'room', 'client'] as const).find((key) => scope[key] !== undefined);

  const body = () => {
    if (alarms.isError) return <ListError onRetry={alarms.refetch} retrying={alarms.isRefetching} />;
    if (alarms.isPending) return <Skeleton height={80} radius="md" aria-busy />;
    const rows = alarms.data.alarms;
    if (rows.length === 0) {
      return <DimmedText>{t('panel.none')}</DimmedText>;
    }
    return (
      <PlainTable
        label={t('panel.tableLabel')}
        minWidth={560}
        verticalSpacing={6}
        fz="sm"
        headers={[
          t('list.columns.alarm'),
          t('list.columns.severity'),
          scope.user === undefined && t('list.columns.resident'),
          t('list.columns.raised'),
          t('list.columns.status'),
        ]}
      >
        {rows.map((alarm) => (
          <Table.Tr key={alarm.id}>
            <Table.Td>
              <RecordLink to={alarmsLink(scope, alarm.id)}>{t(`rules.${alarm.rule}`)}</RecordLink>
              <Text fz="xs" c="dimmed">
                {t('list.where', { room: alarm.room.name, home: alarm.home.name })}
              </Text>
            </Table.Td>
            <Table.Td>
              <SeverityBadge severity={alarm.severity} />
            </Table.Td>
            {scope.user === undefined && <Table.Td>{alarm.resident.name}</Table.Td>}
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <bdi>{formatDateTime(alarm.raised_at)}</bdi>
            </Table.Td>
            <Table.Td>
              <StatusBadge status={alarm.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </PlainTable>
    );
  };

  if (bare) return body();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="h4">
          {t('panel.title')}
        </Title>
        <Anchor component={Link} to={alarmsLink(scope)} fz="sm">
          <Group gap={4} wrap="nowrap">
            {t(`panel.all.${scoped ?? 'fleet'}`)}
            <IconArrowRight size={14} className="mantine-rotate-rtl" aria-hidden />
          </Group>
        </Anchor>
      </Group>
      {body()}
    </Paper>
  );
}
