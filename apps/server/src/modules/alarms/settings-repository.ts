import type { AlarmRule } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import { preparedRowsOf, type Runner, rowsOf } from '../../db/queries.ts';
import type { SettingRow } from './settings.ts';

// The alarm_rule_settings table: the fleet's and each client's own settings of the rules.

const SETTING_COLUMNS = sql`SELECT rule, client_id, enabled, severity, thresholds FROM alarm_rule_settings`;

/** The stored settings of the fleet and, when given, of one client. */
export const readSettings = (runner: Runner, clientId: number | null) =>
  preparedRowsOf<SettingRow>(
    runner,
    sql`${SETTING_COLUMNS} WHERE client_id IS NULL OR client_id = ${clientId}`,
  );

/** Every stored setting, of the fleet and of every client: the silence sweep's. */
export const readAllSettings = (runner: Runner) => rowsOf<SettingRow>(runner, SETTING_COLUMNS);

export async function storeSetting(runner: Runner, row: SettingRow): Promise<void> {
  const thresholds = JSON.stringify(row.thresholds);
  await rowsOf(
    runner,
    sql`INSERT INTO alarm_rule_settings (rule, client_id, enabled, severity, thresholds)
      VALUES (${row.rule}, ${row.client_id}, ${row.enabled}, ${row.severity}, ${thresholds})
      ON CONFLICT (rule, (coalesce(client_id, 0))) DO UPDATE
      SET enabled = excluded.enabled, severity = excluded.severity, thresholds = excluded.thresholds,
        updated_at = now()`,
  );
}

export async function forgetSetting(runner: Runner, rule: AlarmRule, clientId: number | null): Promise<void> {
  await rowsOf(
    runner,
    sql`DELETE FROM alarm_rule_settings WHERE rule = ${rule} AND coalesce(client_id, 0) = coalesce(${clientId}::int, 0)`,
  );
}
