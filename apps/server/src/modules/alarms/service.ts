import type { AlarmRule, ZAlarmRuleUpdate } from '@radiant/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import { listOf, type MessageKey, t } from '../../messages/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { findClient } from '../commercial-clients/repository.ts';
import { recordAlarmChanges } from './changes.ts';
import { historyOf } from './history-repository.ts';
import { actOnAlarms } from './lifecycle.ts';
import { type AlarmAction, clearOpenAlarmsOfRule, findAlarm } from './repository.ts';
import { checkedThresholds, ruleRecords } from './settings.ts';
import { forgetSetting, readSettings, storeSetting } from './settings-repository.ts';

export async function getAlarm(db: Db, id: number) {
  const alarm = await findAlarm(db, id);
  if (!alarm) throw notFound('alarm');
  return { ...alarm, history: await historyOf(db, id) };
}

/** Why alarms cannot take an action: for one, and for several. */
const STUCK = {
  acknowledge: ['alarmNotActive', 'alarmsNotActive'],
  clear: ['alarmCleared', 'alarmsCleared'],
} as const satisfies Record<AlarmAction, readonly [MessageKey, MessageKey]>;

/** Acknowledges or clears alarms for an admin: every one of them, or none (404 or 409 naming those refused). */
export async function actOn(db: Db, action: AlarmAction, ids: number[], actorId: number, note?: string) {
  const unique = [...new Set(ids)];
  const outcome = await db.transaction((tx) => actOnAlarms(tx, action, unique, actorId, note ?? null));
  if ('alarms' in outcome) return outcome.alarms;
  const { missing, stuck } = outcome;
  if (missing.length > 0) {
    if (missing.length === 1 && unique.length === 1) throw notFound('alarm');
    throw new AppError('NOT_FOUND', t('alarmsMissing', { ids: listOf(missing) }));
  }
  const [one, several] = STUCK[action];
  throw new AppError(
    'CONFLICT',
    stuck.length === 1 && unique.length === 1 ? t(one) : t(several, { ids: listOf(stuck) }),
  );
}

async function assertClient(executor: Executor, clientId: number | null) {
  if (clientId !== null && !(await findClient(executor, clientId))) throw notFound('commercialClient');
}

/** The rules for the fleet, or for one client's homes. */
export const listRules = (db: Db, clientId: number | null) =>
  db.transaction(async (tx) => {
    await assertClient(tx, clientId);
    return ruleRecords(await readSettings(tx, clientId), clientId);
  });

type RuleUpdate = z.output<typeof ZAlarmRuleUpdate>;

/** The rule as it now applies to `clientId`'s homes (the fleet's when null). */
async function ruleNow(executor: Executor, rule: AlarmRule, clientId: number | null) {
  const record = ruleRecords(await readSettings(executor, clientId), clientId).find(
    (entry) => entry.rule === rule,
  );
  if (!record) throw notFound('rule');
  return record;
}

/**
 * Sets a rule for the fleet or one client. Turning it off clears the alarms it holds open there (a rule that
 * no longer watches cannot say when its condition ends), each cleared by the admin with a note saying why.
 */
export async function updateRule(
  db: Db,
  actorId: number,
  rule: AlarmRule,
  clientId: number | null,
  update: RuleUpdate,
) {
  const thresholds = checkedThresholds(rule, update.thresholds);
  return db.transaction(async (tx) => {
    await assertClient(tx, clientId);
    const before = await ruleNow(tx, rule, clientId);
    await storeSetting(tx, {
      rule,
      client_id: clientId,
      enabled: update.enabled,
      severity: update.severity,
      thresholds,
    });
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: 'alarm_rule',
      entityId: rule,
      details: { client_id: clientId, before, after: { ...update, thresholds } },
    });
    if (before.enabled && !update.enabled) await clearOpenAlarmsOf(tx, rule, clientId, actorId);
    return ruleNow(tx, rule, clientId);
  });
}

/** Undoes a client's own setting of a rule (back to the fleet's), or the fleet's (back to Radiant's default). */
export const resetRule = (db: Db, actorId: number, rule: AlarmRule, clientId: number | null) =>
  db.transaction(async (tx) => {
    await assertClient(tx, clientId);
    const before = await ruleNow(tx, rule, clientId);
    await forgetSetting(tx, rule, clientId);
    const after = await ruleNow(tx, rule, clientId);
    await writeAudit(tx, {
      actorId,
      action: 'reset',
      entity: 'alarm_rule',
      entityId: rule,
      details: { client_id: clientId, before, after },
    });
    if (before.enabled && !after.enabled) await clearOpenAlarmsOf(tx, rule, clientId, actorId);
    return after;
  });

/** Clears the open alarms of a rule turned off, each by the admin with a note saying why. */
async function clearOpenAlarmsOf(
  executor: Executor,
  rule: AlarmRule,
  clientId: number | null,
  actorId: number,
) {
  const cleared = await clearOpenAlarmsOfRule(executor, rule, clientId, actorId);
  await recordAlarmChanges(
    executor,
    cleared.map((alarmId) => ({ alarmId, event: 'cleared', actorId, note: 'The rule was turned off.' })),
  );
}
