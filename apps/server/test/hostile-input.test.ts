import { request } from 'node:http';
import {
  analyticsOperations,
  featureOperations,
  manufacturerOperations,
  planOperations,
  residentialUserOperations,
} from '@radiant/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog } from '../src/http/error-log.ts';
import { form, image } from './support/images.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const call = callerAs(app, token);

describe('input the database would refuse', () => {
  it('answers 400 for a NUL character and stores nothing', async () => {
    for (const operation of [planOperations.list, residentialUserOperations.list]) {
      const search = await call(operation, { query: { search: 'ab\u0000cd' } });
      expect(search.statusCode).toBe(400);
      expect(search.json().errors[0]).toEqual({
        path: 'search',
        message: 'A search cannot hold a NUL character.',
      });
    }
    const created = await call(featureOperations.create, { body: { title: 'Nul\u0000feature' } });
    expect(created.statusCode).toBe(400);
    expect(created.json().description).toMatch(/character that is not allowed/);
    const listed = await call(featureOperations.list, { query: { search: 'Nul' } });
    expect(listed.json().data.subscription_plans_features).toEqual([]);
  });

  it('answers 400 for ids beyond the integer range, in the path and in the body', async () => {
    const status = await call(planOperations.setStatus, { params: { planId: 2147483648, status: 1 } });
    expect(status.statusCode).toBe(400);
    const plan = await call(planOperations.create, {
      body: {
        title: 'Overflow',
        type: 1,
        cost: 1,
        yearly_discount: 0,
        subscription_plans_features: [3_000_000_000],
      },
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().errors[0].path).toBe('subscription_plans_features.0');
  });

  it('answers 400 for multipart without a boundary or cut short', async () => {
    const noBoundary = await call(manufacturerOperations.create, {
      headers: { 'content-type': 'multipart/form-data' },
      body: 'title=x' as never,
    });
    expect(noBoundary.statusCode).toBe(400);
    const cutShort = await call(manufacturerOperations.create, {
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nHalf' as never,
    });
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json().description).toMatch(/form data/);
  });

  it('answers 400 naming the problem when a form carries two logos', async () => {
    const data = form({ title: 'Twin logos', website: 'https://twin.example.com', info: '' });
    for (const name of ['one.png', 'two.png']) {
      data.append('logo', new Blob([new Uint8Array(await image('png'))], { type: 'image/png' }), name);
    }
    const response = await call(manufacturerOperations.create, { body: data });
    expect(response.statusCode).toBe(400);
    expect(response.json().description).toBe('Send at most one file.');
  });
});

describe('ids', () => {
  it('are decimal digits: hex, exponents, signs and spaces name no record (400 naming the parameter)', async () => {
    for (const id of ['0x4CE', '1e0', '+1', ' 1', '1.0', '0']) {
      const user = await call(residentialUserOperations.get, { params: { id } });
      expect(user.statusCode, id).toBe(400);
      expect(user.json().errors[0].path).toBe('id');
      const plan = await call(planOperations.get, { params: { planId: id } });
      expect(plan.statusCode, id).toBe(400);
      expect(plan.json().errors[0].path).toBe('planId');
    }
  });

  it('beyond the integer range are refused by the contract, naming the parameter', async () => {
    for (const query of [{ userId: '2147483648' }, { clientId: '99999999999' }]) {
      const response = await call(analyticsOperations.heating, { query: { period: 'monthly', ...query } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe(Object.keys(query)[0]);
    }
  });
});

describe('requests Fastify answers before routing', () => {
  const expectEnvelope = (body: string, code: number, message: string) =>
    expect(JSON.parse(body)).toEqual({ code, message, description: expect.stringMatching(/\.$/) });

  it('answer a malformed percent-encoding with the envelope (400)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/users/%E0%A4%A',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(400);
    expectEnvelope(response.body, 400, 'VALIDATION_ERROR');
  });

  it('answer a path parameter over 100 characters with the envelope (414)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/v1/users/${'7'.repeat(101)}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(414);
    expectEnvelope(response.body, 414, 'URI_TOO_LONG');
  });

  it('answer headers over 16 KB with the envelope (431)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = request({
        host: '127.0.0.1',
        port,
        path: '/healthz',
        headers: { 'x-filler': 'x'.repeat(20_000) },
      });
      sent.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      sent.on('error', reject);
      sent.end();
    });
    expect(answer.status).toBe(431);
    expectEnvelope(answer.body, 431, 'HEADERS_TOO_LARGE');
  });
});

describe('error log lines', () => {
  it('name a database error by its SQLSTATE, without the SQL, its values or a stack', async () => {
    const failure = await database.db
      .execute(sql`select * from no_such_table where secret = ${'hunter2-value'}`)
      .catch((error: unknown) => error);
    const logged = JSON.stringify(errorForLog(failure));
    expect(logged).toBe('{"type":"DatabaseError","code":"42P01"}');
  });

  it('keep the kind and message of other errors, without a stack', () => {
    const logged = errorForLog(new TypeError('boom'));
    expect(logged).toEqual({ type: 'TypeError', message: 'boom' });
  });
});
