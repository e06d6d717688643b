import {
  DAY_MS,
  DEFAULT_DASHBOARD_LAYOUTS,
  dashboardLayoutOperations,
  dashboardOperations,
  HOUR_MS,
  LEVEL,
} from '@radiant/contract';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fleetDays, homes, plans, radiators, subscriptions, users } from '../src/db/schema.ts';
import { NO_PASSWORD } from '../src/modules/auth/passwords.ts';
import { createCommercialClient } from './support/accounts.ts';
import { createFurnishedHome } from './support/homes.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';
import { unique } from './support/unique.ts';

// A database of this file's own: the dashboard counts everything in it.
const { app, database } = await createTestApp();
const { db } = database;
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

const monthStart = (offset: number, now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));

async function addUsers(people: { level: number; createdAt: Date; status?: number }[]) {
  return db
    .insert(users)
    .values(
      people.map((person) => ({
        email: `${unique('dash')}@example.com`.toLowerCase(),
        passwordHash: NO_PASSWORD,
        firstName: 'Dash',
        lastName: 'Board',
        level: person.level,
        status: person.status ?? 1,
        createdAt: person.createdAt,
      })),
    )
    .returning({ id: users.id });
}

describe('GET /v2/dashboard/admin', () => {
  it('counts customers and radiators, sums subscriptions by plan, revenue and fleet energy', async () => {
    const now = new Date();
    const thisMonth = monthStart(0, now);
    const lastMonth = monthStart(-1, now);
    const [recent, older, inactive] = await addUsers([
      {
        level: LEVEL.RESIDENTIAL,
        createdAt: new Date(Math.max(thisMonth.getTime(), now.getTime() - HOUR_MS)),
      },
      { level: LEVEL.RESIDENTIAL, createdAt: new Date(lastMonth.getTime() - 40 * DAY_MS) },
      { level: LEVEL.RESIDENTIAL, createdAt: new Date(lastMonth.getTime() - 200 * DAY_MS), status: 0 },
    ]);
    const client = await createCommercialClient(database, {
      createdAt: new Date(lastMonth.getTime() - DAY_MS),
      homeFeeGbp: 4,
    });

    const [premium, free] = await db
      .insert(plans)
      .values([
        { title: 'Premium', type: 3, cost: 10, yearlyDiscount: 0 },
        { title: 'Free', type: 1, cost: 0, yearlyDiscount: 0 },
      ])
      .returning();
    const longAgo = new Date(lastMonth.getTime() - 60 * DAY_MS);
    await db.insert(subscriptions).values([
      {
        userId: recent?.id ?? 0,
        planId: premium?.id ?? 0,
        billing: 'monthly',
        pricePaid: 10,
        startedAt: longAgo,
      },
      {
        userId: older?.id ?? 0,
        planId: premium?.id ?? 0,
        billing: 'yearly',
        pricePaid: 120,
        startedAt: longAgo,
      },
      // Ended before last month began: no revenue in either month, and not current.
      {
        userId: inactive?.id ?? 0,
        planId: premium?.id ?? 0,
        billing: 'monthly',
        pricePaid: 6,
        startedAt: new Date(longAgo.getTime() - 100 * DAY_MS),
        endedAt: longAgo,
      },
    ]);

    // The older resident came through the client, which pays £4 a month for her flat.
    await db
      .update(users)
      .set({ commercialClientId: client.id })
      .where(inArray(users.id, [older?.id ?? 0]));
    await db.insert(homes).values({ userId: older?.id ?? 0, name: 'Flat', createdAt: longAgo });
    const home = await createFurnishedHome(database, recent?.id ?? 0, { inService: 3, removed: 1 });
    const [online, offline] = home.radiators;
    await db
      .update(radiators)
      .set({ lastSeenAt: new Date(now.getTime() - HOUR_MS) })
      .where(inArray(radiators.id, [online?.id ?? 0]));
    await db
      .update(radiators)
      .set({ lastSeenAt: new Date(now.getTime() - 3 * DAY_MS) })
      .where(inArray(radiators.id, [offline?.id ?? 0]));
    const day = (at: Date) => at.toISOString().slice(0, 10);
    await db.insert(fleetDays).values([
      { day: day(now), shard: 1, energyWh: 5000 },
      { day: day(now), shard: 2, energyWh: 1500 },
      { day: day(lastMonth), shard: 1, energyWh: 12_000 },
      { day: day(monthStart(-2, now)), shard: 1, energyWh: 99_000 },
    ]);

    const response = await send(dashboardOperations.admin);
    expect(response.statusCode).toBe(200);
    const figures = response.json().data.analytics;
    expect(figures.residential_users).toEqual({ total: 3, active: 2, new_this_month: 1 });
    expect(figures.commercial_clients).toEqual({
      total: 1,
      new_this_month: 0,
      managed_homes: 1,
      monthly_fees: 4,
    });
    expect(figures.radiators).toEqual({ installed: 3, reporting: 2, online: 1, offline_over_24h: 1 });
    expect(figures.subscriptions_by_plan).toEqual([
      { plan_id: free?.id, title: 'Free', type: 1, subscribers: 0, monthly_recurring_revenue: 0 },
      { plan_id: premium?.id, title: 'Premium', type: 3, subscribers: 2, monthly_recurring_revenue: 20 },
    ]);
    expect(figures.monthly_recurring_revenue).toBe(20);
    expect(figures.revenue.last_month).toBe(20);
    const elapsed =
      (now.getTime() - thisMonth.getTime()) / (monthStart(1, now).getTime() - thisMonth.getTime());
    expect(figures.revenue.this_month).toBeCloseTo(20 * elapsed, 1);
    expect(figures.fees.last_month).toBe(4);
    expect(figures.fees.this_month).toBeCloseTo(4 * elapsed, 1);
    expect(figures.fleet_energy_kwh).toEqual({ this_month: 6.5, last_month: 12 });
  });
});

