import type { AdminPolicy } from '@radiant/contract';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { adminMfa, consoleSettings, loginChallenges, recoveryCodes } from '../../db/schema.ts';
import { openSecret, sealSecret } from '../../secrets/secret-box.ts';
import { hashToken } from '../sessions/repository.ts';
import { acceptedStep, hashRecoveryCode } from './totp.ts';

export type MfaRow = typeof adminMfa.$inferSelect;

export async function findMfa(executor: Executor, userId: number): Promise<MfaRow | undefined> {
  const [row] = await executor.select().from(adminMfa).where(eq(adminMfa.userId, userId));
  // Stored sealed: a copy of the database alone gives no one's codes.
  return row && { ...row, secret: openSecret(row.secret) };
}

export async function countRecoveryCodesLeft(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** A secret being set up: whatever was there before (an unconfirmed secret) is replaced. */
export async function storePendingSecret(executor: Executor, userId: number, plain: string): Promise<void> {
  const secret = sealSecret(plain);
  await executor
    .insert(adminMfa)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: adminMfa.userId, set: { secret, enabledAt: null, lastStep: null } });
}

export async function markEnabled(executor: Executor, userId: number, step: number): Promise<void> {
  await executor
    .update(adminMfa)
    .set({ enabledAt: new Date(), lastStep: step })
    .where(eq(adminMfa.userId, userId));
}

export async function replaceRecoveryCodes(
  executor: Executor,
  userId: number,
  codes: string[],
): Promise<void> {
  await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await executor
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
}

/** Turns the second factor off: the secret and the recovery codes go. */
export async function removeMfa(executor: Executor, userId: number): Promise<void> {
  await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await executor.delete(adminMfa).where(eq(adminMfa.userId, userId));
}

/**
 * Uses up a code of an enabled second factor: an authenticator code newer than the last one accepted (the
 * update only succeeds while that still holds, so two requests with one code cannot both pass), or an unused
 * recovery code. Says which it was, or undefined for neither.
 */
export async function useSecondFactor(
  executor: Executor,
  mfa: MfaRow,
  code: string,
  now: number,
): Promise<'app' | 'recovery' | undefined> {
  const step = acceptedStep(mfa.secret, code, now, mfa.lastStep);
  if (step !== undefined) {
    const taken = await executor
      .update(adminMfa)
      .set({ lastStep: step })
      .where(and(eq(adminMfa.userId, mfa.userId), or(isNull(adminMfa.lastStep), lt(adminMfa.lastStep, step))))
      .returning({ userId: adminMfa.userId });
    return taken.length > 0 ? 'app' : undefined;
  }
  const used = await executor
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, mfa.userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? 'recovery' : undefined;
}

export async function insertChallenge(
  executor: Executor,
  challenge: { userId: number; token: string; expiresAt: Date; userAgent: string; address: string },
): Promise<void> {
  const { token, ...values } = challenge;
  await executor.insert(loginChallenges).values({ ...values, tokenHash: hashToken(token) });
}

/** The unused, unexpired challenge of this token. */
export async function findChallenge(executor: Executor, token: string) {
  const [row] = await executor
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(token)),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Marks a challenge used; false when another request used it first. */
export async function closeChallenge(executor: Executor, id: number): Promise<boolean> {
  const closed = await executor
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return closed.length > 0;
}

const POLICY_KEY = 'admin_policy';
const DEFAULT_POLICY: AdminPolicy = { require_mfa: false };

export async function readPolicy(executor: Executor): Promise<AdminPolicy> {
  const [row] = await executor.select().from(consoleSettings).where(eq(consoleSettings.key, POLICY_KEY));
  return { ...DEFAULT_POLICY, ...(row?.value as Partial<AdminPolicy> | undefined) };
}

export async function storePolicy(executor: Executor, policy: AdminPolicy): Promise<void> {
  await executor
    .insert(consoleSettings)
    .values({ key: POLICY_KEY, value: policy })
    .onConflictDoUpdate({ target: consoleSettings.key, set: { value: policy, updatedAt: new Date() } });
}
