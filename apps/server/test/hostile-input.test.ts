import { featureOperations, manufacturerOperations, planOperations } from '@radiant/contract';
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
    const search = await call(planOperations.list, { query: { search: '\u0000' } });
    expect(search.statusCode).toBe(400);
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
