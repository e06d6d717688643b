import { analyticsOperations, HOUR_MS, LEVEL, type Operation } from '@radiant/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  fleetDays,
  homeDays,
  homes,
  locations,
  outdoorHours,
  radiatorDays,
  radiatorHours,
  users,
} from '../src/db/schema.ts';
import { createAccount } from './support/accounts.ts';
import { createFurnishedHome, only } from './support/homes.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';
import { unique } from './support/unique.ts';

// A database of this file's own: the fleet is exactly what is written below.
const { app, database } = await createTestApp();
const { db } = database;
const { account: admin, token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

const DAY_S = 86_400;
// Monday 6 January 2025 is day 1 of ISO week 2 of 2025.
const MONDAY = Date.UTC(2025, 0, 6);

const location = only(
  await db
    .insert(locations)
    .values({ name: unique('Leeds'), latitude: 53.8, longitude: -1.55 })
    .returning(),
);
const resident = await createAccount(database, { level: LEVEL.RESIDENTIAL });
const neighbour = await createAccount(database, { level: LEVEL.RESIDENTIAL });
const home = await createFurnishedHome(database, resident.id);
const otherHome = await createFurnishedHome(database, neighbour.id);
await db.update(homes).set({ locationId: location.id }).where(eq(homes.id, home.home.id));

const day = (offset: number) => new Date(MONDAY + offset * DAY_S * 1000).toISOString().slice(0, 10);
const fullDay = (roomC: number, setpointC: number) => ({
  coveredS: DAY_S,
  roomCS: roomC * DAY_S,
  setpointCS: setpointC * DAY_S,
});
await db.insert(homeDays).values([
  { homeId: home.home.id, day: day(0), energyWh: 10_000, heatingS: 7200, ...fullDay(19, 20) },
  { homeId: home.home.id, day: day(1), energyWh: 5000, heatingS: 3600, ...fullDay(20, 20) },
  { homeId: otherHome.home.id, day: day(0), energyWh: 2000, heatingS: 1800, ...fullDay(18, 19) },
]);
await db.insert(fleetDays).values([
  { day: day(0), shard: 1, energyWh: 12_000, heatingS: 9000 },
  { day: day(1), shard: 1, energyWh: 5000, heatingS: 3600 },
  { day: '2025-02-03', shard: 1, energyWh: 3000, heatingS: 1000 },
]);
await db.insert(radiatorHours).values({
  radiatorId: home.radiators[0]?.id ?? 0,
  homeId: home.home.id,
  hour: new Date(MONDAY + 7 * HOUR_MS),
  energyWh: 1500,
  heatingS: 1800,
  coveredS: 3600,
  roomCS: 18 * 3600,
  setpointCS: 20 * 3600,
});
// Monday at a steady 5.5 °C (10 degree-days below 15.5 °C), Tuesday at 15.5 °C (none).
await db.insert(outdoorHours).values(
  Array.from({ length: 48 }, (_, hour) => ({
    locationId: location.id,
    hour: new Date(MONDAY + hour * HOUR_MS),
    temperatureC: hour < 24 ? 5.5 : 15.5,
  })),
);

/** The analytics an operation answers for a query, once it has answered 200. */
const answerOf =
  (operation: Operation) => async (query: Record<string, unknown>, params?: Record<string, unknown>) => {
    const response = await send(operation, { query, params });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.analytics;
  };
const analytics = answerOf(analyticsOperations.heating);

describe('GET /v1/analytics/admin', () => {
  it("gives one user's week by day: energy, heating, temperatures, degree-days, kWh per degree-day, cost", async () => {
    const week = await analytics({ userId: resident.id, period: 'weekly', year: 2025, week: 2 });
    expect(week).toMatchObject({ user_id: resident.id, period: 'weekly', from: '2025-01-06T00:00:00.000Z' });
    expect(week.buckets).toHaveLength(7);
    expect(week.buckets[0]).toEqual({
      start: '2025-01-06T00:00:00.000Z',
      energy_kwh: 10,
      heating_hours: 2,
      room_c: 19,
      setpoint_c: 20,
      outdoor_c: 5.5,
      degree_days: 10,
      kwh_per_degree_day: 1,
      cost_gbp: 2.5,
    });
    expect(week.buckets[1]).toMatchObject({ energy_kwh: 5, degree_days: 0, kwh_per_degree_day: null });
    expect(week.buckets[2]).toMatchObject({ energy_kwh: 0, room_c: null, outdoor_c: null });
    expect(week.totals).toMatchObject({
      energy_kwh: 15,
      heating_hours: 3,
      degree_days: 10,
      kwh_per_degree_day: 1.5,
    });
  });

  it('gives the fleet a month by day and a year by month, the period in any case', async () => {
    const month = await analytics({ period: 'Monthly', year: 2025, month: 1 });
    expect(month.user_id).toBeNull();
    expect(month.buckets).toHaveLength(31);
    expect(month.buckets[5]).toMatchObject({ start: '2025-01-06T00:00:00.000Z', energy_kwh: 12 });
    expect(month.totals.energy_kwh).toBe(17);
    const year = await analytics({ period: 'YEARLY', year: 2025 });
    expect(year.buckets.map((bucket: { start: string }) => bucket.start.slice(0, 7))).toEqual(
      Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`),
    );
    expect(year.buckets.slice(0, 3).map((bucket: { energy_kwh: number }) => bucket.energy_kwh)).toEqual([
      17, 3, 0,
    ]);
  });

  it('gives a day by hour for an ISO week date, its degree-days spread over the hours', async () => {
    const daily = await analytics({ userId: resident.id, period: 'daily', date: '2025-02-1' });
    expect(daily.from).toBe('2025-01-06T00:00:00.000Z');
    expect(daily.buckets).toHaveLength(24);
    expect(daily.buckets[7]).toMatchObject({
      start: '2025-01-06T07:00:00.000Z',
      energy_kwh: 1.5,
      heating_hours: 0.5,
      room_c: 18,
      setpoint_c: 20,
    });
    expect(daily.buckets[8].energy_kwh).toBe(0);
    expect(daily.totals.degree_days).toBe(10);
  });

  it('takes the degree-day base and the price of a kWh', async () => {
    const week = await analytics({
      userId: resident.id,
      period: 'weekly',
      year: 2025,
      week: 2,
      base_c: 10,
      price_per_kwh: 0.3,
    });
    expect(week.buckets[0]).toMatchObject({ degree_days: 4.5, cost_gbp: 3 });
  });

  it.each([
    [{ period: 'hourly' }, 'period'],
    [{ period: 'monthly', month: 13 }, 'month'],
    [{ period: 'weekly', week: 54 }, 'week'],
    [{ period: 'weekly', year: 2025, week: 53 }, 'week'],
    [{ period: 'daily', date: '2025-53-1' }, 'date'],
    [{ period: 'daily', date: '2025-01-06' }, 'date'],
    [{ year: 1999 }, 'year'],
    [{ userId: 'someone' }, 'userId'],
    [{ base_c: 40 }, 'base_c'],
    [{ price_per_kwh: -1 }, 'price_per_kwh'],
  ])('answers 400 naming the parameter for %o', async (query, parameter) => {
    const response = await send(analyticsOperations.heating, { query });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([parameter]);
  });

  it('answers 400 naming userId for an id that is no residential user', async () => {
    for (const userId of [admin.id, 999_999]) {
      const response = await send(analyticsOperations.heating, { query: { userId } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'userId', message: expect.any(String) }]);
    }
  });
});

const radiator = home.radiators[0]?.id ?? 0;
await db.insert(radiatorDays).values([
  {
    radiatorId: radiator,
    homeId: home.home.id,
    day: day(0),
    energyWh: 10_000,
    heatingS: 7200,
    belowS: 1800,
    windowWh: 500,
    aboveWh: 200,
    ...fullDay(19, 20),
  },
  {
    radiatorId: radiator,
    homeId: home.home.id,
    day: day(1),
    energyWh: 5000,
    heatingS: 3600,
    ...fullDay(20, 20),
  },
  {
    radiatorId: radiator,
    homeId: home.home.id,
    day: '2025-02-03',
    energyWh: 3000,
    heatingS: 1200,
    ...fullDay(20, 20),
  },
]);

const roomsUsage = answerOf(analyticsOperations.roomsUsage);

describe('GET /v1/analytics/admin/rooms-radiator-usage', () => {
  it("gives a user's rooms with their radiators over a month: energy, heating, temperatures, struggle and waste", async () => {
    const rooms = await roomsUsage({ userId: resident.id, year: 2025, month: 1 });
    expect(rooms).toEqual([
      {
        room_id: home.room.id,
        name: 'Living room',
        type: 'living',
        area_m2: 21.5,
        home_id: home.home.id,
        home_name: 'Home',
        energy_kwh: 15,
        heating_hours: 3,
        room_c: 19.5,
        setpoint_c: 20,
        below_setpoint_share: 0.167,
        window_kwh: 0.5,
        above_band_kwh: 0.2,
        kwh_per_m2: 0.698,
        radiators: [
          expect.objectContaining({
            radiator_id: radiator,
            manufacturer: home.maker.title,
            model: 'K2 600x1000',
            rated_power_w: 1500,
            energy_kwh: 15,
            below_setpoint_share: 0.167,
          }),
        ],
      },
    ]);
  });

  it('takes a date range (both ends included) or a year', async () => {
    const range = await roomsUsage({ userId: resident.id, start_date: '2025-01-07', end_date: '2025-02-03' });
    expect(range[0].energy_kwh).toBe(8);
    const year = await roomsUsage({ userId: resident.id, period: 'Yearly', year: 2025 });
    expect(year[0].energy_kwh).toBe(18);
  });

  it('lists rooms whose radiators sent nothing with zeros, and nothing for a user without a home', async () => {
    const quiet = await roomsUsage({ userId: neighbour.id, year: 2025, month: 1 });
    expect(quiet).toHaveLength(1);
    expect(quiet[0]).toMatchObject({ energy_kwh: 0, room_c: null, below_setpoint_share: null });
    const homeless = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    expect(await roomsUsage({ userId: homeless.id })).toEqual([]);
  });

  it.each([
    [{}, 'userId'],
    [{ userId: 1, period: 'weekly' }, 'period'],
    [{ userId: 1, start_date: '2025-01-01' }, 'end_date'],
    [{ userId: 1, start_date: '2025-02-01', end_date: '2025-01-01' }, 'end_date'],
    [{ userId: 1, start_date: '2020-01-01', end_date: '2025-01-01' }, 'end_date'],
    [{ userId: 1, start_date: '1 Jan 2025', end_date: '2025-01-31' }, 'start_date'],
    [{ userId: 1, month: 0 }, 'month'],
  ])('answers 400 naming the parameter for %o', async (query, parameter) => {
    const response = await send(analyticsOperations.roomsUsage, { query });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([parameter]);
  });

  it('answers 400 naming userId for an admin', async () => {
    const response = await send(analyticsOperations.roomsUsage, { query: { userId: admin.id } });
    expect(response.json().errors).toEqual([{ path: 'userId', message: expect.any(String) }]);
  });

  it('answers 400 for a user who has become an admin since their figures were asked for', async () => {
    const promoted = await createAccount(database, { level: LEVEL.RESIDENTIAL });
    expect(await roomsUsage({ userId: promoted.id })).toEqual([]);
    // Written past the server, as another instance would: the change feed tells this one.
    await db.update(users).set({ level: LEVEL.OWNER }).where(eq(users.id, promoted.id));
    await expect
      .poll(
        async () =>
          (await send(analyticsOperations.roomsUsage, { query: { userId: promoted.id } })).statusCode,
      )
      .toBe(400);
  });
});

describe('GET /v1/analytics/admin/rooms/:id', () => {
  it('gives one room over time from its radiators, with the outdoor temperature where its home is', async () => {
    const room = (query: Record<string, unknown>) =>
      answerOf(analyticsOperations.roomHeating)(query, { id: home.room.id });
    const week = await room({ period: 'weekly', year: 2025, week: 2 });
    expect(week).toMatchObject({ room_id: home.room.id, user_id: resident.id });
    expect(week.buckets[0]).toMatchObject({ energy_kwh: 10, room_c: 19, setpoint_c: 20, outdoor_c: 5.5 });
    expect(week.totals.energy_kwh).toBe(15);
    const daily = await room({ period: 'daily', date: '2025-02-1' });
    expect(daily.buckets[7]).toMatchObject({ energy_kwh: 1.5, room_c: 18 });
    // The neighbour's room is not this one.
    const other = await send(analyticsOperations.roomHeating, {
      params: { id: otherHome.room.id },
      query: { period: 'weekly', year: 2025, week: 2 },
    });
    expect(other.json().data.analytics.totals.energy_kwh).toBe(0);
  });

  it('answers 404 for an unknown room and 400 naming a bad parameter', async () => {
    expect((await send(analyticsOperations.roomHeating, { params: { id: 999_999 } })).statusCode).toBe(404);
    const bad = await send(analyticsOperations.roomHeating, {
      params: { id: home.room.id },
      query: { week: 60 },
    });
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(['week']);
  });
});
