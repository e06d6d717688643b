import { HOUR_MS } from '@radiant/contract';
import { ADVISORY_LOCK, holdAdvisoryLock } from '../../db/advisory-locks.ts';
import type { Database, Db, RawSql } from '../../db/database.ts';
import { sqlStateOf } from '../../db/database-error.ts';
import { ensureReadingPartitions, forgetReadingPartitions } from '../../db/reading-partitions.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { evaluateAlarmRules } from '../alarms/evaluate.ts';
import { writeAudit } from '../audit/repository.ts';
import { countWaiting } from '../commands/changes-repository.ts';
import { type GatewayBatch, readingPath } from './batch.ts';
import { type Device, issueDeviceKey } from './device-keys.ts';
import {
  type GatewayTransport,
  homeExists,
  listDeviceKeys,
  markDeviceKeyUsed,
  revokeDeviceKey,
} from './device-keys-repository.ts';
import type { ReadingConditions } from './hourly-sums.ts';
import { storeReadings } from './readings.ts';
import {
  type HeldRadiators,
  holdRadiatorsOfHome,
  readOutdoorHours,
  storeOutdoorHours,
} from './readings-repository.ts';

/** PostgreSQL's answers to a row whose partition does not exist: routed, or copied into it by name. */
const PARTITION_MISSING = new Set(['23514', '42P01']);
/** PostgreSQL's answer to a reading already stored, when duplicates are not skipped. */
const UNIQUE_VIOLATION = '23505';
/** A deadlock left despite the home's turn (with another kind of transaction): PostgreSQL stops one, tried again. */
const DEADLOCK = new Set(['40P01', '40001']);
const DEADLOCK_RETRIES = 5;
/** Of many readings naming foreign radiators, this many are named in the answer. */
const ERRORS_NAMED = 20;

/** A 400 naming the readings of radiators other than `own`; none when every reading is of one of them. */
function foreignReadingsError(
  { form, readings }: GatewayBatch,
  own: ReadonlyMap<number, unknown>,
): AppError | undefined {
  if (readings.radiator_id.every((id) => own.has(id))) return undefined;
  const foreign = readings.radiator_id.flatMap((id, index) =>
    own.has(id) ? [] : [fieldError(readingPath(form, index, 'radiator_id'), 'foreignReading', { id })],
  );
  return new AppError('VALIDATION_ERROR', t('foreignReadings', { count: foreign.length }), {
    errors: foreign.slice(0, ERRORS_NAMED),
  });
}

/**
 * A reading's hour is judged with the hour's outdoor mean or, until that is reported (gateways send it when the
 * hour ends), the latest of this many hours before it.
 */
const OUTDOOR_LOOKBACK_HOURS = 3;

/** What the damp and cold measures of a batch's readings need: the rooms, the weather, the walls. */
async function conditionsOf(
  sql: RawSql,
  device: Device,
  { readings, outdoor }: GatewayBatch,
  held: HeldRadiators,
): Promise<ReadingConditions> {
  const known = new Map<number, number>();
  if (device.locationId !== null && readings.at.length > 0) {
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const at of readings.at) {
      first = Math.min(first, at);
      last = Math.max(last, at);
    }
    // A reading's interval (an hour at most) began before it.
    const from = Math.floor(first / HOUR_MS) - 1 - OUTDOOR_LOOKBACK_HOURS;
    for (const [hour, temperature] of await readOutdoorHours(
      sql,
      device.locationId,
      from,
      Math.floor(last / HOUR_MS),
    )) {
      known.set(hour, temperature);
    }
  }
  // As outdoor_hours keeps them: an hour already stored keeps its first value; the batch's fill the rest.
  for (const hour of outdoor) {
    const number = Math.floor(hour.hour / HOUR_MS);
    if (!known.has(number)) known.set(number, hour.temperature_c);
  }
  return {
    roomTypeOf: (radiatorId) => held.roomTypes.get(radiatorId) ?? 'living',
    outdoorOf: (hour) => {
      for (let back = 0; back <= OUTDOOR_LOOKBACK_HOURS; back += 1) {
        const temperature = known.get(hour - back);
        if (temperature !== undefined) return temperature;
      }
      return null;
    },
    temperatureFactor: device.temperatureFactor,
  };
}

