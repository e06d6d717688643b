import type { AlarmRule, ZAlarmRuleUpdate } from '@radiant/contract';
import type { z } from 'zod';
import type { Database, Db, RawSql } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import { writeAuditSql } from '../audit/repository.ts';
import { type AlarmAction, actOnAlarms } from './lifecycle.ts';
import { recordAlarmChanges } from './records.ts';
import { findAlarm, historyOf } from './repository.ts';
import { checkedThresholds, forgetSetting, readSettings, ruleRecords, storeSetting } from './settings.ts';

const ALARM = 'The alarm';

export async function getAlarm(db: Db, id: number) {
  const alarm = await findAlarm(db, id);
  if (!alarm) throw notFound(ALARM);
  return { ...alarm, history: await historyOf(db, id) };
}

const STUCK: Record<AlarmAction, string> = {
  acknowledge: 'is no longer active (acknowledged or cleared already)',
  clear: 'is cleared already',
};

/** Acknowledges or clears alarms for an admin: every one of them, or none (404 or 409 naming those refused). */
export async function actOn(
  database: Database,
  action: AlarmAction,
  ids: number[],
  actorId: number,
  note?: string,
) {
  const unique = [...new Set(ids)];
  const outcome = await database.rawTransaction((sql) =>
    actOnAlarms(sql, action, unique, actorId, note ?? null),
  );
  if ('alarms' in outcome) return outcome.alarms;
  const { missing, stuck } = outcome;
  const named = (list: number[]) => list.join(', ');
  if (missing.length > 0) {
    throw new AppError(
      'NOT_FOUND',
      missing.length === 1 && unique.length === 1
        ? `${ALARM} was not found.`
        : `These alarms were not found: ${named(missing)}. Nothing was changed.`,
    );
  }
  throw new AppError(
    'CONFLICT',
    stuck.length === 1 && unique.length === 1
      ? `This alarm ${STUCK[action]}. Reload it to see who handled it.`
      : `These alarms ${STUCK[action].replace('is', 'are')}: ${named(stuck)}. Nothing was changed; reload the list.`,
  );
}

async function assertClient(sql: RawSql, clientId: number | null) {
  if (clientId === null) return;
  const [client] = await sql.query('SELECT 1 FROM commercial_clients WHERE user_id = $1', [clientId]);
  if (!client) throw notFound('The commercial client');
}

/** The rules for the fleet, or for one client's homes. */
export const listRules = (database: Database, clientId: number | null) =>
  database.rawTransaction(async (sql) => {
    await assertClient(sql, clientId);
    return ruleRecords(await readSettings(sql, clientId), clientId);
  });

type RuleUpdate = z.output<typeof ZAlarmRuleUpdate>;

/** The rule as it now applies to `clientId`'s homes (the fleet's when null). */
async function ruleNow(sql: RawSql, rule: AlarmRule, clientId: number | null) {
  const record = ruleRecords(await readSettings(sql, clientId), clientId).find(
    (entry) => entry.rule === rule,
  );
  if (!record) throw notFound('The rule');
  return record;
}

/**
 * Sets a rule for the fleet or one client. Turning it off clears the alarms it holds open there (a rule that
 * no longer watches cannot say when its condition ends), each cleared by the admin with a note saying why.
 */
export async function updateRule(
  database: Database,
  actorId: number,
  rule: AlarmRule,
  clientId: number | null,
  update: RuleUpdate,
) {
  const thresholds = checkedThresholds(rule, update.thresholds);
  return database.rawTransaction(async (sql) => {
    await assertClient(sql, clientId);
    const before = await ruleNow(sql, rule, clientId);
    await storeSetting(sql, {
      rule,
      client_id: clientId,
      enabled: update.enabled,
      severity: update.severity,
      thresholds,
    });
    await writeAuditSql(sql, {
      actorId,
      action: 'update',
      entity: 'alarm_rule',
      entityId: rule,
      details: { client_id: clientId, before, after: { ...update, thresholds } },
    });
    if (before.enabled && !update.enabled) await clearOpenAlarmsOf(sql, rule, clientId, actorId);
    return ruleNow(sql, rule, clientId);
  });
}

/** Undoes a client's own setting of a rule (back to the fleet's), or the fleet's (back to Radiant's default). */
export const resetRule = (database: Database, actorId: number, rule: AlarmRule, clientId: number | null) =>
  database.rawTransaction(async (sql) => {
    await assertClient(sql, clientId);
    const before = await ruleNow(sql, rule, clientId);
    await forgetSetting(sql, rule, clientId);
    const after = await ruleNow(sql, rule, clientId);
    await writeAuditSql(sql, {
      actorId,
      action: 'reset',
      entity: 'alarm_rule',
      entityId: rule,
      details: { client_id: clientId, before, after },
    });
    if (before.enabled && !after.enabled) await clearOpenAlarmsOf(sql, rule, clientId, actorId);
    return after;
  });

/** The open alarms of a rule turned off: a client's, or (for the fleet) those of homes without a client's own. */
async function clearOpenAlarmsOf(sql: RawSql, rule: AlarmRule, clientId: number | null, actorId: number) {
  const cleared = await sql.query<{ id: string | number }>(
    `UPDATE alarms AS a SET status = 'cleared', cleared_at = now(), cleared_by = $3
      WHERE a.rule = $1 AND a.status <> 'cleared'
        AND CASE WHEN $2::int IS NULL
          THEN NOT EXISTS (SELECT 1 FROM alarm_rule_settings AS s WHERE s.rule = $1 AND s.client_id = a.client_id)
          ELSE a.client_id = $2 END
      RETURNING a.id`,
    [rule, clientId, actorId],
  );
  await recordAlarmChanges(
    sql,
    cleared.map(({ id }) => ({
      alarmId: Number(id),
      event: 'cleared',
      actorId,
      note: 'The rule was turned off.',
    })),
  );
}
