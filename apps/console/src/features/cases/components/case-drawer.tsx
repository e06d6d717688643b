import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CASE_STATUSES,
  type Case,
  type CaseStatus,
  type CommandTarget,
  DAY_MS,
  EVIDENCE_DAYS_BEFORE,
  MAX_ROOM_DAMP_DAYS,
} from '@radiant/contract';
import {
  IconArrowRight,
  IconCheck,
  IconMessage,
  IconPaperclip,
  IconPencil,
  IconPhoneCall,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordDrawer } from '@/components/lists/record-drawer';
import { RoomReadings } from '@/components/slots/room-readings';
import { SetHeating } from '@/components/slots/set-heating';
import { Fact } from '@/components/ui/fact';
import { paths, withId } from '@/config/screens';
import { formatDateTime, formatDay } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useAddCaseEvent } from '../api/change-case';
import { useCase } from '../api/get-cases';
import { type CaseAction, CaseActionModal } from './case-action-modal';
import { CaseSeverityBadge, CaseStatusBadge } from './case-badges';
import { CaseClock } from './case-clock';
import { CaseTimeline } from './case-timeline';
import { EvidenceDownloads } from './evidence-downloads';

/** The steps after this status, short of closing: a case moves only forward, and may skip a step. */
const laterStepsOf = (status: CaseStatus): CaseStatus[] =>
  CASE_STATUSES.slice(CASE_STATUSES.indexOf(status) + 1).filter((step) => step !== 'closed');

function CaseFacts({ record }: { record: Case }) {
  const { t } = useTranslation('cases');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <Fact label={t('detail.home')}>{record.home.name}</Fact>
      <Fact label={t('detail.resident')}>
        <Anchor component={Link} to={withId(paths.residentialUserDetails, record.resident.id)} fz="sm">
          {record.resident.name}
        </Anchor>
      </Fact>
      <Fact label={t('detail.rooms')}>
        {record.rooms.length === 0
          ? t('detail.wholeHome')
          : record.rooms.map((room, index) => (
              <span key={room.id}>
                {index > 0 && ', '}
                <Anchor component={Link} to={withId(paths.roomDetails, room.id)} fz="sm">
                  {room.name}
                </Anchor>
              </span>
            ))}
      </Fact>
      <Fact label={t('detail.client')}>{record.client?.name ?? t('list.noClient')}</Fact>
      <Fact label={t('detail.owner')}>{record.owner?.name ?? t('list.nobody')}</Fact>
      <Fact label={t('detail.opened')}>
        {`${formatDateTime(record.opened_at)} · ${record.opened_by?.name ?? t('detail.byRadiant')}`}
      </Fact>
      {record.closed_at && (
        <Fact label={t('detail.closed')}>
          {`${formatDateTime(record.closed_at)}${record.close_reason ? ` · ${t(`reasons.${record.close_reason}`)}` : ''}`}
        </Fact>
      )}
      {record.alarm_id !== null && (
        <Fact label={t('detail.alarm')}>
          <Anchor component={Link} to={withId(paths.alarms, record.alarm_id)} fz="sm">
            {t('detail.openAlarm')}
          </Anchor>
        </Fact>
      )}
    </SimpleGrid>
  );
}

type CaseWithTimeline = NonNullable<ReturnType<typeof useCase>['data']>;

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The days around a case its readings show: from EVIDENCE_DAYS_BEFORE days before it was opened to the day it
 * closed (or today), its last MAX_ROOM_DAMP_DAYS when longer, as its evidence pack does.
 */
function readingsWindowOf(record: Case) {
  const end = record.closed_at ? Date.parse(record.closed_at) : Date.now();
  const start = Math.max(
    Date.parse(record.opened_at) - EVIDENCE_DAYS_BEFORE * DAY_MS,
    end - (MAX_ROOM_DAMP_DAYS - 1) * DAY_MS,
  );
  return { from: dayOf(start), to: dayOf(end) };
}

