import {
  authOperations,
  DAY_MS,
  EXACT_TOTAL_LIMIT,
  LEVEL,
  residentialUserOperations as operations,
  type ResidentialUser,
} from '@radiant/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, commercialClients, homes, plans, rooms, subscriptions, users } from '../src/db/schema.ts';
import { NO_PASSWORD } from '../src/modules/auth/passwords.ts';
import { createAccount, createCommercialClient } from './support/accounts.ts';
import { createFurnishedHome, only } from './support/homes.ts';
import {
  callerAs,
  callOperation,
  createLoggedInAccount,
  createTestApp,
  logInAs,
} from './support/test-app.ts';
import { unique } from './support/unique.ts';

const { app, database } = await createTestApp();
const { db } = database;
const { account: admin, token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

/** A word that only this test's users carry, so each test searches its own rows. */
const tagOf = () => unique('zq').replace(/\W/g, '').toLowerCase();

type Seed = Partial<typeof users.$inferInsert> & { firstName: string };

/** Residential users named "<first> <tag>", signed up a day apart (the first is the oldest). */
async function seed(tag: string, people: Seed[]) {
  const start = Date.UTC(2025, 0, 1);
  return db
    .insert(users)
    .values(
      people.map((person, index) => ({
        email: `${person.firstName}.${tag}@example.com`.toLowerCase(),
        passwordHash: NO_PASSWORD,
        level: LEVEL.RESIDENTIAL,
        lastName: tag,
        createdAt: new Date(start + index * DAY_MS),
        lastSeenAt: new Date(start + (people.length - index) * DAY_MS * 10),
        ...person,
      })),
    )
    .returning({ id: users.id, firstName: users.firstName });
}

async function list(query: Record<string, unknown>) {
  const response = await send(operations.list, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    users: ResidentialUser[];
    pagination: {
      page: number;
      total: number;
      total_estimated: boolean;
      next: string | null;
      previous: string | null;
    };
  };
}
const firstNames = (page: { users: ResidentialUser[] }) => page.users.map((user) => user.first_name);

async function createPlan(title = unique('Comfort')) {
  return only(await db.insert(plans).values({ title, type: 2, cost: 9, yearlyDiscount: 10 }).returning());
}

const createClient = (businessName = unique('Northfield Housing')) =>
  createCommercialClient(database, { businessName });

describe('GET /v1/users', () => {
  it('searches any part of name, email, mobile and post code, two-character terms included', async () => {
    const tag = tagOf();
    await seed(tag, [
      { firstName: 'Abigail', mobile: '+44 7700 900123', postCode: 'LS6 2AB' },
      { firstName: 'Gabriel', mobile: '+44 7700 900456', postCode: 'BS8 1QT' },
      { firstName: 'Tom', mobile: '+44 7700 900789', postCode: 'M20 4XY' },
    ]);
    expect(firstNames(await list({ search: tag, sort: 'name' }))).toEqual(['Abigail', 'Gabriel', 'Tom']);
    expect(firstNames(await list({ search: `${tag} ab`, sort: 'name' }))).toEqual(['Abigail', 'Gabriel']);
    expect(firstNames(await list({ search: `${tag.toUpperCase()} BRIE` }))).toEqual(['Gabriel']);
    expect(firstNames(await list({ search: `${tag} 900789` }))).toEqual(['Tom']);
    expect(firstNames(await list({ search: `${tag} 7700900456` }))).toEqual(['Gabriel']);
    expect(firstNames(await list({ search: `${tag} m20` }))).toEqual(['Tom']);
    expect(firstNames(await list({ search: `abigail.${tag}@` }))).toEqual(['Abigail']);
    // LIKE wildcards are literal.
    expect((await list({ search: `${tag} %%` })).users).toEqual([]);
  });

  it('filters by status, plan, commercial client and sign-up range', async () => {
    const tag = tagOf();
    const [ada, ben, cy] = (
      await seed(tag, [{ firstName: 'Ada' }, { firstName: 'Ben', status: 0 }, { firstName: 'Cy' }])
    ).map((user) => user.id) as [number, number, number];
    const plan = await createPlan();
    const client = await createClient();
    await db.insert(subscriptions).values([
      { userId: ada, planId: plan.id, billing: 'monthly', pricePaid: 9 },
      {
        userId: cy,
        planId: plan.id,
        billing: 'yearly',
        pricePaid: 97.2,
        startedAt: new Date(Date.UTC(2025, 0, 1)),
        endedAt: new Date(Date.UTC(2025, 5, 1)),
      },
    ]);
    await db.update(users).set({ commercialClientId: client.id }).where(eq(users.id, ben));

    expect(firstNames(await list({ search: tag, status: '0' }))).toEqual(['Ben']);
    expect(firstNames(await list({ search: tag, plan: plan.id }))).toEqual(['Ada']);
    const byClient = await list({ search: tag, client: client.id });
    expect(firstNames(byClient)).toEqual(['Ben']);
    expect(byClient.users[0]?.commercial_client).toEqual({ id: client.id, business_name: client.firstName });
    const withPlan = (await list({ search: tag })).users.find((user) => user.id === ada);
    expect(withPlan?.plan).toEqual({ id: plan.id, title: plan.title, type: 2 });
    expect(
      firstNames(
        await list({ search: tag, signed_up_from: '2025-01-02', signed_up_to: '2025-01-03', sort: 'name' }),
      ),
    ).toEqual(['Ben', 'Cy']);
    expect(firstNames(await list({ search: tag, signed_up_to: '2025-01-01' }))).toEqual(['Ada']);
  });

  it('names a plan and a client renamed since the last page on the next one', async () => {
    const tag = tagOf();
    const [ada] = (await seed(tag, [{ firstName: 'Ada' }])).map((user) => user.id) as [number];
    const plan = await createPlan();
    const client = await createClient();
    await db.insert(subscriptions).values({ userId: ada, planId: plan.id, billing: 'monthly', pricePaid: 9 });
    await db.update(users).set({ commercialClientId: client.id }).where(eq(users.id, ada));
    expect((await list({ search: tag })).users[0]).toMatchObject({
      plan: { id: plan.id, title: plan.title },
      commercial_client: { id: client.id, business_name: client.firstName },
    });

    const [title, businessName] = [unique('Renamed plan'), unique('Renamed client')];
    await db.update(plans).set({ title }).where(eq(plans.id, plan.id));
    await db.update(commercialClients).set({ businessName }).where(eq(commercialClients.userId, client.id));
    await vi.waitFor(async () =>
      expect((await list({ search: tag })).users[0]).toMatchObject({
        plan: { id: plan.id, title },
        commercial_client: { id: client.id, business_name: businessName },
      }),
    );
  });

  it('sorts by sign-up (newest first by default), name and last seen', async () => {
    const tag = tagOf();
    await seed(tag, [{ firstName: 'Cleo' }, { firstName: 'Alma' }, { firstName: 'Bea' }]);
    expect(firstNames(await list({ search: tag }))).toEqual(['Bea', 'Alma', 'Cleo']);
    expect(firstNames(await list({ search: tag, sort: 'signed_up' }))).toEqual(['Cleo', 'Alma', 'Bea']);
    expect(firstNames(await list({ search: tag, sort: 'name' }))).toEqual(['Alma', 'Bea', 'Cleo']);
    expect(firstNames(await list({ search: tag, sort: '-name' }))).toEqual(['Cleo', 'Bea', 'Alma']);
    expect(firstNames(await list({ search: tag, sort: '-last_seen' }))).toEqual(['Cleo', 'Alma', 'Bea']);
  });

  it('pages by number and by keyset cursors from either end, with an exact total', async () => {
    const tag = tagOf();
    const names = ['Ann', 'Bo', 'Cal', 'Dee', 'Eve'];
    await seed(
      tag,
      names.map((firstName) => ({ firstName })),
    );
    const query = { search: tag, sort: 'name', limit: 2 };
    const first = await list(query);
    expect(firstNames(first)).toEqual(['Ann', 'Bo']);
    expect(first.pagination).toMatchObject({ page: 1, total: 5, total_estimated: false, previous: null });
    const second = await list({ ...query, page: 2, after: first.pagination.next });
    expect(firstNames(second)).toEqual(['Cal', 'Dee']);
    expect(second.pagination.page).toBe(2);
    const third = await list({ ...query, page: 3, after: second.pagination.next });
    expect(firstNames(third)).toEqual(['Eve']);
    expect(third.pagination.next).toBeNull();
    const back = await list({ ...query, page: 2, before: third.pagination.previous });
    expect(firstNames(back)).toEqual(['Cal', 'Dee']);
    const backToStart = await list({ ...query, page: 1, before: back.pagination.previous });
    expect(firstNames(backToStart)).toEqual(['Ann', 'Bo']);
    expect(backToStart.pagination).toMatchObject({ page: 1, previous: null });
    const last = await list({ ...query, before: 'end' });
    expect(firstNames(last)).toEqual(['Dee', 'Eve']);
    expect(last.pagination).toMatchObject({ page: 3, next: null });
    expect(firstNames(await list({ ...query, page: 3 }))).toEqual(['Eve']);
    expect(firstNames(await list({ ...query, page: 2 }))).toEqual(['Cal', 'Dee']);
    // Past the last page: no rows, and the total still says where the list ends.
    expect(await list({ ...query, page: 9 })).toMatchObject({ users: [], pagination: { total: 5 } });
  });

  it('keeps cursors exact to the microsecond', async () => {
    const tag = tagOf();
    const [a, b] = await seed(tag, [{ firstName: 'Ida' }, { firstName: 'Jo' }]);
    // Two sign-ups a microsecond apart, which a millisecond cursor could not tell apart.
    for (const [user, time] of [
      [a, '2025-03-01T10:00:00.000001Z'],
      [b, '2025-03-01T10:00:00.000002Z'],
    ] as const) {
      await db.execute(sql`UPDATE users SET created_at = ${time}::timestamptz WHERE id = ${user?.id}`);
    }
    const first = await list({ search: tag, limit: 1 });
    expect(firstNames(first)).toEqual(['Jo']);
    expect(firstNames(await list({ search: tag, limit: 1, after: first.pagination.next }))).toEqual(['Ida']);
  });

  it('refuses bad queries with a 400 naming the problem', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ search: 'a' }, 'search'],
      [{ status: '2' }, 'status'],
      [{ sort: 'email' }, 'sort'],
      [{ plan: 'basic' }, 'plan'],
      [{ signed_up_from: '2025-02-30' }, 'signed_up_from'],
      [{ signed_up_from: '2025-03-02', signed_up_to: '2025-03-01' }, 'signed_up_to'],
      [{ after: 'x', before: 'y' }, 'before'],
      [{ limit: 1000 }, 'limit'],
    ];
    for (const [query, field] of cases) {
      const response = await send(operations.list, { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(field);
    }
    for (const after of ['not-a-cursor', Buffer.from('[1]').toString('base64url')]) {
      const response = await send(operations.list, { query: { after } });
      expect(response.statusCode).toBe(400);
      expect(response.json().description).toMatch(/cursor/);
    }
  });

  it('counts a login as the user last seen', async () => {
    const resident = await createAccount(database, {
      level: LEVEL.RESIDENTIAL,
      lastSeenAt: new Date(Date.UTC(2024, 0, 1)),
    });
    const before = await send(operations.get, { params: { id: resident.id } });
    expect(before.json().data.user.last_seen_at).toBe('2024-01-01T00:00:00.000Z');
    await logInAs(app, resident);
    const after = await send(operations.get, { params: { id: resident.id } });
    expect(Date.parse(after.json().data.user.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is for admins only', async () => {
    expect((await callOperation(app, operations.list)).statusCode).toBe(401);
    const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    const residentToken = await logInAs(app, resident);
    expect((await callOperation(app, operations.list, {}, residentToken)).statusCode).toBe(403);
    expect((await callOperation(app, operations.export, {}, residentToken)).statusCode).toBe(403);
  });
});

describe('a residential user and a room', () => {
  it('answers a user with subscriptions, homes, rooms and radiators', async () => {
    const tag = tagOf();
    const user = only(await seed(tag, [{ firstName: 'Nia', addressLine1: '12 Mill Lane' }]));
    const plan = await createPlan();
    await db
      .insert(subscriptions)
      .values({ userId: user.id, planId: plan.id, billing: 'monthly', pricePaid: 9 });
    const {
      home,
      room,
      radiators: [radiator],
      maker,
    } = await createFurnishedHome(database, user.id);
    const response = await send(operations.get, { params: { id: user.id } });
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json().data.user;
    expect(details).toMatchObject({
      id: user.id,
      first_name: 'Nia',
      address_line1: '12 Mill Lane',
      plan: { id: plan.id },
      subscriptions: [{ plan: { id: plan.id }, billing: 'monthly', price_paid: 9, ended_at: null }],
      homes: [{ id: home.id, rooms: [{ id: room.id, name: 'Living room', area_m2: 21.5, radiators: 1 }] }],
    });
    expect(details).not.toHaveProperty('password_hash');

    const roomAnswer = await send(operations.room, { params: { id: room.id } });
    expect(roomAnswer.statusCode).toBe(200);
    expect(roomAnswer.json().data.room).toMatchObject({
      id: room.id,
      home: { id: home.id },
      user: { id: user.id, first_name: 'Nia' },
      radiators: [
        { id: radiator?.id, manufacturer: { id: maker.id }, rated_power_w: 1500, removed_at: null },
      ],
    });
  });

  it('answers 404 for unknown ids and for accounts that are not residential users', async () => {
    for (const id of [2_147_483_647, admin.id]) {
      expect((await send(operations.get, { params: { id } })).statusCode).toBe(404);
    }
    expect((await send(operations.room, { params: { id: 2_147_483_647 } })).statusCode).toBe(404);
    expect((await send(operations.get, { params: { id: 'abc' } })).statusCode).toBe(400);
  });
});

describe('changing residential users', () => {
  async function residentWithToken() {
    const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    return { resident, token: await logInAs(app, resident) };
  }
  const meWith = (residentToken: string) => callOperation(app, authOperations.me, {}, residentToken);

  it('deletes a user with everything that is theirs, revokes their tokens and audits it', async () => {
    const { resident, token: residentToken } = await residentWithToken();
    const plan = await createPlan();
    await db
      .insert(subscriptions)
      .values({ userId: resident.id, planId: plan.id, billing: 'monthly', pricePaid: 9 });
    const { home, room } = await createFurnishedHome(database, resident.id);
    const response = await send(operations.remove, { params: { id: resident.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().description).toContain('has been deleted');
    expect(await db.select().from(users).where(eq(users.id, resident.id))).toEqual([]);
    expect(await db.select().from(homes).where(eq(homes.id, home.id))).toEqual([]);
    expect(await db.select().from(rooms).where(eq(rooms.id, room.id))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, resident.id))).toEqual([]);
    expect((await meWith(residentToken)).statusCode).toBe(401);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'residential_user'), eq(auditLog.entityId, String(resident.id))));
    expect(audit).toMatchObject([{ action: 'delete', actorId: admin.id }]);
    expect((await send(operations.remove, { params: { id: resident.id } })).statusCode).toBe(404);
  });

  it('never deletes an admin or a commercial client through this endpoint', async () => {
    const client = await createClient();
    for (const id of [admin.id, client.id]) {
      expect((await send(operations.remove, { params: { id } })).statusCode).toBe(404);
      expect(await db.select({ id: users.id }).from(users).where(eq(users.id, id))).toHaveLength(1);
    }
  });

  it('toggles status with 0 or 1 only; deactivation revokes the tokens', async () => {
    const { resident, token: residentToken } = await residentWithToken();
    expect((await meWith(residentToken)).statusCode).toBe(200);
    const bad = await send(operations.setStatus, { params: { user_id: resident.id, status: 2 } });
    expect(bad.statusCode).toBe(400);
    const off = await send(operations.setStatus, { params: { user_id: resident.id, status: 0 } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ data: { user: { id: resident.id, status: 0 } } });
    expect(off.json().description).toContain('is now inactive');
    expect((await meWith(residentToken)).statusCode).toBe(401);
    const on = await send(operations.setStatus, { params: { user_id: resident.id, status: 1 } });
    expect(on.json().data.user.status).toBe(1);
    // A revoked token stays revoked after reactivation: the user logs in again.
    expect((await meWith(residentToken)).statusCode).toBe(401);
    expect((await send(operations.setStatus, { params: { user_id: admin.id, status: 0 } })).statusCode).toBe(
      404,
    );
  });

  it('bulk-changes selected users in one transaction, or none when one is not a residential user', async () => {
    const tag = tagOf();
    const seeded = await seed(tag, [{ firstName: 'Kai' }, { firstName: 'Lu' }, { firstName: 'Mo' }]);
    const ids = seeded.map((user) => user.id);
    const statuses = async () =>
      (await db.select({ status: users.status }).from(users).where(inArray(users.id, ids))).map(
        (row) => row.status,
      );

    const refused = await send(operations.bulk, { body: { action: 'deactivate', ids: [...ids, admin.id] } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().description).toContain(String(admin.id));
    expect(await statuses()).toEqual([1, 1, 1]);

    const off = await send(operations.bulk, { body: { action: 'deactivate', ids } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ description: '3 users deactivated.', data: { affected: 3 } });
    expect(await statuses()).toEqual([0, 0, 0]);
    await send(operations.bulk, { body: { action: 'activate', ids: ids.slice(0, 1) } });
    expect((await statuses()).sort()).toEqual([0, 0, 1]);

    const removed = await send(operations.bulk, { body: { action: 'delete', ids } });
    expect(removed.json().data.affected).toBe(3);
    expect(await statuses()).toEqual([]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, ids.map(String)));
    expect(audit.filter((entry) => entry.action === 'delete')).toHaveLength(3);
  });

  it('refuses an empty, oversized or unknown bulk action', async () => {
    const cases = [
      { action: 'delete', ids: [] },
      { action: 'delete', ids: Array.from({ length: 501 }, (_, index) => index + 1) },
      { action: 'purge', ids: [1] },
      { action: 'delete', ids: ['1; DROP TABLE users'] },
    ];
    for (const body of cases) {
      expect((await send(operations.bulk, { body })).statusCode).toBe(400);
    }
  });
});

