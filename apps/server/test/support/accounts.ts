import { LEVEL } from '@radiant/contract';
import type { Database } from '../../src/db/database.ts';
import { commercialClients } from '../../src/db/schema.ts';
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
    level: LEVEL.ADMIN,
    firstName: 'Test',
    lastName: `Account ${sequence}`,
    ...fields,
    email,
    passwordHash: await hashPassword(password),
  });
  return { ...row, password };
}

/** A commercial client (level 5001) with its business row: plain brand colours, the default fee unless given. */
export async function createCommercialClient(
  database: Database,
  {
    businessName = `Client ${sequence + 1}`,
    homeFeeGbp,
    ...overrides
  }: AccountOverrides & { businessName?: string; homeFeeGbp?: number } = {},
) {
  const account = await createAccount(database, {
    level: LEVEL.COMMERCIAL,
    firstName: businessName,
    ...overrides,
  });
  const colour = '#123456';
  await database.db.insert(commercialClients).values({
    userId: account.id,
    businessName,
    primaryColor: colour,
    primaryDarkColor: colour,
    secondaryColor: colour,
    accentColor: colour,
    backgroundColor: '#ffffff',
    titleTextColor: colour,
    headerTextColor: '#ffffff',
    buttonTextColor: '#ffffff',
    homeFeeGbp,
  });
  return account;
}
