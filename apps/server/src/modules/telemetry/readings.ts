import type { Database, RawSql } from '../../db/database.ts';
import type { GatewayBatch, ReadingColumns } from './batch.ts';
import { addToRollup, ROLLUP_COLUMNS, SUMMED_MEASURES } from './rollups.ts';

const DAY_MS = 86_400_000;

/** Shards of the fleet's daily rows: concurrent batches of different homes rarely wait for the same row. */
const FLEET_SHARDS = 16;

// The UTC day of an hour of the `hourly` sums.
const DAY = "(hour AT TIME ZONE 'UTC')::date";

/**
 * The readings a batch stored, summed per radiator and UTC hour (in which each counts from its start, `at` less
 * `interval_s`) with the latest instant of each, as the `hourly` CTE: every rollup adds these few rows instead
 * of the readings. With the last clause of the insert that this takes.
 */
const hourlyOf = {
  // Every reading of the batch was stored: summed from the batch, by hours counted from the epoch (integer
  // arithmetic where truncating each instant to its UTC hour takes time zone rules).
  wholeBatch: {
    insertEnd: '',
    hourly: `hourly AS (
    SELECT radiator_id, home_id, timestamptz 'epoch' + hour_number * interval '1 hour' AS hour,
      timestamptz 'epoch' + latest_ms * interval '1 millisecond' AS latest,
      ${ROLLUP_COLUMNS.join(', ')}
    FROM (
      SELECT radiator_id, $1::int AS home_id, (at_ms - interval_s * 1000::int8) / 3600000 AS hour_number,
        max(at_ms) AS latest_ms, ${SUMMED_MEASURES}
      FROM batch GROUP BY 1, 2, 3
    ) AS by_hour
  )`,
  },
  // Duplicates skipped: summed from the readings that the insert stored, and returned.
  storedOnly: {
    insertEnd: `ON CONFLICT DO NOTHING
    RETURNING radiator_id, home_id, at, interval_s, room_c, setpoint_c, output_pct, energy_wh, window_open,
      reached_setpoint`,
    hourly: `hourly AS (
    SELECT radiator_id, home_id, date_trunc('hour', at - make_interval(secs => interval_s), 'UTC') AS hour,
      max(at) AS latest, ${SUMMED_MEASURES}
    FROM stored GROUP BY 1, 2, 3
  )`,
  },
};

/**
 * Stores the readings and adds them to every rollup, in one statement: a rollup never counts a reading twice
 * nor misses one. A reading covers the interval_s seconds that end at `at`, and counts in the UTC hour and day
 * it began. Answers how many were stored.
 *
 * Most batches are new, and a plain insert takes them fastest; one holding a reading already stored fails
 * (unique_violation) and is stored again `skippingDuplicates`: only the new readings are stored and added,
 * those already stored are left as they were.
 */
const storeStatement = ({ insertEnd, hourly }: (typeof hourlyOf)[keyof typeof hourlyOf]) => `WITH batch AS (
    SELECT radiator_id, at_ms, timestamptz 'epoch' + at_ms * interval '1 millisecond' AS at, interval_s, room_c,
      setpoint_c, output_pct, energy_wh, window_open, reached_setpoint
    FROM unnest($2::int[], $3::int8[], $4::int[], $5::real[], $6::real[], $7::smallint[], $8::real[],
      $9::boolean[], $10::boolean[])
      AS b(radiator_id, at_ms, interval_s, room_c, setpoint_c, output_pct, energy_wh, window_open, reached_setpoint)
  ),
  stored AS (
    INSERT INTO radiator_readings
      (radiator_id, home_id, at, interval_s, room_c, setpoint_c, output_pct, energy_wh, window_open,
        reached_setpoint)
    SELECT radiator_id, $1, at, interval_s, room_c, setpoint_c, output_pct, energy_wh, window_open,
      reached_setpoint FROM batch
    ${insertEnd}
  ),
  ${hourly},
  ${addToRollup(
    'radiator_hours',
    [
      ['radiator_id', 'radiator_id'],
      ['hour', 'hour'],
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
    FROM (SELECT radiator_id, max(latest) AS at FROM hourly GROUP BY radiator_id) AS latest
    -- The batch's radiators by id let the primary key find their few rows, where a join alone scans the table.
    WHERE r.id = latest.radiator_id AND r.id = ANY($11::int[])
  )
  SELECT coalesce(sum(readings), 0)::int AS stored FROM hourly`;
