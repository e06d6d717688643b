import { LEVEL, STRUGGLING_SHARE } from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { rowsOf } from '../../../db/queries.ts';
import { monthlyValueOf } from '../../subscriptions/rule-fragments.ts';
import type { Piece } from '../business/buckets.ts';
import { earnedInPiece, earnsInPiece, piecesTable } from '../business/repository.ts';
import type { HomesScope } from '../scope.ts';
import { homesOf, ownedBy } from '../scope-fragments.ts';

/** Days from `from` to `to` (excluded), as YYYY-MM-DD, and the moment radiators silent since then count as offline. */
export interface Range {
  from: string;
  to: string;
  offlineBefore: Date;
}

/** Sums of the health measures over a span. */
export interface HealthSums {
  heating_s: number;
  below_s: number;
  heatups: number;
}

const inRange = (range: Range) => sql`day >= ${range.from}::date AND day < ${range.to}::date`;
const userName = sql`trim(u.first_name || ' ' || u.last_name)`;

/** Each radiator's health sums over the range, from its radiator days. */
const radiatorSums = (whose: HomesScope, range: Range) => sql`SELECT radiator_id, sum(heating_s) AS heating_s,
    sum(below_s) AS below_s, sum(heatups) AS heatups, sum(energy_wh) AS energy_wh
  FROM radiator_days WHERE ${inRange(range)} AND ${ownedBy(whose)} GROUP BY radiator_id`;

/** Heated below its setpoint for an hour or more without once reaching it. */
const NEVER_REACHES = sql`(coalesce(used.below_s, 0) >= 3600 AND coalesce(used.heatups, 0) = 0)`;
const STRUGGLES = sql`(coalesce(used.below_s, 0) >= ${STRUGGLING_SHARE} * nullif(used.heating_s, 0))`;
const healthSums = (alias: string) =>
  sql.raw(`'heating_s', coalesce(sum(${alias}.heating_s), 0), 'below_s', coalesce(sum(${alias}.below_s), 0),
    'heatups', coalesce(sum(${alias}.heatups), 0)`);

export interface RadiatorHealthRow extends HealthSums {
  radiator_id: number;
  serial: string | null;
  manufacturer: string;
  model: string;
  room_id: number;
  room_name: string;
  home_id: number;
  user_id: number;
  user_name: string;
  never_reaches: boolean;
  offline: boolean;
  last_seen_at: string | null;
}

export interface HealthSummaryRow extends HealthSums {
  radiators: number;
  reporting: number;
  offline_over_24h: number;
  struggling: number;
  never_reaching: number;
}

/** The radiators in service of a scope with their health over the range: a summary and the worst `limit`. */
export async function selectRadiatorHealth(
  executor: Executor,
  whose: HomesScope,
  range: Range,
  limit: number,
) {
  const [row] = await rowsOf<{ summary: HealthSummaryRow; radiators: RadiatorHealthRow[] }>(
    executor,
    sql`WITH used AS (${radiatorSums(whose, range)}),
      scored AS (
        SELECT r.id AS radiator_id, r.serial, r.last_seen_at, mf.title AS manufacturer, m.name AS model,
          ro.id AS room_id, ro.name AS room_name, h.id AS home_id, u.id AS user_id, ${userName} AS user_name,
          coalesce(used.heating_s, 0)::float8 AS heating_s, coalesce(used.below_s, 0)::float8 AS below_s,
          coalesce(used.heatups, 0)::float8 AS heatups, ${NEVER_REACHES} AS never_reaches,
          coalesce(${STRUGGLES}, FALSE) AS struggles,
          coalesce(r.last_seen_at < ${range.offlineBefore}, FALSE) AS offline
        FROM radiators AS r
        JOIN rooms AS ro ON ro.id = r.room_id
        JOIN homes AS h ON h.id = ro.home_id
        JOIN users AS u ON u.id = h.user_id
        JOIN radiator_models AS m ON m.id = r.model_id
        JOIN manufacturers AS mf ON mf.id = m.manufacturer_id
        LEFT JOIN used ON used.radiator_id = r.id
        WHERE r.removed_at IS NULL AND h.id IN (${homesOf(whose)})
      )
      SELECT
        (SELECT json_build_object('radiators', count(*), 'reporting', count(last_seen_at),
            'offline_over_24h', count(*) FILTER (WHERE offline), 'struggling', count(*) FILTER (WHERE struggles),
            'never_reaching', count(*) FILTER (WHERE never_reaches), ${healthSums('scored')})
          FROM scored) AS summary,
        (SELECT coalesce(json_agg(worst), '[]') FROM (
          SELECT radiator_id, serial, manufacturer, model, room_id, room_name, home_id, user_id, user_name,
            heating_s, below_s, heatups, never_reaches, offline, last_seen_at
          FROM scored WHERE last_seen_at IS NOT NULL
          ORDER BY never_reaches DESC, offline DESC, below_s / nullif(heating_s, 0) DESC NULLS LAST,
            below_s / nullif(heatups, 0) DESC NULLS LAST, radiator_id
          LIMIT ${limit}) AS worst) AS radiators`,
  );
  if (!row) throw new Error('The radiator health query answered no row.');
  return row;
}

