import { randomBytes } from 'node:crypto';
import {
  type AcceptInvitationRequest,
  type Admin,
  type AdminRequest,
  type AdminUpdate,
  INVITATION_LIFETIME_MS,
  INVITATION_PATH,
  type Invitation,
  type InvitationPreview,
  isAdminLevel,
  LEVEL,
  type MfaChallenge,
  type SessionUser,
  STATUS,
} from '@radiant/contract';
import type { Database, Db, Executor } from '../../db/database.ts';
import { conflictOnDuplicate } from '../../db/queries.ts';
import { AppError, notFound, type Thing } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { hashChosenPassword } from '../auth/common-passwords.ts';
import { claimAttempt, forgiveAttempt, type ThrottlePolicy } from '../auth/login-throttle.ts';
import { NO_PASSWORD } from '../auth/passwords.ts';
import type { AuthSettings } from '../auth/service.ts';
import { resetMfa, unlockMfa } from '../mfa/service.ts';
import { hashToken, revokeTokensOfUsers } from '../sessions/repository.ts';
import { admit, type SessionMeta } from '../sessions/start.ts';
import {
  findActiveUser,
  insertUser,
  updateUserNameAndLevel,
  updateUserPassword,
  updateUserStatus,
} from '../users/repository.ts';
import {
  closeInvitations,
  findAdmin,
  findOpenInvitation,
  insertInvitation,
  lockActiveOwners,
} from './repository.ts';

const ENTITY = 'admin';
const nameOf = (admin: Pick<Admin, 'first_name' | 'last_name'>) => `${admin.first_name} ${admin.last_name}`;

/** An admin by id, or a 404 naming `what` (the admin, by default). */
export async function foundAdmin(executor: Executor, id: number, what: Thing = 'admin'): Promise<Admin> {
  const admin = await findAdmin(executor, id);
  if (!admin) throw notFound(what);
  return admin;
}

/** Refuses a change that would leave no active owner: someone must always be able to run the team. */
async function keepAnOwner(executor: Executor, admin: Admin): Promise<void> {
  const owners = await lockActiveOwners(executor);
  if (owners.some((id) => id !== admin.id)) return;
  throw new AppError('CONFLICT', t('lastOwner', { name: nameOf(admin) }));
}

/** A new link for an admin; the open one before it stops working. Only the token's hash is stored. */
async function issueInvitation(
  executor: Executor,
  actorId: number,
  admin: Admin,
  origin: string,
): Promise<Omit<Invitation, 'mailed'>> {
  await closeInvitations(executor, admin.id);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS);
  await insertInvitation(executor, {
    userId: admin.id,
    tokenHash: hashToken(token),
    createdBy: actorId,
    expiresAt,
  });
  await writeAudit(executor, {
    actorId,
    action: 'invite',
    entity: ENTITY,
    entityId: admin.id,
    details: { email: admin.email, expires_at: expiresAt.toISOString() },
  });
  const url = new URL(INVITATION_PATH, origin);
  url.hash = new URLSearchParams({ token }).toString();
  return { url: url.href, token, expires_at: expiresAt.toISOString() };
}

/** A new admin without a password, and the link with which they choose one. */
export async function createAdmin(db: Db, actorId: number, input: AdminRequest, origin: string) {
  return db.transaction(async (tx) => {
    const row = await conflictOnDuplicate(
      insertUser(tx, {
        email: input.email,
        passwordHash: NO_PASSWORD,
        level: input.level,
        firstName: input.first_name,
        lastName: input.last_name,
      }),
      t('emailTaken', { email: input.email }),
    );
    const created = await foundAdmin(tx, row.id);
    await writeAudit(tx, {
      actorId,
      action: 'create',
      entity: ENTITY,
      entityId: row.id,
      details: { after: { email: created.email, name: nameOf(created), level: created.level } },
    });
    const invitation = await issueInvitation(tx, actorId, created, origin);
    return { admin: await foundAdmin(tx, row.id), invitation };
  });
}

export async function updateAdmin(db: Db, actorId: number, id: number, input: AdminUpdate): Promise<Admin> {
  return db.transaction(async (tx) => {
    const before = await foundAdmin(tx, id);
    if (before.level === LEVEL.OWNER && input.level !== LEVEL.OWNER) await keepAnOwner(tx, before);
    await updateUserNameAndLevel(tx, id, {
      firstName: input.first_name,
      lastName: input.last_name,
      level: input.level,
    });
    const after = await foundAdmin(tx, id);
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      details: {
        before: { name: nameOf(before), level: before.level },
        after: { name: nameOf(after), level: after.level },
      },
    });
    return after;
  });
}

/**
 * Activates or deactivates an admin. Deactivation revokes every token they hold: each instance hears it through
 * the change feed, so their open consoles are signed out at once, everywhere.
 */
