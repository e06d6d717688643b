import type { Alarm, AlarmEvent } from '@radiant/contract';
import type { Runner } from '../../db/queries.ts';
import { writeAudit } from '../audit/repository.ts';
import { queueAlarmEvents } from '../webhooks/service.ts';
import { type AlarmChange, appendAlarmHistory } from './history-repository.ts';
import { announceAlarmChanges, readAlarms } from './repository.ts';

/** More changes than this at once (a sweep after an outage) are announced as one `many`: counts move. */
const ANNOUNCED_ONE_BY_ONE = 100;

/** What every instance hears of the changes: one line each, or one `many` for a flood. */
export type AlarmAnnouncement = { event: AlarmEvent; id: number } | { event: 'many' };

function announcementsOf(changes: readonly AlarmChange[], byId: Map<number, Alarm>): string[] {
  const announced: AlarmAnnouncement[] =
    changes.length > ANNOUNCED_ONE_BY_ONE
      ? [{ event: 'many' }]
      : changes
          .filter((change) => byId.has(change.alarmId))
          .map((change) => ({ event: change.event, id: change.alarmId }));
  return announced.map((announcement) => JSON.stringify(announcement));
}

/**
 * Records changes already made to alarms, in the caller's transaction: each in its alarm's history and the
 * audit log, its event queued for the webhooks that want it (committed with the change, or not at all), and
 * an announcement every instance hears once it commits. Answers the alarms as they are now.
 */
export async function recordAlarmChanges(runner: Runner, changes: readonly AlarmChange[]): Promise<Alarm[]> {
  if (changes.length === 0) return [];
  await appendAlarmHistory(runner, changes);
  const alarms = await readAlarms(runner, [...new Set(changes.map((change) => change.alarmId))]);
  const byId = new Map(alarms.map((alarm) => [alarm.id, alarm]));
  const changed = changes.flatMap((change) => {
    const alarm = byId.get(change.alarmId);
    return alarm ? [{ change, alarm }] : [];
  });
  await writeAudit(
    runner,
    changed.map(({ change, alarm }) => ({
      actorId: change.actorId,
      action: change.event,
      entity: 'alarm',
      entityId: alarm.id,
      details: {
        rule: alarm.rule,
        radiator_id: alarm.radiator_id,
        ...(change.note === null ? {} : { note: change.note }),
      },
    })),
  );
  const occurredAt = new Date().toISOString();
  await queueAlarmEvents(
    runner,
    changed.map(({ change, alarm }) => ({
      alarmId: alarm.id,
      event: change.event,
      severity: alarm.severity,
      clientId: alarm.client?.id ?? null,
      payload: JSON.stringify({ event: change.event, occurred_at: occurredAt, alarm }),
    })),
  );
  await announceAlarmChanges(runner, announcementsOf(changes, byId));
  return alarms;
}