export interface WasteSums {
  energy_wh: number;
  window_wh: number;
  above_wh: number;
}

export interface WastingHomeRow extends WasteSums {
  home_id: number;
  home_name: string;
  user_id: number;
  user_name: string;
}

/** A scope's energy and wasted heat over the range, with the `limit` homes wasting most. */
export async function selectWastedHeat(executor: Executor, whose: HomesScope, range: Range, limit: number) {
  const [row] = await rowsOf<{ totals: WasteSums & { window_s: number }; homes: WastingHomeRow[] }>(
    executor,
    sql`WITH used AS (
        SELECT home_id, sum(energy_wh) AS energy_wh, sum(window_wh) AS window_wh, sum(above_wh) AS above_wh,
          sum(window_s) AS window_s
        FROM home_days WHERE ${inRange(range)} AND ${ownedBy(whose)} GROUP BY home_id
      )
      SELECT
        (SELECT json_build_object('energy_wh', coalesce(sum(energy_wh), 0), 'window_wh', coalesce(sum(window_wh), 0),
            'above_wh', coalesce(sum(above_wh), 0), 'window_s', coalesce(sum(window_s), 0)) FROM used) AS totals,
        (SELECT coalesce(json_agg(wasting), '[]') FROM (
          SELECT used.home_id, h.name AS home_name, u.id AS user_id, ${userName} AS user_name,
            used.energy_wh, used.window_wh, used.above_wh
          FROM used JOIN homes AS h ON h.id = used.home_id JOIN users AS u ON u.id = h.user_id
          WHERE used.window_wh + used.above_wh > 0
          ORDER BY used.window_wh + used.above_wh DESC, used.home_id LIMIT ${limit}) AS wasting) AS homes`,
  );
  if (!row) throw new Error('The wasted heat query answered no row.');
  return row;
}

export interface EnergyUserRow {
  user_id: number;
  user_name: string;
  homes: number;
  area_m2: number;
  energy_wh: number;
}

/** The `limit` residential users of a scope using the most energy over the range, and their rooms' area. */
export function selectTopEnergyUsers(executor: Executor, whose: HomesScope, range: Range, limit: number) {
  return rowsOf<EnergyUserRow>(
    executor,
    sql`WITH ranked AS (
        SELECT h.user_id, count(*)::int AS homes, sum(used.energy_wh) AS energy_wh
        FROM (
          SELECT home_id, sum(energy_wh) AS energy_wh FROM home_days
          WHERE ${inRange(range)} AND ${ownedBy(whose)} GROUP BY home_id
        ) AS used JOIN homes AS h ON h.id = used.home_id
        GROUP BY h.user_id ORDER BY energy_wh DESC, h.user_id LIMIT ${limit}
      )
      SELECT ranked.user_id, ${userName} AS user_name, ranked.homes, ranked.energy_wh::float8 AS energy_wh,
        (SELECT coalesce(sum(ro.area_m2), 0) FROM rooms AS ro JOIN homes AS h ON h.id = ro.home_id
          WHERE h.user_id = ranked.user_id)::float8 AS area_m2
      FROM ranked JOIN users AS u ON u.id = ranked.user_id
      ORDER BY ranked.energy_wh DESC, ranked.user_id`,
  );
}

