import {
  type Alarm,
  alarmOperations,
  alarmRuleOperations,
  dampOperations,
  EXCESS_COLD_THRESHOLDS,
  englishTimeOf,
  HOUR_MS,
  LEVEL,
} from '@radiant/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { sweepDampAndCold } from '../src/modules/alarms/damp-sweep.ts';
import { createCommercialClient } from './support/accounts.ts';
import { createGatewayHome, ingestAs, type ReadingInput, reading } from './support/gateways.ts';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

/** The start of the UTC hour `hoursAgo` hours before now. */
const hourAgo = (hoursAgo: number) => new Date(Math.floor(Date.now() / HOUR_MS - hoursAgo) * HOUR_MS);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

// 20 °C inside and 0 °C outside put the coldest surface (f_Rsi 0.75) at 15 °C, where the room's humidity reads
// 23.37 ÷ 17.04 times higher: 80 % there (mould risk, ISO 13788) is 58.3 % in the room.
const JUST_BELOW = 58.1;
const JUST_ABOVE = 58.6;

/** A located living room with two radiators, its gateway's key, and a way to send it hours of readings. */
async function dampHome() {
  const home = await createGatewayHome(app, database, token, { located: true });
  const radiatorId = home.radiators[0]?.id ?? 0;
  /**
   * Sends `hours` hourly readings of the first radiator ending at the current hour, each hour's fields from
   * `of(i)` (i from 0, the oldest), with 0 °C outdoors in each of those hours.
   */
  const sendHours = async (hours: number, of: (index: number) => ReadingInput) => {
    const starts = Array.from({ length: hours }, (_, index) => hourAgo(hours - index));
    const response = await ingestAs(app, home.key, {
      readings: starts.map((start, index) =>
        reading(radiatorId, new Date(start.getTime() + HOUR_MS), {
          interval_s: 3600,
          room_c: 20,
          ...of(index),
        }),
      ),
      outdoor: starts.map((start) => ({ hour: start.toISOString(), temperature_c: 0 })),
    });
    expect(response.statusCode).toBe(200);
  };
  return { ...home, radiatorId, sendHours };
}