/**
 * Stores a gateway's batch: readings of another home's radiators refuse the whole batch (400 naming each);
 * otherwise the new readings, their rollups, the alarms they raise or clear and the outdoor hours are committed
 * together before the answer.
 */
export async function ingestTelemetry(
  database: Database,
  device: Device,
  batch: GatewayBatch,
  via: GatewayTransport = 'http',
) {
  const { readings } = batch;
  const ids = [...new Set(readings.radiator_id)];
  const store = (skippingDuplicates: boolean) =>
    database.rawTransaction(async (sql) => {
      // Two batches of a home at once (a gateway catching up, its messages taken by several connections) lock
      // its radiators and rollups in different orders and deadlock: they take turns, on every instance.
      await holdAdvisoryLock(sql, ADVISORY_LOCK.homeBatches, device.homeId);
      const held = await holdRadiatorsOfHome(sql, device.homeId, ids);
      const refused = foreignReadingsError(batch, held.lastSeen);
      if (refused) throw refused;
      const conditions = await conditionsOf(sql, device, batch, held);
      const stored = await storeReadings(sql, device.homeId, readings, ids, conditions, skippingDuplicates);
      await evaluateAlarmRules(sql, device.homeId, readings, held.lastSeen);
      const outdoor =
        device.locationId === null ? 0 : await storeOutdoorHours(sql, device.locationId, batch.outdoor);
      await markDeviceKeyUsed(sql, device.keyId, via);
      const waiting = await countWaiting(sql, device.homeId);
      return {
        stored,
        duplicates: readings.at.length - stored,
        outdoor_hours: outdoor,
        commands_waiting: waiting,
      };
    });
  await ensureReadingPartitions(database, readings.at);
  let skippingDuplicates = false;
  let partitionsLookedFor = false;
  let deadlocks = 0;
  for (;;) {
    try {
      return await store(skippingDuplicates);
    } catch (error) {
      const state = sqlStateOf(error);
      if (state === UNIQUE_VIOLATION && !skippingDuplicates) {
        // Some readings were stored before (a gateway sending a batch again): store only the new ones.
        skippingDuplicates = true;
      } else if (state !== undefined && DEADLOCK.has(state) && deadlocks < DEADLOCK_RETRIES) {
        deadlocks += 1;
      } else if (state !== undefined && PARTITION_MISSING.has(state) && !partitionsLookedFor) {
        // Another instance's retention dropped a month this one remembered: look for partitions again, once.
        partitionsLookedFor = true;
        forgetReadingPartitions(database);
        await ensureReadingPartitions(database, readings.at);
      } else {
        throw error;
      }
    }
  }
}

const HOME = 'home';

export async function getDeviceKeys(db: Db, homeId: number) {
  if (!(await homeExists(db, homeId))) throw notFound(HOME);
  return listDeviceKeys(db, homeId);
}

export async function createDeviceKey(db: Db, actorId: number, homeId: number, label: string) {
  return db.transaction(async (tx) => {
    if (!(await homeExists(tx, homeId))) throw notFound(HOME);
    const created = await issueDeviceKey(tx, homeId, label);
    await writeAudit(tx, {
      actorId,
      action: 'create',
      entity: 'device_key',
      entityId: created.deviceKey.id,
      details: { home_id: homeId, label },
    });
    return created;
  });
}

export async function revokeKey(db: Db, actorId: number, id: number) {
  return db.transaction(async (tx) => {
    const key = await revokeDeviceKey(tx, id);
    if (!key) throw notFound('deviceKey');
    await writeAudit(tx, { actorId, action: 'revoke', entity: 'device_key', entityId: id });
    return key;
  });
}
