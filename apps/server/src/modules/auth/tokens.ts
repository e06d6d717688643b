import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.ts';
import { accessTokens, users } from '../../db/schema.ts';
import type { UserRow } from '../users/repository.ts';

// Only the hash is stored: a leaked database does not hand out sessions.
const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export async function issueToken(executor: Executor, userId: number, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await executor.insert(accessTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

// Every authenticated request runs this lookup: prepared once per database, it skips query building and
// planning (about half its cost on PGlite).
const prepareAccountLookup = (db: Db) =>
  db
    .select({ user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        sql`${accessTokens.expiresAt} > now()`,
        eq(users.status, 1),
      ),
    )
    .limit(1)
    .prepare('find_account_by_token');
const accountLookups = new WeakMap<Db, ReturnType<typeof prepareAccountLookup>>();

/** The active account a live token belongs to, or undefined. */
export async function findAccountByToken(db: Db, token: string): Promise<UserRow | undefined> {
  let lookup = accountLookups.get(db);
  if (!lookup) {
    lookup = prepareAccountLookup(db);
    accountLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  return row?.user;
}

export async function revokeToken(executor: Executor, token: string): Promise<void> {
  await executor
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), isNull(accessTokens.revokedAt)));
}

/** Revokes every live token of these accounts, except the one given (the session making the change). */
export async function revokeTokensOfUsers(
  executor: Executor,
  userIds: number[],
  keepToken?: string,
): Promise<void> {
  const conditions = [inArray(accessTokens.userId, userIds), isNull(accessTokens.revokedAt)];
  if (keepToken) conditions.push(ne(accessTokens.tokenHash, hashToken(keepToken)));
  await executor
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
