import { ADMIN_LEVELS, LEVEL } from '@radiant/contract';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { generatePassword, hashPassword } from '../modules/auth/passwords.ts';
import { countUsersWithLevels, findUserByEmail, insertUser } from '../modules/users/repository.ts';

/**
 * Creates the first administrator when there is none. A generated password is returned so that the
 * caller can show it once on the terminal; it never goes to the log.
 */
export async function ensureAdmin(
  { db }: Database,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<{ email: string; generatedPassword?: string } | undefined> {
  if ((await countUsersWithLevels(db, [...ADMIN_LEVELS])) > 0) return undefined;
  if (await findUserByEmail(db, config.adminEmail)) {
    throw new Error(`ADMIN_EMAIL ${config.adminEmail} belongs to an account that is not an administrator.`);
  }
  const password = config.adminPassword ?? generatePassword();
  await insertUser(db, {
    email: config.adminEmail,
    passwordHash: await hashPassword(password),
    level: LEVEL.SUPER_ADMIN,
    firstName: 'Radiant',
    lastName: 'Administrator',
  });
  return { email: config.adminEmail, generatedPassword: config.adminPassword ? undefined : password };
}
