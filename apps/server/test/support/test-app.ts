import { randomBytes } from 'node:crypto';
import { authOperations, type Operation, urlOf } from '@radiant/contract';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { parseConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { resealSecrets } from '../../src/secrets/reseal.ts';
import { createAccount } from './accounts.ts';
import { createTestDatabase } from './test-database.ts';

type Environment = Record<string, string>;
/** `clock`: the time the app checks time-bound codes against, for tests that fix it. */
type AppOptions = { clock?: () => number };

/** The key of a test file's apps unless it sets SECRETS_KEY: one for all, as instances of one server share it. */
const TEST_SECRET_KEYS = { current: randomBytes(32), previous: [] };

/** The real app on a fresh database for one test file, closed after the file's tests. */
export async function createTestApp(environment: Environment = {}, options: AppOptions = {}) {
  const { database, drop } = await createTestDatabase();
  const app = await startApp(database, environment, options);
  afterAll(async () => {
    await app.close();
    await drop();
  });
  return { app, database };
}

/** Another instance of the app over the same database, as behind a load balancer. */
export async function startApp(
  database: Database,
  environment: Environment = {},
  { clock }: AppOptions = {},
) {
  const config = parseConfig({ LOG_LEVEL: 'silent', ...environment });
  const app = await buildApp({
    config,
    database: { ...database, close: async () => {} },
    secretKeys: config.secretKeys ?? TEST_SECRET_KEYS,
    clock,
  });
  // As the server does at start, after the migrations; a start that fails leaves nothing open.
  await resealSecrets(database.db).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  await app.ready();
  return app;
}

export type TestApp = Awaited<ReturnType<typeof startApp>>;

/**
 * What a test sends to an operation: loosely typed on purpose, since tests also send what the contract
 * refuses (a word for an id, a missing field).
 */
export type TestInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: object;
  headers?: Record<string, string>;
  remoteAddress?: string;
};

/** Calls a contract operation on the app, as `token` when given; path and query come from the contract. */
export const callOperation = (app: TestApp, operation: Operation, input: TestInput = {}, token?: string) =>
  app.inject({
    method: operation.method,
    url: urlOf(operation, input),
    headers: { ...(token && { authorization: token }), ...input.headers },
    ...(input.body !== undefined && { payload: input.body }),
    ...(input.remoteAddress && { remoteAddress: input.remoteAddress }),
  });

/** Calls operations as one account. */
export const callerAs = (app: TestApp, token: string) => (operation: Operation, input?: TestInput) =>
  callOperation(app, operation, input, token);

/** Logs an account in over HTTP and returns its token. */
export async function logInAs(app: TestApp, account: { email: string; password: string }): Promise<string> {
  const response = await callOperation(app, authOperations.login, {
    body: { email: account.email, password: account.password },
  });
  if (response.statusCode !== 200) throw new Error(`Login failed: ${response.body}`);
  return response.json().data.user.access_token;
}

export async function createLoggedInAccount(app: TestApp, database: Database, overrides = {}) {
  const account = await createAccount(database, overrides);
  return { account, token: await logInAs(app, account) };
}
