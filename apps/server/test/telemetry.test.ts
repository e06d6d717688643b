import {
  deviceKeyOperations,
  HOUR_MS,
  residentialUserOperations,
  telemetryOperations,
} from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { partitionOf } from '../src/db/reading-partitions.ts';
import { applyRetention } from '../src/modules/telemetry/retention.ts';
import { createGatewayHome, ingestAs, type ReadingInput, reading } from './support/gateways.ts';
import { only } from './support/homes.ts';
import { callerAs, callOperation, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const send = callerAs(app, token);

/** The start of the UTC hour `hoursAgo` hours before now. */
const hourAgo = (hoursAgo: number) => new Date(Math.floor(Date.now() / HOUR_MS - hoursAgo) * HOUR_MS);
const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

const gatewayHome = (options?: { located?: boolean }) => createGatewayHome(app, database, token, options);
const ingest = (key: string, body: object, scheme?: string) => ingestAs(app, key, body, scheme);

const raw = <Row>(statement: string, params: unknown[] = []) =>
  database.rawTransaction((sql) => sql.query<Row>(statement, params));

/** The rollup rows of a radiator, oldest first. */
const hoursOf = (radiatorId: number) =>
  raw<{
    radiator_id: number;
    home_id: number;
    hour: Date;
    energy_wh: number;
    heating_s: string;
    covered_s: string;
    below_s: string;
    heatups: number;
    readings: number;
  }>('SELECT * FROM radiator_hours WHERE radiator_id = $1 ORDER BY hour', [radiatorId]);

const totalsOf = (table: string, column: string, id: number) =>
  raw<{
    energy_wh: number;
    readings: number;
    covered_s: string;
    room_c_s: number;
    window_wh: number;
    above_wh: number;
  }>(
    `SELECT sum(energy_wh) AS energy_wh, sum(readings)::int AS readings, sum(covered_s) AS covered_s,
       sum(room_c_s) AS room_c_s, sum(window_wh) AS window_wh, sum(above_wh) AS above_wh
     FROM ${table} WHERE ${column} = $1`,
    [id],
  ).then(only);

describe('device keys', () => {
  it('are shown once, listed without the key, and refused once revoked', async () => {
    const { home, key, keyId, radiators } = await gatewayHome();
    expect(key).toMatch(/^rdk_[\w-]{40,}$/);
    const listed = await send(deviceKeyOperations.list, { params: { id: home.id } });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key);
    expect(listed.json().data.device_keys).toMatchObject([
      { id: keyId, label: 'Hall gateway', revoked_at: null },
    ]);

    const at = hourAgo(1);
    expect((await ingest(key, { readings: [reading(radiators[0]?.id ?? 0, at)] })).statusCode).toBe(200);
    const revoked = await send(deviceKeyOperations.revoke, { params: { id: keyId } });
    expect(revoked.json().data.device_key.revoked_at).not.toBeNull();
    const refused = await ingest(key, { readings: [reading(radiators[0]?.id ?? 0, plus(at, 5))] });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().description).toContain('device key');
  });

  it('answer 404 for an unknown home or key', async () => {
    expect((await send(deviceKeyOperations.list, { params: { id: 999_999 } })).statusCode).toBe(404);
    expect((await send(deviceKeyOperations.create, { params: { id: 999_999 }, body: {} })).statusCode).toBe(
      404,
    );
    expect((await send(deviceKeyOperations.revoke, { params: { id: 999_999 } })).statusCode).toBe(404);
  });
});

