import {
  type AdminPolicy,
  isAdminLevel,
  type MfaSetup,
  type MfaStatus,
  type SessionUser,
  STATUS,
} from '@radiant/contract';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, fieldError } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { addressKey, claimAttempt, forgiveAttempt, type ThrottlePolicy } from '../auth/login-throttle.ts';
import { revokeTokensOfUsers } from '../sessions/repository.ts';
import { type SessionMeta, startSession } from '../sessions/start.ts';
import { findUserById, type UserRow } from '../users/repository.ts';
import { claimCodeAttempt } from './code-lock.ts';
import { clearCodeFailures } from './code-lock-repository.ts';
import {
  closeChallenge,
  countRecoveryCodesLeft,
  findChallenge,
  findMfa,
  markEnabled,
  readPolicy,
  removeMfa,
  replaceRecoveryCodes,
  storePendingSecret,
  storePolicy,
  useSecondFactor,
} from './repository.ts';
import { acceptedStep, newRecoveryCodes, newSecret, otpauthUrl } from './totp.ts';

const ENTITY = 'user';

export async function mfaStatus(executor: Executor, userId: number): Promise<MfaStatus> {
  const [mfa, left, policy] = await Promise.all([
    findMfa(executor, userId),
    countRecoveryCodesLeft(executor, userId),
    readPolicy(executor),
  ]);
  return {
    enabled: Boolean(mfa?.enabledAt),
    enabled_at: mfa?.enabledAt?.toISOString() ?? null,
    recovery_codes_left: mfa?.enabledAt ? left : 0,
    required: policy.require_mfa,
  };
}

const alreadyOn = () => new AppError('CONFLICT', t('mfaAlreadyOn'));

/** A new secret for the admin's authenticator app; sign-in asks for no code until a code confirms it. */
export async function setUpMfa(db: Db, account: UserRow): Promise<MfaSetup> {
  const secret = newSecret();
  await db.transaction(async (tx) => {
    if ((await findMfa(tx, account.id))?.enabledAt) throw alreadyOn();
    await storePendingSecret(tx, account.id, secret);
  });
  return { secret, otpauth_url: otpauthUrl(secret, account.email) };
}

const wrongCode = (path = 'code') =>
  new AppError('VALIDATION_ERROR', t('mfaWrongCode'), {
    errors: [fieldError(path, 'mfaWrongCodeField')],
  });

/** The signed-in admin changing their own second factor: which session asks, and from where. */
export interface OwnSession {
  account: UserRow;
  token: string;
  address: string;
}

/**
 * Confirms the secret with a code from the app: two-factor sign-in is on, ten recovery codes are made, and
 * every other session of the admin ends (one opened with the password alone must not outlive the change).
 */
export async function enableMfa(
  db: Db,
  { account, token, address }: OwnSession,
  code: string,
  now: number,
): Promise<{ mfa: MfaStatus; recovery_codes: string[] }> {
  await claimCodeAttempt(db, account.id, address);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const mfa = await findMfa(tx, account.id);
    if (!mfa) throw new AppError('CONFLICT', t('mfaStartFirst'));
    if (mfa.enabledAt) throw alreadyOn();
    const step = acceptedStep(mfa.secret, code, now, null);
    if (step === undefined) throw wrongCode();
    await markEnabled(tx, account.id, step);
    await replaceRecoveryCodes(tx, account.id, codes);
    await revokeTokensOfUsers(tx, [account.id], token);
    await clearCodeFailures(tx, account.id);
    await writeAudit(tx, { actorId: account.id, action: 'mfa_enable', entity: ENTITY, entityId: account.id });
  });
  return { mfa: await mfaStatus(db, account.id), recovery_codes: codes };
}

