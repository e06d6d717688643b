import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { preparedRowsOf } from '../../../db/queries.ts';
import { homes, rooms } from '../../../db/schema.ts';
import type { Scope } from '../scope.ts';
import { homesOf, ownedBy } from '../scope-fragments.ts';
import type { Span } from './span.ts';

/** Sums of one bucket as the rollups hold them, and its outdoor temperature and degree-days. */
export interface BucketSums {
  start: Date;
  energy_wh: number;
  heating_s: number;
  covered_s: number;
  room_c_s: number;
  setpoint_c_s: number;
  outdoor_c: number | null;
  degree_days: number;
}

/** The residential user whose home holds the room, or undefined for an unknown room. */
export async function findRoomOwner(executor: Executor, roomId: number): Promise<number | undefined> {
  const [row] = await executor
    .select({ userId: homes.userId })
    .from(rooms)
    .innerJoin(homes, eq(homes.id, rooms.homeId))
    .where(eq(rooms.id, roomId));
  return row?.userId;
}

const MEASURES = sql`sum(energy_wh) AS energy_wh, sum(heating_s) AS heating_s, sum(covered_s) AS covered_s,
  sum(room_c_s) AS room_c_s, sum(setpoint_c_s) AS setpoint_c_s`;

/**
 * The rollup rows of a scope over a span, one per hour (radiator hours) or day (at its UTC midnight): the
 * fleet's days, a user's home days, a room's radiator days.
 */
function usageStatement(scope: Scope, { from, to, bucket }: Span): SQL {
  if (bucket === 'hour') {
    return sql`SELECT hour AS slot, ${MEASURES} FROM radiator_hours
      WHERE hour >= ${from} AND hour < ${to} AND ${ownedBy(scope)} GROUP BY hour`;
  }
  const table = {
    fleet: sql`fleet_days`,
    user: sql`home_days`,
    client: sql`home_days`,
    room: sql`radiator_days`,
  }[scope.kind];
  return sql`SELECT day::timestamp AT TIME ZONE 'UTC' AS slot, ${MEASURES} FROM ${table}
    WHERE day >= ${from}::date AND day < ${to}::date AND ${ownedBy(scope)} GROUP BY day`;
}

/** Where a scope's outdoor temperature comes from: the locations of its homes. */
function locationsOf(scope: Scope): SQL {
  if (scope.kind === 'room') {
    return sql`SELECT h.location_id FROM homes AS h JOIN rooms AS r ON r.home_id = h.id WHERE r.id = ${scope.id}`;
  }
  return homesOf(scope, 'location_id');
}

/**
 * A bucket per hour, day or month of the span, empty ones included, from the rollups. Outdoor temperatures are
 * the means of the scope's homes' locations; a day's degree-days are how far its mean stays below `baseC`, an
 * hour's a 24th of that.
 */
