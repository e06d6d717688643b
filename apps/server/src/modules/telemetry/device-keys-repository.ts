import type { DeviceKey } from '@radiant/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.ts';
import { preparedRowsOf, type Runner } from '../../db/queries.ts';
import { deviceKeys, homes } from '../../db/schema.ts';

const toDeviceKey = (row: typeof deviceKeys.$inferSelect): DeviceKey => ({
  id: row.id,
  home_id: row.homeId,
  label: row.label,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

/** Finds the home of a live key by its hash: a statement prepared once, for every gateway message. */
export function prepareDeviceLookup(db: Db) {
  const lookup = db
    .select({
      keyId: deviceKeys.id,
      homeId: deviceKeys.homeId,
      locationId: homes.locationId,
      temperatureFactor: homes.temperatureFactor,
    })
    .from(deviceKeys)
    .innerJoin(homes, eq(homes.id, deviceKeys.homeId))
    .where(and(eq(deviceKeys.keyHash, sql.placeholder('keyHash')), isNull(deviceKeys.revokedAt)))
    .limit(1)
    .prepare('find_device_by_key');
  return async (keyHash: string) => (await lookup.execute({ keyHash }))[0];
}

/** How a gateway reaches Radiant: by HTTP requests, or through an MQTT broker. */
export type GatewayTransport = 'http' | 'mqtt';

/**
 * Notes that a key was used and how, at most once a minute unless the way changed: a gateway sending every few
 * seconds costs no write each.
 */
export async function markDeviceKeyUsed(runner: Runner, keyId: number, via: GatewayTransport): Promise<void> {
  await preparedRowsOf(
    runner,
    sql`UPDATE device_keys SET last_used_at = now(), last_used_via = ${via}
      WHERE id = ${keyId} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute'
        OR last_used_via IS DISTINCT FROM ${via})`,
  );
}

export async function homeExists(executor: Executor, homeId: number): Promise<boolean> {
  const [home] = await executor.select({ id: homes.id }).from(homes).where(eq(homes.id, homeId));
  return home !== undefined;
}

export async function listDeviceKeys(executor: Executor, homeId: number): Promise<DeviceKey[]> {
  const rows = await executor
    .select()
    .from(deviceKeys)
    .where(eq(deviceKeys.homeId, homeId))
    .orderBy(desc(deviceKeys.createdAt), desc(deviceKeys.id));
  return rows.map(toDeviceKey);
}

/** Stores a new key for a home's gateway by its hash. */
export async function insertDeviceKey(executor: Executor, homeId: number, label: string, keyHash: string) {
  const [row] = await executor.insert(deviceKeys).values({ homeId, label, keyHash }).returning();
  if (!row) throw new Error('The device key was not stored.');
  return toDeviceKey(row);
}

/** Revokes a key (once: a revoked key keeps its first revocation time); undefined for an unknown id. */
export async function revokeDeviceKey(executor: Executor, id: number): Promise<DeviceKey | undefined> {
  const [row] = await executor
    .update(deviceKeys)
    .set({ revokedAt: sql`coalesce(${deviceKeys.revokedAt}, now())` })
    .where(eq(deviceKeys.id, id))
    .returning();
  return row && toDeviceKey(row);
}

/** The home of a live key by its id (a gateway's broker account names it), or undefined. */
export async function findLiveKeyHome(executor: Executor, keyId: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ homeId: deviceKeys.homeId })
    .from(deviceKeys)
    .where(and(eq(deviceKeys.id, keyId), isNull(deviceKeys.revokedAt)));
  return row?.homeId;
}

/** The ids of every live (not revoked) key, for keeping the broker's gateway accounts in step. */
export async function listLiveDeviceKeyIds(executor: Executor): Promise<number[]> {
  const rows = await executor
    .select({ id: deviceKeys.id })
    .from(deviceKeys)
    .where(isNull(deviceKeys.revokedAt));
  return rows.map((row) => row.id);
}