describe('POST /v1/telemetry', () => {
  it('refuses a missing key, an unknown key and an admin session token', async () => {
    const { radiators } = await gatewayHome();
    const body = { readings: [reading(radiators[0]?.id ?? 0, hourAgo(1))] };
    expect((await callOperation(app, telemetryOperations.ingest, { body })).statusCode).toBe(401);
    expect((await ingest('rdk_not-a-key', body)).statusCode).toBe(401);
    expect((await ingest(token, body, 'Bearer')).statusCode).toBe(401);
  });

  it('stores readings and adds them to the hourly and daily rollups of radiator, home and fleet', async () => {
    const { home, key, radiators } = await gatewayHome();
    const [first, second] = radiators.map((radiator) => radiator.id);
    const start = hourAgo(3);
    const readings = [
      // Began at :00 and :05 of the hour: both count in it.
      reading(first ?? 0, plus(start, 5), { energy_wh: 80, output_pct: 80, room_c: 18, setpoint_c: 20 }),
      // The thermostat's word that the room got to its setpoint: a heat-up ended.
      reading(first ?? 0, plus(start, 10), {
        energy_wh: 40,
        output_pct: 40,
        room_c: 19.8,
        setpoint_c: 20,
        reached_setpoint: true,
      }),
      // Ends at the next hour's :00, so it began in this one.
      reading(first ?? 0, plus(start, 60), { energy_wh: 0, output_pct: 0, room_c: 21.5, setpoint_c: 20 }),
      reading(second ?? 0, plus(start, 65), { energy_wh: 30, window_open: true, room_c: 22, setpoint_c: 20 }),
    ];
    const response = await ingest(key, { readings });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ stored: 4, duplicates: 0, outdoor_hours: 0, commands_waiting: 0 });

    const hours = await hoursOf(first ?? 0);
    expect(hours).toHaveLength(1);
    expect(hours[0]?.hour.toISOString()).toBe(start.toISOString());
    expect(hours[0]).toMatchObject({ energy_wh: 120, readings: 3, heatups: 1 });
    expect(Number(hours[0]?.heating_s)).toBe(600);
    expect(Number(hours[0]?.covered_s)).toBe(900);
    // Only the first reading heated more than 0.5 °C below its setpoint.
    expect(Number(hours[0]?.below_s)).toBe(300);

    const homeTotals = await totalsOf('home_days', 'home_id', home.id);
    expect(homeTotals).toMatchObject({ energy_wh: 150, readings: 4, window_wh: 30, above_wh: 30 });
    expect(homeTotals.room_c_s).toBeCloseTo((18 + 19.8 + 21.5 + 22) * 300, 3);
    const radiatorTotals = await totalsOf('radiator_days', 'radiator_id', second ?? 0);
    expect(radiatorTotals).toMatchObject({ energy_wh: 30, readings: 1 });
    const [fleet] = await raw<{ energy_wh: number }>(
      'SELECT sum(energy_wh) AS energy_wh FROM fleet_days WHERE shard = $1',
      [home.id % 16],
    );
    expect(fleet?.energy_wh).toBeGreaterThanOrEqual(150);

    const [seen] = await raw<{ last_seen_at: Date }>('SELECT last_seen_at FROM radiators WHERE id = $1', [
      second,
    ]);
    expect(seen?.last_seen_at.toISOString()).toBe(plus(start, 65).toISOString());
  });

  it('takes the readings as columns too, adding to the rollups what the same readings one by one add', async () => {
    const byReading = await gatewayHome();
    const byColumn = await gatewayHome();
    const start = hourAgo(4);
    const readingsOf = (radiators: { id: number }[]) =>
      [5, 10, 15, 65].map((minutes, index) =>
        reading(radiators[index % 2]?.id ?? 0, plus(start, minutes), {
          energy_wh: 10 * (index + 1),
          output_pct: 20 * index,
          room_c: 18 + index,
          window_open: index === 1,
          reached_setpoint: index === 2,
        }),
      );
    await ingest(byReading.key, { readings: readingsOf(byReading.radiators) });
    const sent = readingsOf(byColumn.radiators);
    const columns = Object.fromEntries(
      Object.keys(sent[0] ?? {}).map((field) => [field, sent.map((one) => one[field])]),
    );
    const response = await ingest(byColumn.key, { columns });
    expect(response.json().data).toEqual({ stored: 4, duplicates: 0, outdoor_hours: 0, commands_waiting: 0 });
    const sums = async ({ home, radiators }: typeof byReading) => ({
      home: await totalsOf('home_days', 'home_id', home.id),
      hours: await hoursOf(radiators[0]?.id ?? 0),
    });
    const expected = await sums(byReading);
    const [hour] = expected.hours;
    expect(hour).toMatchObject({ energy_wh: 40, readings: 2, heatups: 1 });
    const actual = await sums(byColumn);
    expect(actual.home).toEqual(expected.home);
    expect(actual.hours.map(({ radiator_id: _, home_id: __, ...measures }) => measures)).toEqual(
      expected.hours.map(({ radiator_id: _, home_id: __, ...measures }) => measures),
    );
  });

  it('names the column and the reading of a value it refuses as columns, and stores nothing', async () => {
    const mine = await gatewayHome();
    const theirs = await gatewayHome();
    const at = hourAgo(1);
    const columnsOf = (radiatorIds: number[], roomC: number[]) => ({
      radiator_id: radiatorIds,
      at: [at.toISOString(), plus(at, 5).toISOString()],
      interval_s: [300, 300],
      room_c: roomC,
      setpoint_c: [20, 20],
      output_pct: [50, 50],
      energy_wh: [50, 50],
    });
    const own = mine.radiators[0]?.id ?? 0;
    const outOfRange = await ingest(mine.key, { columns: columnsOf([own, own], [19, 95]) });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().errors).toEqual([{ path: 'columns.room_c.1', message: 'At most 60 °C.' }]);
    const uneven = await ingest(mine.key, { columns: columnsOf([own, own], [19]) });
    expect(uneven.statusCode).toBe(400);
    expect(uneven.json().errors[0].path).toBe('columns');
    const foreign = await ingest(mine.key, {
      columns: columnsOf([own, theirs.radiators[0]?.id ?? 0], [19, 20]),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([
      { path: 'columns.radiator_id.1', message: expect.stringContaining('not in this home') },
    ]);
    expect(await hoursOf(own)).toEqual([]);
  });

  it('is idempotent on (radiator, time): a batch sent again changes nothing, a partly new one adds the new', async () => {
    const { home, key, radiators } = await gatewayHome();
    const radiator = radiators[0]?.id ?? 0;
    const start = hourAgo(5);
    const batch = { readings: [reading(radiator, plus(start, 5)), reading(radiator, plus(start, 10))] };
    expect((await ingest(key, batch)).json().data).toMatchObject({ stored: 2, duplicates: 0 });
    expect((await ingest(key, batch)).json().data).toMatchObject({ stored: 0, duplicates: 2 });
    const overlapping = { readings: [...batch.readings, reading(radiator, plus(start, 15))] };
    expect((await ingest(key, overlapping)).json().data).toMatchObject({ stored: 1, duplicates: 2 });
    expect(await totalsOf('home_days', 'home_id', home.id)).toMatchObject({ energy_wh: 150, readings: 3 });
    expect(await hoursOf(radiator)).toMatchObject([{ energy_wh: 150, readings: 3 }]);
  });

  it('stores a reading sent twice in one batch once, counting the second as a duplicate', async () => {
    const { key, radiators } = await gatewayHome();
    const radiator = radiators[0]?.id ?? 0;
    const at = plus(hourAgo(3), 10);
    const twice = {
      readings: [reading(radiator, at), reading(radiator, plus(at, 5)), reading(radiator, at)],
    };
    expect((await ingest(key, twice)).json().data).toMatchObject({ stored: 2, duplicates: 1 });
    expect(await hoursOf(radiator)).toMatchObject([{ energy_wh: 100, readings: 2 }]);
  });

  it('takes readings out of order, from months ago, each into its own hour', async () => {
    const { key, radiators } = await gatewayHome();
    const radiator = radiators[0]?.id ?? 0;
    const recent = hourAgo(2);
    const old = hourAgo(24 * 70);
    const response = await ingest(key, {
      readings: [reading(radiator, plus(recent, 5)), reading(radiator, plus(old, 5), { energy_wh: 7 })],
    });
    expect(response.json().data.stored).toBe(2);
    const hours = await hoursOf(radiator);
    expect(hours.map((hour) => hour.hour.toISOString())).toEqual([old.toISOString(), recent.toISOString()]);
    expect(hours[0]?.energy_wh).toBe(7);
  });

  it('answers 400 naming the reading and the field of a value out of range, and stores nothing', async () => {
    const { home, key, radiators } = await gatewayHome();
    const radiator = radiators[0]?.id ?? 0;
    const at = hourAgo(1);
    const cases: [ReadingInput, string][] = [
      [{ room_c: 95 }, 'readings.1.room_c'],
      [{ radiator_id: 2 ** 31 }, 'readings.1.radiator_id'],
      [{ output_pct: 140 }, 'readings.1.output_pct'],
      [{ energy_wh: -3 }, 'readings.1.energy_wh'],
      [{ interval_s: 0 }, 'readings.1.interval_s'],
      [{ at: plus(new Date(), 60).toISOString() }, 'readings.1.at'],
      [{ at: 'yesterday' }, 'readings.1.at'],
    ];
    for (const [bad, path] of cases) {
      const response = await ingest(key, {
        readings: [reading(radiator, at), reading(radiator, plus(at, 5), bad)],
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    const empty = await ingest(key, { readings: [] });
    expect(empty.statusCode).toBe(400);
    const [count] = await raw<{ n: number }>(
      'SELECT count(*)::int AS n FROM radiator_readings WHERE home_id = $1',
      [home.id],
    );
    expect(count?.n).toBe(0);
  });

  it("refuses a batch holding another home's radiator, naming the reading, and stores nothing", async () => {
    const mine = await gatewayHome();
    const theirs = await gatewayHome();
    const at = hourAgo(1);
    const response = await ingest(mine.key, {
      readings: [reading(mine.radiators[0]?.id ?? 0, at), reading(theirs.radiators[0]?.id ?? 0, at)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'readings.1.radiator_id', message: expect.stringContaining('not in this home') },
    ]);
    expect(await hoursOf(mine.radiators[0]?.id ?? 0)).toEqual([]);
  });

  it("stores outdoor hours for a home's location, and none for a home without one", async () => {
    const located = await gatewayHome({ located: true });
    const outdoor = [
      { hour: hourAgo(2).toISOString(), temperature_c: 4.5 },
      { hour: hourAgo(1).toISOString(), temperature_c: 5 },
    ];
    expect((await ingest(located.key, { outdoor })).json().data.outdoor_hours).toBe(2);
    expect((await ingest(located.key, { outdoor })).json().data.outdoor_hours).toBe(0);
    const unlocated = await gatewayHome();
    expect((await ingest(unlocated.key, { outdoor })).json().data.outdoor_hours).toBe(0);
  });

  it("keeps each UTC day of a location's outdoor hours as their sum and count, in any order, and forgets deleted ones", async () => {
    const located = await gatewayHome({ located: true });
    const { location_id } = only(
      await raw<{ location_id: number }>('SELECT location_id FROM homes WHERE id = $1', [located.home.id]),
    );
    const hour = (at: string, temperature_c: number) => ({ hour: at, temperature_c });
    // The second batch repeats an hour with another value (the first one stays) and goes back in time.
    await ingest(located.key, {
      outdoor: [hour('2026-02-02T00:00:00Z', 3), hour('2026-02-01T23:00:00Z', 6)],
    });
    await ingest(located.key, {
      outdoor: [hour('2026-02-01T23:00:00Z', 20), hour('2026-02-01T22:00:00Z', 4.5)],
    });
    const days = () =>
      raw<{ day: string; temperature_sum_c: number; hours: number }>(
        `SELECT day::text, temperature_sum_c, hours FROM outdoor_days WHERE location_id = $1 ORDER BY day`,
        [location_id],
      );
    expect(await days()).toEqual([
      { day: '2026-02-01', temperature_sum_c: 10.5, hours: 2 },
      { day: '2026-02-02', temperature_sum_c: 3, hours: 1 },
    ]);

    await raw(`DELETE FROM outdoor_hours WHERE location_id = $1 AND hour >= '2026-02-01T23:00:00Z'`, [
      location_id,
    ]);
    expect(await days()).toEqual([{ day: '2026-02-01', temperature_sum_c: 4.5, hours: 1 }]);
  });

  it('takes a full batch of 5,000 readings', async () => {
    const { key, radiators } = await gatewayHome();
    const start = hourAgo(24 * 10);
    const readings = Array.from({ length: 5000 }, (_, index) =>
      reading(radiators[index % 2]?.id ?? 0, plus(start, 5 * (Math.floor(index / 2) + 1))),
    );
    const response = await ingest(key, { readings });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.stored).toBe(5000);
    const hours = (await hoursOf(radiators[0]?.id ?? 0)).length;
    // Sent again with a new reading first: the database refuses the second while the rest are on their way,
    // and the batch is stored again skipping those, on a connection left ready for the next.
    for (const minutes of [5, 10, 15]) {
      const again = [reading(radiators[0]?.id ?? 0, plus(start, -minutes)), ...readings.slice(1)];
      const answer = await ingest(key, { readings: again });
      expect(answer.json().data, `${minutes}`).toEqual({
        stored: 1,
        duplicates: 4999,
        outdoor_hours: 0,
        commands_waiting: 0,
      });
    }
    // The new readings, in the hour before the others, made one more hour.
    expect(await hoursOf(radiators[0]?.id ?? 0)).toHaveLength(hours + 1);
  });

  it("goes with the resident: deleting the user removes the home's readings and rollups", async () => {
    const { home, key, radiators, resident } = await gatewayHome();
    await ingest(key, { readings: [reading(radiators[0]?.id ?? 0, hourAgo(1))] });
    const removed = await send(residentialUserOperations.remove, { params: { id: resident.id } });
    expect(removed.statusCode).toBe(200);
    const [left] = await raw<{ n: number }>(
      `SELECT (SELECT count(*) FROM radiator_readings WHERE home_id = $1)
        + (SELECT count(*) FROM radiator_hours WHERE home_id = $1)
        + (SELECT count(*) FROM radiator_days WHERE home_id = $1)
        + (SELECT count(*) FROM home_days WHERE home_id = $1) AS n`,
      [home.id],
    );
    expect(Number(left?.n)).toBe(0);
  });
  it("goes with its radiator: deleting one removes its readings and hours, and leaves the others'", async () => {
    const { key, radiators } = await gatewayHome();
    const [gone, kept] = radiators.map((radiator) => radiator.id);
    await ingest(key, { readings: [reading(gone ?? 0, hourAgo(1)), reading(kept ?? 0, hourAgo(1))] });
    await raw('DELETE FROM radiators WHERE id = $1', [gone]);
    const left = await raw<{ radiator_id: number }>(
      `SELECT radiator_id FROM radiator_readings WHERE radiator_id = ANY($1::int[])
        UNION ALL SELECT radiator_id FROM radiator_hours WHERE radiator_id = ANY($1::int[])`,
      [[gone, kept]],
    );
    expect(left.map((row) => row.radiator_id)).toEqual([kept, kept]);
  });
});

describe('retention', () => {
  const monthsAgo = (months: number) => {
    const now = new Date();
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 10, 12));
  };
  const partitionsOf = async () =>
    (
      await raw<{ name: string }>(
        `SELECT c.relname AS name FROM pg_inherits AS i JOIN pg_class AS c ON c.oid = i.inhrelid
         JOIN pg_class AS p ON p.oid = i.inhparent WHERE p.relname = 'radiator_readings'`,
      )
    ).map((row) => row.name);
  const readingsOf = async (radiatorId: number) =>
    (
      await raw<{ at: Date }>('SELECT at FROM radiator_readings WHERE radiator_id = $1 ORDER BY at', [
        radiatorId,
      ])
    ).map((row) => row.at.toISOString());

  it('drops months of raw readings and radiator hours past their keep, never the daily rollups', async () => {
    const { key, radiators } = await gatewayHome();
    const radiator = radiators[0]?.id ?? 0;
    const old = monthsAgo(5);
    const recent = hourAgo(2);
    await ingest(key, { readings: [reading(radiator, old), reading(radiator, plus(recent, 5))] });
    const oldPartition = partitionOf(old).name;
    expect(await partitionsOf()).toContain(oldPartition);

    expect(await applyRetention(database, { readingsMonths: 0, hourlyDays: 0 })).toEqual({
      partitions: [],
      hours: 0,
    });
    const gone = await applyRetention(database, { readingsMonths: 3, hourlyDays: 90 });
    expect(gone.partitions).toContain(oldPartition);
    expect(gone.hours).toBeGreaterThanOrEqual(1);
    expect(await partitionsOf()).not.toContain(oldPartition);
    expect(await readingsOf(radiator)).toEqual([plus(recent, 5).toISOString()]);
    expect((await hoursOf(radiator)).map((hour) => hour.hour.toISOString())).toEqual([recent.toISOString()]);
    expect(await totalsOf('radiator_days', 'radiator_id', radiator)).toMatchObject({ readings: 2 });

    // A late reading for the dropped month makes its partition again.
    const late = await ingest(key, { readings: [reading(radiator, plus(old, 5))] });
    expect(late.json().data).toMatchObject({ stored: 1 });
  });

  it('stores a batch for a month that another instance dropped while this one remembered it', async () => {
    const { key, radiators } = await gatewayHome();
    const radiator = radiators[0]?.id ?? 0;
    const old = monthsAgo(7);
    expect((await ingest(key, { readings: [reading(radiator, old)] })).statusCode).toBe(200);
    await database.rawTransaction((sql) => sql.exec(`DROP TABLE ${partitionOf(old).name}`));
    const again = await ingest(key, { readings: [reading(radiator, plus(old, 5))] });
    expect(again.statusCode, again.body).toBe(200);
    expect(await readingsOf(radiator)).toEqual([plus(old, 5).toISOString()]);
  });
});