export interface ModelScoreRow extends HealthSums {
  manufacturer_id: number;
  manufacturer: string;
  model_id: number;
  model: string;
  rated_power_w: number;
  radiators: number;
  reporting: number;
  offline_over_24h: number;
  energy_wh: number;
}

/** Per radiator model in service in a scope: its radiators, how many report and went silent, and their use. */
export function selectModelScores(executor: Executor, whose: HomesScope, range: Range) {
  return rowsOf<ModelScoreRow>(
    executor,
    sql`WITH used AS (${radiatorSums(whose, range)})
      SELECT mf.id AS manufacturer_id, mf.title AS manufacturer, m.id AS model_id, m.name AS model, m.rated_power_w,
        count(r.id)::int AS radiators, count(r.last_seen_at)::int AS reporting,
        count(*) FILTER (WHERE r.last_seen_at < ${range.offlineBefore})::int AS offline_over_24h,
        coalesce(sum(used.energy_wh), 0)::float8 AS energy_wh, coalesce(sum(used.heating_s), 0)::float8 AS heating_s,
        coalesce(sum(used.below_s), 0)::float8 AS below_s, coalesce(sum(used.heatups), 0)::float8 AS heatups
      FROM radiators AS r
      JOIN radiator_models AS m ON m.id = r.model_id
      JOIN manufacturers AS mf ON mf.id = m.manufacturer_id
      LEFT JOIN used ON used.radiator_id = r.id
      WHERE r.removed_at IS NULL AND r.room_id IN (SELECT id FROM rooms WHERE home_id IN (${homesOf(whose)}))
      GROUP BY m.id, mf.id ORDER BY mf.title, m.name, m.id`,
  );
}

export interface ClientRow {
  client_id: number;
  business_name: string;
  trading_name: string;
  home_fee_gbp: number;
  residential_users: number;
  homes: number;
  radiators: number;
  offline_over_24h: number;
  struggling_radiators: number;
  energy_wh: number;
  wasted_wh: number;
  degree_days: number;
  fees_gbp: number;
  subscriptions_gbp: number;
}

/**
 * Commercial clients (or one) over the range, the `limit` earning most fees first: their residential users,
 * homes and radiators, energy and waste, the mean degree-days of their reporting homes, and the money earned
 * in the range's `pieces` (months) from fees and their users' subscriptions.
 */
