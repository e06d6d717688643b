import type { FieldError, TelemetryBatch } from '@radiant/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.ts';
import { sqlStateOf } from '../../db/database-error.ts';
import { radiators, rooms } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { writeAudit } from '../audit/repository.ts';
import {
  type Device,
  homeExists,
  insertDeviceKey,
  listDeviceKeys,
  markDeviceKeyUsed,
  revokeDeviceKey,
} from './device-keys.ts';
import {
  ensureReadingPartitions,
  forgetReadingPartitions,
  storeOutdoorHours,
  storeReadings,
} from './readings.ts';

/** PostgreSQL's answer to a row whose partition does not exist. */
const NO_PARTITION_FOR_ROW = '23514';
/** Of many readings naming foreign radiators, this many are named in the answer. */
const ERRORS_NAMED = 20;

/** The radiators of the home among `ids`. */
async function radiatorsOfHome(db: Db, homeId: number, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: radiators.id })
    .from(radiators)
    .innerJoin(rooms, eq(rooms.id, radiators.roomId))
    .where(and(eq(rooms.homeId, homeId), inArray(radiators.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Stores a gateway's batch: readings of another home's radiators refuse the whole batch (400 naming each);
 * otherwise the new readings, their rollups and the outdoor hours are committed together before the answer.
 */
export async function ingestTelemetry(database: Database, device: Device, batch: TelemetryBatch) {
  const ids = [...new Set(batch.readings.map((reading) => reading.radiator_id))];
  const own = ids.length > 0 ? await radiatorsOfHome(database.db, device.homeId, ids) : new Set<number>();
  const foreign: FieldError[] = batch.readings.flatMap((reading, index) =>
    own.has(reading.radiator_id)
      ? []
      : [
          {
            path: `readings.${index}.radiator_id`,
            message: `Radiator ${reading.radiator_id} is not in this home.`,
          },
        ],
  );
  if (foreign.length > 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      `${foreign.length} of the readings are of radiators that are not in this home; nothing was stored.`,
      { errors: foreign.slice(0, ERRORS_NAMED) },
    );
  }
  const store = () =>
    database.rawTransaction(async (sql) => {
      const stored = await storeReadings(sql, device.homeId, batch.readings);
      const outdoor =
        device.locationId === null ? 0 : await storeOutdoorHours(sql, device.locationId, batch.outdoor);
      await markDeviceKeyUsed(sql, device.keyId);
      return { stored, duplicates: batch.readings.length - stored, outdoor_hours: outdoor };
    });
  await ensureReadingPartitions(database, batch.readings);
  try {
    return await store();
  } catch (error) {
    // Another instance's retention dropped a month this one remembered: look for partitions again, once.
    if (sqlStateOf(error) !== NO_PARTITION_FOR_ROW) throw error;
    forgetReadingPartitions(database);
    await ensureReadingPartitions(database, batch.readings);
    return store();
  }
}

const HOME = 'The home';

export async function getDeviceKeys(db: Db, homeId: number) {
  if (!(await homeExists(db, homeId))) throw notFound(HOME);
  return listDeviceKeys(db, homeId);
}

export async function createDeviceKey(db: Db, actorId: number, homeId: number, label: string) {
  return db.transaction(async (tx) => {
    if (!(await homeExists(tx, homeId))) throw notFound(HOME);
    const created = await insertDeviceKey(tx, homeId, label);
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
    if (!key) throw notFound('The device key');
    await writeAudit(tx, { actorId, action: 'revoke', entity: 'device_key', entityId: id });
    return key;
  });
}