describe('GET /v1/users/export.csv', () => {
  it('streams every matching user as CSV, quoting and defusing cells', async () => {
    const tag = tagOf();
    await seed(tag, [
      { firstName: 'Ola', town: 'Leeds, West' },
      { firstName: '=HYPERLINK("x")' },
      { firstName: 'Pip', status: 0 },
    ]);
    const response = await send(operations.export, { query: { search: tag, sort: 'signed_up' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="residential-users-/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,first_name,last_name,email,mobile,town,city,post_code,plan,commercial_client,status,signed_up,last_seen',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`,Ola,${tag},`);
    expect(lines[1]).toContain(',"Leeds, West",');
    expect(lines[2]).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(lines[3]).toContain(',inactive,');
  });

  it('applies the same validation as the list', async () => {
    expect((await send(operations.export, { query: { status: 'on' } })).statusCode).toBe(400);
  });
});

// Last: adds more rows than the exact-count limit, which the tests above never search for.
describe('a list past the exact-count limit', () => {
  it('answers the estimate and says so', async () => {
    const tag = tagOf();
    await db.execute(sql`INSERT INTO users (email, password_hash, level, first_name, last_name)
      SELECT 'bulk' || n || '.' || ${tag} || '@example.com', ${NO_PASSWORD}, 3001, 'Bulk', ${tag}
      FROM generate_series(1, ${EXACT_TOTAL_LIMIT + 50}) AS n`);
    await db.execute(sql`ANALYZE users`);
    const page = await list({ search: tag, limit: 25 });
    expect(page.users).toHaveLength(25);
    expect(page.pagination.total_estimated).toBe(true);
    expect(page.pagination.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const all = await list({ limit: 25 });
    expect(all.pagination.total_estimated).toBe(true);
    // A common pair of characters is found along the sort order instead of through its index: same answer.
    const pair = await list({ search: 'bu', limit: 25 });
    expect(pair.users).toHaveLength(25);
    for (const user of pair.users)
      expect(`${user.first_name} ${user.last_name} ${user.email}`.toLowerCase()).toContain('bu');
    const last = await list({ search: tag, limit: 25, before: 'end' });
    expect(last.users).toHaveLength(25);
    expect(last.pagination.next).toBeNull();
  });
});
