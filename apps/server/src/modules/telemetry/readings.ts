import { DAY_MS } from '@radiant/contract';
import type { CopyColumn } from '../../db/binary-values.ts';
import type { Database, RawSql } from '../../db/database.ts';
import type { GatewayBatch, ReadingColumns } from './batch.ts';
import { type HourlySums, sumByRadiatorHour } from './hourly-sums.ts';
import { addToRollup, FLEET_SHARDS, ROLLUP_COLUMNS, ROLLUP_MEASURES } from './rollups.ts';

// The UTC day of an hour of the `hourly` sums.
const DAY = "(hour AT TIME ZONE 'UTC')::date";

/** The columns of radiator_readings, each with its type and its values in a batch of a home. */
const readingRows = (homeId: number, readings: ReadingColumns): Record<string, CopyColumn> => ({
  radiator_id: { type: 'int4', values: readings.radiator_id },
  home_id: { type: 'int4', values: Array<number>(readings.at.length).fill(homeId) },
  at: { type: 'timestamptz', values: readings.at },
  interval_s: { type: 'int4', values: readings.interval_s },
  room_c: { type: 'float4', values: readings.room_c },
  setpoint_c: { type: 'float4', values: readings.setpoint_c },
  output_pct: { type: 'int2', values: readings.output_pct },
  energy_wh: { type: 'float4', values: readings.energy_wh },
  window_open: { type: 'bool', values: readings.window_open },
  reached_setpoint: { type: 'bool', values: readings.reached_setpoint },
});

/** The readings at `indexes`, as columns. */
const readingsAt = (readings: ReadingColumns, indexes: number[]) =>
  Object.fromEntries(
    Object.entries(readings).map(([field, values]) => [field, indexes.map((index) => values[index])]),
  ) as unknown as ReadingColumns;

/** A batch's readings by the monthly partition that holds them: usually all of them in one. */
function byPartition(readings: ReadingColumns): [partition: string, readings: ReadingColumns][] {
  let earliest = Number.POSITIVE_INFINITY;
  let latest = Number.NEGATIVE_INFINITY;
  for (const at of readings.at) {
    earliest = Math.min(earliest, at);
    latest = Math.max(latest, at);
  }
  const first = partitionOf(new Date(earliest)).name;
  if (first === partitionOf(new Date(latest)).name) return [[first, readings]];
  const indexes = new Map<string, number[]>();
  readings.at.forEach((at, index) => {
    const { name } = partitionOf(new Date(at));
    const held = indexes.get(name) ?? [];
    held.push(index);
    indexes.set(name, held);
  });
  return [...indexes].map(([name, held]) => [name, readingsAt(readings, held)]);
}

/**
 * Stores a batch's readings in the home, none stored before: one holding a reading already stored fails. They
 * are copied into their month's partition, which takes PostgreSQL a fifth less time than routing each row
 * through radiator_readings (the partition still checks that each reading is of its month).
 */
async function copyReadings(sql: RawSql, homeId: number, readings: ReadingColumns) {
  for (const [partition, held] of byPartition(readings)) await sql.copy(partition, readingRows(homeId, held));
}

/** A reading's key, radiator and instant, as the primary key of radiator_readings has it. */
const readingKey = (radiatorId: number, at: number) => `${radiatorId}@${at}`;

/**
 * Stores the readings of a batch that were not stored before (the first of any sent twice in the batch), and
 * answers their indexes in it.
 */
async function insertSkippingDuplicates(sql: RawSql, homeId: number, readings: ReadingColumns) {
  const columns = Object.entries(readingRows(homeId, readings)).map(([name, { type, values }]) =>
    // Instants travel as epoch milliseconds.
    type === 'timestamptz'
      ? {
          name,
          type: 'int8' as const,
          values,
          selected: `timestamptz 'epoch' + ${name} * interval '1 millisecond'`,
        }
      : { name, type, values, selected: name },
  );
  const names = columns.map(({ name }) => name).join(', ');
  const stored = await sql.query<{ radiator_id: number; at: Date }>(
    `INSERT INTO radiator_readings (${names})
      SELECT ${columns.map(({ selected }) => selected).join(', ')}
      FROM unnest(${columns.map(({ type }, index) => `$${index + 1}::${type}[]`).join(', ')}) AS b(${names})
      ON CONFLICT DO NOTHING RETURNING radiator_id, at`,
    columns.map(({ type, values }) => sql.array(type, values)),
  );
  const keys = new Set(stored.map((row) => readingKey(row.radiator_id, row.at.getTime())));
  return readings.at.flatMap((at, index) =>
    keys.delete(readingKey(readings.radiator_id[index] ?? 0, at)) ? [index] : [],
  );
}

