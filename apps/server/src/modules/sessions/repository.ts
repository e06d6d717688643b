import { createHash } from 'node:crypto';
import type { Session } from '@radiant/contract';
import { STATUS } from '@radiant/contract';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.ts';
import { accessTokens, users } from '../../db/schema.ts';
import { describeUserAgent } from './user-agent.ts';

// The access_tokens table: each session's token (its hash: a leaked database hands out no session), where it
// signed in from and when it was last used.

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export async function insertToken(executor: Executor, values: typeof accessTokens.$inferInsert) {
  await executor.insert(accessTokens).values(values);
}

/** The active account of a live token, by the token's hash: every authenticated request asks. Prepared once,
 * it skips query building and planning. */
export const prepareAccountLookup = (db: Db) =>
  db
    .select({ user: users, sessionId: accessTokens.id, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        sql`${accessTokens.expiresAt} > now()`,
        eq(users.status, STATUS.ACTIVE),
      ),
    )
    .limit(1)
    .prepare('find_account_by_token');

/** Notes that a session was used now. */
export async function touchSession(executor: Executor, sessionId: number) {
  await executor.update(accessTokens).set({ lastUsedAt: new Date() }).where(eq(accessTokens.id, sessionId));
}

const live = (userId: number) =>
  and(
    eq(accessTokens.userId, userId),
    isNull(accessTokens.revokedAt),
    gt(accessTokens.expiresAt, sql`now()`),
  );

/** An account's live sessions, newest first; `currentId` is the one asking. */
export async function listSessions(
  executor: Executor,
  userId: number,
  currentId?: number,
): Promise<Session[]> {
  const rows = await executor
    .select()
    .from(accessTokens)
    .where(live(userId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
  return rows.map((row) => ({
    id: row.id,
    browser: describeUserAgent(row.userAgent),
    address: row.address,
    signed_in_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** The account a session (live or not) belongs to. */
export async function findSessionUser(executor: Executor, sessionId: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ userId: accessTokens.userId })
    .from(accessTokens)
    .where(eq(accessTokens.id, sessionId));
  return row?.userId;
}

/** Ends one live session of an account; false when it has no such session. */
export async function endSession(executor: Executor, userId: number, sessionId: number): Promise<boolean> {
  const ended = await executor
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(live(userId), eq(accessTokens.id, sessionId)))
    .returning({ id: accessTokens.id });
  return ended.length > 0;
}

/** Ends every live session of an account but `keepId`; how many ended. */
export async function endSessions(executor: Executor, userId: number, keepId?: number): Promise<number> {
  const ended = await executor
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(live(userId), keepId === undefined ? undefined : ne(accessTokens.id, keepId)))
    .returning({ id: accessTokens.id });
  return ended.length;
}

export async function revokeToken(executor: Executor, token: string): Promise<void> {
  await executor
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of these accounts, except the one given (the session making the change). */
export async function revokeTokensOfUsers(
  executor: Executor,
  userIds: number[],
  keepToken?: string,
): Promise<void> {
  const conditions = [inArray(accessTokens.userId, userIds), isNull(accessTokens.revokedAt)];
  if (keepToken) conditions.push(ne(accessTokens.tokenHash, hashToken(keepToken)));
  await executor
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
