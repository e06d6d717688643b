import type { AlarmRule } from '@radiant/contract';
import type { Runner } from '../../db/queries.ts';
import type { ReadingColumns } from '../telemetry/batch.ts';
import { type Condition, type ReadingRule, type RuleReading, stepCondition } from './conditions.ts';
import { type HeldCondition, readRuleContext, storeConditions } from './conditions-repository.ts';
import { clearEndedAlarms, raiseAlarms } from './lifecycle.ts';
import type { Raise, RuleOnRadiator } from './repository.ts';
import { effectiveRules } from './settings.ts';

const READING_RULES: readonly ReadingRule[] = [
  'frost_risk',
  'cold_home',
  'not_reaching_setpoint',
  'window_open',
  'overheating',
];

const keyOf = (radiatorId: number, rule: AlarmRule) => `${rule}:${radiatorId}`;

/** The readings of each radiator newer than its last report before this batch, oldest first. */
function newReadingsByRadiator(readings: ReadingColumns, lastSeen: ReadonlyMap<number, Date | null>) {
  const byRadiator = new Map<number, RuleReading[]>();
  readings.radiator_id.forEach((radiatorId, index) => {
    const at = readings.at[index] ?? 0;
    const seen = lastSeen.get(radiatorId);
    if (seen && at <= seen.getTime()) return;
    const list = byRadiator.get(radiatorId) ?? [];
    list.push({
      at,
      intervalS: readings.interval_s[index] ?? 0,
      roomC: readings.room_c[index] ?? 0,
      setpointC: readings.setpoint_c[index] ?? 0,
      outputPct: readings.output_pct[index] ?? 0,
      windowOpen: readings.window_open[index] ?? false,
    });
    byRadiator.set(radiatorId, list);
  });
  for (const list of byRadiator.values()) list.sort((a, b) => a.at - b.at);
  return byRadiator;
}

/**
 * Follows each rule's condition through a batch's new readings, in the batch's transaction: raises the alarms
 * of conditions that have lasted, clears those of conditions that ended (a silent radiator's, as soon as it
 * reports again), and keeps the conditions still holding. Readings older than a radiator's last report (a
 * gateway's backlog) are stored but decide nothing: they are past.
 */
export async function evaluateAlarmRules(
  runner: Runner,
  homeId: number,
  readings: ReadingColumns,
  lastSeen: ReadonlyMap<number, Date | null>,
): Promise<void> {
  const byRadiator = newReadingsByRadiator(readings, lastSeen);
  if (byRadiator.size === 0) return;
  const context = await readRuleContext(runner, homeId, [...byRadiator.keys()]);
  if (!context) return;
  const rules = effectiveRules(context.settings, context.clientId);
  const held = new Map<string, Condition>(
    context.held.map((entry) => [keyOf(entry.radiatorId, entry.rule), entry.condition]),
  );
  const kept = new Map<string, HeldCondition>();
  const gone: RuleOnRadiator[] = [];
  const raises: Raise[] = [];
  const ended: RuleOnRadiator[] = [];

  for (const [radiatorId, list] of byRadiator) {
    // A silent radiator is silent no more.
    if (held.has(keyOf(radiatorId, 'radiator_offline'))) {
      gone.push({ rule: 'radiator_offline', radiatorId });
      ended.push({ rule: 'radiator_offline', radiatorId });
    }
    for (const rule of READING_RULES) {
      const key = keyOf(radiatorId, rule);
      const before = held.get(key);
      const setting = rules[rule];
      if (!setting.enabled) {
        if (before) gone.push({ rule, radiatorId });
        continue;
      }
      let condition = before;
      for (const reading of list) {
        const step = stepCondition(rule, setting.thresholds, condition, reading);
        condition = step.condition;
        if (step.transition?.kind === 'raise') {
          raises.push({
            rule,
            severity: setting.severity,
            radiatorId,
            since: step.transition.since,
            roomC: reading.roomC,
            setpointC: reading.setpointC,
          });
        } else if (step.transition?.kind === 'clear') {
          ended.push({ rule, radiatorId });
        }
      }
      if (condition === undefined) {
        if (before) gone.push({ rule, radiatorId });
      } else if (condition !== before) {
        kept.set(key, { radiatorId, rule, condition });
      }
    }
  }
  await storeConditions(runner, [...kept.values()], gone);
  // Cleared before raised: a condition that ended and began again in one batch raises a new alarm.
  await clearEndedAlarms(runner, ended);
  await raiseAlarms(runner, raises);
}
