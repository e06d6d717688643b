import { LRUCache } from 'lru-cache';
import type { Database } from './database.ts';

/**
 * The tables whose changes triggers announce (migrations 0004, 0010, 0019 and 0021), on this channel, with the
 * table's name. `fleet_days` changes with every telemetry batch; `device_keys` and `homes` only announce what
 * a device key's lookup depends on.
 */
export type AnnouncedTable =
  | 'users'
  | 'access_tokens'
  | 'subscriptions'
  | 'subscription_plans'
  | 'commercial_clients'
  | 'fleet_days'
  | 'device_keys'
  | 'homes'
  | 'admin_mfa'
  | 'console_settings';
const CHANNEL = 'radiant_changes';

/** A table that changed, or `everything` when changes may have gone unheard. */
type Change = AnnouncedTable | 'everything';

/**
 * What changed in the database, heard by every instance. While the feed does not hear the database (before
 * it listens, and from a lost connection until it listens again) `hearing` is false, and caches built on it
 * answer from the database only.
 */
export interface ChangeFeed {
  readonly hearing: boolean;
  onChange(listener: (change: Change) => void): void;
  /** A change this instance made: heard here at once, before the answer that reports it leaves. */
  announce(): void;
  stop(): Promise<void>;
}

export async function listenForChanges(
  database: Database,
  onHearing: (hearing: boolean, error?: Error) => void,
): Promise<ChangeFeed> {
  const listeners: ((change: Change) => void)[] = [];
  const emit = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  let hearing = false;
  const stop = await database.listen(
    CHANNEL,
    (table) => emit(table as AnnouncedTable),
    (now, error) => {
      // Whatever was announced while deaf is lost: everything counts as changed, both ways.
      emit('everything');
      if (now !== hearing) onHearing(now, error);
      hearing = now;
    },
  );
  return {
    get hearing() {
      return hearing;
    },
    onChange: (listener) => void listeners.push(listener),
    announce: () => emit('everything'),
    stop,
  };
}

/** A safety net for a change made with triggers switched off (a bulk load as replica, say). */
const FORGET_AFTER_MS = 60_000;

/**
 * Answers that are read far more often than they change, kept in memory until one of `tables` changes. A
 * value read while a change arrived is not kept: it may predate the change.
 */
export function changeAwareCache<V extends object>(
  feed: ChangeFeed,
  tables: readonly AnnouncedTable[],
  max: number,
) {
  const cache = new LRUCache<string, V>({ max, ttl: FORGET_AFTER_MS });
  let generation = 0;
  feed.onChange((change) => {
    if (change !== 'everything' && !tables.includes(change)) return;
    generation += 1;
    cache.clear();
  });
  // A read that always finds its value answers it, one that may not answers undefined too.
  return async <R extends V | undefined>(key: string, read: () => Promise<R>): Promise<R> => {
    if (!feed.hearing) return read();
    const kept = cache.get(key);
    if (kept) return kept as R;
    const started = generation;
    const value = await read();
    if (value && started === generation && feed.hearing) cache.set(key, value);
    return value;
  };
}