// Named: each is parsed and planned once per connection, where planning took a tenth of PostgreSQL's time.
const STORE_NEW_READINGS = { name: 'store-new-readings', text: storeStatement(hourlyOf.wholeBatch) };
const STORE_READINGS_SKIPPING_DUPLICATES = {
  name: 'store-readings-skipping-duplicates',
  text: storeStatement(hourlyOf.storedOnly),
};

/**
 * Stores a batch's readings of `radiatorIds` (each once) in the home; answers how many were stored. Unless
 * `skippingDuplicates`, a reading already stored fails the statement with unique_violation.
 */
export async function storeReadings(
  sql: RawSql,
  homeId: number,
  readings: ReadingColumns,
  radiatorIds: number[],
  skippingDuplicates: boolean,
): Promise<number> {
  if (readings.at.length === 0) return 0;
  const statement = skippingDuplicates ? STORE_READINGS_SKIPPING_DUPLICATES : STORE_NEW_READINGS;
  const [row] = await sql.prepared<{ stored: number }>(statement.name, statement.text, [
    homeId,
    sql.array('int4', readings.radiator_id),
    sql.array('int8', readings.at),
    sql.array('int4', readings.interval_s),
    sql.array('float4', readings.room_c),
    sql.array('float4', readings.setpoint_c),
    sql.array('int2', readings.output_pct),
    sql.array('float4', readings.energy_wh),
    sql.array('bool', readings.window_open),
    sql.array('bool', readings.reached_setpoint),
    sql.array('int4', radiatorIds),
  ]);
  return row?.stored ?? 0;
}

/**
 * Which of `ids` are radiators of the home, each held (FOR KEY SHARE) until the transaction ends: none is
 * deleted while its readings are stored (the readings have no foreign key: see radiatorReadings).
 */
export async function holdRadiatorsOfHome(sql: RawSql, homeId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await sql.prepared<{ id: number }>(
    'hold-radiators-of-home',
    `SELECT r.id FROM radiators AS r JOIN rooms AS ro ON ro.id = r.room_id
      WHERE ro.home_id = $1 AND r.id = ANY($2::int[]) FOR KEY SHARE OF r`,
    [homeId, sql.array('int4', ids)],
  );
  return new Set(rows.map((row) => row.id));
}

/** Outdoor hourly means of a location; an hour already known keeps its first value. Answers how many were new. */
export async function storeOutdoorHours(
  sql: RawSql,
  locationId: number,
  hours: GatewayBatch['outdoor'],
): Promise<number> {
  if (hours.length === 0) return 0;
  const [row] = await sql.query<{ stored: number }>(
    `WITH stored AS (
      INSERT INTO outdoor_hours (location_id, hour, temperature_c)
      SELECT $1, date_trunc('hour', hour, 'UTC'), temperature_c FROM unnest($2::timestamptz[], $3::real[])
        AS o(hour, temperature_c)
      ON CONFLICT DO NOTHING RETURNING 1
    ) SELECT count(*)::int AS stored FROM stored`,
    [
      locationId,
      hours.map((hour) => new Date(hour.hour).toISOString()),
      hours.map((hour) => hour.temperature_c),
    ],
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
 * Creates the monthly partitions that readings at these instants (epoch milliseconds) need, in a transaction of
 * their own (an empty partition is harmless, and this one commits before the readings' transaction takes any
 * lock). A lock keeps two instances from creating the same partition at once.
 */
export async function ensureReadingPartitions(database: Database, instants: number[]): Promise<void> {
  const known = knownPartitions.get(database) ?? new Set<string>();
  knownPartitions.set(database, known);
  // One instant of each day is enough to name its month's partition: a batch of thousands of readings
  // usually spans a few days, counted as numbers first.
  const days = new Map<number, number>();
  for (const at of instants) days.set(Math.floor(at / DAY_MS), at);
  const names = new Map<string, ReturnType<typeof partitionOf>>();
  for (const at of days.values()) {
    const partition = partitionOf(new Date(at));
    names.set(partition.name, partition);
  }
  const missing = [...names.values()].filter((partition) => !known.has(partition.name));
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
