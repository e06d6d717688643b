import {
  isAdminLevel,
  LOGIN_CHALLENGE_LIFETIME_MS,
  type MfaChallenge,
  type SessionUser,
} from '@radiant/contract';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { findMfa, insertChallenge, readPolicy } from '../mfa/repository.ts';
import { newChallenge } from '../mfa/totp.ts';
import { markUserSeen, toUser, type UserRow } from '../users/repository.ts';
import { issueToken } from './tokens.ts';

/** Where a sign-in came from, kept with its session for the admin's list of sessions. */
export interface SessionMeta {
  userAgent: string;
  address: string;
}

/** Which second factor completed a sign-in. */
export type SecondFactor = 'app' | 'recovery';

const USER_AGENT_KEPT = 300;

export const sessionMetaOf = (request: { headers: { 'user-agent'?: string }; ip: string }): SessionMeta => ({
  userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_KEPT),
  address: request.ip,
});

/** Whether the account is an admin whose sign-in takes a code as well as the password. */
async function usesSecondFactor(executor: Executor, account: UserRow): Promise<boolean> {
  return isAdminLevel(account.level) && Boolean((await findMfa(executor, account.id))?.enabledAt);
}

/** Whether an owner requires a second factor that this admin has not set up yet. */
async function mfaSetupRequired(executor: Executor, account: UserRow): Promise<boolean> {
  if (!isAdminLevel(account.level) || !(await readPolicy(executor)).require_mfa) return false;
  return !(await findMfa(executor, account.id))?.enabledAt;
}

/**
 * A signed-in account's new session, in the transaction of the sign-in: its token, when it was last seen (the
 * residential-users list sorts by it), and the sign-in in the audit log with the second factor used. An admin
 * who signs in with a second factor gets none without one, whichever path asks.
 */
export async function startSession(
  executor: Executor,
  account: UserRow,
  ttlMs: number,
  meta: SessionMeta,
  secondFactor?: SecondFactor,
): Promise<SessionUser> {
  if (!secondFactor && (await usesSecondFactor(executor, account))) {
    throw new AppError('UNAUTHENTICATED', t('mfaCodeNeeded'));
  }
  await markUserSeen(executor, account.id);
  const { token, expiresAt } = await issueToken(executor, account.id, ttlMs, meta);
  await writeAudit(executor, {
    actorId: account.id,
    action: 'sign_in',
    entity: 'user',
    entityId: account.id,
    details: { ip: meta.address, ...(secondFactor && { second_factor: secondFactor }) },
  });
  return {
    ...toUser(account),
    access_token: token,
    expires_at: expiresAt.toISOString(),
    mfa_setup_required: await mfaSetupRequired(executor, account),
  };
}

/** The first step of a sign-in with a second factor: a challenge that waits five minutes for the code. */
async function openChallenge(executor: Executor, userId: number, meta: SessionMeta): Promise<MfaChallenge> {
  const token = newChallenge();
  const expiresAt = new Date(Date.now() + LOGIN_CHALLENGE_LIFETIME_MS);
  await insertChallenge(executor, { userId, token, expiresAt, ...meta });
  return { mfa_required: true, challenge: token, expires_at: expiresAt.toISOString() };
}

/**
 * The one door into a session once the password is proven (a login, an invitation accepted): an admin with a
 * second factor gets a challenge that `POST /v1/auth/login/verify` completes with a code; anyone else a session.
 */
export async function admit(
  executor: Executor,
  account: UserRow,
  ttlMs: number,
  meta: SessionMeta,
): Promise<{ user: SessionUser } | MfaChallenge> {
  if (await usesSecondFactor(executor, account)) return openChallenge(executor, account.id, meta);
  return { user: await startSession(executor, account, ttlMs, meta) };
}