describe('GET /v1/dashboard/admin/new-signups', () => {
  it('counts residential and commercial sign-ups in each UTC month of the year, every month listed', async () => {
    await addUsers([
      { level: LEVEL.RESIDENTIAL, createdAt: new Date('2024-01-03T10:00:00Z') },
      { level: LEVEL.RESIDENTIAL, createdAt: new Date('2024-01-31T23:30:00Z') },
      { level: LEVEL.RESIDENTIAL, createdAt: new Date('2024-03-15T08:00:00Z') },
      { level: LEVEL.COMMERCIAL, createdAt: new Date('2024-03-01T00:00:00Z') },
      // Just outside the year, and an admin: neither counts.
      { level: LEVEL.RESIDENTIAL, createdAt: new Date('2023-12-31T23:59:00Z') },
      { level: LEVEL.ADMIN, createdAt: new Date('2024-05-05T12:00:00Z') },
    ]);
    const response = await send(dashboardOperations.newSignups, { query: { year: 2024 } });
    expect(response.statusCode).toBe(200);
    const { year, months } = response.json().data.analytics;
    expect(year).toBe(2024);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: 1, residential: 2, commercial: 0 });
    expect(months[2]).toEqual({ month: 3, residential: 1, commercial: 1 });
    expect(months.reduce((sum: number, month: { residential: number }) => sum + month.residential, 0)).toBe(
      3,
    );
    expect(months[11]).toEqual({ month: 12, residential: 0, commercial: 0 });
  });

  it('answers for this year by default', async () => {
    const response = await send(dashboardOperations.newSignups);
    expect(response.json().data.analytics.year).toBe(new Date().getUTCFullYear());
  });

  it.each(['1999', '2101', 'last', '2024.5'])('answers 400 naming the year for year=%s', async (year) => {
    const response = await send(dashboardOperations.newSignups, { query: { year } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual(['year']);
  });
});

describe('/v1/dashboard/admin/layout', () => {
  const mine = DEFAULT_DASHBOARD_LAYOUTS;
  // The default with revenue and sign-ups swapped on lg.
  const moved = {
    ...mine,
    lg: mine.lg.map((item) =>
      item.i === 'revenue' ? { ...item, x: 2 } : item.i === 'signups' ? { ...item, x: 0 } : item,
    ),
  };

  it("keeps each admin's own layouts until they reset them", async () => {
    expect((await send(dashboardLayoutOperations.get)).json().data).toEqual({
      layouts: null,
      updated_at: null,
    });
    const saved = await send(dashboardLayoutOperations.save, { body: { layouts: moved } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.layouts).toEqual(moved);
    const again = (await send(dashboardLayoutOperations.get)).json().data;
    expect(again.layouts).toEqual(moved);
    expect(Date.parse(again.updated_at)).toBeGreaterThan(Date.now() - 60_000);

    const { token: otherToken } = await createLoggedInAccount(app, database);
    const other = await callerAs(app, otherToken)(dashboardLayoutOperations.get);
    expect(other.json().data.layouts).toBeNull();

    expect((await send(dashboardLayoutOperations.save, { body: { layouts: mine } })).statusCode).toBe(200);
    expect((await send(dashboardLayoutOperations.get)).json().data.layouts).toEqual(mine);
    expect((await send(dashboardLayoutOperations.reset)).json().data.layouts).toBeNull();
    expect((await send(dashboardLayoutOperations.get)).json().data.layouts).toBeNull();
  });

  it.each([
    [
      'overlapping widgets',
      { ...mine, lg: mine.lg.map((item) => (item.i === 'revenue' ? { ...item, x: 1 } : item)) },
    ],
    ['a missing widget', { ...mine, sm: mine.sm.slice(1) }],
    ['an unknown widget', { ...mine, sm: [...mine.sm, { i: 'heart-rate', x: 0, y: 90, w: 1, h: 2 }] }],
    [
      'a widget collapsed on lg',
      { ...mine, lg: mine.lg.map((item) => (item.i === 'radiator-detail' ? { ...item, w: 0, h: 0 } : item)) },
    ],
    ['no sm layout', { lg: mine.lg, md: mine.md }],
  ])('answers 400 naming the layouts for %s, and keeps what was saved', async (_, layouts) => {
    await send(dashboardLayoutOperations.save, { body: { layouts: moved } });
    const response = await send(dashboardLayoutOperations.save, { body: { layouts } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toMatch(/^layouts/);
    expect((await send(dashboardLayoutOperations.get)).json().data.layouts).toEqual(moved);
  });
});
