import type { AlarmEvent } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import { isoString } from '../../db/instants.ts';
import { personNameOf } from '../../db/person-name.ts';
import { type Runner, rowsOf } from '../../db/queries.ts';

// The alarm_history table: what happened to each alarm, by whom.

/** Something that happened to an alarm, as its history keeps it. */
export interface AlarmChange {
  alarmId: number;
  event: AlarmEvent;
  /** The admin who did it; none when Radiant did (a rule raised or cleared it). */
  actorId: number | null;
  note: string | null;
}

export async function appendAlarmHistory(runner: Runner, changes: readonly AlarmChange[]) {
  await rowsOf(
    runner,
    sql`INSERT INTO alarm_history (alarm_id, event, actor_id, note)
      SELECT * FROM unnest(${sql.param(changes.map((change) => change.alarmId))}::int8[],
        ${sql.param(changes.map((change) => change.event))}::text[],
        ${sql.param(changes.map((change) => change.actorId))}::int[],
        ${sql.param(changes.map((change) => change.note))}::text[])`,
  );
}

/** An alarm's history, oldest first, with the names of the admins who acted. */
export async function historyOf(runner: Runner, id: number) {
  const rows = await rowsOf<{
    event: AlarmEvent;
    at: Date;
    actor_id: number | null;
    actor_name: string | null;
    note: string | null;
  }>(
    runner,
    sql`SELECT e.event, e.at, e.actor_id, ${sql.raw(personNameOf('e.actor_id'))} AS actor_name, e.note
      FROM alarm_history AS e WHERE e.alarm_id = ${id} ORDER BY e.id`,
  );
  return rows.map((row) => ({
    event: row.event,
    at: isoString(row.at),
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    note: row.note,
  }));
}
