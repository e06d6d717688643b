import type { RoomType } from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { ArrayElement, CopyColumn } from '../../db/binary-values.ts';
import type { RawSql } from '../../db/database.ts';
import { arrayParam, preparedRowsOf, type Runner, rowsOf } from '../../db/queries.ts';
import type { GatewayBatch } from './batch.ts';
import type { HourlySums } from './hourly-sums.ts';
import { FLEET_SHARDS, ROLLUP_COLUMNS, ROLLUP_MEASURES } from './rollups.ts';

// A gateway's batch as stored: its readings, what they add to the rollups, its home's outdoor hours.

/** Columns of radiator_readings by name, each with its type and values (instants in epoch milliseconds). */
export type ReadingRows = Record<string, CopyColumn>;

/** Copies readings into a monthly partition of radiator_readings (the bulk write RawSql is kept for). */
export const copyReadings = (raw: RawSql, partition: string, rows: ReadingRows) => raw.copy(partition, rows);

/** A reading's key, radiator and instant (epoch milliseconds), as the primary key of radiator_readings has it. */
export const readingKey = (radiatorId: number, at: number) => `${radiatorId}@${at}`;

/**
 * Stores the readings not stored before (the first of any given twice), with their humidity (null where not
 * measured): answers the keys of those stored.
 */
export async function insertNewReadings(
  runner: Runner,
  rows: ReadingRows,
  humidity: readonly (number | null)[],
) {
  const humidityColumn = {
    name: sql.raw('humidity_pct'),
    unnested: sql`${sql.param(humidity)}::real[]`,
    selected: sql.raw('humidity_pct'),
  };
  const columns = Object.entries(rows).map(([name, { type, values }]) => {
    // Instants travel as epoch milliseconds.
    const element: ArrayElement = type === 'timestamptz' ? 'int8' : type;
    return {
      name: sql.raw(name),
      unnested: sql`${arrayParam(runner, element, values)}::${sql.raw(element)}[]`,
      selected:
        type === 'timestamptz'
          ? sql.raw(`timestamptz 'epoch' + ${name} * interval '1 millisecond'`)
          : sql.raw(name),
    };
  });
  columns.push(humidityColumn);
  const names = sql.join(
    columns.map((column) => column.name),
    sql`, `,
  );
  const stored = await rowsOf<{ radiator_id: number; at: Date }>(
    runner,
    sql`INSERT INTO radiator_readings (${names})
      SELECT ${sql.join(
        columns.map((column) => column.selected),
        sql`, `,
      )}
      FROM unnest(${sql.join(
        columns.map((column) => column.unnested),
        sql`, `,
      )}) AS b(${names})
      ON CONFLICT DO NOTHING RETURNING radiator_id, at`,
  );
  return new Set(stored.map((row) => readingKey(row.radiator_id, new Date(row.at).getTime())));
}

/**
 * A data-modifying CTE that adds the `hourly` sums (the measures per radiator and UTC hour) to `table`: one
 * row per value of `keys` (column and its expression over `hourly`), each measure added to what the row
 * already holds. `carried` columns are stored beside the keys and depend on them (a radiator's home).
 * `hourly` holds one row per radiator hour: a table keyed by exactly that takes its rows without grouping
 * them (`onePerKey`): 0.7 to 1.3 ms less of PostgreSQL a batch of 2,500 readings than grouping them again.
 */
function addToRollup(
  table: string,
  keys: [column: string, expression: string][],
  { carried = [], onePerKey = false }: { carried?: string[]; onePerKey?: boolean } = {},
): string {
  const grouped = [...keys, ...carried.map((column): [string, string] => [column, column])];
  const columns = [...grouped.map(([column]) => column), ...ROLLUP_COLUMNS];
  const values = [
    ...grouped.map(([, expression]) => expression),
    ...ROLLUP_COLUMNS.map((column) => (onePerKey ? column : `sum(${column})`)),
  ];
  const grouping = onePerKey ? '' : ` GROUP BY ${grouped.map((_, index) => index + 1).join(', ')}`;
  const sums = ROLLUP_COLUMNS.map((column) => `${column} = ${table}.${column} + excluded.${column}`);
  return `${table}_added AS (
    INSERT INTO ${table} (${columns.join(', ')})
    SELECT ${values.join(', ')} FROM hourly${grouping}
    ON CONFLICT (${keys.map(([column]) => column).join(', ')}) DO UPDATE SET ${sums.join(', ')}
  )`;
}

/** The UTC day of an hour of the `hourly` sums. */
const DAY = "(hour AT TIME ZONE 'UTC')::date";

/** Every rollup, each adding the `hourly` sums up by its own keys (data-modifying CTEs, one statement). */
const ADDED_TO_EACH_ROLLUP = sql.raw(
  [
    addToRollup(
      'radiator_hours',
      [
        ['radiator_id', 'radiator_id'],
        ['hour', 'hour'],
      ],
      { carried: ['home_id'], onePerKey: true },
    ),
    addToRollup(
      'radiator_days',
      [
        ['radiator_id', 'radiator_id'],
        ['day', DAY],
      ],
      { carried: ['home_id'] },
    ),
    addToRollup('home_days', [
      ['home_id', 'home_id'],
      ['day', DAY],
    ]),
    addToRollup('fleet_days', [
      ['day', DAY],
      ['shard', `home_id % ${FLEET_SHARDS}`],
    ]),
  ].join(',\n'),
);

