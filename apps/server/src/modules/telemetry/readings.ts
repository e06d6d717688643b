import type { Reading } from '@radiant/contract';
import type { Database, RawSql } from '../../db/database.ts';
import { addToRollup } from './rollups.ts';

/** Shards of the fleet's daily rows: concurrent batches of different homes rarely wait for the same row. */
const FLEET_SHARDS = 16;

// A reading covers the interval_s seconds that end at `at`; it counts in the UTC hour and day it began.
const HOUR = "date_trunc('hour', began, 'UTC')";
const DAY = "(began AT TIME ZONE 'UTC')::date";

/**
 * Stores the readings that are new (one already stored for its radiator and time is a duplicate, left as it
 * was) and adds exactly those to every rollup, in one statement: a rollup never counts a reading twice nor
 * misses one. Answers how many were new.
 */
const STORE_READINGS = `WITH batch AS (
    SELECT * FROM unnest($2::int[], $3::timestamptz[], $4::int[], $5::real[], $6::real[], $7::smallint[],
      $8::real[], $9::boolean[], $10::boolean[])
      AS b(radiator_id, at, interval_s, room_c, setpoint_c, output_pct, energy_wh, window_open, reached_setpoint)
  ),
  stored AS (
    INSERT INTO radiator_readings
      (radiator_id, home_id, at, interval_s, room_c, setpoint_c, output_pct, energy_wh, window_open,
        reached_setpoint)
    SELECT radiator_id, $1, at, interval_s, room_c, setpoint_c, output_pct, energy_wh, window_open,
      reached_setpoint FROM batch
    ON CONFLICT DO NOTHING
    RETURNING radiator_id, home_id, at, at - make_interval(secs => interval_s) AS began, interval_s, room_c,
      setpoint_c, output_pct, energy_wh, window_open, reached_setpoint
  ),
  ${addToRollup(
    'radiator_hours',
    [
      ['radiator_id', 'radiator_id'],
      ['hour', HOUR],
    ],
    ['home_id'],
  )},
  ${addToRollup(
    'radiator_days',
    [
      ['radiator_id', 'radiator_id'],
      ['day', DAY],
    ],
    ['home_id'],
  )},
  ${addToRollup('home_days', [
    ['home_id', 'home_id'],
    ['day', DAY],
  ])},
  ${addToRollup('fleet_days', [
    ['day', DAY],
    ['shard', `home_id % ${FLEET_SHARDS}`],
  ])},
  seen AS (
    UPDATE radiators AS r SET last_seen_at = greatest(r.last_seen_at, latest.at)
    FROM (SELECT radiator_id, max(at) AS at FROM stored GROUP BY radiator_id) AS latest
    WHERE r.id = latest.radiator_id
  )
  SELECT count(*)::int AS stored FROM stored`;

export async function storeReadings(sql: RawSql, homeId: number, readings: Reading[]): Promise<number> {
  if (readings.length === 0) return 0;
  const column = <T>(pick: (reading: Reading) => T) => readings.map(pick);
  const [row] = await sql.query<{ stored: number }>(STORE_READINGS, [
    homeId,
    column((reading) => reading.radiator_id),
    column((reading) => reading.at.toISOString()),
    column((reading) => reading.interval_s),
    column((reading) => reading.room_c),
    column((reading) => reading.setpoint_c),
    column((reading) => reading.output_pct),
    column((reading) => reading.energy_wh),
    column((reading) => reading.window_open),
    column((reading) => reading.reached_setpoint),
  ]);
  return row?.stored ?? 0;
}

/** Outdoor hourly means of a location; an hour already known keeps its first value. Answers how many were new. */
export async function storeOutdoorHours(
  sql: RawSql,
  locationId: number,
  hours: { hour: Date; temperature_c: number }[],
): Promise<number> {
  if (hours.length === 0) return 0;
  const [row] = await sql.query<{ stored: number }>(
    `WITH stored AS (
      INSERT INTO outdoor_hours (location_id, hour, temperature_c)
      SELECT $1, date_trunc('hour', hour, 'UTC'), temperature_c FROM unnest($2::timestamptz[], $3::real[])
        AS o(hour, temperature_c)
      ON CONFLICT DO NOTHING RETURNING 1
    ) SELECT count(*)::int AS stored FROM stored`,
    [locationId, hours.map((hour) => hour.hour.toISOString()), hours.map((hour) => hour.temperature_c)],
  );
  return row?.stored ?? 0;
}

// Partitions known to exist in each database, by name: created once per month of readings, then not looked
// for again until retention drops one (here, or on another instance: see forgetReadingPartitions).
const knownPartitions = new WeakMap<Database, Set<string>>();

/** Forgets which partitions exist, so that the next batch looks again and creates what it needs. */
export function forgetReadingPartitions(database: Database): void {
  knownPartitions.delete(database);
}

/** The monthly partition of radiator_readings that holds `at`: its name and bounds. */
export function partitionOf(at: Date) {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(year, month + 1, 1));
  const name = `radiator_readings_${year}_${String(month + 1).padStart(2, '0')}`;
  return { name, start, end };
}

/**
 * Creates the monthly partitions these readings need, in a transaction of their own (an empty partition is
 * harmless, and this one commits before the readings' transaction takes any lock). A lock keeps two instances
 * from creating the same partition at once.
 */
export async function ensureReadingPartitions(database: Database, readings: Reading[]): Promise<void> {
  const known = knownPartitions.get(database) ?? new Set<string>();
  knownPartitions.set(database, known);
  const needed = new Map(readings.map((reading) => [partitionOf(reading.at).name, partitionOf(reading.at)]));
  const missing = [...needed.values()].filter((partition) => !known.has(partition.name));
  if (missing.length === 0) return;
  await database.rawTransaction(async (sql) => {
    await sql.query("SELECT pg_advisory_xact_lock(hashtext('radiator_readings partitions'))");
    for (const { name, start, end } of missing) {
      await sql.exec(
        `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF radiator_readings
          FOR VALUES FROM ('${start.toISOString()}') TO ('${end.toISOString()}')`,
      );
    }
  });
  for (const { name } of missing) known.add(name);
}
