import {
  ALARM_RULE_DEFAULTS,
  ALARM_RULES,
  type AlarmRule,
  type AlarmRuleSetting,
  type AlarmRuleSettingRecord,
  type AlarmSeverity,
  ZAlarmThresholds,
} from '@radiant/contract';
import type { RawSql } from '../../db/database.ts';
import { AppError } from '../../errors.ts';

/** Every rule's setting as it applies to one home: Radiant's default, overridden by the fleet's, then a client's. */
export type EffectiveRules = { [R in AlarmRule]: AlarmRuleSetting<R> };

/** A stored setting, for the fleet (client_id null) or one client. */
export interface SettingRow {
  rule: AlarmRule;
  client_id: number | null;
  enabled: boolean;
  severity: AlarmSeverity;
  thresholds: Record<string, number>;
}

/** Where each rule's values come from for `clientId` (the fleet when null), from the rows of both scopes. */
function settingsOf(rows: readonly SettingRow[], clientId: number | null) {
  return ALARM_RULES.map((rule) => {
    const own =
      clientId === null ? undefined : rows.find((row) => row.rule === rule && row.client_id === clientId);
    const fleet = rows.find((row) => row.rule === rule && row.client_id === null);
    const chosen = own ?? fleet;
    const setting = chosen
      ? { enabled: chosen.enabled, severity: chosen.severity, thresholds: chosen.thresholds }
      : ALARM_RULE_DEFAULTS[rule];
    const source = own ? 'client' : fleet ? 'fleet' : 'default';
    return { rule, setting, source } as const;
  });
}

/** The rules as they apply to a home of `clientId` (none: a home of no client). */
export const effectiveRules = (rows: readonly SettingRow[], clientId: number | null): EffectiveRules =>
  Object.fromEntries(
    settingsOf(rows, clientId).map(({ rule, setting }) => [rule, setting]),
  ) as EffectiveRules;

/** The rules as the API answers them, for the fleet or one client. */
export const ruleRecords = (rows: readonly SettingRow[], clientId: number | null): AlarmRuleSettingRecord[] =>
  settingsOf(rows, clientId).map(({ rule, setting, source }) => ({
    rule,
    ...setting,
    thresholds: { ...setting.thresholds },
    source,
    client_id: clientId,
  }));

/** A rule's thresholds checked against its own schema: a 400 naming `thresholds.<field>` otherwise. */
export function checkedThresholds(rule: AlarmRule, thresholds: unknown): Record<string, number> {
  const parsed = ZAlarmThresholds[rule].safeParse(thresholds);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    path: ['thresholds', ...issue.path].join('.'),
    message: issue.code === 'unrecognized_keys' ? `The ${rule} rule has no such threshold.` : issue.message,
  }));
  throw new AppError(
    'VALIDATION_ERROR',
    `The thresholds of the ${rule} rule are not right: see each field.`,
    {
      errors,
    },
  );
}

/** The stored settings of the fleet and, when given, of one client. */
export const readSettings = (sql: RawSql, clientId: number | null) =>
  sql.prepared<SettingRow>(
    'alarm-rule-settings',
    `SELECT rule, client_id, enabled, severity, thresholds FROM alarm_rule_settings
      WHERE client_id IS NULL OR client_id = $1`,
    [clientId],
  );

/** Every stored setting, of the fleet and of every client: the silence sweep's. */
export const readAllSettings = (sql: RawSql) =>
  sql.query<SettingRow>('SELECT rule, client_id, enabled, severity, thresholds FROM alarm_rule_settings');

export async function storeSetting(sql: RawSql, row: SettingRow): Promise<void> {
  await sql.query(
    `INSERT INTO alarm_rule_settings (rule, client_id, enabled, severity, thresholds) VALUES ($1, $2, $3, $4, $5)
      ON CONFLICT (rule, (coalesce(client_id, 0)))
      DO UPDATE SET enabled = $3, severity = $4, thresholds = $5, updated_at = now()`,
    [row.rule, row.client_id, row.enabled, row.severity, JSON.stringify(row.thresholds)],
  );
}

export async function forgetSetting(sql: RawSql, rule: AlarmRule, clientId: number | null): Promise<void> {
  await sql.query(
    'DELETE FROM alarm_rule_settings WHERE rule = $1 AND coalesce(client_id, 0) = coalesce($2, 0)',
    [rule, clientId],
  );
}
