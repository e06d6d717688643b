import type { DampTrend, RiskBand, RoomType } from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { RADIATORS_WITH_RESIDENTS } from '../../../db/fragments.ts';
import { personNameOf } from '../../../db/person-name.ts';
import { rowsOf } from '../../../db/queries.ts';

// What the damp figures read: rooms' damp and cold seconds over days, a room's hours and days, and the names
// of the homes listed.

/** Whose homes: all, a resident's, a client's residents', or one home. */
export type DampScope =
  | { kind: 'fleet' }
  | { kind: 'user'; id: number }
  | { kind: 'client'; id: number }
  | { kind: 'home'; id: number };

const homesIn = (scope: DampScope): SQL => {
  switch (scope.kind) {
    case 'fleet':
      return sql`TRUE`;
    case 'user':
      return sql`h.user_id = ${scope.id}`;
    case 'client':
      return sql`h.user_id IN (SELECT id FROM users WHERE commercial_client_id = ${scope.id})`;
    case 'home':
      return sql`h.id = ${scope.id}`;
  }
};

/** Damp seconds of a span: judged, at mould risk, with condensation. */
export interface DampSeconds {
  judged_s: number;
  mould_s: number;
  condensation_s: number;
}

/** A room's seconds over the window, its last 7 days and the 7 before, and its excess cold over the window. */
export interface RoomDampRow {
  room_id: number;
  room_name: string;
  room_type: RoomType;
  home_id: number;
  client_id: number | null;
  /** The room's first radiator in service, which its alarms are raised on; null when none is. */
  radiator_id: number | null;
  window: DampSeconds;
  last_week: DampSeconds;
  week_before: DampSeconds;
  season_s: number;
  cold_s: number;
  cold_weather_s: number;
  rationed_s: number;
}

/** The days a band is judged over: the window, and its last two weeks for the 7-day band and the trend. */
export interface DampDays {
  from: string;
  to: string;
  /** The first day of the last 7, and of the 7 before. */
  lastWeek: string;
  weekBefore: string;
}

/** The damp seconds of the days `filter` keeps, as columns named after `alias`. */
const secondsOf = (filter: SQL, alias: string) =>
  sql`coalesce(sum(d.damp_judged_s) FILTER (WHERE ${filter}), 0)::float8 AS ${sql.raw(`${alias}_judged_s`)},
    coalesce(sum(d.mould_s) FILTER (WHERE ${filter}), 0)::float8 AS ${sql.raw(`${alias}_mould_s`)},
    coalesce(sum(d.condensation_s) FILTER (WHERE ${filter}), 0)::float8 AS ${sql.raw(`${alias}_condensation_s`)}`;

type FlatRoomRow = Omit<RoomDampRow, 'window' | 'last_week' | 'week_before'> &
  Record<`${'window' | 'last_week' | 'week_before'}_${keyof DampSeconds}`, number>;

const spanOf = (row: FlatRoomRow, alias: 'window' | 'last_week' | 'week_before'): DampSeconds => ({
  judged_s: row[`${alias}_judged_s`],
  mould_s: row[`${alias}_mould_s`],
  condensation_s: row[`${alias}_condensation_s`],
});

/**
 * Every room of the scope's homes that reported in the window or the two weeks before its end, with its damp
 * and cold seconds: one pass over the radiators' days.
 */
