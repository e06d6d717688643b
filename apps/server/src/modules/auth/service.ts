import {
  type ChangePasswordRequest,
  isTokenLevel,
  type LoginRequest,
  type Profile,
  type SessionUser,
  type User,
} from '@radiant/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../audit/repository.ts';
import type { UserRow } from '../users/repository.ts';
import {
  findUserByEmail,
  markUserSeen,
  toUser,
  updateUserPassword,
  updateUserProfile,
} from '../users/repository.ts';
import { claimAttempt, forgiveAttempt, type ThrottlePolicy, throttleKeys } from './login-throttle.ts';
import { hashChosenPassword } from './common-passwords.ts';
import { getDecoyHash, verifyPassword } from './passwords.ts';
import { issueToken, revokeToken, revokeTokensOfUsers } from './tokens.ts';

export interface AuthSettings {
  tokenTtlMs: number;
  throttle: ThrottlePolicy;
}

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'The email or password is incorrect.');

export async function logIn(
  { db }: Database,
  settings: AuthSettings,
  credentials: Required<LoginRequest>,
  clientAddress: string,
): Promise<SessionUser | User> {
  const keys = throttleKeys(credentials.email, clientAddress);
  await claimAttempt(db, keys, settings.throttle);
  const account = await findUserByEmail(db, credentials.email);
  const matches = await verifyPassword(account?.passwordHash ?? (await getDecoyHash()), credentials.password);
  if (!account || !matches) throw invalidCredentials();
  await forgiveAttempt(db, keys);
  if (account.status !== 1) {
    throw new AppError('FORBIDDEN', 'This account has been deactivated. Please contact an administrator.');
  }
  if (!isTokenLevel(account.level)) return toUser(account);
  // A login is when an account was last seen (the residential-users list sorts by it).
  const { token, expiresAt } = await db.transaction(async (tx) => {
    await markUserSeen(tx, account.id);
    return issueToken(tx, account.id, settings.tokenTtlMs);
  });
  return { ...toUser(account), access_token: token, expires_at: expiresAt.toISOString() };
}

export const logOut = ({ db }: Database, token: string) => revokeToken(db, token);

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
    throw new AppError('VALIDATION_ERROR', 'The current password is incorrect.', {
      errors: [{ path: 'old_password', message: 'The current password is incorrect.' }],
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
