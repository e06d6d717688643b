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
    -- The batch's radiators by id let the primary key find their few rows, where a join alone scans the table.
    WHERE r.id = latest.radiator_id AND r.id = ANY($11::int[])
  )
  SELECT count(*)::int AS stored FROM stored`;

/**
 * A PostgreSQL array literal of numbers, booleans or ISO 8601 instants, none of which needs quoting: thousands
 * of elements written in one join, where the driver would escape each element on its own.
 */
const arrayLiteral = (values: (number | boolean | string)[]) => `{${values.join(',')}}`;

export async function storeReadings(sql: RawSql, homeId: number, readings: Reading[]): Promise<number> {
  if (readings.length === 0) return 0;
  const column = (pick: (reading: Reading) => number | boolean | string) => arrayLiteral(readings.map(pick));
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
    arrayLiteral([...new Set(readings.map((reading) => reading.radiator_id))]),
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
  // One instant of each month is enough to name its partition: months counted as numbers first, as a batch of
  // thousands of readings usually spans one or two.
  const months = new Map<number, Date>();
  for (const { at } of readings) months.set(at.getUTCFullYear() * 12 + at.getUTCMonth(), at);
  const missing = [...months.values()].map(partitionOf).filter((partition) => !known.has(partition.name));
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
