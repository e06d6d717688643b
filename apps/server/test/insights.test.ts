import {
  analyticsOperations,
  type BusinessSeries,
  businessOperations,
  DAY_MS,
  insightOperations,
  LEVEL,
  type Operation,
} from '@radiant/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  homeDays,
  homes,
  locations,
  outdoorHours,
  plans,
  radiatorDays,
  radiators,
  subscriptions,
} from '../src/db/schema.ts';
import { createAccount, createCommercialClient } from './support/accounts.ts';
import { createFurnishedHome, only } from './support/homes.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';
import { unique } from './support/unique.ts';

// A database of this file's own, with one commercial client, two residents and fixed 2025 history, so every
// figure below is worked out by hand.
const { app, database } = await createTestApp();
const { db } = database;
const { account: admin, token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

const at = (text: string) => new Date(`${text}T00:00:00Z`);

const plan = only(
  await db
    .insert(plans)
    .values({ title: unique('Comfort'), type: 1, cost: 10, yearlyDiscount: 0 })
    .returning(),
);
const client = await createCommercialClient(database, {
  businessName: 'Warm Homes Ltd',
  createdAt: at('2025-01-10'),
  homeFeeGbp: 3,
});
// Alice came through the client; Bob on his own.
const alice = await createAccount(database, {
  level: LEVEL.RESIDENTIAL,
  commercialClientId: client.id,
  createdAt: at('2025-02-15'),
});
const bob = await createAccount(database, { level: LEVEL.RESIDENTIAL, createdAt: at('2025-03-20') });
await db.insert(subscriptions).values([
  // £10 a month for March and April.
  {
    userId: alice.id,
    planId: plan.id,
    billing: 'monthly',
    pricePaid: 10,
    startedAt: at('2025-03-01'),
    endedAt: at('2025-05-01'),
  },
  // £120 a year from 16 April: £10 a month, half of April.
  { userId: bob.id, planId: plan.id, billing: 'yearly', pricePaid: 120, startedAt: at('2025-04-16') },
]);

const location = only(
  await db
    .insert(locations)
    .values({ name: unique('York'), latitude: 53.96, longitude: -1.08 })
    .returning(),
);
const aliceHome = await createFurnishedHome(database, alice.id, { inService: 3 });
const bobHome = await createFurnishedHome(database, bob.id);
// Alice's client is paid for her home from 1 March.
await db
  .update(homes)
  .set({ locationId: location.id, createdAt: at('2025-03-01') })
  .where(eq(homes.id, aliceHome.home.id));
const [steady, silent, neverReported] = aliceHome.radiators.map((radiator) => radiator.id) as [
  number,
  number,
  number,
];
await db.update(radiators).set({ lastSeenAt: new Date() }).where(eq(radiators.id, steady));
await db
  .update(radiators)
  .set({ lastSeenAt: new Date(Date.now() - 3 * DAY_MS) })
  .where(eq(radiators.id, silent));

const MONDAY = '2025-01-06';
await db.insert(radiatorDays).values([
  // Reaches its setpoint three times, a quarter of its heating spent below it: 10 minutes a heat-up.
  {
    radiatorId: steady,
    homeId: aliceHome.home.id,
    day: MONDAY,
    energyWh: 4000,
    heatingS: 7200,
    belowS: 1800,
    heatups: 3,
  },
  // Heats for ten hours, two below its setpoint, and never gets there.
  {
    radiatorId: silent,
    homeId: aliceHome.home.id,
    day: MONDAY,
    energyWh: 6000,
    heatingS: 36_000,
    belowS: 7200,
  },
]);
await db.insert(homeDays).values([
  {
    homeId: aliceHome.home.id,
    day: MONDAY,
    energyWh: 10_000,
    heatingS: 43_200,
    windowWh: 500,
    aboveWh: 200,
    windowS: 1800,
  },
  { homeId: bobHome.home.id, day: MONDAY, energyWh: 2000, heatingS: 3600 },
]);
// Monday at a steady 5.5 °C: 10 degree-days below 15.5 °C.
await db.insert(outdoorHours).values(
  Array.from({ length: 24 }, (_, hour) => ({
    locationId: location.id,
    hour: new Date(at(MONDAY).getTime() + hour * 3_600_000),
    temperatureC: 5.5,
  })),
);

/** The analytics an operation answers for a query, once it has answered 200. */
const answerOf = (operation: Operation) => async (query: Record<string, unknown>) => {
  const response = await send(operation, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.analytics;
};
/** The paths of the errors a 400 names. */
const refusedFor = async (operation: Operation, query: Record<string, unknown>) => {
  const response = await send(operation, { query });
  expect(response.statusCode, response.body).toBe(400);
  return response.json().errors.map((error: { path: string }) => error.path);
};

const business = answerOf(businessOperations.series);
const month = (series: BusinessSeries, number: number) =>
  series.buckets.find((bucket) => bucket.start.startsWith(`2025-${String(number).padStart(2, '0')}`));

describe('GET /v1/analytics/admin/business', () => {
  it('gives residential sign-ups, customers, revenue and the plan mix per month', async () => {
    const series = await business({ period: 'monthly', year: 2025 });
    expect(series).toMatchObject({ audience: 'residential', client_id: null, period: 'monthly' });
    expect(series.buckets).toHaveLength(12);
    expect(series.plans).toEqual([{ plan_id: plan.id, title: plan.title, type: 1 }]);
    expect(series.buckets.map((bucket: { signups: number }) => bucket.signups).slice(0, 4)).toEqual([
      0, 1, 1, 0,
    ]);
    expect(month(series, 3)).toMatchObject({
      customers: 2,
      revenue_gbp: 10,
      subscribers: [{ plan_id: plan.id, subscribers: 1 }],
    });
    // Alice's last month and half of Bob's first; at the end of April only Bob is still subscribed.
    expect(month(series, 4)).toMatchObject({
      revenue_gbp: 15,
      subscribers: [{ plan_id: plan.id, subscribers: 1 }],
    });
    expect(month(series, 5)?.revenue_gbp).toBe(10);
    expect(month(series, 2)).toMatchObject({ revenue_gbp: 0, subscribers: [] });
    expect(series.totals).toEqual({ signups: 2, revenue_gbp: 105 });
  });

  it('gives commercial clients their sign-ups and the fees for their managed homes', async () => {
    const series = await business({ audience: 'Commercial', period: 'monthly', year: 2025 });
    expect(month(series, 1)).toMatchObject({ signups: 1, customers: 1, managed_homes: 0, revenue_gbp: 0 });
    expect(month(series, 3)).toMatchObject({
      managed_homes: 1,
      revenue_gbp: 3,
      subscribers: [{ plan_id: plan.id, subscribers: 1 }],
    });
    expect(month(series, 12)?.revenue_gbp).toBe(3);
    expect(series.totals.revenue_gbp).toBe(30);
    const own = await business({ audience: 'commercial', clientId: client.id, year: 2025 });
    expect(own.client_id).toBe(client.id);
    expect(month(own, 2)?.signups).toBe(1);
    expect(own.totals).toEqual({ signups: 1, revenue_gbp: 30 });
  });

  it('gives five years by year, and a year by ISO week', async () => {
    const years = await business({ period: 'yearly', year: 2025 });
    expect(years.buckets.map((bucket: { start: string }) => bucket.start.slice(0, 4))).toEqual([
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
    ]);
    expect(years.buckets.at(-1)).toMatchObject({ signups: 2, revenue_gbp: 105 });
    const weeks = await business({ period: 'weekly', year: 2025 });
    expect(weeks.buckets).toHaveLength(52);
    // ISO weeks 1–52 of 2025 end on Sunday 28 December: Bob's December counts 28 of its 31 days.
    expect(weeks.totals.revenue_gbp).toBeCloseTo(95 + (10 * 28) / 31, 0);
  });

  it.each([
    [{ audience: 'landlords' }, 'audience'],
    [{ period: 'daily' }, 'period'],
    [{ year: 1999 }, 'year'],
    [{ clientId: 'acme' }, 'clientId'],
    [{ audience: 'residential', clientId: 5 }, 'audience'],
  ])('answers 400 naming the parameter for %o', async (query, parameter) => {
    expect(await refusedFor(businessOperations.series, query)).toEqual([parameter]);
  });

  it('answers 400 naming clientId for an id that is no commercial client', async () => {
    for (const clientId of [alice.id, 999_999]) {
      expect(await refusedFor(businessOperations.series, { audience: 'commercial', clientId })).toEqual([
        'clientId',
      ]);
    }
  });
});

describe('GET /v1/analytics/admin with clientId', () => {
  it("gives the heating of the client's residents' homes only", async () => {
    const heating = answerOf(analyticsOperations.heating);
    const week = await heating({ clientId: client.id, period: 'weekly', year: 2025, week: 2 });
    expect(week).toMatchObject({ client_id: client.id, user_id: null });
    expect(week.totals).toMatchObject({ energy_kwh: 10, degree_days: 10, kwh_per_degree_day: 1 });
    expect(await refusedFor(analyticsOperations.heating, { userId: alice.id, clientId: client.id })).toEqual([
      'clientId',
    ]);
  });
});

const JANUARY_WEEK = { start_date: MONDAY, end_date: '2025-01-12' };

describe('GET /v1/analytics/admin/radiator-health', () => {
  const health = answerOf(insightOperations.radiatorHealth);

  it('sums the health of a scope and lists the worst radiators that have reported first', async () => {
    for (const whose of [{}, { userId: alice.id }, { clientId: client.id }]) {
      const report = await health({ ...whose, ...JANUARY_WEEK });
      expect(report).toMatchObject({ from: MONDAY, to: '2025-01-13' });
      expect(report.summary).toEqual({
        radiators: Object.keys(whose).length === 0 ? 4 : 3,
        reporting: 2,
        offline_over_24h: 1,
        struggling: 1,
        never_reaching: 1,
        heating_hours: 12,
        below_setpoint_share: 0.208,
        heatups: 3,
        mean_heatup_minutes: 50,
      });
      expect(report.radiators.map((radiator: { radiator_id: number }) => radiator.radiator_id)).toEqual([
        silent,
        steady,
      ]);
    }
    const {
      radiators: [worst, next],
    } = await health(JANUARY_WEEK);
    expect(worst).toMatchObject({
      never_reaches: true,
      offline: true,
      heatups: 0,
      mean_heatup_minutes: null,
    });
    expect(next).toMatchObject({
      never_reaches: false,
      offline: false,
      below_setpoint_share: 0.25,
      heatups: 3,
      mean_heatup_minutes: 10,
      room_name: 'Living room',
      user_id: alice.id,
    });
    expect(neverReported).not.toBe(steady);
  });

  it('counts nothing outside the range and honours the limit', async () => {
    const later = await health({ start_date: '2025-02-01', end_date: '2025-02-28', limit: 1 });
    expect(later.summary).toMatchObject({ heating_hours: 0, heatups: 0, never_reaching: 0, struggling: 0 });
    expect(later.radiators).toHaveLength(1);
    expect((await health({ userId: bob.id, ...JANUARY_WEEK })).summary.reporting).toBe(0);
  });

  it.each([
    [{ start_date: MONDAY }, 'end_date'],
    [{ start_date: '2025-02-01', end_date: '2025-01-01' }, 'end_date'],
    [{ start_date: '2020-01-01', end_date: '2025-01-01' }, 'end_date'],
    [{ start_date: '2025-02-30', end_date: '2025-03-01' }, 'start_date'],
    [{ limit: 0 }, 'limit'],
    [{ userId: 1, clientId: 2 }, 'clientId'],
  ])('answers 400 naming the parameter for %o', async (query, parameter) => {
    expect(await refusedFor(insightOperations.radiatorHealth, query)).toEqual([parameter]);
  });

  it('answers 400 naming userId or clientId for ids of the wrong kind', async () => {
    expect(await refusedFor(insightOperations.radiatorHealth, { userId: admin.id })).toEqual(['userId']);
    expect(await refusedFor(insightOperations.radiatorHealth, { clientId: bob.id })).toEqual(['clientId']);
  });
});

describe('GET /v1/analytics/admin/wasted-heat', () => {
  it('sums heat lost to open windows and overheating, its cost, and the homes wasting most', async () => {
    const report = await answerOf(insightOperations.wastedHeat)({ ...JANUARY_WEEK, price_per_kwh: 0.5 });
    expect(report).toMatchObject({
      energy_kwh: 12,
      window_kwh: 0.5,
      above_band_kwh: 0.2,
      wasted_share: 0.058,
      wasted_cost_gbp: 0.35,
      window_open_hours: 0.5,
    });
    expect(report.homes).toEqual([
      {
        home_id: aliceHome.home.id,
        home_name: 'Home',
        user_id: alice.id,
        user_name: `${alice.firstName} ${alice.lastName}`,
        energy_kwh: 10,
        window_kwh: 0.5,
        above_band_kwh: 0.2,
        wasted_share: 0.07,
      },
    ]);
  });
});

describe('GET /v1/analytics/admin/top-energy-users', () => {
  const top = answerOf(insightOperations.topEnergyUsers);
  const alices = {
    user_id: alice.id,
    user_name: `${alice.firstName} ${alice.lastName}`,
    homes: 1,
    area_m2: 21.5,
    energy_kwh: 10,
    kwh_per_m2: 0.465,
    cost_gbp: 5,
  };

  it('ranks residential users by energy over the range, with kWh per m² of their rooms and its cost', async () => {
    const report = await top({ ...JANUARY_WEEK, price_per_kwh: 0.5 });
    expect(report).toMatchObject({ from: MONDAY, to: '2025-01-13', price_per_kwh: 0.5 });
    expect(report.users).toEqual([
      alices,
      {
        user_id: bob.id,
        user_name: `${bob.firstName} ${bob.lastName}`,
        homes: 1,
        area_m2: 21.5,
        energy_kwh: 2,
        kwh_per_m2: 0.093,
        cost_gbp: 1,
      },
    ]);
  });

  it("honours the limit and ranks a client's residents only, and nobody outside the range", async () => {
    expect((await top({ ...JANUARY_WEEK, price_per_kwh: 0.5, limit: 1 })).users).toEqual([alices]);
    const clients = await top({ ...JANUARY_WEEK, price_per_kwh: 0.5, clientId: client.id });
    expect(clients.users.map((user: { user_id: number }) => user.user_id)).toEqual([alice.id]);
    expect((await top({ start_date: '2025-02-01', end_date: '2025-02-28' })).users).toEqual([]);
  });

  it('answers 400 naming the limit or the range', async () => {
    expect(await refusedFor(insightOperations.topEnergyUsers, { limit: 0 })).toEqual(['limit']);
    expect(
      await refusedFor(insightOperations.topEnergyUsers, {
        start_date: '2025-02-01',
        end_date: '2025-01-01',
      }),
    ).toEqual(['end_date']);
  });
});

describe('GET /v1/analytics/admin/manufacturers-scorecard', () => {
  it('scores each model in service: offline rate, heat-ups, struggle, energy per reporting radiator', async () => {
    const { models } = await answerOf(insightOperations.manufacturerScorecard)({
      clientId: client.id,
      ...JANUARY_WEEK,
    });
    expect(models).toEqual([
      {
        manufacturer_id: aliceHome.maker.id,
        manufacturer: aliceHome.maker.title,
        model_id: aliceHome.model.id,
        model: 'K2 600x1000',
        rated_power_w: 1500,
        radiators: 3,
        reporting: 2,
        offline_over_24h: 1,
        offline_rate: 0.5,
        heating_hours: 12,
        below_setpoint_share: 0.208,
        heatups: 3,
        mean_heatup_minutes: 50,
        kwh_per_radiator: 5,
      },
    ]);
  });
});

describe('GET /v1/analytics/admin/commercial-clients', () => {
  const clients = answerOf(insightOperations.clients);

  it('gives each client its customers, fleet, energy per degree-day and waste over a range', async () => {
    const report = await clients(JANUARY_WEEK);
    expect(report.clients).toEqual([
      {
        client_id: client.id,
        business_name: 'Warm Homes Ltd',
        trading_name: client.lastName,
        home_fee_gbp: 3,
        residential_users: 1,
        homes: 1,
        radiators: 3,
        offline_over_24h: 1,
        struggling_radiators: 1,
        energy_kwh: 10,
        degree_days: 10,
        kwh_per_degree_day: 1,
        wasted_kwh: 0.7,
        fees_gbp: 0,
        subscriptions_gbp: 0,
      },
    ]);
  });

  it('gives the money earned in a range: fees per managed home and subscriptions', async () => {
    const march = await clients({ clientId: client.id, start_date: '2025-03-01', end_date: '2025-03-31' });
    expect(march.clients[0]).toMatchObject({ fees_gbp: 3, subscriptions_gbp: 10, energy_kwh: 0 });
    const half = await clients({ start_date: '2025-03-01', end_date: '2025-03-15' });
    expect(half.clients[0].fees_gbp).toBeCloseTo((3 * 15) / 31, 2);
  });

  it('answers 400 naming userId: clients are compared across the fleet', async () => {
    expect(await refusedFor(insightOperations.clients, { userId: alice.id })).toEqual(['userId']);
  });
});
