import {
  DAMP_ALARM_RULES,
  DAY_MS,
  type DampAlarmRule,
  RISK_BAND_LEVELS,
  type RiskBand,
} from '@radiant/contract';
import { ADVISORY_LOCK, tryAdvisoryLock } from '../../db/advisory-locks.ts';
import type { Db, Executor } from '../../db/database.ts';
import { assessRoom, excessColdOf } from '../analytics/damp/assess.ts';
import { type RoomDampRow, readRoomDamp } from '../analytics/damp/repository.ts';
import { refreshDampPortfolio } from '../analytics/damp/service.ts';
import { dayOf } from '../analytics/time.ts';
import { openCasesFromAlarms } from '../cases/service.ts';
import { clearEndedAlarms, raiseAlarms } from './lifecycle.ts';
import { openAlarmsOfRules, type Raise, type RuleOnRadiator } from './repository.ts';
import { type EffectiveRules, effectiveRules } from './settings.ts';
import { readAllSettings } from './settings-repository.ts';

/** The days the damp and cold rules judge: the last 7, today included. */
const WEEK_DAYS = 7;

/** A band's level (moderate 1, high 2, severe 3; low and none 0), as the rules' thresholds name them. */
const levelOf = (band: RiskBand | null) =>
  RISK_BAND_LEVELS.indexOf(band as (typeof RISK_BAND_LEVELS)[number]) + 1;

const keyOf = ({ rule, radiatorId }: RuleOnRadiator) => `${rule}@${radiatorId}`;

/** The radiator of the living room a home's excess cold is judged in: the one with the most hours counted. */
const livingRadiatorOf = (rooms: readonly RoomDampRow[]) =>
  rooms
    .filter((room) => room.room_type === 'living' && room.radiator_id !== null)
    .sort((a, b) => b.season_s + b.cold_weather_s - (a.season_s + a.cold_weather_s))[0]?.radiator_id ?? null;

/** The damp and cold alarms the week's figures call for, under each home's client's rules. */
function wantedAlarms(rows: readonly RoomDampRow[], rulesOf: (clientId: number | null) => EffectiveRules) {
  const wanted: Raise[] = [];
  const now = Date.now();
  const want = (
    rule: DampAlarmRule,
    band: RiskBand | null,
    radiatorId: number | null,
    clientId: number | null,
  ) => {
    const { enabled, severity, thresholds } = rulesOf(clientId)[rule];
    if (enabled && radiatorId !== null && levelOf(band) >= thresholds.band) {
      wanted.push({ rule, severity, radiatorId, roomC: null, setpointC: null, since: now });
    }
  };
  const byHome = new Map<number, RoomDampRow[]>();
  for (const row of rows) {
    want('damp_risk', assessRoom(row, WEEK_DAYS).band, row.radiator_id, row.client_id);
    byHome.set(row.home_id, [...(byHome.get(row.home_id) ?? []), row]);
  }
  for (const rooms of byHome.values()) {
    want(
      'excess_cold',
      excessColdOf(rooms, WEEK_DAYS).band,
      livingRadiatorOf(rooms),
      rooms[0]?.client_id ?? null,
    );
  }
  return wanted;
}

/**
 * Stores the portfolio of the last 28 days (what the damp-risk list answers without a window of its own), then
 * raises damp_risk on a room whose mould-risk band over the last 7 days reaches its rule's band, and
 * excess_cold on a home (its living room's radiator) whose excess-cold band does; clears those whose figures
 * fell back or whose rule was turned off; the alarms raised open cases where their client's policy asks.
 * Answers what it did.
 */
export async function judgeDampAndCold(executor: Executor, now = new Date()) {
  await refreshDampPortfolio(executor, now);
  const settings = await readAllSettings(executor);
  const to = dayOf(now);
  const from = dayOf(new Date(now.getTime() - (WEEK_DAYS - 1) * DAY_MS));
  const rows = await readRoomDamp(
    executor,
    { kind: 'fleet' },
    { from, to, lastWeek: from, weekBefore: from },
  );
  const rules = new Map<number | null, EffectiveRules>();
  const rulesOf = (clientId: number | null) => {
    const known = rules.get(clientId) ?? effectiveRules(settings, clientId);
    rules.set(clientId, known);
    return known;
  };
  const wanted = wantedAlarms(rows, rulesOf);
  const open = await openAlarmsOfRules(executor, DAMP_ALARM_RULES);
  const openKeys = new Set(open.map(keyOf));
  const wantedKeys = new Set(wanted.map(keyOf));
  const cleared = await clearEndedAlarms(
    executor,
    open.filter((alarm) => !wantedKeys.has(keyOf(alarm))),
  );
  const raised = await raiseAlarms(
    executor,
    wanted.filter((alarm) => !openKeys.has(keyOf(alarm))),
  );
  // Where the client's policy says so, the new alarms open cases (or join one open), in this transaction.
  await openCasesFromAlarms(executor, raised, now);
  return { raised: raised.length, cleared: cleared.length };
}

/** The damp sweep: judgeDampAndCold in a transaction of its own, one instance at a time. */
export const sweepDampAndCold = (db: Db, now = new Date()) =>
  db.transaction(async (tx) =>
    (await tryAdvisoryLock(tx, ADVISORY_LOCK.dampSweep))
      ? judgeDampAndCold(tx, now)
      : { raised: 0, cleared: 0 },
  );