/**
 * Adds hourly sums of a home's readings to every rollup and the radiators' last report, in one statement:
 * `hourly` holds the sums, and each rollup adds them up by its own keys.
 */
const ADD_TO_ROLLUPS = {
  name: 'add-to-rollups',
  text: `WITH hourly AS (
    SELECT radiator_id, $1::int AS home_id, timestamptz 'epoch' + hour_number * interval '1 hour' AS hour,
      timestamptz 'epoch' + latest_ms * interval '1 millisecond' AS latest, ${ROLLUP_COLUMNS.join(', ')}
    FROM unnest($2::int[], $3::int[], $4::int8[], ${ROLLUP_MEASURES.map(([, type], index) => `$${index + 5}::${type}[]`).join(', ')})
      AS h(radiator_id, hour_number, latest_ms, ${ROLLUP_COLUMNS.join(', ')})
  ),
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
  ])}
  UPDATE radiators AS r SET last_seen_at = greatest(r.last_seen_at, latest.at)
  FROM (SELECT radiator_id, max(latest) AS at FROM hourly GROUP BY radiator_id) AS latest
  -- The batch's radiators by id let the primary key find their few rows, where a join alone scans the table.
  WHERE r.id = latest.radiator_id AND r.id = ANY($${ROLLUP_MEASURES.length + 5}::int[])`,
};

async function addToRollups(sql: RawSql, homeId: number, sums: HourlySums, radiatorIds: number[]) {
  if (sums.hour.length === 0) return;
  await sql.prepared(ADD_TO_ROLLUPS.name, ADD_TO_ROLLUPS.text, [
    homeId,
    sql.array('int4', sums.radiator_id),
    sql.array('int4', sums.hour),
    sql.array('int8', sums.latest),
    ...ROLLUP_MEASURES.map(([, type], index) => sql.array(type, sums.measures[index] ?? [])),
    sql.array('int4', radiatorIds),
  ]);
}

/**
 * Stores a batch's readings of `radiatorIds` (each once) in the home and adds them to every rollup; answers
 * how many were stored. A reading covers the interval_s seconds that end at `at`, and counts in the UTC hour
 * and day it began.
 *
 * Most batches are new, and copying takes them fastest; one holding a reading already stored fails
 * (unique_violation) and is stored again `skippingDuplicates`: only the new readings are stored and added,
 * those already stored are left as they were.
 */
export async function storeReadings(
  sql: RawSql,
  homeId: number,
  readings: ReadingColumns,
  radiatorIds: number[],
  skippingDuplicates: boolean,
): Promise<number> {
  if (readings.at.length === 0) return 0;
  let stored: number[] | undefined;
  if (skippingDuplicates) stored = await insertSkippingDuplicates(sql, homeId, readings);
  else await copyReadings(sql, homeId, readings);
  await addToRollups(sql, homeId, sumByRadiatorHour(readings, stored), radiatorIds);
  return stored?.length ?? readings.at.length;
}

/**
 * Which of `ids` are radiators of the home, with their newest reading before this batch, each held (FOR KEY
 * SHARE) until the transaction ends: none is deleted while its readings are stored (the readings have no
 * foreign key: see radiatorReadings).
 */
export async function holdRadiatorsOfHome(
  sql: RawSql,
  homeId: number,
  ids: number[],
): Promise<Map<number, Date | null>> {
  if (ids.length === 0) return new Map();
  const rows = await sql.prepared<{ id: number; last_seen_at: Date | null }>(
    'hold-radiators-of-home',
    `SELECT r.id, r.last_seen_at FROM radiators AS r JOIN rooms AS ro ON ro.id = r.room_id
      WHERE ro.home_id = $1 AND r.id = ANY($2::int[]) FOR KEY SHARE OF r`,
    [homeId, sql.array('int4', ids)],
  );
  return new Map(rows.map((row) => [row.id, row.last_seen_at === null ? null : new Date(row.last_seen_at)]));
}

/** Any constant: the first key of the advisory locks that take a home's batches in turn. */
const HOME_BATCHES_LOCK = 7_360_100;

/**
 * Waits until no other transaction (on any instance) stores a batch of this home: two at once (a gateway catching
 * up, its messages taken by several connections) lock the home's radiators and rollups in different orders and
 * deadlock. Released at the transaction's end.
 */
export async function takeHomeTurn(sql: RawSql, homeId: number): Promise<void> {
  await sql.prepared('take-home-turn', 'SELECT pg_advisory_xact_lock($1, $2)', [HOME_BATCHES_LOCK, homeId]);
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
