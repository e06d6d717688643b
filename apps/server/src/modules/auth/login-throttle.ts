import type { Executor } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { countFailure, forgetFailures, uncountFailure } from './login-throttle-repository.ts';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
}

/** The failures of a client address, whichever account they were about. */
export const addressKey = (clientAddress: string) => `address:${clientAddress}`;

/** Failed logins are counted per account and per client address, in the database all instances share. */
export const throttleKeys = (email: string, clientAddress: string) => [
  `account:${email.toLowerCase()}`,
  addressKey(clientAddress),
];

/**
 * Counts this attempt as a failure before the password is checked, and refuses it (429) once a key is over
 * the limit. Claiming first, in one atomic upsert, means parallel attempts cannot all slip through while
 * the first failures are still being verified; `forgiveAttempt` takes the claim back when the password was
 * right.
 */
export async function claimAttempt(executor: Executor, keys: string[], policy: ThrottlePolicy) {
  const counts = await countFailure(executor, keys, policy.windowMs);
  const over = counts.filter((count) => count.failures > policy.maxFailures);
  if (over.length === 0) return;
  const reopensAt = Math.max(...over.map((count) => count.windowStartedAt.getTime() + policy.windowMs));
  const retryAfterSeconds = Math.max(1, Math.ceil((reopensAt - Date.now()) / 1000));
  throw new AppError(
    'TOO_MANY_REQUESTS',
    t('tooManyAttempts', { count: Math.ceil(retryAfterSeconds / 60) }),
    { retryAfterSeconds },
  );
}

/** A right password: the account starts afresh, and the address gets its claimed attempt back. */
export async function forgiveAttempt(executor: Executor, [accountKey, addressKeyOf]: (string | undefined)[]) {
  if (accountKey) await forgetFailures(executor, accountKey);
  if (addressKeyOf) await uncountFailure(executor, addressKeyOf);
}
