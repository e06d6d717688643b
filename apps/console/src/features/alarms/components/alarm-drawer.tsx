import '@mantine/core/styles/Timeline.css';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  type AlarmRule,
  type AlarmWithHistory,
  type CaseHazard,
  formatIsoWeekDate,
  toIsoWeekDate,
} from '@radiant/contract';
import { IconChartLine, IconCheck, IconChecks, IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordDrawer } from '@/components/lists/record-drawer';
import { OpenCase } from '@/components/slots/open-case';
import { RecordCases } from '@/components/slots/record-cases';
import { Fact } from '@/components/ui/fact';
import { paths, withId } from '@/config/screens';
import { formatDateTime, formatMeasure } from '@/lib/format';
import { useAlarm } from '../api/get-alarms';
import { SeverityBadge, StatusBadge } from './alarm-badges';
import { NoteModal } from './note-modal';

/** The hazard a damp or cold alarm points to, for a case opened from it. */
const HAZARDS: Partial<Record<AlarmRule, CaseHazard>> = {
  damp_risk: 'damp_mould',
  excess_cold: 'excess_cold',
};

/** The room's analytics on the day its condition began, hour by hour: the readings around the alarm. */
const roomDayOf = (alarm: AlarmWithHistory) =>
  `${paths.perRoomAnalytics}?${new URLSearchParams({
    userId: String(alarm.resident.id),
    roomId: String(alarm.room.id),
    period: 'daily',
    date: formatIsoWeekDate(toIsoWeekDate(new Date(alarm.details.since))),
  })}`;

import { useAlarmChange } from './use-alarm-change';

function History({ alarm }: { alarm: AlarmWithHistory }) {
  const { t } = useTranslation('alarms');
  return (
    <section aria-labelledby="alarm-history">
      <Title order={3} fz="h5" mb="sm" id="alarm-history">
        {t('detail.history')}
      </Title>
      <Timeline active={alarm.history.length - 1} bulletSize={14} lineWidth={2}>
        {alarm.history.map((entry) => (
          <Timeline.Item key={`${entry.event}-${entry.at}`} title={t(`detail.events.${entry.event}`)}>
            <Text fz="xs" c="dimmed">
              <bdi>{formatDateTime(entry.at)}</bdi>
              {` · ${entry.actor?.name ?? t('detail.byRadiant')}`}
            </Text>
            {entry.note && (
              <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {entry.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}

function AlarmDetail({ alarm }: { alarm: AlarmWithHistory }) {
  const { t } = useTranslation('alarms');
  const change = useAlarmChange();
  const celsius = (value: number | null) =>
    value === null ? '—' : t('detail.celsius', { value: formatMeasure(value) });
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <SeverityBadge severity={alarm.severity} />
        <StatusBadge status={alarm.status} />
      </Group>
      <Text fz="sm">{t(`ruleDescriptions.${alarm.rule}`)}</Text>
      <SimpleGrid cols={2} spacing="md">
        <Fact label={t('detail.resident')}>
          <Anchor component={Link} to={withId(paths.residentialUserDetails, alarm.resident.id)} fz="sm">
            {alarm.resident.name}
          </Anchor>
        </Fact>
        <Fact label={t('detail.client')}>{alarm.client?.name ?? t('detail.noClient')}</Fact>
        <Fact label={t('detail.home')}>{alarm.home.name}</Fact>
        <Fact label={t('detail.room')}>
          <Anchor component={Link} to={withId(paths.roomDetails, alarm.room.id)} fz="sm">
            {alarm.room.name}
          </Anchor>
        </Fact>
        <Fact label={t('detail.roomTemperature')}>{celsius(alarm.details.room_c)}</Fact>
        <Fact label={t('detail.setpoint')}>{celsius(alarm.details.setpoint_c)}</Fact>
        <Fact label={t('detail.since')}>{formatDateTime(alarm.details.since)}</Fact>
        <Fact label={t('detail.raised')}>{formatDateTime(alarm.raised_at)}</Fact>
      </SimpleGrid>
      <Group gap="xs">
        <Button
          component={Link}
          to={withId(paths.roomDetails, alarm.room.id)}
          variant="light"
          size="xs"
          leftSection={<IconTemperature size={14} />}
        >
          {t('detail.roomHeating')}
        </Button>
        <Button
          component={Link}
          to={roomDayOf(alarm)}
          variant="light"
          size="xs"
          leftSection={<IconChartLine size={14} />}
        >
          {t('detail.roomAnalytics')}
        </Button>
        <OpenCase
          home={{ id: alarm.home.id, name: alarm.home.name, rooms: [alarm.room] }}
          alarm={{
            id: alarm.id,
            roomId: alarm.room.id,
            name: t(`rules.${alarm.rule}`),
            hazard: HAZARDS[alarm.rule],
          }}
        />
      </Group>
      {alarm.status !== 'cleared' && (
        <Group gap="xs">
          {alarm.status === 'active' && (
            <Button
              color="blue"
              leftSection={<IconCheck size={16} />}
              onClick={() => change.ask('acknowledge', [alarm.id])}
            >
              {t('note.acknowledge')}
            </Button>
          )}
          <Button
            color="teal"
            leftSection={<IconChecks size={16} />}
            onClick={() => change.ask('clear', [alarm.id])}
          >
            {t('note.clear')}
          </Button>
        </Group>
      )}
      {/* The home's open cases: the one this alarm opened or joined, by its client's policy, among them. */}
      <div>
        <RecordCases home={alarm.home.id} />
      </div>
      <History alarm={alarm} />
      <NoteModal {...change.modal} />
    </Stack>
  );
}

/** An alarm's detail beside the list: where and whose, what the readings showed, and its history. */
export function AlarmDrawer({ alarmId, onClose }: { alarmId: number; onClose: () => void }) {
  const { t } = useTranslation('alarms');
  return (
    <RecordDrawer
      record={useAlarm(alarmId)}
      titleOf={(data) => t(`rules.${data.rule}`)}
      loadingTitle={t('detail.title')}
      notFound={t('detail.notFound')}
      back={{ to: paths.alarms, label: t('detail.backToList') }}
      onClose={onClose}
    >
      {(data) => <AlarmDetail alarm={data} />}
    </RecordDrawer>
  );
}
