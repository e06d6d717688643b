import { IDEMPOTENCY_KEY_LIFETIME_MS } from '@radiant/contract';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/**
 * A first request still running after this long is taken to have died with its instance: a retry may then
 * run it again (the only way a key creates twice, and only after a crash).
 */
const ABANDONED_AFTER_MS = 60_000;

const olderThan = (ms: number) =>
  lt(idempotencyKeys.createdAt, sql`now() - ${ms} * interval '1 millisecond'`);

const ofActor = (actorId: number, key: string) =>
  and(eq(idempotencyKeys.actorId, actorId), eq(idempotencyKeys.key, key));

/**
 * Claims an admin's key for a request: answers true when this request is the first (or the key had expired,
 * or its first request was abandoned), else the key's row as the first request left it.
 */
export async function claimIdempotencyKey(
  executor: Executor,
  actorId: number,
  key: string,
  requestHash: string,
) {
  const claimed = await executor
    .insert(idempotencyKeys)
    .values({ actorId, key, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.actorId, idempotencyKeys.key],
      set: { requestHash, statusCode: null, answer: null, createdAt: sql`now()` },
      setWhere: or(
        olderThan(IDEMPOTENCY_KEY_LIFETIME_MS),
        and(isNull(idempotencyKeys.statusCode), olderThan(ABANDONED_AFTER_MS)),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return true as const;
  const [first] = await executor.select().from(idempotencyKeys).where(ofActor(actorId, key));
  return first;
}

/** Keeps the first request's answer, for every retry with its key. */
export async function keepIdempotentAnswer(
  executor: Executor,
  actorId: number,
  key: string,
  answer: { statusCode: number; body: string },
): Promise<void> {
  await executor
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, answer: answer.body })
    .where(ofActor(actorId, key));
}

/** The first request failed and created nothing: the key is free for a retry. */
export async function releaseIdempotencyKey(executor: Executor, actorId: number, key: string): Promise<void> {
  await executor
    .delete(idempotencyKeys)
    .where(and(ofActor(actorId, key), isNull(idempotencyKeys.statusCode)));
}

/** Forgets keys past their lifetime; answers how many. */
export async function deleteExpiredIdempotencyKeys(executor: Executor): Promise<number> {
  const deleted = await executor
    .delete(idempotencyKeys)
    .where(olderThan(IDEMPOTENCY_KEY_LIFETIME_MS))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
