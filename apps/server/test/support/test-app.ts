import { afterAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { parseConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { createAccount } from './accounts.ts';
import { createTestDatabase } from './test-database.ts';

type Environment = Record<string, string>;

/** The real app on a fresh database for one test file, closed after the file's tests. */
export async function createTestApp(environment: Environment = {}) {
  const { database, drop } = await createTestDatabase();
  const app = await startApp(database, environment);
  afterAll(async () => {
    await app.close();
    await drop();
  });
  return { app, database };
}

/** Another instance of the app over the same database, as behind a load balancer. */
export async function startApp(database: Database, environment: Environment = {}) {
  const config = parseConfig({ LOG_LEVEL: 'silent', ...environment });
  const app = await buildApp({ config, database: { ...database, close: async () => {} } });
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof startApp>>;

/** Logs an account in over HTTP and returns its token. */
export async function logInAs(app: TestApp, account: { email: string; password: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: account.email, password: account.password },
  });
  if (response.statusCode !== 200) throw new Error(`Login failed: ${response.body}`);
  return response.json().data.user.access_token;
}

export async function createLoggedInAccount(app: TestApp, database: Database, overrides = {}) {
  const account = await createAccount(database, overrides);
  return { account, token: await logInAs(app, account) };
}
