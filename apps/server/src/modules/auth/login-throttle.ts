import { and, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { loginThrottle } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
}

/** Failed logins are counted per account and per client address, in the database all instances share. */
export const throttleKeys = (email: string, clientAddress: string) => [
  `account:${email.toLowerCase()}`,
  `address:${clientAddress}`,
];

export async function assertNotThrottled(executor: Executor, keys: string[], policy: ThrottlePolicy) {
  const windowStart = new Date(Date.now() - policy.windowMs);
  const blocked = await executor
    .select({ windowStartedAt: loginThrottle.windowStartedAt })
    .from(loginThrottle)
    .where(
      and(
        inArray(loginThrottle.key, keys),
        gt(loginThrottle.windowStartedAt, windowStart),
        gte(loginThrottle.failures, policy.maxFailures),
      ),
    );
  if (blocked.length === 0) return;
  const reopensAt = Math.max(...blocked.map((row) => row.windowStartedAt.getTime() + policy.windowMs));
  const retryAfterSeconds = Math.max(1, Math.ceil((reopensAt - Date.now()) / 1000));
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Too many failed attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
    { retryAfterSeconds },
  );
}

export async function recordFailure(executor: Executor, keys: string[], policy: ThrottlePolicy) {
  const windowStart = new Date(Date.now() - policy.windowMs);
  const expired = sql`${loginThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  await executor
    .insert(loginThrottle)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: new Date() })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${loginThrottle.windowStartedAt} END`,
      },
    });
}

export async function clearFailures(executor: Executor, keys: string[]) {
  await executor.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}
