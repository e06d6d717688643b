import { createHash, randomBytes } from 'node:crypto';
import type { DeviceKey } from '@radiant/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type ChangeFeed, changeAwareCache } from '../../db/change-feed.ts';
import type { Db, Executor, RawSql } from '../../db/database.ts';
import { deviceKeys, homes } from '../../db/schema.ts';

// Only the hash is stored, as for access tokens; the prefix tells a device key from a session token in a log
// or a support ticket.
const KEY_PREFIX = 'rdk_';
const hashKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** The home a live device key belongs to, with where its outdoor temperature goes. */
export interface Device {
  keyId: number;
  homeId: number;
  locationId: number | null;
}

const toDeviceKey = (row: typeof deviceKeys.$inferSelect): DeviceKey => ({
  id: row.id,
  home_id: row.homeId,
  label: row.label,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});

const prepareDeviceLookup = (db: Db) =>
  db
    .select({ keyId: deviceKeys.id, homeId: deviceKeys.homeId, locationId: homes.locationId })
    .from(deviceKeys)
    .innerJoin(homes, eq(homes.id, deviceKeys.homeId))
    .where(and(eq(deviceKeys.keyHash, sql.placeholder('keyHash')), isNull(deviceKeys.revokedAt)))
    .limit(1)
    .prepare('find_device_by_key');

/** As many gateways' keys as are kept in memory: a whole fleet's on one instance. */
const DEVICES_KEPT = 20_000;
/**
 * Keys found to be no live key are refused from memory this long: a flood of made-up or revoked keys costs no
 * database round trip per message. A key never becomes live after it was unknown (a new key is new random
 * bytes), so the only cost of remembering is a revoked key refused a little longer, which it is anyway.
 */
const UNKNOWN_KEPT_MS = 45_000;
const UNKNOWN_KEYS_KEPT = 50_000;

/** What the lookup did since start, for the logs: database round trips, and refusals answered from memory. */
export interface DeviceLookupCounts {
  databaseLookups: number;
  unknownFromMemory: number;
}

/**
 * Finds the home of a live device key, or undefined. Found keys stay in memory until a key is revoked or a
 * home changes town or goes (heard from every instance, so a revoked key is refused at once everywhere): a
 * gateway's every batch would otherwise cost a round trip to the database before its transaction. Unknown keys
 * are remembered briefly too.
 */
export function deviceLookup(db: Db, changes: ChangeFeed) {
  const lookup = prepareDeviceLookup(db);
  const devices = changeAwareCache<Device>(changes, ['device_keys', 'homes'], DEVICES_KEPT);
  const unknown = new LRUCache<string, true>({ max: UNKNOWN_KEYS_KEPT, ttl: UNKNOWN_KEPT_MS });
  const counts: DeviceLookupCounts = { databaseLookups: 0, unknownFromMemory: 0 };
  const read = async (keyHash: string) => {
    counts.databaseLookups += 1;
    return (await lookup.execute({ keyHash }))[0];
  };
  return Object.assign(
    async (key: string): Promise<Device | undefined> => {
      if (!key.startsWith(KEY_PREFIX)) return undefined;
      const keyHash = hashKey(key);
      if (unknown.has(keyHash)) {
        counts.unknownFromMemory += 1;
        return undefined;
      }
      const device = await devices(keyHash, () => read(keyHash));
      if (!device) unknown.set(keyHash, true);
      return device;
    },
    { counts },
  );
}

/** How a gateway reaches Radiant: by HTTP requests, or through an MQTT broker. */
export type GatewayTransport = 'http' | 'mqtt';

/**
 * Notes that a key was used and how, at most once a minute unless the way changed: a gateway sending every few
 * seconds costs no write each.
 */
export async function markDeviceKeyUsed(raw: RawSql, keyId: number, via: GatewayTransport): Promise<void> {
  await raw.prepared(
    'mark-device-key-used',
    `UPDATE device_keys SET last_used_at = now(), last_used_via = $2
      WHERE id = $1
        AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute' OR last_used_via IS DISTINCT FROM $2)`,
    [keyId, via],
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

/** A new key for a home's gateway: the key itself is returned this once and never stored. */
export async function insertDeviceKey(executor: Executor, homeId: number, label: string) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await executor
    .insert(deviceKeys)
    .values({ homeId, label, keyHash: hashKey(key) })
    .returning();
  if (!row) throw new Error('The device key was not stored.');
  return { key, deviceKey: toDeviceKey(row) };
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
