import {
  ALARM_RULE_DEFAULTS,
  ALARM_RULES,
  type AlarmRule,
  type AlarmRuleSetting,
  type AlarmRuleSettingRecord,
  type AlarmSeverity,
  ZAlarmThresholds,
} from '@radiant/contract';
import { AppError, fieldError } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { fieldOfIssue } from '../../messages/issues.ts';

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
  const errors = parsed.error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? fieldError(['thresholds', ...issue.path].join('.'), 'noSuchThreshold', { rule })
      : fieldOfIssue(issue, ['thresholds']),
  );
  throw new AppError('VALIDATION_ERROR', t('thresholdsInvalid', { rule }), { errors });
}
