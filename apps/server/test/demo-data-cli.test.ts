import { HOUR_MS } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { fillHeatingData, type HeatingDataSummary } from '../src/demo/large/generate.ts';
import { createTestDatabase } from './support/test-database.ts';

// February to July: the span holds the coldest month and the warmest.
const UNTIL = new Date('2025-08-01T00:00:00Z');
const FROM = new Date('2025-02-01T00:00:00Z');

let database: Database;
let drop: () => Promise<void>;
let summary: HeatingDataSummary;
let batches = 0;

/** The first row of a query of plain figures. */
async function one<Row>(query: ReturnType<typeof sql>) {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: Row[] }).rows[0] as Row;
}

// Twenty homes in batches of eight: three transactions whose fleet days have to add up.
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  summary = await fillHeatingData(database, {
    homes: 20,
    months: 6,
    batchSize: 8,
    until: UNTIL,
    onProgress: () => {
      batches += 1;
    },
  });
}, 180_000);
afterAll(() => drop());

describe('the large heating data set', () => {
  it('stores a home with rooms and radiators for each of its residential users, batch by batch', async () => {
    expect(batches).toBe(3);
    const counts = await one<{
      users: number;
      homes: number;
      rooms: number;
      radiators: number;
      models: number;
    }>(
      sql`SELECT (SELECT count(*) FROM users WHERE level = 3001)::int AS users,
        (SELECT count(*) FROM homes)::int AS homes, (SELECT count(*) FROM rooms)::int AS rooms,
        (SELECT count(*) FROM radiators)::int AS radiators, (SELECT count(*) FROM radiator_models)::int AS models`,
    );
    expect(counts).toEqual({
      users: 20,
      homes: 20,
      rooms: summary.rooms,
      radiators: summary.radiators,
      models: expect.any(Number),
    });
    expect(counts.models).toBeGreaterThan(0);
    expect(summary.radiators).toBeGreaterThanOrEqual(summary.rooms);
    const rollups = await one<{ rows: number }>(
      sql`SELECT ((SELECT count(*) FROM radiator_hours) + (SELECT count(*) FROM radiator_days)
        + (SELECT count(*) FROM home_days) + (SELECT count(*) FROM fleet_days))::int AS rows`,
    );
    // Fleet days are counted once per batch that added to them.
    expect(rollups.rows).toBeLessThanOrEqual(summary.rollupRows);
    expect(rollups.rows).toBeGreaterThan(summary.radiators * 150);
  });

  it('adds each batch to the fleet days: their energy is that of the homes, and of the radiators', async () => {
    const energy = await one<{ fleet: number; homes: number; radiators: number; shards: number }>(
      sql`SELECT (SELECT sum(energy_wh) FROM fleet_days) AS fleet, (SELECT sum(energy_wh) FROM home_days) AS homes,
        (SELECT sum(energy_wh) FROM radiator_days) AS radiators,
        (SELECT max(shards) FROM (SELECT count(*) AS shards FROM fleet_days GROUP BY day) AS days)::int AS shards`,
    );
    expect(energy.homes).toBeGreaterThan(0);
    expect(energy.fleet).toBeCloseTo(energy.homes, 0);
    expect(energy.radiators).toBeCloseTo(energy.homes, 0);
    expect(energy.shards).toBeLessThanOrEqual(16);
  });

  it('writes every outdoor hour of each town once, and its days, and radiator hours for the last week only', async () => {
    const outdoor = await one<{ towns: number; hours: number; distinct: number; first: string }>(
      sql`SELECT count(DISTINCT location_id)::int AS towns, count(*)::int AS hours,
        count(DISTINCT (location_id, hour))::int AS distinct, min(hour)::text AS first FROM outdoor_hours`,
    );
    const homeTowns = await one<{ towns: number }>(
      sql`SELECT count(DISTINCT location_id)::int AS towns FROM homes`,
    );
    expect(outdoor.towns).toBe(homeTowns.towns);
    expect(outdoor.hours).toBe(outdoor.distinct);
    expect(outdoor.hours).toBe(outdoor.towns * ((UNTIL.getTime() - FROM.getTime()) / HOUR_MS));
    // Batches of homes in one town wrote its hours again: their days still count each hour once.
    const days = await one<{ days: number; hours: number; differing: number }>(
      sql`SELECT count(*)::int AS days, sum(d.hours)::int AS hours,
        count(*) FILTER (WHERE abs(d.temperature_sum_c - h.sum_c) > 1e-6 OR d.hours <> h.hours)::int AS differing
        FROM outdoor_days AS d JOIN (
          SELECT location_id, (hour AT TIME ZONE 'UTC')::date AS day, sum(temperature_c::float8) AS sum_c,
            count(*) AS hours
          FROM outdoor_hours GROUP BY 1, 2
        ) AS h USING (location_id, day)`,
    );
    expect(days).toEqual({ days: outdoor.hours / 24, hours: outdoor.hours, differing: 0 });
    const hourly = await one<{ first: Date }>(sql`SELECT min(hour) AS first FROM radiator_hours`);
    expect(new Date(hourly.first).getTime()).toBeGreaterThanOrEqual(UNTIL.getTime() - 7 * 24 * HOUR_MS);
  });

  it('uses more energy a day in February than in July', async () => {
    const daily = await one<{ february: number; july: number }>(
      sql`SELECT sum(energy_wh) FILTER (WHERE day < '2025-03-01') / 28 AS february,
        sum(energy_wh) FILTER (WHERE day >= '2025-07-01') / 31 AS july FROM fleet_days`,
    );
    expect(daily.february).toBeGreaterThan(3 * daily.july);
  });

  it('refuses a database that has homes unless told to append', async () => {
    await expect(fillHeatingData(database, { homes: 1, months: 1 })).rejects.toThrow(/--append/);
  });
});