const portfolioOf = async (query: Record<string, unknown>) => {
  const response = await send(dampOperations.portfolio, { query });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('humidity in the readings', () => {
  it('is taken in both forms, stored, and optional', async () => {
    const { key, radiatorId } = await dampHome();
    const at = hourAgo(2);
    const objects = await ingestAs(app, key, {
      readings: [
        reading(radiatorId, new Date(at.getTime() + 5 * 60_000), { humidity_pct: 55.5 }),
        reading(radiatorId, new Date(at.getTime() + 10 * 60_000)),
      ],
    });
    expect(objects.statusCode).toBe(200);
    const columns = await ingestAs(app, key, {
      columns: {
        radiator_id: [radiatorId, radiatorId],
        at: [15, 20].map((minutes) => new Date(at.getTime() + minutes * 60_000).toISOString()),
        interval_s: [300, 300],
        room_c: [20, 20],
        setpoint_c: [20, 20],
        output_pct: [10, 10],
        energy_wh: [5, 5],
        humidity_pct: [61, null],
      },
    });
    expect(columns.statusCode).toBe(200);
    const stored = await raw<{ humidity_pct: number | null }>(
      'SELECT humidity_pct FROM radiator_readings WHERE radiator_id = $1 ORDER BY at',
      [radiatorId],
    );
    expect(stored.map((row) => row.humidity_pct)).toEqual([55.5, null, 61, null]);
    const [hour] = await raw<{ humidity_s: string; humidity_pct_s: number }>(
      'SELECT humidity_s, humidity_pct_s FROM radiator_hours WHERE radiator_id = $1',
      [radiatorId],
    );
    expect(Number(hour?.humidity_s)).toBe(600);
    expect(hour?.humidity_pct_s).toBeCloseTo((55.5 + 61) * 300, 3);
  });

  it('refuses humidity outside 0–100 % with a 400 naming the reading, storing nothing', async () => {
    const { key, radiatorId } = await dampHome();
    const at = new Date(hourAgo(1).getTime() + 5 * 60_000);
    const objects = await ingestAs(app, key, { readings: [reading(radiatorId, at, { humidity_pct: 101 })] });
    expect(objects.statusCode).toBe(400);
    expect(objects.json().errors).toEqual([
      { path: 'readings.0.humidity_pct', message: expect.stringContaining('100') },
    ]);
    const columns = await ingestAs(app, key, {
      columns: {
        radiator_id: [radiatorId],
        at: [at.toISOString()],
        interval_s: [300],
        room_c: [20],
        setpoint_c: [20],
        output_pct: [0],
        energy_wh: [0],
        humidity_pct: [-1],
      },
    });
    expect(columns.statusCode).toBe(400);
    expect(columns.json().errors[0].path).toBe('columns.humidity_pct.0');
    const stored = await raw('SELECT 1 FROM radiator_readings WHERE radiator_id = $1', [radiatorId]);
    expect(stored).toHaveLength(0);
  });
});

describe('the damp-risk portfolio', () => {
  it('bands a room from its hours at mould risk, either side of each threshold', async () => {
    // 100 judged hours: 30 at risk is high (≥ 30 %), 29 moderate (≥ 15 %), 14 low.
    const high = await dampHome();
    await high.sendHours(100, (index) => ({ humidity_pct: index < 30 ? JUST_ABOVE : JUST_BELOW }));
    const moderate = await dampHome();
    await moderate.sendHours(100, (index) => ({ humidity_pct: index < 29 ? JUST_ABOVE : JUST_BELOW }));
    const low = await dampHome();
    await low.sendHours(100, (index) => ({ humidity_pct: index < 14 ? JUST_ABOVE : JUST_BELOW }));
    const bandOf = async (homeId: number) => (await portfolioOf({ homeId })).homes[0];
    expect(await bandOf(high.home.id)).toMatchObject({
      band: 'high',
      worst_room: { id: high.room.id, type: 'living' },
      hours: { judged: 100, mould_risk: 30, condensation: 0 },
    });
    expect((await bandOf(moderate.home.id)).band).toBe('moderate');
    expect((await bandOf(low.home.id)).band).toBe('low');
  });

  it('gives no band without enough humidity, and none at all without humidity', async () => {
    const few = await dampHome();
    await few.sendHours(95, () => ({ humidity_pct: 90 }));
    expect((await portfolioOf({ homeId: few.home.id })).homes[0]).toMatchObject({
      band: null,
      worst_room: null,
    });
    const none = await dampHome();
    await none.sendHours(120, () => ({}));
    const [home] = (await portfolioOf({ homeId: none.home.id })).homes;
    expect(home).toMatchObject({ band: null, hours: { judged: 0, mould_risk: 0 } });
  });

  it('counts condensation and lists the worst first, filtered by client, resident and band', async () => {
    const client = await createCommercialClient(database);
    const severe = await dampHome();
    // Saturated at the surface a quarter of the time: condensation ≥ 20 % is severe.
    await severe.sendHours(100, (index) => ({ humidity_pct: index < 25 ? 80 : 40 }));
    const mild = await dampHome();
    await mild.sendHours(100, () => ({ humidity_pct: 40 }));
    for (const { resident } of [severe, mild]) {
      await database.db.update(users).set({ commercialClientId: client.id }).where(eq(users.id, resident.id));
    }
    const portfolio = await portfolioOf({ clientId: client.id });
    expect(portfolio.homes.map((home: { home: { id: number } }) => home.home.id)).toEqual([
      severe.home.id,
      mild.home.id,
    ]);
    expect(portfolio.homes[0]).toMatchObject({
      band: 'severe',
      client: { id: client.id },
      resident: { id: severe.resident.id },
      hours: { condensation: 25 },
    });
    expect(portfolio.summary).toEqual({ severe: 1, high: 0, moderate: 0, low: 1, none: 0 });
    const onlySevere = await portfolioOf({ clientId: client.id, band: 'severe,high' });
    expect(onlySevere.homes).toHaveLength(1);
    const ofResident = await portfolioOf({ userId: mild.resident.id });
    expect(ofResident.homes.map((home: { band: string }) => home.band)).toEqual(['low']);

    const first = await portfolioOf({ clientId: client.id, limit: 1 });
    expect(first.homes).toHaveLength(1);
    const second = await portfolioOf({ clientId: client.id, limit: 1, after: first.pagination.next });
    expect(second.homes[0].home.id).toBe(mild.home.id);
    expect(second.pagination.next).toBeNull();

    const csv = await send(dampOperations.exportPortfolio, { query: { clientId: client.id } });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^home_id,home,city,resident,client,band,/);
    expect(lines[1]).toContain(`${severe.home.id},Home,Leeds,`);
    expect(lines[1]).toContain(',severe,');
  });

  it('finds excess cold: a living room below 18 °C in waking hours, and heating rationed in cold weather', async () => {
    // Below 18 °C counts in the heating season only (October to April); rationing in cold weather always.
    const inSeason = (EXCESS_COLD_THRESHOLDS.heatingSeasonMonths as readonly number[]).includes(
      englishTimeOf(Date.now()).month,
    );
    const cold = await dampHome();
    await cold.sendHours(168, () => ({ room_c: 16, setpoint_c: 10, output_pct: 0 }));
    const [home] = (await portfolioOf({ homeId: cold.home.id })).homes;
    expect(home.excess_cold).toMatchObject({
      band: 'severe',
      cold_pct: inSeason ? 100 : null,
      rationed_pct: 100,
    });
    expect(home.excess_cold.cold_weather_hours).toBeGreaterThanOrEqual(96);
    const warm = await dampHome();
    await warm.sendHours(168, () => ({ room_c: 20, setpoint_c: 20 }));
    const [warmHome] = (await portfolioOf({ homeId: warm.home.id })).homes;
    expect(warmHome.excess_cold).toMatchObject({
      band: 'low',
      cold_pct: inSeason ? 0 : null,
      rationed_pct: 0,
    });
  });

  it('answers bad filters with a 400 naming the field', async () => {
    const refused = async (query: Record<string, unknown>) => {
      const response = await send(dampOperations.portfolio, { query });
      expect(response.statusCode).toBe(400);
      return response.json().errors.map((error: { path: string }) => error.path);
    };
    expect(await refused({ band: 'purple' })).toEqual(['band.0']);
    expect(await refused({ from: '2026-11-20', to: '2026-11-01' })).toEqual(['to']);
    expect(await refused({ from: '2024-01-01', to: '2025-06-01' })).toEqual(['to']);
    expect(await refused({ after: 'not-a-cursor' })).toEqual(['after']);
    expect(await refused({ userId: 999_999 })).toEqual(['userId']);
    expect(await refused({ homeId: 'x' })).toEqual(['homeId']);
  });
});