export async function selectHeatingBuckets(
  executor: Executor,
  span: Span,
  scope: Scope,
  baseC: number,
): Promise<BucketSums[]> {
  const { from, to } = span;
  const hourly = span.bucket === 'hour';
  const usage = usageStatement(scope, span);
  const locations = locationsOf(scope);
  // Every slot is an instant, an hour or a day's UTC midnight.
  const step = hourly ? sql`interval '1 hour'` : sql`interval '24 hours'`;
  const slots = sql`generate_series(${from}::timestamptz, ${to}::timestamptz - ${step}, ${step})`;
  // A day's mean over the scope's locations is that of all their hours, as outdoor_days sums them.
  const outdoor = hourly
    ? sql`SELECT hour AS slot, avg(temperature_c) AS t FROM outdoor_hours
        WHERE hour >= ${from} AND hour < ${to} AND location_id IN (${locations}) GROUP BY 1`
    : sql`SELECT day::timestamp AT TIME ZONE 'UTC' AS slot, sum(temperature_sum_c) / sum(hours) AS t
        FROM outdoor_days WHERE day >= ${from}::date AND day < ${to}::date AND location_id IN (${locations})
        GROUP BY day`;
  const degreeDays = hourly
    ? sql`greatest(0, ${baseC} - outdoor.t) / 24`
    : sql`greatest(0, ${baseC} - outdoor.t)`;
  const bucket = span.bucket === 'month' ? sql`date_trunc('month', slots.slot, 'UTC')` : sql`slots.slot`;
  return preparedRowsOf<BucketSums>(
    executor,
    sql`WITH slots AS (SELECT s AS slot FROM ${slots} AS s),
      usage AS (${usage}),
      outdoor AS (${outdoor})
      SELECT ${bucket} AS start,
        coalesce(sum(usage.energy_wh), 0)::float8 AS energy_wh, coalesce(sum(usage.heating_s), 0)::float8 AS heating_s,
        coalesce(sum(usage.covered_s), 0)::float8 AS covered_s, coalesce(sum(usage.room_c_s), 0)::float8 AS room_c_s,
        coalesce(sum(usage.setpoint_c_s), 0)::float8 AS setpoint_c_s, avg(outdoor.t)::float8 AS outdoor_c,
        coalesce(sum(${degreeDays}), 0)::float8 AS degree_days
      FROM slots LEFT JOIN usage USING (slot) LEFT JOIN outdoor USING (slot)
      GROUP BY 1 ORDER BY 1`,
  );
}

/** One radiator in service of a user's home with its room and home, and its rollups summed over a span. */
export interface RadiatorUsageRow {
  radiator_id: number;
  serial: string | null;
  manufacturer: string;
  model: string;
  rated_power_w: number;
  last_seen_at: Date | null;
  room_id: number;
  room_name: string;
  room_type: string;
  area_m2: number;
  home_id: number;
  home_name: string;
  energy_wh: number;
  heating_s: number;
  covered_s: number;
  room_c_s: number;
  setpoint_c_s: number;
  below_s: number;
  window_wh: number;
  above_wh: number;
}

/** The radiators in service in a user's homes, each with its radiator days from `from` (a day) to `to` (excluded). */
export function selectRadiatorUsage(executor: Executor, userId: number, from: string, to: string) {
  return preparedRowsOf<RadiatorUsageRow>(
    executor,
    sql`SELECT r.id AS radiator_id, r.serial, mf.title AS manufacturer, m.name AS model, m.rated_power_w,
        r.last_seen_at, ro.id AS room_id, ro.name AS room_name, ro.type AS room_type, ro.area_m2::float8 AS area_m2,
        h.id AS home_id, h.name AS home_name,
        coalesce(sum(d.energy_wh), 0)::float8 AS energy_wh, coalesce(sum(d.heating_s), 0)::float8 AS heating_s,
        coalesce(sum(d.covered_s), 0)::float8 AS covered_s, coalesce(sum(d.room_c_s), 0)::float8 AS room_c_s,
        coalesce(sum(d.setpoint_c_s), 0)::float8 AS setpoint_c_s, coalesce(sum(d.below_s), 0)::float8 AS below_s,
        coalesce(sum(d.window_wh), 0)::float8 AS window_wh, coalesce(sum(d.above_wh), 0)::float8 AS above_wh
      FROM homes AS h
      JOIN rooms AS ro ON ro.home_id = h.id
      JOIN radiators AS r ON r.room_id = ro.id AND r.removed_at IS NULL
      JOIN radiator_models AS m ON m.id = r.model_id
      JOIN manufacturers AS mf ON mf.id = m.manufacturer_id
      LEFT JOIN radiator_days AS d ON d.radiator_id = r.id AND d.day >= ${from}::date AND d.day < ${to}::date
      WHERE h.user_id = ${userId}
      GROUP BY r.id, mf.id, m.id, ro.id, h.id
      ORDER BY h.id, ro.id, r.id`,
  );
}
