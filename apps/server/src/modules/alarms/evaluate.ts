import type { AlarmRule } from '@radiant/contract';
import type { RawSql } from '../../db/database.ts';
import type { ReadingColumns } from '../telemetry/batch.ts';
import { type Condition, type ReadingRule, type RuleReading, stepCondition } from './conditions.ts';
import { clearEndedAlarms, type Raise, type RuleOnRadiator, raiseAlarms } from './lifecycle.ts';
import { effectiveRules, type SettingRow } from './settings.ts';

const READING_RULES: readonly ReadingRule[] = [
  'frost_risk',
  'cold_home',
  'not_reaching_setpoint',
  'window_open',
  'overheating',
];

interface ConditionRow {
  radiator_id: number;
  rule: AlarmRule;
  since_ms: number;
  raised: boolean;
  baseline_c: number | null;
}

/** In one statement: the home's client, the rule settings that apply to it and its radiators' conditions. */
const CONTEXT = {
  name: 'alarm-context',
  text: `WITH home AS (
    SELECT u.commercial_client_id AS client_id FROM homes AS h JOIN users AS u ON u.id = h.user_id WHERE h.id = $1
  )
  SELECT (SELECT client_id FROM home) AS client_id,
    (SELECT coalesce(json_agg(json_build_object('rule', s.rule, 'client_id', s.client_id, 'enabled', s.enabled,
        'severity', s.severity, 'thresholds', s.thresholds)), '[]')
      FROM alarm_rule_settings AS s WHERE s.client_id IS NULL OR s.client_id = (SELECT client_id FROM home))
      AS settings,
    (SELECT coalesce(json_agg(json_build_object('radiator_id', c.radiator_id, 'rule', c.rule,
        'since_ms', extract(epoch FROM c.since) * 1000, 'raised', c.raised, 'baseline_c', c.baseline_c)), '[]')
      FROM alarm_conditions AS c WHERE c.radiator_id = ANY($2::int[])) AS conditions`,
};

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
  sql: RawSql,
  homeId: number,
  readings: ReadingColumns,
  lastSeen: ReadonlyMap<number, Date | null>,
): Promise<void> {
  const byRadiator = newReadingsByRadiator(readings, lastSeen);
  if (byRadiator.size === 0) return;
  const [context] = await sql.prepared<{
    client_id: number | null;
    settings: SettingRow[];
    conditions: ConditionRow[];
  }>(CONTEXT.name, CONTEXT.text, [homeId, sql.array('int4', [...byRadiator.keys()])]);
  if (!context) return;
  const rules = effectiveRules(context.settings, context.client_id);
  const held = new Map<string, Condition>(
    context.conditions.map((row) => [
      keyOf(row.radiator_id, row.rule),
      { since: Number(row.since_ms), raised: row.raised, baselineC: row.baseline_c },
    ]),
  );
  const kept = new Map<string, { radiatorId: number; rule: AlarmRule; condition: Condition }>();
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
  await storeConditions(sql, [...kept.values()], gone);
  // Cleared before raised: a condition that ended and began again in one batch raises a new alarm.
  await clearEndedAlarms(sql, ended);
  await raiseAlarms(sql, raises);
}

/** Keeps the conditions that began or moved, and forgets those that ended. */
async function storeConditions(
  sql: RawSql,
  kept: readonly { radiatorId: number; rule: AlarmRule; condition: Condition }[],
  gone: readonly RuleOnRadiator[],
) {
  if (gone.length > 0) {
    await sql.query(
      `DELETE FROM alarm_conditions AS c USING unnest($1::text[], $2::int[]) AS g(rule, radiator_id)
        WHERE c.rule = g.rule AND c.radiator_id = g.radiator_id`,
      [gone.map((entry) => entry.rule), gone.map((entry) => entry.radiatorId)],
    );
  }
  if (kept.length > 0) {
    await sql.query(
      `INSERT INTO alarm_conditions (radiator_id, rule, since, raised, baseline_c)
        SELECT radiator_id, rule, timestamptz 'epoch' + since_ms * interval '1 millisecond', raised, baseline_c
        FROM unnest($1::int[], $2::text[], $3::float8[], $4::bool[], $5::real[])
          AS k(radiator_id, rule, since_ms, raised, baseline_c)
      ON CONFLICT (radiator_id, rule) DO UPDATE
        SET since = excluded.since, raised = excluded.raised, baseline_c = excluded.baseline_c`,
      [
        kept.map((entry) => entry.radiatorId),
        kept.map((entry) => entry.rule),
        kept.map((entry) => entry.condition.since),
        kept.map((entry) => entry.condition.raised),
        kept.map((entry) => entry.condition.baselineC),
      ],
    );
  }
}
