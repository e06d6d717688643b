import type { Alarm } from '@radiant/contract';
import type { Runner } from '../../db/queries.ts';
import { recordAlarmChanges } from './changes.ts';
import type { AlarmChange } from './history-repository.ts';
import {
  type AlarmAction,
  applyAlarmAction,
  clearAlarmsOn,
  insertAlarms,
  lockAlarmsFor,
  type Raise,
  type RuleOnRadiator,
} from './repository.ts';

const byRadiant =
  (event: AlarmChange['event']) =>
  (alarmId: number): AlarmChange => ({ alarmId, event, actorId: null, note: null });

/**
 * Raises alarms and records them; one still open for the same rule and radiator (raised by another instance a
 * moment before) stays the only one.
 */
export async function raiseAlarms(runner: Runner, raises: readonly Raise[]) {
  if (raises.length === 0) return [];
  const raised = await insertAlarms(runner, raises);
  return recordAlarmChanges(runner, raised.map(byRadiant('raised')));
}

/** Clears the open alarms of these rules on these radiators: their conditions ended. */
export async function clearEndedAlarms(runner: Runner, ended: readonly RuleOnRadiator[]) {
  if (ended.length === 0) return [];
  const cleared = await clearAlarmsOn(runner, ended);
  return recordAlarmChanges(runner, cleared.map(byRadiant('cleared')));
}

/**
 * An admin acknowledges or clears alarms, with a note: all of them, or none. Answers the alarms changed, or
 * the ids that are unknown and those in a state the action cannot leave (the caller refuses the whole).
 */
export async function actOnAlarms(
  runner: Runner,
  action: AlarmAction,
  ids: readonly number[],
  actorId: number,
  note: string | null,
): Promise<{ alarms: Alarm[] } | { missing: number[]; stuck: number[] }> {
  const held = await lockAlarmsFor(runner, action, ids);
  const known = new Set(held.map((row) => Number(row.id)));
  const missing = ids.filter((id) => !known.has(id));
  const stuck = held.filter((row) => !row.movable).map((row) => Number(row.id));
  if (missing.length > 0 || stuck.length > 0) return { missing, stuck };
  await applyAlarmAction(runner, action, ids, actorId);
  const event = action === 'acknowledge' ? 'acknowledged' : 'cleared';
  const alarms = await recordAlarmChanges(
    runner,
    ids.map((alarmId) => ({ alarmId, event, actorId, note })),
  );
  return { alarms };
}
