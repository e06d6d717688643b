import { ADMIN_LEVELS, type Admin, type AdminState, LEVEL, STATUS, statusOf } from '@radiant/contract';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { accessTokens, adminInvitations, adminMfa, mfaCodeFailures, users } from '../../db/schema.ts';
import { hasPassword } from '../auth/passwords.ts';

/**
 * An admin's row with what the team screen shows beside it. The subqueries name `users` in full: drizzle leaves
 * the columns of a one-table select unqualified, which inside them would mean the subquery's own table.
 */
const adminColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  level: users.level,
  status: users.status,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
  lastSignInAt:
    sql<Date | null>`(SELECT max(${accessTokens.createdAt}) FROM ${accessTokens} WHERE ${accessTokens.userId} = "users"."id")`.mapWith(
      (value) => (value === null ? null : new Date(value)),
    ),
  invitationExpiresAt: sql<Date | null>`(SELECT max(${adminInvitations.expiresAt}) FROM ${adminInvitations}
      WHERE ${adminInvitations.userId} = "users"."id" AND ${adminInvitations.closedAt} IS NULL
        AND ${adminInvitations.expiresAt} > now())`.mapWith((value) =>
    value === null ? null : new Date(value),
  ),
  mfaEnabled: sql<boolean>`EXISTS (SELECT 1 FROM ${adminMfa}
      WHERE ${adminMfa.userId} = "users"."id" AND ${adminMfa.enabledAt} IS NOT NULL)`.mapWith(Boolean),
  mfaLockedUntil: sql<Date | null>`(SELECT ${mfaCodeFailures.lockedUntil} FROM ${mfaCodeFailures}
      WHERE ${mfaCodeFailures.userId} = "users"."id" AND ${mfaCodeFailures.lockedUntil} > now())`.mapWith(
    (value) => (value === null ? null : new Date(value)),
  ),
};

type AdminRow = Awaited<ReturnType<typeof selectAdmins>>[number];

const selectAdmins = (executor: Executor, id?: number) =>
  executor
    .select(adminColumns)
    .from(users)
    .where(and(inArray(users.level, [...ADMIN_LEVELS]), id === undefined ? undefined : eq(users.id, id)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/** Invited until a password is chosen: the account is created without one (NO_PASSWORD). */
const stateOf = (row: AdminRow): AdminState =>
  row.status !== STATUS.ACTIVE ? 'deactivated' : hasPassword(row.passwordHash) ? 'active' : 'invited';

const toAdmin = (row: AdminRow): Admin => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  level: row.level === LEVEL.OWNER ? LEVEL.OWNER : LEVEL.ADMIN,
  status: statusOf(row.status),
  state: stateOf(row),
  created_at: row.createdAt.toISOString(),
  last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  invitation_expires_at: row.invitationExpiresAt?.toISOString() ?? null,
  mfa_enabled: row.mfaEnabled,
  mfa_locked_until: row.mfaLockedUntil?.toISOString() ?? null,
});

export async function listAdmins(executor: Executor): Promise<Admin[]> {
  return (await selectAdmins(executor)).map(toAdmin);
}

export async function findAdmin(executor: Executor, id: number): Promise<Admin | undefined> {
  const [row] = await selectAdmins(executor, id);
  return row && toAdmin(row);
}

/**
 * The active owners, locked until the transaction ends: two owners demoting or deactivating each other at the
 * same moment cannot both pass the last-owner check.
 */
export async function lockActiveOwners(executor: Executor): Promise<number[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.level, LEVEL.OWNER), eq(users.status, STATUS.ACTIVE)))
    .for('update');
  return rows.map((row) => row.id);
}

/** Keeps a new invitation (only its token's hash). */
export async function insertInvitation(executor: Executor, values: typeof adminInvitations.$inferInsert) {
  await executor.insert(adminInvitations).values(values);
}

/** Closes an admin's open invitations: used, or replaced by a newer one. */
export async function closeInvitations(executor: Executor, userId: number): Promise<void> {
  await executor
    .update(adminInvitations)
    .set({ closedAt: new Date() })
    .where(and(eq(adminInvitations.userId, userId), isNull(adminInvitations.closedAt)));
}

/** The open, unexpired invitation of this token hash; `lock`ed until the transaction ends when asked. */
export async function findOpenInvitation(executor: Executor, tokenHash: string, { lock = false } = {}) {
  const query = executor
    .select({
      id: adminInvitations.id,
      userId: adminInvitations.userId,
      expiresAt: adminInvitations.expiresAt,
    })
    .from(adminInvitations)
    .where(
      and(
        eq(adminInvitations.tokenHash, tokenHash),
        isNull(adminInvitations.closedAt),
        gt(adminInvitations.expiresAt, sql`now()`),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
