import type { Session } from '@radiant/contract';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { accessTokens } from '../../db/schema.ts';
import { describeUserAgent } from './user-agent.ts';

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