export function selectClientFigures(
  executor: Executor,
  clientId: number | undefined,
  range: Range,
  pieces: Piece[],
  baseC: number,
  limit: number,
) {
  const which: SQL = clientId === undefined ? sql`TRUE` : sql`c.user_id = ${clientId}`;
  return rowsOf<ClientRow>(
    executor,
    sql`WITH clients AS (
        SELECT c.user_id AS client_id, c.business_name, u.last_name AS trading_name, c.home_fee_gbp
        FROM commercial_clients AS c JOIN users AS u ON u.id = c.user_id WHERE ${which}
      ),
      residents AS (
        SELECT id, commercial_client_id AS client_id FROM users
        WHERE level = ${LEVEL.RESIDENTIAL} AND commercial_client_id IN (SELECT client_id FROM clients)
      ),
      client_homes AS (
        SELECT h.id, h.location_id, h.created_at, r.client_id FROM homes AS h JOIN residents AS r ON r.id = h.user_id
      ),
      pieces AS (SELECT * FROM ${piecesTable(pieces)}),
      home_use AS (
        SELECT home_id, sum(energy_wh) AS energy_wh, sum(window_wh + above_wh) AS wasted_wh FROM home_days
        WHERE ${inRange(range)} AND home_id IN (SELECT id FROM client_homes) GROUP BY home_id
      ),
      location_dd AS (
        SELECT location_id, sum(greatest(0, ${baseC} - temperature_sum_c / hours)) AS dd FROM outdoor_days
        WHERE ${inRange(range)} AND location_id IN (SELECT location_id FROM client_homes) GROUP BY location_id
      ),
      used AS (
        SELECT ch.client_id, sum(hu.energy_wh) AS energy_wh, sum(hu.wasted_wh) AS wasted_wh,
          avg(coalesce(dd.dd, 0)) AS degree_days
        FROM home_use AS hu JOIN client_homes AS ch ON ch.id = hu.home_id
        LEFT JOIN location_dd AS dd ON dd.location_id = ch.location_id
        GROUP BY ch.client_id
      ),
      radiator_use AS (
        SELECT radiator_id, sum(heating_s) AS heating_s, sum(below_s) AS below_s FROM radiator_days
        WHERE ${inRange(range)} AND home_id IN (SELECT id FROM client_homes) GROUP BY radiator_id
      ),
      fitted AS (
        SELECT ch.client_id, count(*) AS radiators,
          count(*) FILTER (WHERE r.last_seen_at < ${range.offlineBefore}) AS offline,
          count(*) FILTER (WHERE ${STRUGGLES}) AS struggling
        FROM radiators AS r JOIN rooms AS ro ON ro.id = r.room_id JOIN client_homes AS ch ON ch.id = ro.home_id
        LEFT JOIN radiator_use AS used ON used.radiator_id = r.id
        WHERE r.removed_at IS NULL GROUP BY ch.client_id
      ),
      fees AS (
        SELECT e.client_id, sum(${earnedInPiece}) AS gbp FROM pieces AS p
        JOIN (SELECT ch.client_id, c.home_fee_gbp AS monthly, ch.created_at AS started_at, NULL::timestamptz AS ended_at
          FROM client_homes AS ch JOIN clients AS c USING (client_id)) AS e ON ${earnsInPiece}
        GROUP BY e.client_id
      ),
      subscribed AS (
        SELECT e.client_id, sum(${earnedInPiece}) AS gbp FROM pieces AS p
        JOIN (SELECT r.client_id, ${monthlyValueOf()} AS monthly, subscriptions.started_at, subscriptions.ended_at
          FROM subscriptions JOIN residents AS r ON r.id = subscriptions.user_id) AS e ON ${earnsInPiece}
        GROUP BY e.client_id
      )
      SELECT c.client_id, c.business_name, c.trading_name, c.home_fee_gbp::float8 AS home_fee_gbp,
        (SELECT count(*) FROM residents WHERE residents.client_id = c.client_id)::int AS residential_users,
        (SELECT count(*) FROM client_homes WHERE client_homes.client_id = c.client_id)::int AS homes,
        coalesce(fitted.radiators, 0)::int AS radiators, coalesce(fitted.offline, 0)::int AS offline_over_24h,
        coalesce(fitted.struggling, 0)::int AS struggling_radiators,
        coalesce(used.energy_wh, 0)::float8 AS energy_wh, coalesce(used.wasted_wh, 0)::float8 AS wasted_wh,
        coalesce(used.degree_days, 0)::float8 AS degree_days,
        coalesce(fees.gbp, 0)::float8 AS fees_gbp, coalesce(subscribed.gbp, 0)::float8 AS subscriptions_gbp
      FROM clients AS c
      LEFT JOIN used USING (client_id) LEFT JOIN fitted USING (client_id)
      LEFT JOIN fees USING (client_id) LEFT JOIN subscribed USING (client_id)
      ORDER BY fees_gbp DESC, c.business_name, c.client_id LIMIT ${limit}`,
  );
}
