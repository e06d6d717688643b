import pg from 'pg';
import { postgresDatabase } from '../../apps/server/src/db/database.ts';
import {
  type AccountOverrides,
  createAccount as insertAccount,
} from '../../apps/server/test/support/accounts.ts';
import { E2E } from './environment.ts';

export const ADMIN = E2E.admin;

const database = postgresDatabase(
  new pg.Pool({ connectionString: E2E.databaseUrl, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true }),
);

/** A unique account inserted straight into the server's database (an admin unless told otherwise). */
export async function createAccount(overrides: Pick<AccountOverrides, 'level' | 'password' | 'status'> = {}) {
  const account = await insertAccount(database, overrides);
  return { id: account.id, email: account.email, password: account.password, level: account.level };
}
