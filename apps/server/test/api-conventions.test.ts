import { authOperations, healthOperations } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { callOperation, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();

describe('the API conventions', () => {
  it('answers /healthz once the database is reachable and migrated', async () => {
    const response = await callOperation(app, healthOperations.health);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, message: 'HEALTHY' });
  });

  it('answers an unknown API path with a JSON 404 in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      code: 404,
      message: 'NOT_FOUND',
      description: 'There is no endpoint at GET /v1/does-not-exist.',
    });
  });

  it('sends security headers and forbids caching API answers', async () => {
    const response = await callOperation(app, healthOperations.health);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 400 for malformed JSON, 415 for another media type and 413 for an oversized body', async () => {
    const login = { method: 'POST' as const, url: authOperations.login.path };
    const malformed = await app.inject({
      ...login,
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().description).toBe('The request body is not valid JSON.');
    const xml = await app.inject({
      ...login,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    const huge = await app.inject({ ...login, payload: { email: 'a@b.co', password: 'x'.repeat(100_000) } });
    expect(huge.statusCode).toBe(413);
    for (const response of [malformed, xml, huge]) {
      expect(response.json().description).toMatch(/\.$/);
      expect(response.body).not.toMatch(/at .*\.(js|ts):\d+|SELECT|stack/i);
    }
  });

  it('publishes an OpenAPI 3.1 document generated from the contract, and a reference at /docs', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    const login = document.paths[authOperations.login.path].post;
    const schema = login.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    const docs = await app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('never lets a token through a query string or a cookie instead of the Authorization header', async () => {
    const { token } = await createLoggedInAccount(app, database);
    const viaQuery = await callOperation(app, authOperations.me, { query: { token } });
    const viaCookie = await callOperation(app, authOperations.me, { headers: { cookie: `token=${token}` } });
    expect([viaQuery.statusCode, viaCookie.statusCode]).toEqual([401, 401]);
  });
});