/**
 * Adds hourly sums of a home's readings to every rollup and the radiators' last report, in one statement:
 * `hourly` holds the sums, and each rollup adds them up by its own keys.
 */
export async function addToRollups(runner: Runner, homeId: number, sums: HourlySums, radiatorIds: number[]) {
  const measures: SQL[] = ROLLUP_MEASURES.map(
    ([, type], index) => sql`${arrayParam(runner, type, sums.measures[index] ?? [])}::${sql.raw(type)}[]`,
  );
  const columns = sql.raw(ROLLUP_COLUMNS.join(', '));
  await preparedRowsOf(
    runner,
    sql`WITH hourly AS (
      SELECT radiator_id, ${homeId}::int AS home_id, timestamptz 'epoch' + hour_number * interval '1 hour' AS hour,
        timestamptz 'epoch' + latest_ms * interval '1 millisecond' AS latest, ${columns}
      FROM unnest(${arrayParam(runner, 'int4', sums.radiator_id)}::int[], ${arrayParam(runner, 'int4', sums.hour)}::int[],
          ${arrayParam(runner, 'int8', sums.latest)}::int8[], ${sql.join(measures, sql`, `)})
        AS h(radiator_id, hour_number, latest_ms, ${columns})
    ),
    ${ADDED_TO_EACH_ROLLUP}
    UPDATE radiators AS r SET last_seen_at = greatest(r.last_seen_at, latest.at)
    FROM (SELECT radiator_id, max(latest) AS at FROM hourly GROUP BY radiator_id) AS latest
    -- The batch's radiators by id let the primary key find their few rows, where a join alone scans the table.
    WHERE r.id = latest.radiator_id AND r.id = ANY(${arrayParam(runner, 'int4', radiatorIds)}::int[])`,
  );
}

/** The radiators of a batch held for it: each one's newest reading before the batch, and its room's type. */
export interface HeldRadiators {
  lastSeen: Map<number, Date | null>;
  roomTypes: Map<number, RoomType>;
}

/**
 * Which of `ids` are radiators of the home, each held (FOR KEY SHARE) until the transaction ends: none is
 * deleted while its readings are stored (the readings have no foreign key: see radiatorReadings).
 */
export async function holdRadiatorsOfHome(
  runner: Runner,
  homeId: number,
  ids: number[],
): Promise<HeldRadiators> {
  const held: HeldRadiators = { lastSeen: new Map(), roomTypes: new Map() };
  if (ids.length === 0) return held;
  const rows = await preparedRowsOf<{ id: number; last_seen_at: Date | null; room_type: RoomType }>(
    runner,
    sql`SELECT r.id, r.last_seen_at, ro.type AS room_type FROM radiators AS r JOIN rooms AS ro ON ro.id = r.room_id
      WHERE ro.home_id = ${homeId} AND r.id = ANY(${arrayParam(runner, 'int4', ids)}::int[]) FOR KEY SHARE OF r`,
  );
  for (const row of rows) {
    held.lastSeen.set(row.id, row.last_seen_at === null ? null : new Date(row.last_seen_at));
    held.roomTypes.set(row.id, row.room_type);
  }
  return held;
}

/** A location's outdoor hourly means from hour `from` to hour `to` (hours counted from the epoch), by hour. */
export async function readOutdoorHours(runner: Runner, locationId: number, from: number, to: number) {
  const rows = await preparedRowsOf<{ hour: number; temperature_c: number }>(
    runner,
    sql`SELECT (extract(epoch FROM hour) / 3600)::int AS hour, temperature_c FROM outdoor_hours
      WHERE location_id = ${locationId}
        AND hour BETWEEN timestamptz 'epoch' + ${from} * interval '1 hour' AND timestamptz 'epoch' + ${to} * interval '1 hour'`,
  );
  return new Map(rows.map((row) => [row.hour, row.temperature_c]));
}

/** Outdoor hourly means of a location; an hour already known keeps its first value. Answers how many were new. */
export async function storeOutdoorHours(
  runner: Runner,
  locationId: number,
  hours: GatewayBatch['outdoor'],
): Promise<number> {
  if (hours.length === 0) return 0;
  const [row] = await rowsOf<{ stored: number }>(
    runner,
    sql`WITH stored AS (
      INSERT INTO outdoor_hours (location_id, hour, temperature_c)
      SELECT ${locationId}, date_trunc('hour', hour, 'UTC'), temperature_c
      FROM unnest(${sql.param(hours.map((hour) => new Date(hour.hour).toISOString()))}::timestamptz[],
          ${sql.param(hours.map((hour) => hour.temperature_c))}::real[]) AS o(hour, temperature_c)
      ON CONFLICT DO NOTHING RETURNING 1
    ) SELECT count(*)::int AS stored FROM stored`,
  );
  return row?.stored ?? 0;
}

/** Deletes the radiator hours before `before`: answers how many went. */
export async function deleteRadiatorHoursBefore(runner: Runner, before: Date): Promise<number> {
  const [row] = await rowsOf<{ hours: number }>(
    runner,
    sql`WITH gone AS (DELETE FROM radiator_hours WHERE hour < ${before.toISOString()}::timestamptz RETURNING 1)
      SELECT count(*)::int AS hours FROM gone`,
  );
  return row?.hours ?? 0;
}