export async function setAdminStatus(db: Db, actorId: number, id: number, status: 0 | 1): Promise<Admin> {
  return db.transaction(async (tx) => {
    const before = await foundAdmin(tx, id);
    if (status === STATUS.INACTIVE) {
      if (id === actorId) {
        throw new AppError('CONFLICT', t('deactivateSelf'));
      }
      if (before.level === LEVEL.OWNER) await keepAnOwner(tx, before);
      await revokeTokensOfUsers(tx, [id]);
      await closeInvitations(tx, id);
    }
    await updateUserStatus(tx, id, status);
    await writeAudit(tx, {
      actorId,
      action: status === STATUS.ACTIVE ? 'activate' : 'deactivate',
      entity: ENTITY,
      entityId: id,
      details: { before: { status: before.status }, after: { status } },
    });
    return foundAdmin(tx, id);
  });
}

/**
 * Turns off another admin's second factor, when they lost their phone and their recovery codes. Never one's own:
 * that takes a code (in Settings), or the stolen session of an owner would be enough to drop it.
 */
export async function resetAdminMfa(db: Db, actorId: number, id: number): Promise<Admin> {
  return db.transaction(async (tx) => {
    const admin = await foundAdmin(tx, id);
    if (id === actorId) {
      throw new AppError('CONFLICT', t('resetOwnMfa'));
    }
    if (!admin.mfa_enabled) {
      throw new AppError('CONFLICT', t('noSecondFactor', { name: nameOf(admin) }));
    }
    await resetMfa(tx, actorId, id);
    return foundAdmin(tx, id);
  });
}

/** Lifts the lock that too many wrong codes put on an admin's code step. */
export async function unlockAdminMfa(db: Db, actorId: number, id: number): Promise<Admin> {
  return db.transaction(async (tx) => {
    const admin = await foundAdmin(tx, id);
    if (!admin.mfa_locked_until || !(await unlockMfa(tx, actorId, id))) {
      throw new AppError('CONFLICT', t('mfaNotLocked', { name: nameOf(admin) }));
    }
    return foundAdmin(tx, id);
  });
}

/**
 * A new invitation link: for an admin who has not joined yet (the first expired, say), or one who forgot their
 * password. Accepting it sets a new password and ends the admin's other sessions. Never for oneself: a stolen
 * owner session would otherwise choose the owner's password (change it in Settings instead).
 */
export async function inviteAdmin(db: Db, actorId: number, id: number, origin: string) {
  return db.transaction(async (tx) => {
    if (id === actorId) {
      throw new AppError('CONFLICT', t('inviteSelf'));
    }
    const admin = await foundAdmin(tx, id);
    if (admin.status !== STATUS.ACTIVE) {
      throw new AppError('CONFLICT', t('inviteDeactivated', { name: nameOf(admin) }));
    }
    const invitation = await issueInvitation(tx, actorId, admin, origin);
    return { admin: await foundAdmin(tx, id), invitation };
  });
}

const invitationGone = () => new AppError('GONE', t('invitationGone'));

/**
 * The open invitation of a link's token. Unknown, used and expired links count as failed attempts of the
 * address, throttled like sign-ins.
 */
async function openInvitationOf(db: Db, throttle: ThrottlePolicy, tokenHash: string, address: string) {
  const keys = [`invitation:${address}`];
  await claimAttempt(db, keys, throttle);
  const invitation = await findOpenInvitation(db, tokenHash);
  if (!invitation) throw invitationGone();
  await forgiveAttempt(db, keys);
  return invitation;
}

/** Who an open invitation is for, so that the screen where they choose a password can greet them. */
export async function checkInvitation(
  db: Db,
  throttle: ThrottlePolicy,
  token: string,
  address: string,
): Promise<InvitationPreview> {
  const invitation = await openInvitationOf(db, throttle, hashToken(token), address);
  const admin = await findAdmin(db, invitation.userId);
  if (admin?.status !== STATUS.ACTIVE) throw invitationGone();
  const { email, first_name, last_name } = admin;
  return { email, first_name, last_name, expires_at: invitation.expiresAt.toISOString() };
}

/**
 * The invited admin chooses a password: the link is used up and any earlier session ends. Then they go through
 * the door of every sign-in: signed in, or (an admin with a second factor, whose link was a password reset)
 * asked for their code.
 */
export async function acceptInvitation(
  { db }: Database,
  settings: AuthSettings,
  { token, password }: Required<AcceptInvitationRequest>,
  meta: SessionMeta,
): Promise<{ user: SessionUser } | MfaChallenge> {
  const tokenHash = hashToken(token);
  await openInvitationOf(db, settings.throttle, tokenHash, meta.address);
  const passwordHash = await hashChosenPassword(password, 'password');
  const session = await db.transaction(async (tx) => {
    // Locked and read again: of two tabs accepting the same link at once, one wins.
    const invitation = await findOpenInvitation(tx, tokenHash, { lock: true });
    if (!invitation) return undefined;
    const account = await findActiveUser(tx, invitation.userId);
    if (!account || !isAdminLevel(account.level)) return undefined;
    await updateUserPassword(tx, account.id, passwordHash);
    await closeInvitations(tx, account.id);
    await revokeTokensOfUsers(tx, [account.id]);
    await writeAudit(tx, {
      actorId: account.id,
      action: 'accept_invitation',
      entity: ENTITY,
      entityId: account.id,
    });
    return admit(tx, account, settings.tokenTtlMs, meta);
  });
  if (!session) throw invitationGone();
  return session;
}
