import { sql } from 'drizzle-orm';
import { arrayParam, type Runner, rowsOf } from '../../db/queries.ts';
import { HISTORY_DAYS, type HomeHistory, type RadiatorHistory } from './estimate.ts';

/** The last HISTORY_DAYS complete UTC days: from (included) and to (excluded). */
const TODAY = sql`(now() AT TIME ZONE 'UTC')::date`;
const HISTORY_SPAN = sql`${TODAY} - ${sql.raw(String(HISTORY_DAYS))}`;

/** The history the estimate reads: each radiator's energy and mean setpoint, each home's energy and weather. */
export async function readHistory(
  runner: Runner,
  radiatorIds: readonly number[],
  homeIds: readonly number[],
) {
  // Joined to the ids rather than matched against them: 50,000 radiators are then one pass over the days.
  const radiators = await rowsOf<{ radiator_id: number; energy_wh: number; setpoint_c: number | null }>(
    runner,
    sql`SELECT d.radiator_id, sum(d.energy_wh)::float8 AS energy_wh,
        (sum(d.setpoint_c_s) / nullif(sum(d.covered_s), 0))::float8 AS setpoint_c
      FROM radiator_days AS d JOIN unnest(${arrayParam(runner, 'int4', radiatorIds)}::int[]) AS g(id)
        ON g.id = d.radiator_id
      WHERE d.day >= ${HISTORY_SPAN} AND d.day < ${TODAY}
      GROUP BY d.radiator_id`,
  );
  const homes = await rowsOf<{ home_id: number; energy_wh: number; outdoor_c: number[] | null }>(
    runner,
    sql`WITH chosen AS (SELECT DISTINCT unnest(${arrayParam(runner, 'int4', homeIds)}::int[]) AS id),
      energy AS (SELECT hd.home_id, sum(hd.energy_wh)::float8 AS energy_wh
        FROM home_days AS hd JOIN chosen ON chosen.id = hd.home_id
        WHERE hd.day >= ${HISTORY_SPAN} AND hd.day < ${TODAY} GROUP BY hd.home_id),
      weather AS (SELECT od.location_id, array_agg((od.temperature_sum_c / od.hours)::float8 ORDER BY od.day) AS days
        FROM outdoor_days AS od WHERE od.day >= ${HISTORY_SPAN} AND od.day < ${TODAY} GROUP BY od.location_id)
    SELECT h.id AS home_id, coalesce(energy.energy_wh, 0) AS energy_wh, weather.days AS outdoor_c
      FROM homes AS h JOIN chosen ON chosen.id = h.id
        LEFT JOIN energy ON energy.home_id = h.id LEFT JOIN weather ON weather.location_id = h.location_id`,
  );
  const byRadiator = new Map(radiators.map((row) => [row.radiator_id, row]));
  const radiatorHistory: RadiatorHistory[] = radiatorIds.map((radiatorId, index) => ({
    radiatorId,
    homeId: homeIds[index] ?? 0,
    energyWh: byRadiator.get(radiatorId)?.energy_wh ?? 0,
    setpointC: byRadiator.get(radiatorId)?.setpoint_c ?? null,
  }));
  const homeHistory = new Map<number, HomeHistory>(
    homes.map((row) => [
      row.home_id,
      { energyWh: row.energy_wh, outdoorC: (row.outdoor_c ?? []).map(Number) },
    ]),
  );
  return { radiators: radiatorHistory, homes: homeHistory };
}