export async function readRoomDamp(executor: Executor, scope: DampScope, days: DampDays) {
  const first = [days.from, days.weekBefore].sort()[0] ?? days.from;
  const inWindow = sql`d.day >= ${days.from}::date`;
  const rows = await rowsOf<FlatRoomRow>(
    executor,
    sql`SELECT ro.id AS room_id, ro.name AS room_name, ro.type AS room_type, h.id AS home_id,
        u.commercial_client_id AS client_id, min(r.id) FILTER (WHERE r.removed_at IS NULL) AS radiator_id,
        ${secondsOf(inWindow, 'window')},
        ${secondsOf(sql`d.day >= ${days.lastWeek}::date`, 'last_week')},
        ${secondsOf(sql`d.day >= ${days.weekBefore}::date AND d.day < ${days.lastWeek}::date`, 'week_before')},
        coalesce(sum(d.season_s) FILTER (WHERE ${inWindow}), 0)::float8 AS season_s,
        coalesce(sum(d.cold_s) FILTER (WHERE ${inWindow}), 0)::float8 AS cold_s,
        coalesce(sum(d.cold_weather_s) FILTER (WHERE ${inWindow}), 0)::float8 AS cold_weather_s,
        coalesce(sum(d.rationed_s) FILTER (WHERE ${inWindow}), 0)::float8 AS rationed_s
      FROM ${RADIATORS_WITH_RESIDENTS} JOIN radiator_days AS d ON d.radiator_id = r.id
      WHERE d.day >= ${first}::date AND d.day <= ${days.to}::date AND ${homesIn(scope)}
      GROUP BY ro.id, h.id, u.commercial_client_id`,
  );
  return rows.map(
    (row): RoomDampRow => ({
      room_id: row.room_id,
      room_name: row.room_name,
      room_type: row.room_type,
      home_id: row.home_id,
      client_id: row.client_id,
      radiator_id: row.radiator_id,
      window: spanOf(row, 'window'),
      last_week: spanOf(row, 'last_week'),
      week_before: spanOf(row, 'week_before'),
      season_s: row.season_s,
      cold_s: row.cold_s,
      cold_weather_s: row.cold_weather_s,
      rationed_s: row.rationed_s,
    }),
  );
}

/** A room's damp seconds over one ISO week (`week`: its Monday). */
export interface RoomWeekRow extends DampSeconds {
  room_id: number;
  home_id: number;
  week: string;
}

/** The damp seconds of the scope's homes of these ids, room by room and week by week, from `from` to `to`. */
export const readRoomWeeks = (
  executor: Executor,
  scope: DampScope,
  homeIds: readonly number[],
  days: { from: string; to: string },
) =>
  rowsOf<RoomWeekRow>(
    executor,
    sql`SELECT ro.id AS room_id, h.id AS home_id, date_trunc('week', d.day)::date::text AS week,
        coalesce(sum(d.damp_judged_s), 0)::float8 AS judged_s, coalesce(sum(d.mould_s), 0)::float8 AS mould_s,
        coalesce(sum(d.condensation_s), 0)::float8 AS condensation_s
      FROM ${RADIATORS_WITH_RESIDENTS} JOIN radiator_days AS d ON d.radiator_id = r.id
      WHERE d.day >= ${days.from}::date AND d.day <= ${days.to}::date AND ${homesIn(scope)}
        AND h.id = ANY(${sql.param(homeIds)}::int[])
      GROUP BY ro.id, h.id, date_trunc('week', d.day)`,
  );

/** A home as the portfolio names it, with its resident and client. */
export interface NamedHome {
  id: number;
  name: string;
  city: string;
  resident_id: number;
  resident_name: string;
  client_id: number | null;
  client_name: string | null;
}

/** The homes of these ids, named. */
export const nameHomes = (executor: Executor, ids: readonly number[]) =>
  rowsOf<NamedHome>(
    executor,
    sql`SELECT h.id, h.name, h.city, h.user_id AS resident_id, ${sql.raw(personNameOf('h.user_id'))} AS resident_name,
        c.user_id AS client_id, c.business_name AS client_name
      FROM homes AS h JOIN users AS u ON u.id = h.user_id
        LEFT JOIN commercial_clients AS c ON c.user_id = u.commercial_client_id
      WHERE h.id = ANY(${sql.param(ids)}::int[])`,
  );

/** A room with its home, the home's walls and where its weather comes from; undefined for an unknown room. */
export async function findDampRoom(executor: Executor, roomId: number) {
  const [row] = await rowsOf<{
    id: number;
    name: string;
    type: RoomType;
    home_id: number;
    home_name: string;
    temperature_factor: number | null;
    location_id: number | null;
  }>(
    executor,
    sql`SELECT ro.id, ro.name, ro.type, h.id AS home_id, h.name AS home_name, h.temperature_factor, h.location_id
      FROM rooms AS ro JOIN homes AS h ON h.id = ro.home_id WHERE ro.id = ${roomId}`,
  );
  return row;
}

