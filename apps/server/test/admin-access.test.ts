import { DAY_MS, LEVEL, planOperations } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../src/modules/auth/tokens.ts';
import { createAccount } from './support/accounts.ts';
import { callOperation, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();

// Endpoints any account (or anyone) may call, and those home gateways call with their device key; every
// other documented endpoint is an admin endpoint.
const PUBLIC = [/^\/v1\/auth\//, /^\/healthz$/, /\/logo$/, /^\/v1\/telemetry$/, /^\/v1\/gateway\//];

const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
const adminEndpoints = Object.entries(document.paths as Record<string, Record<string, unknown>>)
  .filter(([path]) => !PUBLIC.some((pattern) => pattern.test(path)))
  .flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase() as 'GET',
      url: path.replace(/\{status\}/g, '1').replace(/\{[^}]+\}/g, '1'),
    })),
  );

describe('admin endpoints', () => {
  it('are all documented', () => {
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(15);
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
    for (const level of [LEVEL.SUPER_ADMIN, LEVEL.ADMIN]) {
      const { token } = await createLoggedInAccount(app, database, { level });
      const response = await callOperation(app, planOperations.list, {}, token);
      expect(response.statusCode).toBe(200);
    }
  });
});
