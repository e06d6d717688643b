import {
  type AdminPolicy,
  isAdminLevel,
  LOGIN_CHALLENGE_LIFETIME_MS,
  type MfaDisableRequest,
  type MfaSetup,
  type MfaStatus,
  type SessionUser,
} from '@radiant/contract';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/repository.ts';
import { claimAttempt, forgiveAttempt, type ThrottlePolicy, throttleKeys } from '../auth/login-throttle.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { type SessionMeta, startSession } from '../auth/sessions.ts';
import type { UserRow } from '../users/repository.ts';
import {
  closeChallenge,
  countRecoveryCodesLeft,
  findChallenge,
  findMfa,
  insertChallenge,
  markEnabled,
  readPolicy,
  removeMfa,
  replaceRecoveryCodes,
  storePendingSecret,
  storePolicy,
  useSecondFactor,
} from './repository.ts';
import { acceptedStep, newChallenge, newRecoveryCodes, newSecret, otpauthUrl } from './totp.ts';

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

const alreadyOn = () =>
  new AppError('CONFLICT', 'Two-factor sign-in is already on. Turn it off first to set up another app.');

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
  new AppError(
    'VALIDATION_ERROR',
    'That code is not right. Codes change every 30 seconds: try the newest one.',
    {
      errors: [{ path, message: 'That code is not right.' }],
    },
  );

/** Guesses at an admin's own codes are counted like failed sign-ins of the account. */
const codeKeys = (account: UserRow) => [`mfa:${account.id}`];

/** Confirms the secret with a code from the app: two-factor sign-in is on, and ten recovery codes are made. */
export async function enableMfa(
  db: Db,
  throttle: ThrottlePolicy,
  account: UserRow,
  code: string,
  now: number,
): Promise<{ mfa: MfaStatus; recovery_codes: string[] }> {
  await claimAttempt(db, codeKeys(account), throttle);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const mfa = await findMfa(tx, account.id);
    if (!mfa) throw new AppError('CONFLICT', 'Start the setup first: it gives the secret for your app.');
    if (mfa.enabledAt) throw alreadyOn();
    const step = acceptedStep(mfa.secret, code, now, null);
    if (step === undefined) throw wrongCode();
    await markEnabled(tx, account.id, step);
    await replaceRecoveryCodes(tx, account.id, codes);
    await writeAudit(tx, { actorId: account.id, action: 'mfa_enable', entity: ENTITY, entityId: account.id });
  });
  await forgiveAttempt(db, codeKeys(account));
  return { mfa: await mfaStatus(db, account.id), recovery_codes: codes };
}

/** Turns two-factor sign-in off, proven by a code (the app's or a recovery code) or the password. */
export async function disableMfa(
  db: Db,
  throttle: ThrottlePolicy,
  account: UserRow,
  { code, password }: MfaDisableRequest,
  now: number,
): Promise<MfaStatus> {
  await claimAttempt(db, codeKeys(account), throttle);
  await db.transaction(async (tx) => {
    const mfa = await findMfa(tx, account.id);
    if (!mfa?.enabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is not on.');
    const proven =
      code !== undefined
        ? (await useSecondFactor(tx, mfa, code, now)) !== undefined
        : await verifyPassword(account.passwordHash, password ?? '');
    if (!proven) {
      throw code !== undefined
        ? wrongCode()
        : new AppError('VALIDATION_ERROR', 'The password is incorrect.', {
            errors: [{ path: 'password', message: 'The password is incorrect.' }],
          });
    }
    await removeMfa(tx, account.id);
    await writeAudit(tx, {
      actorId: account.id,
      action: 'mfa_disable',
      entity: ENTITY,
      entityId: account.id,
    });
  });
  await forgiveAttempt(db, codeKeys(account));
  return mfaStatus(db, account.id);
}

/** An owner turns another admin's second factor off (a lost phone): they set it up again at next sign-in. */
export async function resetMfa(executor: Executor, actorId: number, userId: number): Promise<void> {
  await removeMfa(executor, userId);
  await writeAudit(executor, { actorId, action: 'mfa_reset', entity: 'admin', entityId: userId });
}

/** Whether the admin must sign in with a second factor: then the password alone gives a challenge. */
export async function hasMfa(executor: Executor, userId: number): Promise<boolean> {
  return Boolean((await findMfa(executor, userId))?.enabledAt);
}

/** The first step of a sign-in with a second factor: a challenge that waits five minutes for the code. */
export async function openChallenge(executor: Executor, userId: number, meta: SessionMeta) {
  const token = newChallenge();
  const expiresAt = new Date(Date.now() + LOGIN_CHALLENGE_LIFETIME_MS);
  await insertChallenge(executor, { userId, token, expiresAt, ...meta });
  return { mfa_required: true as const, challenge: token, expires_at: expiresAt.toISOString() };
}

const challengeGone = () =>
  new AppError('UNAUTHENTICATED', 'This sign-in has expired or was already completed. Sign in again.');

/**
 * The second step: the challenge and a code (the app's, or a recovery code) give a session. Wrong codes count
 * as failed sign-ins of the account and the address.
 */
export async function verifyLogin(
  db: Db,
  settings: { tokenTtlMs: number; throttle: ThrottlePolicy },
  { challenge, code }: { challenge: string; code: string },
  meta: SessionMeta,
  now: number,
): Promise<SessionUser> {
  const open = await findChallenge(db, challenge);
  const [account] = open ? await db.select().from(users).where(eq(users.id, open.userId)) : [];
  if (!open || !account) {
    await claimAttempt(db, throttleKeys('', meta.address).slice(1), settings.throttle);
    throw challengeGone();
  }
  const keys = throttleKeys(account.email, meta.address);
  await claimAttempt(db, keys, settings.throttle);
  const session = await db.transaction(async (tx) => {
    const mfa = await findMfa(tx, account.id);
    if (account.status !== 1 || !isAdminLevel(account.level) || !mfa?.enabledAt) return undefined;
    const used = await useSecondFactor(tx, mfa, code, now);
    if (!used) return 'wrong' as const;
    if (!(await closeChallenge(tx, open.id))) return undefined;
    return startSession(tx, account, settings.tokenTtlMs, meta, { second_factor: used });
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
  await forgiveAttempt(db, keys);
  return session;
}

export const getPolicy = (executor: Executor): Promise<AdminPolicy> => readPolicy(executor);

export async function setPolicy(db: Db, actorId: number, policy: AdminPolicy): Promise<AdminPolicy> {
  return db.transaction(async (tx) => {
    if (policy.require_mfa && !(await hasMfa(tx, actorId))) {
      throw new AppError(
        'CONFLICT',
        'Turn on two-factor sign-in for yourself first (in Settings): requiring it now would lock you out.',
      );
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
