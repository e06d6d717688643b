import { LEVEL } from '@radiant/contract';
import type { Database } from '../../src/db/database.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { insertUser, type NewUser } from '../../src/modules/users/repository.ts';

let sequence = 0;

export interface AccountOverrides extends Partial<Omit<NewUser, 'passwordHash'>> {
  password?: string;
}

/** A unique account for one test; an admin (1001) unless told otherwise. */
export async function createAccount(database: Database, overrides: AccountOverrides = {}) {
  sequence += 1;
  const { password = `test-password-${sequence}-long`, ...fields } = overrides;
  const email = fields.email ?? `account-${process.pid}-${Date.now()}-${sequence}@radiant.test`;
  const row = await insertUser(database.db, {
    level: LEVEL.SUPER_ADMIN,
    firstName: 'Test',
    lastName: `Account ${sequence}`,
    ...fields,
    email,
    passwordHash: await hashPassword(password),
  });
  return { ...row, password };
}
