import { DAY_MS, MINUTE_MS } from '@radiant/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { countCodeAttempt, lockCodeStep } from './code-lock-repository.ts';

/** Wrong codes an admin may enter, over any number of sign-ins and addresses, before the code step locks. */
const CODE_FAILURES_ALLOWED = 5;
const FIRST_LOCK_MS = 15 * MINUTE_MS;
const LONGEST_LOCK_MS = DAY_MS;

/** Each lock in a row lasts twice as long as the one before: 15 minutes, 30, an hour … up to a day. */
const lockLengthMs = (lockoutsBefore: number) =>
  Math.min(FIRST_LOCK_MS * 2 ** lockoutsBefore, LONGEST_LOCK_MS);

function lockedError(until: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError('TOO_MANY_REQUESTS', t('mfaLocked', { count: minutes }), { retryAfterSeconds });
}

/**
 * Claims one code attempt of an admin, before the code is checked: refused (429) while the code step is
 * locked, and the lock set (and audited) when this attempt is one too many. Only a right code, or an owner,
 * forgives the count (`clearCodeFailures`): a right password does not.
 */
export async function claimCodeAttempt(db: Db, userId: number, address: string): Promise<void> {
  const count = await countCodeAttempt(db, userId);
  if (count.locked && count.lockedUntil) throw lockedError(count.lockedUntil);
  if (count.failures <= CODE_FAILURES_ALLOWED) return;
  const lockMs = lockLengthMs(count.lockouts);
  const until = await db.transaction(async (tx) => {
    const lockedUntil = await lockCodeStep(tx, userId, CODE_FAILURES_ALLOWED, lockMs);
    if (lockedUntil) {
      await writeAudit(tx, {
        actorId: null,
        action: 'mfa_locked',
        entity: 'user',
        entityId: userId,
        details: { ip: address, locked_until: lockedUntil.toISOString() },
      });
    }
    return lockedUntil;
  });
  throw lockedError(until ?? new Date(Date.now() + lockMs));
}