/** Turns two-factor sign-in off, proven by a code (the app's or a recovery code); other sessions end. */
export async function disableMfa(
  db: Db,
  { account, token, address }: OwnSession,
  code: string,
  now: number,
): Promise<MfaStatus> {
  await claimCodeAttempt(db, account.id, address);
  await db.transaction(async (tx) => {
    const mfa = await findMfa(tx, account.id);
    if (!mfa?.enabledAt) throw new AppError('CONFLICT', t('mfaNotOn'));
    if ((await useSecondFactor(tx, mfa, code, now)) === undefined) throw wrongCode();
    await removeMfa(tx, account.id);
    await revokeTokensOfUsers(tx, [account.id], token);
    await clearCodeFailures(tx, account.id);
    await writeAudit(tx, {
      actorId: account.id,
      action: 'mfa_disable',
      entity: ENTITY,
      entityId: account.id,
    });
  });
  return mfaStatus(db, account.id);
}

/**
 * An owner turns another admin's second factor off (a lost phone): they set it up again at next sign-in, and
 * every session they had ends, as one may be the thief's.
 */
export async function resetMfa(executor: Executor, actorId: number, userId: number): Promise<void> {
  await removeMfa(executor, userId);
  await clearCodeFailures(executor, userId);
  await revokeTokensOfUsers(executor, [userId]);
  await writeAudit(executor, { actorId, action: 'mfa_reset', entity: 'admin', entityId: userId });
}

/** An owner lifts the lock wrong codes put on an admin's code step; false when there was none. */
export async function unlockMfa(executor: Executor, actorId: number, userId: number): Promise<boolean> {
  if (!(await clearCodeFailures(executor, userId))) return false;
  await writeAudit(executor, { actorId, action: 'mfa_unlock', entity: 'admin', entityId: userId });
  return true;
}

const challengeGone = () => new AppError('UNAUTHENTICATED', t('mfaChallengeOver'));

/**
 * The second step: the challenge and a code (the app's, or a recovery code) give a session. Wrong codes count
 * against the address like failed sign-ins, and against the admin's code step, which locks after a handful.
 */
export async function verifyLogin(
  db: Db,
  settings: { tokenTtlMs: number; throttle: ThrottlePolicy },
  { challenge, code }: { challenge: string; code: string },
  meta: SessionMeta,
  now: number,
): Promise<SessionUser> {
  const address = addressKey(meta.address);
  const open = await findChallenge(db, challenge);
  const account = open && (await findUserById(db, open.userId));
  await claimAttempt(db, [address], settings.throttle);
  if (!open || !account) throw challengeGone();
  await claimCodeAttempt(db, account.id, meta.address);
  const session = await db.transaction(async (tx) => {
    const mfa = await findMfa(tx, account.id);
    if (account.status !== STATUS.ACTIVE || !isAdminLevel(account.level) || !mfa?.enabledAt) return undefined;
    const used = await useSecondFactor(tx, mfa, code, now);
    if (!used) return 'wrong' as const;
    if (!(await closeChallenge(tx, open.id))) return undefined;
    await clearCodeFailures(tx, account.id);
    return startSession(tx, account, settings.tokenTtlMs, meta, used);
  });
  if (session === undefined) throw challengeGone();
  if (session === 'wrong') {
    await writeAudit(db, {
      actorId: null,
      action: 'sign_in_failed',
      entity: ENTITY,
      entityId: account.id,
      details: { email: account.email, reason: 'wrong_code', ip: meta.address },
    });
    throw wrongCode();
  }
  await forgiveAttempt(db, [undefined, address]);
  return session;
}

export const getPolicy = (executor: Executor): Promise<AdminPolicy> => readPolicy(executor);

export async function setPolicy(db: Db, actorId: number, policy: AdminPolicy): Promise<AdminPolicy> {
  return db.transaction(async (tx) => {
    if (policy.require_mfa && !(await findMfa(tx, actorId))?.enabledAt) {
      throw new AppError('CONFLICT', t('mfaRequireSelfFirst'));
    }
    const before = await readPolicy(tx);
    await storePolicy(tx, policy);
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: 'admin_policy',
      details: { before, after: policy },
    });
    return policy;
  });
}
