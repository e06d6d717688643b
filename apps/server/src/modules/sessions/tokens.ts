import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { type ChangeFeed, changeAwareCache } from '../../db/change-feed.ts';
import type { Db, Executor } from '../../db/database.ts';
import type { UserRow } from '../users/repository.ts';
import { hashToken, insertToken, prepareAccountLookup, touchSession } from './repository.ts';

/** A new session's token for `userId`, live for `ttlMs`: answered once, only its hash is stored. */
export async function issueToken(
  executor: Executor,
  userId: number,
  ttlMs: number,
  meta: { userAgent: string; address: string } = { userAgent: '', address: '' },
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await insertToken(executor, { userId, tokenHash: hashToken(token), expiresAt, ...meta });
  return { token, expiresAt };
}

/** As many sessions as are kept in memory; the least recently used beyond it are read again. */
const SESSIONS_KEPT = 10_000;

/** How often a session's last use is written: the list of sessions shows it to the minute. */
const TOUCH_EVERY_MS = 60_000;

/** The account of a live token, and which of its sessions the token is. */
export interface SignedIn {
  user: UserRow;
  sessionId: number;
}

/**
 * Finds the active account a live token belongs to, or undefined. Found sessions stay in memory until their
 * account or any token changes (a revocation, a deactivation, a deletion, heard from every instance) or
 * they expire; an unknown token is looked up every time. A session's last use is written at most once a
 * minute per instance, and that write empties no cache (migration 0021).
 */
export function accountLookup(db: Db, changes: ChangeFeed) {
  const lookup = prepareAccountLookup(db);
  const sessions = changeAwareCache<{ user: UserRow; sessionId: number; expiresAt: Date }>(
    changes,
    ['users', 'access_tokens'],
    SESSIONS_KEPT,
  );
  const touched = new LRUCache<number, number>({ max: SESSIONS_KEPT });
  return async (token: string): Promise<SignedIn | undefined> => {
    const tokenHash = hashToken(token);
    const session = await sessions(tokenHash, async () => (await lookup.execute({ tokenHash }))[0]);
    if (!session || session.expiresAt.getTime() <= Date.now()) return undefined;
    if (Date.now() - (touched.get(session.sessionId) ?? 0) >= TOUCH_EVERY_MS) {
      touched.set(session.sessionId, Date.now());
      await touchSession(db, session.sessionId);
    }
    return { user: session.user, sessionId: session.sessionId };
  };
}