/** A room's sums of an hour or a day over its radiators, with the outdoor mean where the home's weather is known. */
export interface RoomSlotSums {
  slot: Date | string;
  covered_s: number;
  room_c_s: number;
  setpoint_c_s: number;
  humidity_s: number;
  humidity_pct_s: number;
  damp_judged_s: number;
  mould_s: number;
  condensation_s: number;
  outdoor_c: number | null;
}

const SLOT_SUMS = sql`sum(covered_s)::float8 AS covered_s, sum(room_c_s)::float8 AS room_c_s,
  sum(setpoint_c_s)::float8 AS setpoint_c_s, sum(humidity_s)::float8 AS humidity_s, sum(humidity_pct_s)::float8 AS humidity_pct_s,
  sum(damp_judged_s)::float8 AS damp_judged_s, sum(mould_s)::float8 AS mould_s,
  sum(condensation_s)::float8 AS condensation_s`;

/** A room's hours from `from` (included) to `to` (excluded), oldest first. */
export const readRoomHours = (
  executor: Executor,
  room: { id: number; location_id: number | null },
  from: Date,
  to: Date,
) =>
  rowsOf<RoomSlotSums>(
    executor,
    sql`SELECT rh.hour AS slot, rh.covered_s, rh.room_c_s, rh.setpoint_c_s, rh.humidity_s, rh.humidity_pct_s, rh.damp_judged_s,
        rh.mould_s, rh.condensation_s, o.temperature_c::float8 AS outdoor_c
      FROM (SELECT hour, ${SLOT_SUMS} FROM radiator_hours
          WHERE radiator_id IN (SELECT id FROM radiators WHERE room_id = ${room.id})
            AND hour >= ${from.toISOString()}::timestamptz AND hour < ${to.toISOString()}::timestamptz
          GROUP BY hour) AS rh
        LEFT JOIN outdoor_hours AS o ON o.location_id = ${room.location_id} AND o.hour = rh.hour
      ORDER BY rh.hour`,
  );

/** A room's days from `from` to `to`, both included, oldest first. */
export const readRoomDays = (
  executor: Executor,
  room: { id: number; location_id: number | null },
  from: string,
  to: string,
) =>
  rowsOf<RoomSlotSums>(
    executor,
    sql`SELECT rd.day::text AS slot, rd.covered_s, rd.room_c_s, rd.setpoint_c_s, rd.humidity_s, rd.humidity_pct_s, rd.damp_judged_s,
        rd.mould_s, rd.condensation_s, (o.temperature_sum_c / nullif(o.hours, 0))::float8 AS outdoor_c
      FROM (SELECT day, ${SLOT_SUMS} FROM radiator_days
          WHERE radiator_id IN (SELECT id FROM radiators WHERE room_id = ${room.id})
            AND day >= ${from}::date AND day <= ${to}::date
          GROUP BY day) AS rd
        LEFT JOIN outdoor_days AS o ON o.location_id = ${room.location_id} AND o.day = rd.day
      ORDER BY rd.day`,
  );

/** Sets a home's temperature factor: answers the home, or undefined for an unknown one. */
export async function updateTemperatureFactor(executor: Executor, homeId: number, factor: number | null) {
  const [row] = await rowsOf<{ id: number; temperature_factor: number | null }>(
    executor,
    sql`UPDATE homes SET temperature_factor = ${factor} WHERE id = ${homeId} RETURNING id, temperature_factor`,
  );
  return row;
}

/** A home's temperature factor before a change, locked for it; undefined for an unknown home. */
export async function lockTemperatureFactor(executor: Executor, homeId: number) {
  const [row] = await rowsOf<{ temperature_factor: number | null }>(
    executor,
    sql`SELECT temperature_factor FROM homes WHERE id = ${homeId} FOR UPDATE`,
  );
  return row;
}

/** A home's row of the damp portfolio as the sweep stores it. */
export interface HomeRiskRow {
  home_id: number;
  band_rank: number;
  mould_permille: number;
  band: RiskBand | null;
  band_7: RiskBand | null;
  worst_room_id: number | null;
  judged_h: number;
  mould_h: number;
  condensation_h: number;
  trend: DampTrend | null;
  cold_band: RiskBand | null;
  cold_pct: number | null;
  rationed_pct: number | null;
  season_h: number;
  cold_weather_h: number;
}

