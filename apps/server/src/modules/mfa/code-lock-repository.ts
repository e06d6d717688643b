import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { mfaCodeFailures } from '../../db/schema.ts';

const lockedNow = sql<boolean>`coalesce(${mfaCodeFailures.lockedUntil} > now(), false)`;

/**
 * Counts one more code attempt of an admin before the code is checked (so parallel guesses cannot slip past
 * the limit), except while the code step is locked. Answers where the count stands.
 */
export async function countCodeAttempt(executor: Executor, userId: number) {
  const [count] = await executor
    .insert(mfaCodeFailures)
    .values({ userId, failures: 1 })
    .onConflictDoUpdate({
      target: mfaCodeFailures.userId,
      set: {
        failures: sql`CASE WHEN ${lockedNow} THEN ${mfaCodeFailures.failures} ELSE ${mfaCodeFailures.failures} + 1 END`,
      },
    })
    .returning({
      failures: mfaCodeFailures.failures,
      lockouts: mfaCodeFailures.lockouts,
      lockedUntil: mfaCodeFailures.lockedUntil,
      locked: lockedNow,
    });
  if (!count) throw new Error('The code attempt was not counted.');
  return count;
}

/**
 * Locks the code step for `lockMs` when the count is still over `allowed`: of two requests over the limit at
 * once, one locks and the other finds the count started afresh. Answers the lock's end, if this one set it.
 */
export async function lockCodeStep(
  executor: Executor,
  userId: number,
  allowed: number,
  lockMs: number,
): Promise<Date | undefined> {
  const [locked] = await executor
    .update(mfaCodeFailures)
    .set({
      failures: 0,
      lockouts: sql`${mfaCodeFailures.lockouts} + 1`,
      lockedUntil: sql`now() + ${lockMs} * interval '1 millisecond'`,
    })
    .where(and(eq(mfaCodeFailures.userId, userId), gt(mfaCodeFailures.failures, allowed)))
    .returning({ lockedUntil: mfaCodeFailures.lockedUntil });
  return locked?.lockedUntil ?? undefined;
}

/** A right code, or an owner lifting the lock: the admin's wrong codes are forgotten. */
export async function clearCodeFailures(executor: Executor, userId: number): Promise<boolean> {
  const cleared = await executor
    .delete(mfaCodeFailures)
    .where(eq(mfaCodeFailures.userId, userId))
    .returning({ lockedUntil: mfaCodeFailures.lockedUntil });
  return cleared.length > 0;
}
