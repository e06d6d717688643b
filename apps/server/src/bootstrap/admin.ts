import { ADMIN_LEVELS, LEVEL } from '@radiant/contract';
import type { Config } from '../config.ts';
import { ADVISORY_LOCK, holdAdvisoryLock } from '../db/advisory-locks.ts';
import type { Database, Executor } from '../db/database.ts';
import { generatePassword, hashPassword } from '../modules/auth/passwords.ts';
import { countUsersWithLevels, findUserByEmail, insertUser } from '../modules/users/repository.ts';

/**
 * Creates the first administrator when there is none. A generated password is returned so that the
 * caller can show it once on the terminal; it never goes to the log. Instances starting together take turns,
 * so the second finds the first one's admin.
 */
export async function ensureAdmin(
  { db }: Database,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<{ email: string; generatedPassword?: string } | undefined> {
  const hasAdmin = async (executor: Executor) =>
    (await countUsersWithLevels(executor, [...ADMIN_LEVELS])) > 0;
  // Every start after the first stops here, without hashing a password it will not use.
  if (await hasAdmin(db)) return undefined;
  const password = config.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    await holdAdvisoryLock(tx, ADVISORY_LOCK.firstAdmin);
    if (await hasAdmin(tx)) return false;
    if (await findUserByEmail(tx, config.adminEmail)) {
      throw new Error(`ADMIN_EMAIL ${config.adminEmail} belongs to an account that is not an administrator.`);
    }
    await insertUser(tx, {
      email: config.adminEmail,
      passwordHash,
      level: LEVEL.OWNER,
      firstName: 'Radiant',
      lastName: 'Administrator',
    });
    return true;
  });
  if (!created) return undefined;
  return { email: config.adminEmail, generatedPassword: config.adminPassword ? undefined : password };
}