describe('the damp heatmap, homes by week', () => {
  const DAY = 24 * HOUR_MS;
  /** The Monday (UTC) of the ISO week `weeksAgo` weeks before this one. */
  const mondayAgo = (weeksAgo: number) => {
    const today = Math.floor(Date.now() / DAY) * DAY;
    return new Date(today - ((new Date(today).getUTCDay() + 6) % 7) * DAY - weeksAgo * 7 * DAY);
  };
  const weeksOf = async (query: Record<string, unknown>) => {
    const response = await send(dampOperations.weeks, { query });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  /** A client's home, damp (its coldest surface saturated) every hour of the week `dampWeeksAgo` only. */
  const clientHome = async (clientId: number, dampWeeksAgo: number, share = 1) => {
    const home = await dampHome();
    const from = mondayAgo(2).getTime();
    const hours = Math.round((hourAgo(0).getTime() - from) / HOUR_MS);
    const damp = { from: mondayAgo(dampWeeksAgo).getTime(), to: mondayAgo(dampWeeksAgo - 1).getTime() };
    await home.sendHours(hours, (index) => {
      const at = from + index * HOUR_MS;
      const inWeek = at >= damp.from && at < damp.to && (at - damp.from) / HOUR_MS < 168 * share;
      return { humidity_pct: inWeek ? 80 : 40 };
    });
    await database.db
      .update(users)
      .set({ commercialClientId: clientId })
      .where(eq(users.id, home.resident.id));
    return home;
  };

  it('shows each home’s band in the right week, a client’s homes worst first, a page at a time', async () => {
    const client = await createCommercialClient(database);
    const dampTwoWeeksAgo = await clientHome(client.id, 2);
    const dampLastWeek = await clientHome(client.id, 1, 0.5);
    const elsewhere = await dampHome();
    await elsewhere.sendHours(48, () => ({ humidity_pct: 80 }));

    const answer = await weeksOf({ clientId: client.id, weeks: 4 });
    expect(answer.weeks).toEqual([3, 2, 1, 0].map((ago) => mondayAgo(ago).toISOString().slice(0, 10)));
    // Over the default window the home damp all week has the more hours at mould risk: it comes first.
    expect(answer.homes.map((row: { home: { id: number } }) => row.home.id)).toEqual([
      dampTwoWeeksAgo.home.id,
      dampLastWeek.home.id,
    ]);
    const [first, second] = answer.homes;
    expect(first).toMatchObject({
      home: { id: dampTwoWeeksAgo.home.id, city: 'Leeds' },
      resident: { id: dampTwoWeeksAgo.resident.id },
      client: { id: client.id },
    });
    expect(first.bands.slice(0, 3)).toEqual([null, 'severe', 'low']);
    expect(second.bands.slice(0, 3)).toEqual([null, 'low', 'severe']);
    expect(answer.pagination).toEqual({ limit: 25, next: null });

    const page = await weeksOf({ clientId: client.id, weeks: 4, limit: 1 });
    expect(page.homes.map((row: { home: { id: number } }) => row.home.id)).toEqual([dampTwoWeeksAgo.home.id]);
    const next = await weeksOf({ clientId: client.id, weeks: 4, limit: 1, after: page.pagination.next });
    expect(next.homes.map((row: { home: { id: number } }) => row.home.id)).toEqual([dampLastWeek.home.id]);
    expect(next.pagination.next).toBeNull();

    const oneHome = await weeksOf({ homeId: elsewhere.home.id });
    expect(oneHome.weeks).toHaveLength(12);
    expect(oneHome.homes).toHaveLength(1);
    expect(oneHome.homes[0].client).toBeNull();
  });

  it('answers a bad number of weeks or cursor with a 400 naming it, and only admins', async () => {
    const refused = async (query: Record<string, unknown>) => {
      const response = await send(dampOperations.weeks, { query });
      expect(response.statusCode).toBe(400);
      return response.json().errors.map((error: { path: string }) => error.path);
    };
    expect(await refused({ weeks: 3 })).toEqual(['weeks']);
    expect(await refused({ weeks: 53 })).toEqual(['weeks']);
    expect(await refused({ weeks: 'abc' })).toEqual(['weeks']);
    expect(await refused({ after: 'not-a-cursor' })).toEqual(['after']);
    expect(await refused({ userId: 1, clientId: 1 })).toEqual(['clientId']);

    const url = '/v1/analytics/admin/damp-risk/weeks';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const resident = await createLoggedInAccount(app, database, { level: LEVEL.RESIDENTIAL });
    const forbidden = await app.inject({ method: 'GET', url, headers: { authorization: resident.token } });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe("a room's damp", () => {
  it('answers hours and days with the dew point and the coldest surface, judged with the walls set', async () => {
    const home = await dampHome();
    await home.sendHours(30, () => ({ humidity_pct: JUST_ABOVE }));
    const response = await send(dampOperations.room, { params: { id: home.room.id } });
    expect(response.statusCode).toBe(200);
    const { damp } = response.json().data;
    expect(damp.home).toMatchObject({
      id: home.home.id,
      temperature_factor: 0.75,
      temperature_factor_set: false,
    });
    expect(damp.hours).toHaveLength(30);
    expect(damp.hours[0]).toMatchObject({
      room_c: 20,
      humidity_pct: JUST_ABOVE,
      outdoor_c: 0,
      dew_point_c: 11.6,
      surface_c: 15,
      mould_risk: true,
      condensation: false,
    });
    expect(damp.hours[0].surface_humidity_pct).toBeGreaterThan(80);
    expect(damp.hours[0].surface_humidity_pct).toBeLessThan(81);
    expect(damp.days.reduce((sum: number, day: { judged: number }) => sum + day.judged, 0)).toBe(30);

    const set = await send(dampOperations.setTemperatureFactor, {
      params: { id: home.home.id },
      body: { temperature_factor: 0.6 },
    });
    expect(set.statusCode).toBe(200);
    const colder = (await send(dampOperations.room, { params: { id: home.room.id } })).json().data.damp;
    // 0.6 puts the surface at 12 °C.
    expect(colder.hours[0]).toMatchObject({ surface_c: 12, mould_risk: true });
    expect(colder.hours[0].surface_humidity_pct).toBeGreaterThan(damp.hours[0].surface_humidity_pct);
    expect(colder.home).toMatchObject({ temperature_factor: 0.6, temperature_factor_set: true });
    const [audit] = await raw<{ action: string; details: object }>(
      "SELECT action, details FROM audit_log WHERE entity = 'home' AND entity_id = $1",
      [String(home.home.id)],
    );
    expect(audit).toMatchObject({
      action: 'update',
      details: { before: { temperature_factor: null }, after: { temperature_factor: 0.6 } },
    });

    const csv = await send(dampOperations.exportRoom, { params: { id: home.room.id } });
    expect(csv.body.split('\r\n')[0]).toBe(
      'hour,room_c,humidity_pct,outdoor_c,dew_point_c,surface_c,surface_humidity_pct,mould_risk,condensation',
    );
  });

  it('answers 404 for an unknown room or home, and 400 for walls no survey finds', async () => {
    expect((await send(dampOperations.room, { params: { id: 999_999 } })).statusCode).toBe(404);
    const home = await dampHome();
    const unknown = await send(dampOperations.setTemperatureFactor, {
      params: { id: 999_999 },
      body: { temperature_factor: 0.7 },
    });
    expect(unknown.statusCode).toBe(404);
    const wrong = await send(dampOperations.setTemperatureFactor, {
      params: { id: home.home.id },
      body: { temperature_factor: 1.2 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('temperature_factor');
    const [stored] = await raw<{ temperature_factor: number | null }>(
      'SELECT temperature_factor FROM homes WHERE id = $1',
      [home.home.id],
    );
    expect(stored?.temperature_factor).toBeNull();
  });
});

describe('the damp_risk and excess_cold rules', () => {
  const alarmsOf = async (radiatorId: number, rule: string): Promise<Alarm[]> => {
    const response = await send(alarmOperations.list, {
      query: { radiator: radiatorId, rule, status: 'active,acknowledged,cleared' },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.alarms;
  };
  // The rules are the owner's to set.
  const owner = createLoggedInAccount(app, database, { level: LEVEL.OWNER }).then(({ token: own }) =>
    callerAs(app, own),
  );
  const setRule = async (rule: string, body: object) =>
    (await owner)(alarmRuleOperations.update, { params: { rule }, body });
  const resetRule = async (rule: string) => (await owner)(alarmRuleOperations.reset, { params: { rule } });

  it('raise damp_risk on a room whose week reaches the band, and clear it when the band is set higher', async () => {
    const damp = await dampHome();
    // 40 of 100 hours at risk: high, which the default raises at.
    await damp.sendHours(100, (index) => ({ humidity_pct: index < 40 ? JUST_ABOVE : JUST_BELOW }));
    const dry = await dampHome();
    await dry.sendHours(100, () => ({ humidity_pct: JUST_BELOW }));
    expect((await sweepDampAndCold(database.db)).raised).toBeGreaterThanOrEqual(1);
    const [raised] = await alarmsOf(damp.radiatorId, 'damp_risk');
    expect(raised).toMatchObject({
      rule: 'damp_risk',
      status: 'active',
      severity: 'major',
      room: { id: damp.room.id },
    });
    expect(await alarmsOf(dry.radiatorId, 'damp_risk')).toEqual([]);
    // A second sweep raises nothing again.
    await sweepDampAndCold(database.db);
    expect(await alarmsOf(damp.radiatorId, 'damp_risk')).toHaveLength(1);

    const severeOnly = await setRule('damp_risk', {
      enabled: true,
      severity: 'major',
      thresholds: { band: 3 },
    });
    expect(severeOnly.statusCode).toBe(200);
    await sweepDampAndCold(database.db);
    expect((await alarmsOf(damp.radiatorId, 'damp_risk')).map((alarm) => alarm.status)).toEqual(['cleared']);
    await resetRule('damp_risk');
  });

  it('raise excess_cold on a home kept cold, and clear it when the rule is turned off', async () => {
    const cold = await dampHome();
    await cold.sendHours(168, () => ({ room_c: 16, setpoint_c: 10, output_pct: 0 }));
    await sweepDampAndCold(database.db);
    expect(await alarmsOf(cold.radiatorId, 'excess_cold')).toMatchObject([
      { status: 'active', home: { id: cold.home.id } },
    ]);
    await setRule('excess_cold', { enabled: false, severity: 'major', thresholds: { band: 2 } });
    await sweepDampAndCold(database.db);
    expect((await alarmsOf(cold.radiatorId, 'excess_cold')).map((alarm) => alarm.status)).toEqual([
      'cleared',
    ]);
    await resetRule('excess_cold');
  });

  it('refuse a band that is not one, naming it', async () => {
    const refused = await setRule('damp_risk', { enabled: true, severity: 'major', thresholds: { band: 4 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('thresholds.band');
  });

  it('answer the default window from the portfolio the sweep stored, as the same window worked out afresh', async () => {
    const client = await createCommercialClient(database);
    const inClient = async (share: number) => {
      const home = await dampHome();
      await home.sendHours(100, (index) => ({ humidity_pct: index < share ? JUST_ABOVE : JUST_BELOW }));
      await database.db
        .update(users)
        .set({ commercialClientId: client.id })
        .where(eq(users.id, home.resident.id));
      return home;
    };
    const severe = await inClient(60);
    const moderate = await inClient(20);
    await sweepDampAndCold(database.db);
    const stored = await portfolioOf({ clientId: client.id });
    expect(stored.homes.map((home: { home: { id: number } }) => home.home.id)).toEqual([
      severe.home.id,
      moderate.home.id,
    ]);
    const afresh = await portfolioOf({ clientId: client.id, from: stored.window.from, to: stored.window.to });
    expect(stored.homes).toEqual(afresh.homes);
    expect(stored.summary).toEqual(afresh.summary);
    expect(afresh.as_of >= stored.as_of).toBe(true);

    // Readings since show once the sweep has run again.
    await inClient(100);
    expect((await portfolioOf({ clientId: client.id })).homes).toHaveLength(2);
    await sweepDampAndCold(database.db);
    const after = await portfolioOf({ clientId: client.id, limit: 2 });
    expect(after.homes.map((home: { band: string }) => home.band)).toEqual(['severe', 'severe']);
    const rest = await portfolioOf({ clientId: client.id, limit: 2, after: after.pagination.next });
    expect(rest.homes.map((home: { home: { id: number } }) => home.home.id)).toEqual([moderate.home.id]);
    expect((await portfolioOf({ clientId: client.id, band: 'moderate' })).homes).toHaveLength(1);
  });
});
