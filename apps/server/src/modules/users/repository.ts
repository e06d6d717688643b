import type { Profile, User } from '@radiant/contract';
import { STATUS, statusOf } from '@radiant/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(executor: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.id, id));
  return row;
}

/** An active account by id. */
export async function findActiveUser(executor: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await executor
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, STATUS.ACTIVE)));
  return row;
}

/** An account's level, or none when no account has this id. */
export async function findLevel(executor: Executor, id: number): Promise<number | undefined> {
  const [row] = await executor.select({ level: users.level }).from(users).where(eq(users.id, id));
  return row?.level;
}

/** Renames an account or changes its level. */
export async function updateUserNameAndLevel(
  executor: Executor,
  id: number,
  values: { firstName: string; lastName: string; level: number },
) {
  await executor
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Activates (1) or deactivates (0) an account. */
export async function updateUserStatus(executor: Executor, id: number, status: 0 | 1) {
  await executor.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
}

export async function insertUser(executor: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await executor
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('The user insert returned no row.');
  return row;
}

export async function countUsersWithLevels(executor: Executor, levels: number[]): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.level, levels));
  return row?.count ?? 0;
}

export async function updateUserProfile(executor: Executor, id: number, profile: Profile): Promise<UserRow> {
  const [row] = await executor
    .update(users)
    .set({
      firstName: profile.first_name,
      lastName: profile.last_name,
      mobile: profile.mobile,
      addressLine1: profile.address_line1,
      addressLine2: profile.address_line2,
      town: profile.town,
      city: profile.city,
      postCode: profile.post_code,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('The profile update matched no user.');
  return row;
}

export async function markUserSeen(executor: Executor, id: number): Promise<void> {
  await executor.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, id));
}

export async function updateUserPassword(
  executor: Executor,
  id: number,
  passwordHash: string,
): Promise<void> {
  await executor.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

/** The public shape of an account: never the password hash. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  level: row.level,
  first_name: row.firstName,
  last_name: row.lastName,
  mobile: row.mobile,
  address_line1: row.addressLine1,
  address_line2: row.addressLine2,
  town: row.town,
  city: row.city,
  post_code: row.postCode,
  status: statusOf(row.status),
  created_at: row.createdAt.toISOString(),
});
