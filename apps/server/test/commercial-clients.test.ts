import {
  authOperations,
  LEVEL,
  commercialClientOperations as operations,
  PASSWORD_MIN_LENGTH,
} from '@radiant/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, commercialClients, plans, subscriptions, users } from '../src/db/schema.ts';
import { createAccount } from './support/accounts.ts';
import { createFurnishedHome } from './support/homes.ts';
import { callerAs, callOperation, createLoggedInAccount, createTestApp } from './support/test-app.ts';
import { unique } from './support/unique.ts';

const { app, database } = await createTestApp();
const { account: admin, token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

const COLORS = {
  primary_color: '#1E6FD9',
  primary_dark_color: '#154f9c',
  secondary_color: '#5b6b7c',
  accent_color: '#f59e0b',
  background_color: '#FFFFFF',
  title_text_color: '#1a1a1a',
  header_text_color: '#ffffff',
  button_text_color: '#ffffff',
};

const emailOf = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@clients.test`;

const clientBody = (overrides: Record<string, unknown> = {}) => {
  const name = unique('Acme Heating');
  return {
    first_name: name,
    last_name: `${name} Ltd`,
    email: emailOf(name),
    mobile: '+44 113 496 0000',
    address_line1: '1 Wharf Street',
    address_line2: '',
    town: 'Holbeck',
    city: 'Leeds',
    post_code: 'LS11 5AA',
    password: 'a-long-client-password',
    is_same_address: 0,
    business_address_line1: '9 Mill Lane',
    business_town: 'Armley',
    business_city: 'Leeds',
    business_post_code: 'LS12 1AA',
    ...COLORS,
    ...overrides,
  };
};

type Client = { id: number; email: string; business_name: string; [field: string]: unknown };

async function create(overrides: Record<string, unknown> = {}) {
  const body = clientBody(overrides);
  const response = await send(operations.create, { body });
  expect(response.statusCode, response.body).toBe(200);
  return { body, answer: response.json(), client: response.json().data.user as Client };
}

const countRows = async (table: typeof users | typeof commercialClients) =>
  (await database.db.select({ total: count() }).from(table))[0]?.total ?? 0;

describe('commercial clients', () => {
  it('creates a level-5001 account with its business and lowercase colours, never answering a password', async () => {
    const { body, answer, client } = await create({ business_name: '' });
    expect(answer.description).toBe(`${body.first_name} has been added as a commercial client.`);
    expect(client).toMatchObject({
      level: LEVEL.COMMERCIAL,
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
      business_name: body.first_name,
      is_same_address: 0,
      business_address_line1: '9 Mill Lane',
      business_city: 'Leeds',
      primary_color: '#1e6fd9',
      background_color: '#ffffff',
      status: 1,
      residential_users: 0,
    });
    expect(JSON.stringify(answer)).not.toMatch(/password|argon2/i);

    const [stored] = await database.db.select().from(users).where(eq(users.id, client.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(client.id)));
    expect(audit).toMatchObject([{ action: 'create', entity: 'commercial_client', actorId: admin.id }]);
    expect(JSON.stringify(audit)).not.toContain(body.password);

    // The new account signs in, but it is no admin: it is given no token to call anything with.
    const login = await callOperation(app, authOperations.login, {
      body: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ id: client.id, level: LEVEL.COMMERCIAL });
    expect(login.json().data.user).not.toHaveProperty('access_token');
  });

  it('copies the main address into the business address when is_same_address is 1, sent as a number or text', async () => {
    for (const flag of [1, '1']) {
      const { client } = await create({ is_same_address: flag, business_name: 'Trading As Ltd' });
      expect(client).toMatchObject({
        business_name: 'Trading As Ltd',
        is_same_address: 1,
        business_address_line1: '1 Wharf Street',
        business_address_line2: '',
        business_town: 'Holbeck',
        business_city: 'Leeds',
        business_post_code: 'LS11 5AA',
      });
      const [stored] = await database.db
        .select()
        .from(commercialClients)
        .where(eq(commercialClients.userId, client.id));
      expect(stored).toMatchObject({ sameAddress: true, businessAddressLine1: '1 Wharf Street' });
    }
  });

  it('refuses bad input with a 400 that names the field, and writes nothing', async () => {
    const before = { users: await countRows(users), clients: await countRows(commercialClients) };
    const cases = [
      { overrides: { secondary_color: 'blue' }, path: 'secondary_color', message: /Secondary colour/ },
      { overrides: { button_text_color: '#fff' }, path: 'button_text_color', message: /Button text colour/ },
      { overrides: { accent_color: undefined }, path: 'accent_color', message: /Accent colour/ },
      { overrides: { password: 'short' }, path: 'password', message: new RegExp(`${PASSWORD_MIN_LENGTH}`) },
      { overrides: { password: '1qaz2wsx3EDC' }, path: 'password', message: /most common breached/ },
      { overrides: { email: 'not-an-email' }, path: 'email', message: /email/ },
      { overrides: { first_name: ' ' }, path: 'first_name', message: /business name/ },
      { overrides: { is_same_address: 2 }, path: 'is_same_address', message: /1/ },
    ];
    for (const { overrides, path, message } of cases) {
      const response = await send(operations.create, { body: clientBody(overrides) });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors[0].path).toBe(path);
      expect(response.json().description).toMatch(message);
    }
    expect({ users: await countRows(users), clients: await countRows(commercialClients) }).toEqual(before);
  });

  it('answers 409 for an email already used, whatever its case, and writes nothing', async () => {
    const { body } = await create();
    const before = { users: await countRows(users), clients: await countRows(commercialClients) };
    const again = await send(operations.create, { body: clientBody({ email: body.email.toUpperCase() }) });
    expect(again.statusCode).toBe(409);
    expect(again.json().description).toBe(
      `An account with the email ${body.email} already exists. Use another email address.`,
    );
    expect({ users: await countRows(users), clients: await countRows(commercialClients) }).toEqual(before);
  });

  it('lists with search by business name, trading name or email, and pages', async () => {
    const tag = unique('Northfield');
    const made: Client[] = [];
    for (const suffix of ['C', 'A', 'B']) {
      made.push(
        (await create({ first_name: `${tag} ${suffix}`, last_name: `Trading ${suffix}`, business_name: '' }))
          .client,
      );
    }
    const page = await send(operations.list, { query: { search: tag, limit: 2, page: 2 } });
    expect(page.json().data.pagination).toEqual({ page: 2, limit: 2, total: 3 });
    expect(page.json().data.clients.map((client: Client) => client.business_name)).toEqual([`${tag} C`]);
    expect(JSON.stringify(page.json())).not.toMatch(/password/i);

    const newestFirst = await send(operations.list, { query: { search: tag, sort: '-created' } });
    expect(newestFirst.json().data.clients.map((client: Client) => client.id)).toEqual(
      made.map((client) => client.id).reverse(),
    );

    const byEmail = await send(operations.list, { query: { search: made[1]?.email.toUpperCase() } });
    expect(byEmail.json().data.clients.map((client: Client) => client.id)).toEqual([made[1]?.id]);
    const byTradingName = await send(operations.list, { query: { search: `${tag}` } });
    expect(byTradingName.json().data.pagination.total).toBe(3);
    const trading = await send(operations.list, { query: { search: 'trading b' } });
    expect(trading.json().data.clients.map((client: Client) => client.id)).toContain(made[2]?.id);

    expect((await send(operations.list, { query: { search: '%' } })).json().data.pagination.total).toBe(0);
    const past = await send(operations.list, { query: { search: tag, page: 9 } });
    expect(past.json().data).toMatchObject({ clients: [], pagination: { total: 3 } });
    expect((await send(operations.list, { query: { sort: 'email' } })).statusCode).toBe(400);
  });

  it("shows a client's residential users, radiators in service, monthly recurring revenue and newest users", async () => {
    const { client } = await create();
    const [plan] = await database.db
      .insert(plans)
      .values({ title: unique('Client plan'), type: 2, cost: 10, yearlyDiscount: 10 })
      .returning();
    const residents = [];
    for (let index = 0; index < 12; index += 1) {
      residents.push(
        await createAccount(database, {
          level: LEVEL.RESIDENTIAL,
          commercialClientId: client.id,
          createdAt: new Date(Date.UTC(2024, 0, index + 1)),
        }),
      );
    }
    const [first, second] = residents;
    if (!first || !second || !plan) throw new Error('setup failed');
    await createFurnishedHome(database, first.id, { inService: 2, removed: 1 });
    await database.db.insert(subscriptions).values([
      { userId: first.id, planId: plan.id, billing: 'monthly', pricePaid: 9.99 },
      { userId: second.id, planId: plan.id, billing: 'yearly', pricePaid: 100 },
      {
        userId: second.id,
        planId: plan.id,
        billing: 'monthly',
        pricePaid: 50,
        startedAt: new Date('2024-01-01'),
        endedAt: new Date('2024-02-01'),
      },
    ]);

    const response = await send(operations.get, { params: { id: client.id } });
    expect(response.statusCode).toBe(200);
    const detail = response.json().data.client;
    expect(detail).toMatchObject({
      id: client.id,
      residential_users: 12,
      radiators: 2,
      // 9.99 a month plus 100 a year (8.333…), to the penny.
      monthly_recurring_revenue: 18.32,
    });
    expect(detail.newest_residential_users).toHaveLength(10);
    expect(detail.newest_residential_users[0]).toEqual({
      id: residents[11]?.id,
      first_name: residents[11]?.firstName,
      last_name: residents[11]?.lastName,
      email: residents[11]?.email,
      created_at: '2024-01-12T00:00:00.000Z',
    });
    const listed = await send(operations.list, { query: { search: client.email } });
    expect(listed.json().data.clients[0].residential_users).toBe(12);
  });

  it('saves new brand colours, in lowercase, and names a bad one', async () => {
    const { client } = await create();
    const colors = { ...COLORS, primary_color: '#AA0000', title_text_color: '#0B0B0B' };
    const saved = await send(operations.updateTheme, { params: { id: client.id }, body: colors });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.client).toMatchObject({
      id: client.id,
      primary_color: '#aa0000',
      title_text_color: '#0b0b0b',
      radiators: 0,
    });
    expect(saved.json().description).toBe(`${client.business_name}'s brand colours have been saved.`);
    const bad = await send(operations.updateTheme, {
      params: { id: client.id },
      body: { ...colors, header_text_color: 'white' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('header_text_color');
    expect(bad.json().description).toMatch(/Header text colour must be a colour as #RRGGBB/);
    const again = await send(operations.get, { params: { id: client.id } });
    expect(again.json().data.client.header_text_color).toBe('#ffffff');
  });

  it('answers 404 for an unknown id and for an account that is no commercial client', async () => {
    for (const id of [2_000_000_000, admin.id]) {
      const got = await send(operations.get, { params: { id } });
      expect(got.statusCode).toBe(404);
      expect(got.json().description).toBe('The commercial client was not found.');
      const themed = await send(operations.updateTheme, { params: { id }, body: COLORS });
      expect(themed.statusCode).toBe(404);
    }
    expect((await send(operations.get, { params: { id: 'acme' } })).statusCode).toBe(400);
  });

  it('answers 401 without a token, for every call', async () => {
    const calls = [
      callOperation(app, operations.list),
      callOperation(app, operations.create, { body: clientBody() }),
      callOperation(app, operations.get, { params: { id: admin.id } }),
      callOperation(app, operations.updateTheme, { params: { id: admin.id }, body: COLORS }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });
});
