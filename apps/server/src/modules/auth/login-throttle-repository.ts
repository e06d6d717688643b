import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { loginThrottle } from '../../db/schema.ts';

// The login_throttle table: failed logins counted per key (an account, a client address) in a window.

/**
 * Counts a failure on each key in one atomic upsert, starting a key's count afresh when its window (begun
 * `windowMs` ago or earlier) has passed: answers each key's failures and when its window began.
 */
export async function countFailure(executor: Executor, keys: string[], windowMs: number) {
  const windowStart = new Date(Date.now() - windowMs);
  const expired = sql`${loginThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  return executor
    .insert(loginThrottle)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: new Date() })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${loginThrottle.windowStartedAt} END`,
      },
    })
    .returning({ failures: loginThrottle.failures, windowStartedAt: loginThrottle.windowStartedAt });
}

/** Forgets a key's failures. */
export async function forgetFailures(executor: Executor, key: string) {
  await executor.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Takes one counted failure back from a key. */
export async function uncountFailure(executor: Executor, key: string) {
  await executor
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}
