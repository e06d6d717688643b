import { Anchor, Stack, Text } from '@mantine/core';
import type { Alarm } from '@radiant/contract';
import { IconCheck, IconChecks, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordLink } from '@/components/lists/record-link';
import { RecordTable } from '@/components/lists/record-table';
import { RowAction } from '@/components/lists/row-action';
import { paths, withId } from '@/config/screens';
import { formatDateTime } from '@/lib/format';
import type { AlarmAction } from '../api/change-alarms';
import { alarmName } from '../lib/alarm-name';
import { SeverityBadge, StatusBadge } from './alarm-badges';

type AlarmsTableProps = {
  query: ListQueryState;
  alarms: Alarm[];
  empty: ReactNode;
  selected: ReadonlySet<number>;
  onSelect: (selected: Set<number>) => void;
  onOpen: (id: number) => void;
  onChange: (action: AlarmAction, alarm: Alarm) => void;
};

/** Who dealt with an alarm last: "by Sam Admin", or "by itself" when its condition ended. */
function StatusCell({ alarm }: { alarm: Alarm }) {
  const { t } = useTranslation('alarms');
  const actor = alarm.status === 'cleared' ? alarm.cleared_by : alarm.acknowledged_by;
  const at = alarm.status === 'cleared' ? alarm.cleared_at : alarm.acknowledged_at;
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge status={alarm.status} />
      {alarm.status !== 'active' && (
        <Text fz="xs" c="dimmed">
          {actor ? t('list.by', { name: actor.name }) : t('list.byRadiant')}
          {at && ' · '}
          {at && <bdi>{formatDateTime(at)}</bdi>}
        </Text>
      )}
    </Stack>
  );
}

/** The alarms with their severity, rule, where and whose, when raised and where they stand. */
export function AlarmsTable({
  query,
  alarms,
  empty,
  selected,
  onSelect,
  onOpen,
  onChange,
}: AlarmsTableProps) {
  const { t } = useTranslation('alarms');
  const nameOf = (alarm: Alarm) => alarmName(t, alarm);
  return (
    <RecordTable
      label={t('list.tableLabel')}
      minWidth={1000}
      query={query}
      records={alarms}
      empty={empty}
      nameOf={nameOf}
      selection={{ selected, onChange: onSelect }}
      columns={[
        { header: t('list.columns.severity'), cell: (alarm) => <SeverityBadge severity={alarm.severity} /> },
        {
          header: t('list.columns.alarm'),
          cell: (alarm) => (
            <>
              <RecordLink onClick={() => onOpen(alarm.id)}>{t(`rules.${alarm.rule}`)}</RecordLink>
              <Text fz="xs" c="dimmed">
                {t('list.where', { room: alarm.room.name, home: alarm.home.name })}
              </Text>
            </>
          ),
        },
        {
          header: t('list.columns.resident'),
          cell: (alarm) => (
            <>
              <Anchor component={Link} to={withId(paths.residentialUserDetails, alarm.resident.id)} fz="sm">
                {alarm.resident.name}
              </Anchor>
              {alarm.client && (
                <Text fz="xs" c="dimmed">
                  {alarm.client.name}
                </Text>
              )}
            </>
          ),
        },
        {
          header: t('list.columns.raised'),
          cell: (alarm) => (
            <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
              <bdi>{formatDateTime(alarm.raised_at)}</bdi>
            </Text>
          ),
        },
        { header: t('list.columns.status'), cell: (alarm) => <StatusCell alarm={alarm} /> },
      ]}
      actions={(alarm) => (
        <>
          <RowAction
            label={t('list.detailsOf', { name: nameOf(alarm) })}
            icon={<IconEye size={18} />}
            onClick={() => onOpen(alarm.id)}
          />
          {alarm.status === 'active' && (
            <RowAction
              label={t('list.acknowledgeOf', { name: nameOf(alarm) })}
              icon={<IconCheck size={18} />}
              color="blue"
              onClick={() => onChange('acknowledge', alarm)}
            />
          )}
          {alarm.status !== 'cleared' && (
            <RowAction
              label={t('list.clearOf', { name: nameOf(alarm) })}
              icon={<IconChecks size={18} />}
              color="teal"
              onClick={() => onChange('clear', alarm)}
            />
          )}
        </>
      )}
    />
  );
}
