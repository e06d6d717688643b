import {
  type ChangePasswordRequest,
  isTokenLevel,
  type LoginRequest,
  type MfaChallenge,
  type Profile,
  type SessionUser,
  STATUS,
  type User,
} from '@radiant/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError, fieldError } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { type AuditEntry, writeAudit } from '../audit/repository.ts';
import { revokeToken, revokeTokensOfUsers } from '../sessions/repository.ts';
import { admit, type SessionMeta } from '../sessions/start.ts';
import type { UserRow } from '../users/repository.ts';
import { findUserByEmail, toUser, updateUserPassword, updateUserProfile } from '../users/repository.ts';
import { hashChosenPassword } from './common-passwords.ts';
import { claimAttempt, forgiveAttempt, type ThrottlePolicy, throttleKeys } from './login-throttle.ts';
import { getDecoyHash, verifyPassword } from './passwords.ts';

export interface AuthSettings {
  tokenTtlMs: number;
  throttle: ThrottlePolicy;
}

/** How long sessions last and how many failed attempts are allowed, from the configuration. */
export const authSettingsOf = (config: Config): AuthSettings => ({
  tokenTtlMs: config.tokenTtlMs,
  throttle: { maxFailures: config.loginMaxFailures, windowMs: config.loginWindowMs },
});

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', t('invalidCredentials'));

const signedIn = (account: UserRow, ip: string): AuditEntry => ({
  actorId: account.id,
  action: 'sign_in',
  entity: 'user',
  entityId: account.id,
  details: { ip },
});

/**
 * A refused sign-in, by no one known, about the account the email names (none when it names none). The email
 * is kept even then, as it shows which accounts someone is trying; the password never is.
 */
const signInRefused = (
  email: string,
  account: UserRow | undefined,
  reason: string,
  ip: string,
): AuditEntry => ({
  actorId: null,
  action: 'sign_in_failed',
  entity: 'user',
  entityId: account?.id ?? null,
  details: { email, reason, ip },
});

/** What a sign-in gives: a session, the account alone (a level that holds no token), or a second-factor challenge. */
export type SignIn = { user: SessionUser | User } | MfaChallenge;

export async function logIn(
  { db }: Database,
  settings: AuthSettings,
  credentials: Required<LoginRequest>,
  meta: SessionMeta,
): Promise<SignIn> {
  const keys = throttleKeys(credentials.email, meta.address);
  await claimAttempt(db, keys, settings.throttle);
  const account = await findUserByEmail(db, credentials.email);
  const matches = await verifyPassword(account?.passwordHash ?? (await getDecoyHash()), credentials.password);
  const refused = (reason: string) => signInRefused(credentials.email, account, reason, meta.address);
  if (!account || !matches) {
    await writeAudit(db, refused(account ? 'wrong_password' : 'unknown_email'));
    throw invalidCredentials();
  }
  await forgiveAttempt(db, keys);
  if (account.status !== STATUS.ACTIVE) {
    await writeAudit(db, refused('deactivated'));
    throw new AppError('FORBIDDEN', t('accountDeactivated'));
  }
  if (!isTokenLevel(account.level)) {
    await writeAudit(db, signedIn(account, meta.address));
    return { user: toUser(account) };
  }
  return db.transaction((tx) => admit(tx, account, settings.tokenTtlMs, meta));
}

/** Ends the session of this token, and says so in the audit log. */
export const logOut = ({ db }: Database, { account, token }: { account: UserRow; token: string }) =>
  db.transaction(async (tx) => {
    await revokeToken(tx, token);
    await writeAudit(tx, { actorId: account.id, action: 'sign_out', entity: 'user', entityId: account.id });
  });

export async function updateProfile({ db }: Database, account: UserRow, profile: Profile): Promise<User> {
  return db.transaction(async (tx) => {
    const updated = await updateUserProfile(tx, account.id, profile);
    await writeAudit(tx, {
      actorId: account.id,
      action: 'update_profile',
      entity: 'user',
      entityId: account.id,
    });
    return toUser(updated);
  });
}

/** Checks the current password (throttled like a login), stores the new one and ends the other sessions. */
export async function changePassword(
  { db }: Database,
  settings: AuthSettings,
  account: UserRow,
  currentToken: string,
  { old_password, new_password }: ChangePasswordRequest,
): Promise<void> {
  const keys = throttleKeys(account.email, 'password-change').slice(0, 1);
  await claimAttempt(db, keys, settings.throttle);
  if (!(await verifyPassword(account.passwordHash, old_password))) {
    throw new AppError('VALIDATION_ERROR', t('wrongCurrentPassword'), {
      errors: [fieldError('old_password', 'wrongCurrentPassword')],
    });
  }
  await forgiveAttempt(db, keys);
  const passwordHash = await hashChosenPassword(new_password, 'new_password');
  await db.transaction(async (tx) => {
    await updateUserPassword(tx, account.id, passwordHash);
    await revokeTokensOfUsers(tx, [account.id], currentToken);
    await writeAudit(tx, {
      actorId: account.id,
      action: 'change_password',
      entity: 'user',
      entityId: account.id,
    });
  });
}
