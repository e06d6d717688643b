import '@mantine/core/styles/Timeline.css';
import { Anchor, Text, Timeline, Title } from '@mantine/core';
import { type CaseEvent, caseAttachmentOperations } from '@radiant/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadButton } from '@/components/ui/download-button';
import { paths, withId } from '@/config/screens';
import { formatDateTime } from '@/lib/format';

/** An event's heading in words: what happened, with its outcome, milestone, move or reason. */
function titleOf(t: TFunction<'cases'>, event: CaseEvent): string {
  switch (event.kind) {
    case 'opened':
      return t('events.opened');
    case 'updated':
      return t('events.updated', {
        fields: Object.keys(event.changes ?? {})
          .map((field) => t(`events.fields.${field as 'severity'}`, { defaultValue: field }))
          .join(', '),
      });
    case 'note':
      return event.milestone
        ? t('events.noteMilestone', { milestone: t(`milestones.${event.milestone}`) })
        : t('events.note');
    case 'contact':
      return t('events.contact', { outcome: event.outcome ? t(`outcomes.${event.outcome}`) : '' });
    case 'status':
      return event.to_status === 'closed' && event.reason
        ? t('events.closed', { reason: t(`reasons.${event.reason}`) })
        : t('events.status', {
            from: event.from_status ? t(`statuses.${event.from_status}`) : '',
            to: event.to_status ? t(`statuses.${event.to_status}`) : '',
          });
    case 'attachment':
      return t('events.attachment', { name: event.attachment?.name ?? '' });
    case 'command':
      return t('events.command');
    case 'readings':
      return t('events.readings', { room: event.readings?.room?.name ?? t('detail.wholeHome') });
    default:
      // Kinds the server adds later (an alarm of the hazard raised in the home) still show, by name.
      return t('events.other', { kind: event.kind });
  }
}

/** What an entry points at: its file to download, its command, its window of readings. */
function EventLink({ caseId, event }: { caseId: number; event: CaseEvent }) {
  const { t } = useTranslation('cases');
  if (event.attachment) {
    return (
      <DownloadButton
        operation={caseAttachmentOperations.get}
        input={{ params: { id: caseId, attachment: event.attachment.id } }}
        variant="subtle"
        done={t('evidence.fileSaved', { name: event.attachment.name })}
      >
        {t('events.download', { name: event.attachment.name })}
      </DownloadButton>
    );
  }
  if (event.command_id !== null) {
    return (
      <Anchor component={Link} to={withId(paths.commands, event.command_id)} fz="sm">
        {t('events.openCommand', { id: event.command_id })}
      </Anchor>
    );
  }
  if (event.readings) {
    const window = t('events.window', {
      from: formatDateTime(event.readings.from),
      to: formatDateTime(event.readings.to),
    });
    return event.readings.room ? (
      <Anchor component={Link} to={withId(paths.roomDetails, event.readings.room.id)} fz="sm">
        {window}
      </Anchor>
    ) : (
      <Text fz="sm">{window}</Text>
    );
  }
  return null;
}

type CaseTimelineProps = { caseId: number; events: CaseEvent[]; description: string | null };

/** Every step of the case, oldest first: what, who and when, with its text (the opening's is the first report). */
export function CaseTimeline({ caseId, events, description }: CaseTimelineProps) {
  const { t } = useTranslation('cases');
  return (
    <section aria-labelledby="case-timeline">
      <Title order={3} fz="h5" mb="sm" id="case-timeline">
        {t('detail.timeline')}
      </Title>
      <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
        {events.map((event) => (
          <Timeline.Item key={event.id} title={titleOf(t, event)}>
            <Text fz="xs" c="dimmed">
              <bdi>{formatDateTime(event.at)}</bdi>
              {` · ${event.actor?.name ?? t('detail.byRadiant')}`}
            </Text>
            {(event.text ?? (event.kind === 'opened' ? description : null)) && (
              <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                {event.text ?? description}
              </Text>
            )}
            <EventLink caseId={caseId} event={event} />
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
