import type { AlarmRule } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import { RADIATORS_WITH_RESIDENTS } from '../../db/fragments.ts';
import { preparedRowsOf, type Runner, rowsOf } from '../../db/queries.ts';
import type { Condition } from './conditions.ts';
import type { RuleOnRadiator } from './repository.ts';
import type { SettingRow } from './settings.ts';

// The alarm_conditions table: each rule's condition, followed per radiator until it raises or ends.

interface ConditionRow {
  radiator_id: number;
  rule: AlarmRule;
  since_ms: number;
  raised: boolean;
  baseline_c: number | null;
}

/** In one statement: a home's client, the rule settings that apply to it and its radiators' conditions. */
export async function readRuleContext(runner: Runner, homeId: number, radiatorIds: readonly number[]) {
  const [context] = await preparedRowsOf<{
    client_id: number | null;
    settings: SettingRow[];
    conditions: ConditionRow[];
  }>(
    runner,
    sql`WITH home AS (
      SELECT u.commercial_client_id AS client_id FROM homes AS h JOIN users AS u ON u.id = h.user_id
      WHERE h.id = ${homeId}
    )
    SELECT (SELECT client_id FROM home) AS client_id,
      (SELECT coalesce(json_agg(json_build_object('rule', s.rule, 'client_id', s.client_id, 'enabled', s.enabled,
          'severity', s.severity, 'thresholds', s.thresholds)), '[]')
        FROM alarm_rule_settings AS s WHERE s.client_id IS NULL OR s.client_id = (SELECT client_id FROM home))
        AS settings,
      (SELECT coalesce(json_agg(json_build_object('radiator_id', c.radiator_id, 'rule', c.rule,
          'since_ms', extract(epoch FROM c.since) * 1000, 'raised', c.raised, 'baseline_c', c.baseline_c)), '[]')
        FROM alarm_conditions AS c WHERE c.radiator_id = ANY(${sql.param(radiatorIds)}::int[])) AS conditions`,
  );
  if (!context) return undefined;
  const held = context.conditions.map(
    (row): HeldCondition => ({
      radiatorId: row.radiator_id,
      rule: row.rule,
      condition: { since: Number(row.since_ms), raised: row.raised, baselineC: row.baseline_c },
    }),
  );
  return { clientId: context.client_id, settings: context.settings, held };
}

/** A condition that began or moved, to be kept. */
export interface HeldCondition {
  radiatorId: number;
  rule: AlarmRule;
  condition: Condition;
}

/** Keeps the conditions that began or moved, and forgets those that ended. */
export async function storeConditions(
  runner: Runner,
  kept: readonly HeldCondition[],
  gone: readonly RuleOnRadiator[],
) {
  if (gone.length > 0) {
    await rowsOf(
      runner,
      sql`DELETE FROM alarm_conditions AS c
        USING unnest(${sql.param(gone.map((entry) => entry.rule))}::text[],
          ${sql.param(gone.map((entry) => entry.radiatorId))}::int[]) AS g(rule, radiator_id)
        WHERE c.rule = g.rule AND c.radiator_id = g.radiator_id`,
    );
  }
  if (kept.length > 0) {
    await rowsOf(
      runner,
      sql`INSERT INTO alarm_conditions (radiator_id, rule, since, raised, baseline_c)
        SELECT radiator_id, rule, timestamptz 'epoch' + since_ms * interval '1 millisecond', raised, baseline_c
        FROM unnest(${sql.param(kept.map((entry) => entry.radiatorId))}::int[],
          ${sql.param(kept.map((entry) => entry.rule))}::text[],
          ${sql.param(kept.map((entry) => entry.condition.since))}::float8[],
          ${sql.param(kept.map((entry) => entry.condition.raised))}::bool[],
          ${sql.param(kept.map((entry) => entry.condition.baselineC))}::real[])
          AS k(radiator_id, rule, since_ms, raised, baseline_c)
        ON CONFLICT (radiator_id, rule) DO UPDATE
          SET since = excluded.since, raised = excluded.raised, baseline_c = excluded.baseline_c`,
    );
  }
}

/**
 * Radiators in service, of homes with a device key in use, silent since before `before` and not yet known to
 * be: with their client and their last report.
 */
export const silentRadiators = (runner: Runner, before: Date) =>
  rowsOf<{ radiator_id: number; client_id: number | null; last_seen_at: Date }>(
    runner,
    sql`SELECT r.id AS radiator_id, u.commercial_client_id AS client_id, r.last_seen_at
      FROM ${RADIATORS_WITH_RESIDENTS}
      WHERE r.removed_at IS NULL AND r.last_seen_at < ${before}
        AND EXISTS (SELECT 1 FROM device_keys AS k WHERE k.home_id = h.id AND k.revoked_at IS NULL)
        AND NOT EXISTS (
          SELECT 1 FROM alarm_conditions AS c WHERE c.radiator_id = r.id AND c.rule = 'radiator_offline'
        )`,
  );

/**
 * Remembers radiators found silent, each since its last report, as raised: the sweep raises each once. When
 * thousands go silent at once (a network outage), the table's statistics are renewed: without them the next
 * sweeps would probe the conditions one radiator at a time, ten times slower than hashing them.
 */
export async function storeSilences(
  runner: Runner,
  silences: readonly { radiatorId: number; since: number }[],
  renewStatistics: boolean,
) {
  await rowsOf(
    runner,
    sql`INSERT INTO alarm_conditions (radiator_id, rule, since, raised)
      SELECT radiator_id, 'radiator_offline', timestamptz 'epoch' + since_ms * interval '1 millisecond', true
      FROM unnest(${sql.param(silences.map((silence) => silence.radiatorId))}::int[],
        ${sql.param(silences.map((silence) => silence.since))}::float8[]) AS o(radiator_id, since_ms)
      ON CONFLICT DO NOTHING`,
  );
  if (renewStatistics) await rowsOf(runner, sql`ANALYZE alarm_conditions`);
}
