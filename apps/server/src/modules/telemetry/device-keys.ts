import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { type ChangeFeed, changeAwareCache } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/database.ts';
import { insertDeviceKey, prepareDeviceLookup } from './device-keys-repository.ts';

// Only the hash is stored, as for access tokens; the prefix tells a device key from a session token in a log
// or a support ticket.
const KEY_PREFIX = 'rdk_';
const hashKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** A new key for a home's gateway: the key itself is answered this once and never stored. */
export async function issueDeviceKey(executor: Executor, homeId: number, label: string) {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, deviceKey: await insertDeviceKey(executor, homeId, label, hashKey(key)) };
}

/** The home a live device key belongs to, with where its outdoor temperature goes and its walls' factor. */
export interface Device {
  keyId: number;
  homeId: number;
  locationId: number | null;
  temperatureFactor: number | null;
}

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
  const read = (keyHash: string) => {
    counts.databaseLookups += 1;
    return lookup(keyHash);
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
