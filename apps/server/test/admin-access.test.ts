import * as contract from '@radiant/contract';
import { DAY_MS, LEVEL, type Operation, planOperations } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../src/modules/sessions/tokens.ts';
import { createAccount } from './support/accounts.ts';
import { callOperation, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();

// Every operation of the contract, by who may call it.
const operations = Object.values(contract as Record<string, unknown>)
  .flatMap((value) => (typeof value === 'object' && value !== null ? Object.values(value) : []))
  .filter((value): value is Operation => typeof value?.operationId === 'string' && 'access' in value);
const endpointsFor = (...access: Operation['access'][]) =>
  operations
    .filter((operation) => access.includes(operation.access))
    .map((operation) => ({
      method: operation.method,
      url: operation.path.replace(/:status\b/g, '1').replace(/:[A-Za-z_]+/g, '1'),
    }));
const adminEndpoints = endpointsFor('admin', 'owner');
const ownerEndpoints = endpointsFor('owner');

const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
  ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

describe('admin endpoints', () => {
  it('are all documented', () => {
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(15);
    expect(ownerEndpoints.length).toBeGreaterThanOrEqual(8);
    for (const operation of operations.filter(({ access }) => access === 'admin' || access === 'owner')) {
      expect(documented).toContain(`${operation.method} ${operation.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    }
  });

  it('send a 5001 and a 3001 account back with 403 from every one of them, changing nothing', async () => {
    const residential = await createLoggedInAccount(app, database, { level: LEVEL.RESIDENTIAL });
    // A login gives a commercial client no token; one issued before that rule must still open nothing.
    const commercial = await createAccount(database, { level: LEVEL.COMMERCIAL });
    const { token: commercialToken } = await issueToken(database.db, commercial.id, DAY_MS);
    for (const [level, token] of [
      [LEVEL.COMMERCIAL, commercialToken],
      [LEVEL.RESIDENTIAL, residential.token],
    ] as const) {
      for (const endpoint of adminEndpoints) {
        const response = await app.inject({ ...endpoint, headers: { authorization: token }, payload: {} });
        expect(response.statusCode, `${level} ${endpoint.method} ${endpoint.url}`).toBe(403);
        expect(response.json().message).toBe('FORBIDDEN');
      }
    }
  });

  it('answer 401 without a token', async () => {
    for (const endpoint of adminEndpoints) {
      const response = await app.inject({ ...endpoint, payload: {} });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
    }
  });

  it('let both admin levels in', async () => {
    for (const level of [LEVEL.ADMIN, LEVEL.OWNER]) {
      const { token } = await createLoggedInAccount(app, database, { level });
      const response = await callOperation(app, planOperations.list, {}, token);
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('owner endpoints', () => {
  it('send an admin (1001) back with 403 from every one of them, changing nothing', async () => {
    const { token } = await createLoggedInAccount(app, database, { level: LEVEL.ADMIN });
    const auditEntries = async () =>
      (
        await database.rawTransaction((sql) =>
          sql.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'),
        )
      )[0]?.n;
    const before = await auditEntries();
    for (const endpoint of ownerEndpoints) {
      const response = await app.inject({ ...endpoint, headers: { authorization: token }, payload: {} });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      expect(response.json().description).toContain('owners');
    }
    expect(await auditEntries()).toBe(before);
  });

  it('let an owner in', async () => {
    const { token } = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
    for (const endpoint of ownerEndpoints.filter(({ method }) => method === 'GET')) {
      const response = await app.inject({ ...endpoint, headers: { authorization: token } });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).not.toBe(403);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