const HOME_RISK_COLUMNS = [
  ['home_id', 'int'],
  ['band_rank', 'smallint'],
  ['mould_permille', 'smallint'],
  ['band', 'text'],
  ['band_7', 'text'],
  ['worst_room_id', 'int'],
  ['judged_h', 'real'],
  ['mould_h', 'real'],
  ['condensation_h', 'real'],
  ['trend', 'text'],
  ['cold_band', 'text'],
  ['cold_pct', 'real'],
  ['rationed_pct', 'real'],
  ['season_h', 'real'],
  ['cold_weather_h', 'real'],
] as const satisfies readonly [keyof HomeRiskRow, string][];

/** Replaces the stored portfolio with the homes of a window just worked out. */
export async function replaceHomeRisks(
  executor: Executor,
  rows: readonly HomeRiskRow[],
  window: { from: string; to: string },
) {
  await rowsOf(executor, sql`DELETE FROM home_damp_risks`);
  if (rows.length === 0) return;
  const names = sql.raw(HOME_RISK_COLUMNS.map(([column]) => column).join(', '));
  const arrays = sql.join(
    HOME_RISK_COLUMNS.map(
      ([column, type]) => sql`${sql.param(rows.map((row) => row[column]))}::${sql.raw(type)}[]`,
    ),
    sql`, `,
  );
  await rowsOf(
    executor,
    sql`INSERT INTO home_damp_risks (${names}, window_from, window_to)
      SELECT *, ${window.from}::date, ${window.to}::date FROM unnest(${arrays})`,
  );
}

/** When the stored portfolio was worked out, and over which days; undefined before the first sweep. */
export async function findAssessment(executor: Executor) {
  const [row] = await rowsOf<{ assessed_at: Date; window_from: string; window_to: string }>(
    executor,
    sql`SELECT assessed_at, window_from::text, window_to::text FROM home_damp_risks LIMIT 1`,
  );
  return row;
}

/** The stored portfolio's homes of a scope in a band (of those given), after a sort key, worst first. */
export const listHomeRisks = (
  executor: Executor,
  scope: DampScope,
  {
    ranks,
    after,
    limit,
  }: { ranks?: readonly number[]; after?: readonly [number, number, number]; limit: number },
) =>
  rowsOf<HomeRiskRow & { worst_room_name: string | null; worst_room_type: RoomType | null }>(
    executor,
    sql`SELECT r.home_id, r.band_rank, r.mould_permille, r.band, r.band_7, r.worst_room_id, r.judged_h, r.mould_h,
        r.condensation_h, r.trend, r.cold_band, r.cold_pct, r.rationed_pct, r.season_h, r.cold_weather_h,
        ro.name AS worst_room_name, ro.type AS worst_room_type
      FROM home_damp_risks AS r JOIN homes AS h ON h.id = r.home_id LEFT JOIN rooms AS ro ON ro.id = r.worst_room_id
      WHERE ${homesIn(scope)}
        ${ranks ? sql`AND r.band_rank = ANY(${sql.param(ranks)}::smallint[])` : sql``}
        ${
          after
            ? sql`AND (r.band_rank > ${after[0]} OR (r.band_rank = ${after[0]} AND (r.mould_permille < ${after[1]}
                OR (r.mould_permille = ${after[1]} AND r.home_id > ${after[2]}))))`
            : sql``
        }
      ORDER BY r.band_rank, r.mould_permille DESC, r.home_id LIMIT ${limit}`,
  );

/** The stored portfolio's homes of a scope, counted by band rank. */
export const countHomeRisks = (executor: Executor, scope: DampScope) =>
  rowsOf<{ band_rank: number; homes: number }>(
    executor,
    sql`SELECT r.band_rank, count(*)::int AS homes FROM home_damp_risks AS r JOIN homes AS h ON h.id = r.home_id
      WHERE ${homesIn(scope)} GROUP BY r.band_rank`,
  );
