import {
  adminOperations,
  IDEMPOTENCY_KEY_HEADER,
  LEVEL,
  type Operation,
  planOperations,
} from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';
import { unique } from './support/unique.ts';

const { app, database } = await createTestApp();
const owner = await createLoggedInAccount(app, database, { level: LEVEL.OWNER });
const asOwner = callerAs(app, owner.token);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

const plansTitled = async (title: string) =>
  (await raw<{ n: number }>('SELECT count(*)::int AS n FROM subscription_plans WHERE title = $1', [title]))[0]
    ?.n;

const planBody = (title: string, cost = 4.99) => ({
  title,
  type: 2,
  cost,
  yearly_discount: 10,
  subscription_plans_features: [],
});

const withKey = (key: string, body: object) => ({ body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

describe('Idempotency-Key on creating requests', () => {
  it('answers a retry with the first answer and creates nothing twice', async () => {
    const title = unique('Retried plan');
    const key = unique('key');
    const first = await asOwner(planOperations.create, withKey(key, planBody(title)));
    expect(first.statusCode).toBe(200);
    const retry = await asOwner(planOperations.create, withKey(key, planBody(title)));
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.plan.id).toBe(first.json().data.plan.id);
    expect(await plansTitled(title)).toBe(1);
  });

  it('answers 422 for the same key with another body, and changes nothing', async () => {
    const title = unique('Keyed plan');
    const key = unique('key');
    await asOwner(planOperations.create, withKey(key, planBody(title)));
    const other = await asOwner(planOperations.create, withKey(key, planBody(title, 9.99)));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 422, message: 'IDEMPOTENCY_KEY_REUSED' });
    expect(other.json().description).toContain('Idempotency-Key');
    expect(await plansTitled(title)).toBe(1);
  });

  it('creates once from parallel retries', async () => {
    const title = unique('Raced plan');
    const key = unique('key');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => asOwner(planOperations.create, withKey(key, planBody(title)))),
    );
    // Each got the first answer, or was told the first is still running: none created a second plan.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(await plansTitled(title)).toBe(1);
  });

  it('keeps keys per admin: another admin with the same key creates their own', async () => {
    const other = await createLoggedInAccount(app, database, { level: LEVEL.ADMIN });
    const key = unique('shared key');
    const mine = await asOwner(planOperations.create, withKey(key, planBody(unique('Mine'))));
    const theirs = await callerAs(app, other.token)(
      planOperations.create,
      withKey(key, planBody(unique('Theirs'))),
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.plan.id).not.toBe(mine.json().data.plan.id);
  });

  it('frees the key of a request that failed, so that a corrected retry runs', async () => {
    const key = unique('key');
    const email = `${unique('taken').replace(/ /g, '-')}@radiant.test`;
    const admin = { first_name: 'Ada', last_name: 'Byron', email, level: LEVEL.ADMIN };
    expect((await asOwner(adminOperations.create, withKey(unique('key'), admin))).statusCode).toBe(200);
    const duplicate = await asOwner(adminOperations.create, withKey(key, admin));
    expect(duplicate.statusCode).toBe(409);
    const corrected = await asOwner(adminOperations.create, withKey(key, { ...admin, email: `x${email}` }));
    expect(corrected.statusCode).toBe(200);
  });

  it('forgets a key after 24 hours', async () => {
    const key = unique('key');
    const title = unique('Old key plan');
    await asOwner(planOperations.create, withKey(key, planBody(title)));
    await raw(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [key]);
    const again = await asOwner(planOperations.create, withKey(key, planBody(title)));
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().description).toContain('already exists');
  });

  it('refuses a key longer than 255 characters, naming the header', async () => {
    const title = unique('Long key plan');
    const answer = await asOwner(planOperations.create, withKey('k'.repeat(256), planBody(title)));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().description).toContain(IDEMPOTENCY_KEY_HEADER);
    expect(await plansTitled(title)).toBe(0);
  });

  it('is documented on every creating operation in OpenAPI', async () => {
    const document = (await app.inject({ url: '/openapi.json' })).json();
    const creating: Operation[] = [adminOperations.create, adminOperations.invite, planOperations.create];
    for (const operation of creating) {
      const path = operation.path.replace(/:(\w+)/g, '{$1}');
      const parameters = document.paths[path].post.parameters as { name: string; in: string }[];
      expect(parameters).toContainEqual(
        expect.objectContaining({ name: IDEMPOTENCY_KEY_HEADER, in: 'header' }),
      );
    }
  });
});