/** The readings around the case: each of its rooms day by day; a case of the whole home points to the rooms. */
function CaseReadings({ record }: { record: Case }) {
  const { t } = useTranslation('cases');
  const window = readingsWindowOf(record);
  return (
    <section aria-labelledby="case-readings">
      <Title order={3} fz="h5" mb={4} id="case-readings">
        {t('detail.readings')}
      </Title>
      {record.rooms.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('detail.readingsWholeHome')}
        </Text>
      ) : (
        <Stack gap="lg">
          <Text fz="sm" c="dimmed">
            {t('detail.readingsHint', { from: formatDay(window.from), to: formatDay(window.to) })}
          </Text>
          {record.rooms.map((room) => (
            <RoomReadings key={room.id} roomId={room.id} name={room.name} window={window} />
          ))}
        </Stack>
      )}
    </section>
  );
}

/** The radiators a command from the case changes: those of its rooms, or of its whole home. */
const targetOf = (record: Case): CommandTarget =>
  record.rooms.length > 0
    ? { room_ids: record.rooms.map((room) => room.id) }
    : { home_ids: [record.home.id] };

function CaseDetail({ record }: { record: CaseWithTimeline }) {
  const { t } = useTranslation('cases');
  const [action, setAction] = useState<CaseAction>();
  const addEvent = useAddCaseEvent(record.id);
  // A command sent from the case joins its timeline; should that fail, the command stands and the toast says so.
  const link = (commandId: number) =>
    addEvent.mutateAsync({ kind: 'command', command_id: commandId }).catch(notifyError);
  const later = laterStepsOf(record.status);
  const closed = record.status === 'closed';
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <CaseSeverityBadge severity={record.severity} />
        <CaseStatusBadge status={record.status} />
      </Group>
      <CaseFacts record={record} />
      <Group gap="xs" aria-label={t('detail.actions')} role="group">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMessage size={14} />}
          onClick={() => setAction({ kind: 'note' })}
        >
          {t('actions.note')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPaperclip size={14} />}
          onClick={() => setAction({ kind: 'attach' })}
        >
          {t('actions.attach')}
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPhoneCall size={14} />}
          onClick={() => setAction({ kind: 'contact' })}
        >
          {t('actions.contact')}
        </Button>
        {later.map((step) => (
          <Button
            key={step}
            size="xs"
            variant="light"
            leftSection={<IconArrowRight size={14} className="mantine-rotate-rtl" />}
            onClick={() => setAction({ kind: 'status', to: step })}
          >
            {t('actions.moveTo', { status: t(`statuses.${step}`) })}
          </Button>
        ))}
        {!closed && (
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconCheck size={14} />}
            onClick={() => setAction({ kind: 'status', to: 'closed' })}
          >
            {t('actions.close')}
          </Button>
        )}
        {!closed && <SetHeating size="xs" target={targetOf(record)} onSent={(command) => link(command.id)} />}
        {!closed && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            onClick={() => setAction({ kind: 'edit' })}
          >
            {t('actions.edit')}
          </Button>
        )}
      </Group>
      <EvidenceDownloads case={record.id} />
      <CaseClock deadlines={record.deadlines} />
      <CaseReadings record={record} />
      <CaseTimeline caseId={record.id} events={record.timeline} description={record.description} />
      <CaseActionModal
        key={`${record.id}-${record.version}`}
        record={record}
        action={action}
        onClose={() => setAction(undefined)}
      />
    </Stack>
  );
}

/** A case beside the list: where and whose, its clock, its timeline and what can be done next. */
export function CaseDrawer({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const { t } = useTranslation('cases');
  return (
    <RecordDrawer
      record={useCase(caseId)}
      titleOf={(data) => t('detail.titleOf', { id: data.id, hazard: t(`hazards.${data.hazard}`) })}
      loadingTitle={t('detail.title')}
      notFound={t('detail.notFound')}
      back={{ to: paths.cases, label: t('detail.backToList') }}
      onClose={onClose}
    >
      {(data) => <CaseDetail record={data} />}
    </RecordDrawer>
  );
}
