import type { Alarm, AlarmRule, AlarmSeverity } from '@radiant/contract';
import type { RawSql } from '../../db/database.ts';
import { type AlarmChange, recordAlarmChanges } from './records.ts';

/** An alarm to raise on a radiator, with the reading that met its rule (none for a silent radiator). */
export interface Raise {
  rule: AlarmRule;
  severity: AlarmSeverity;
  radiatorId: number;
  since: number;
  roomC: number | null;
  setpointC: number | null;
}

/** A rule's alarm on a radiator, open or not. */
export interface RuleOnRadiator {
  rule: AlarmRule;
  radiatorId: number;
}

/**
 * Raises alarms, each where its radiator is now (room, home, resident, client), and records them; one still
 * open for the same rule and radiator (raised by another instance a moment before) stays the only one.
 */
export async function raiseAlarms(sql: RawSql, raises: readonly Raise[]) {
  if (raises.length === 0) return [];
  const raised = await sql.query<{ id: string | number }>(
    `INSERT INTO alarms (rule, severity, radiator_id, room_id, home_id, user_id, client_id, room_c, setpoint_c,
        since, search_text)
      SELECT n.rule, n.severity, r.id, ro.id, h.id, u.id, u.commercial_client_id, n.room_c, n.setpoint_c,
        timestamptz 'epoch' + n.since_ms * interval '1 millisecond',
        lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || h.name || ' ' || ro.name)
      FROM unnest($1::text[], $2::text[], $3::int[], $4::real[], $5::real[], $6::float8[])
          AS n(rule, severity, radiator_id, room_c, setpoint_c, since_ms)
        JOIN radiators AS r ON r.id = n.radiator_id
        JOIN rooms AS ro ON ro.id = r.room_id
        JOIN homes AS h ON h.id = ro.home_id
        JOIN users AS u ON u.id = h.user_id
      ON CONFLICT (rule, radiator_id) WHERE status <> 'cleared' DO NOTHING
      RETURNING id`,
    [
      raises.map((raise) => raise.rule),
      raises.map((raise) => raise.severity),
      raises.map((raise) => raise.radiatorId),
      raises.map((raise) => raise.roomC),
      raises.map((raise) => raise.setpointC),
      raises.map((raise) => raise.since),
    ],
  );
  return recordAlarmChanges(sql, raised.map(byRadiant('raised')));
}

/** Clears the open alarms of these rules on these radiators: their conditions ended. */
export async function clearEndedAlarms(sql: RawSql, ended: readonly RuleOnRadiator[]) {
  if (ended.length === 0) return [];
  const cleared = await sql.query<{ id: string | number }>(
    `UPDATE alarms AS a SET status = 'cleared', cleared_at = now()
      FROM unnest($1::text[], $2::int[]) AS e(rule, radiator_id)
      WHERE a.rule = e.rule AND a.radiator_id = e.radiator_id AND a.status <> 'cleared'
      RETURNING a.id`,
    [ended.map((alarm) => alarm.rule), ended.map((alarm) => alarm.radiatorId)],
  );
  return recordAlarmChanges(sql, cleared.map(byRadiant('cleared')));
}

const byRadiant =
  (event: AlarmChange['event']) =>
  ({ id }: { id: string | number }): AlarmChange => ({
    alarmId: Number(id),
    event,
    actorId: null,
    note: null,
  });

/** What an admin does to alarms: each must be in a state it can leave this way. */
export type AlarmAction = 'acknowledge' | 'clear';

const FROM_STATES: Record<AlarmAction, string> = {
  acknowledge: "a.status = 'active'",
  clear: "a.status <> 'cleared'",
};
const SET: Record<AlarmAction, string> = {
  acknowledge: "status = 'acknowledged', acknowledged_at = now(), acknowledged_by = $2",
  clear: "status = 'cleared', cleared_at = now(), cleared_by = $2",
};

/**
 * An admin acknowledges or clears alarms, with a note: all of them, or none. Answers the alarms changed, or
 * the ids that are unknown and those in a state the action cannot leave (the caller refuses the whole).
 */
export async function actOnAlarms(
  sql: RawSql,
  action: AlarmAction,
  ids: readonly number[],
  actorId: number,
  note: string | null,
): Promise<{ alarms: Alarm[] } | { missing: number[]; stuck: number[] }> {
  const held = await sql.query<{ id: string | number; movable: boolean }>(
    `SELECT a.id, ${FROM_STATES[action]} AS movable FROM alarms AS a WHERE a.id = ANY($1::int8[])
      ORDER BY a.id FOR UPDATE`,
    [ids],
  );
  const known = new Set(held.map((row) => Number(row.id)));
  const missing = ids.filter((id) => !known.has(id));
  const stuck = held.filter((row) => !row.movable).map((row) => Number(row.id));
  if (missing.length > 0 || stuck.length > 0) return { missing, stuck };
  await sql.query(`UPDATE alarms SET ${SET[action]} WHERE id = ANY($1::int8[])`, [ids, actorId]);
  const event = action === 'acknowledge' ? 'acknowledged' : 'cleared';
  const alarms = await recordAlarmChanges(
    sql,
    ids.map((alarmId) => ({ alarmId, event, actorId, note })),
  );
  return { alarms };
}
