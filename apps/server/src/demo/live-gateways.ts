import { type GatewayHome, HttpLink, SimulatedClock, startGateways } from '@radiant/demo/gateways';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { rowsOf } from '../db/queries.ts';
import { deviceKeys } from '../db/schema.ts';
import { issueDeviceKey } from '../modules/telemetry/device-keys.ts';

/** The label of the keys the live demo gateways sign with: replaced at each start. */
const LIVE_GATEWAY_LABEL = 'Live demo gateway';

interface RoomRow {
  home_id: number;
  town: string | null;
  temperature_factor: number | null;
  type: GatewayHome['rooms'][number]['type'];
  area_m2: string;
  schedule: GatewayHome['rooms'][number]['schedule'];
  radiators: { id: number; ratedPowerW: number }[];
}

/**
 * The homes whose gateways have reported (the demo's reporting homes and any since), with their rooms and
 * radiators in service, each with a new key: the keys of the last start are deleted.
 */
async function liveHomes(database: Database): Promise<GatewayHome[]> {
  return database.db.transaction(async (tx) => {
    const rows = await rowsOf<RoomRow>(
      tx,
      sql`SELECT r.home_id, l.name AS town, h.temperature_factor, r.type, r.area_m2::text, r.schedule,
              json_agg(json_build_object('id', rad.id, 'ratedPowerW', m.rated_power_w) ORDER BY rad.id) AS radiators
         FROM rooms r
         JOIN homes h ON h.id = r.home_id
         LEFT JOIN locations l ON l.id = h.location_id
         JOIN radiators rad ON rad.room_id = r.id AND rad.removed_at IS NULL
         JOIN radiator_models m ON m.id = rad.model_id
        WHERE r.home_id IN (SELECT DISTINCT ro.home_id FROM radiators seen JOIN rooms ro ON ro.id = seen.room_id
                             WHERE seen.last_seen_at IS NOT NULL)
        GROUP BY r.id, l.name, h.temperature_factor
        ORDER BY r.home_id, r.id`,
    );
    const homes = new Map<number, GatewayHome>();
    for (const row of rows) {
      const home = homes.get(row.home_id) ?? {
        id: row.home_id,
        key: '',
        town: row.town ?? '',
        temperatureFactor: row.temperature_factor,
        rooms: [],
      };
      home.rooms.push({
        type: row.type,
        areaM2: Number(row.area_m2),
        schedule: row.schedule,
        radiators: row.radiators,
      });
      homes.set(row.home_id, home);
    }
    await tx.delete(deviceKeys).where(eq(deviceKeys.label, LIVE_GATEWAY_LABEL));
    const keyed: GatewayHome[] = [];
    for (const home of homes.values()) {
      keyed.push({ ...home, key: (await issueDeviceKey(tx, home.id, LIVE_GATEWAY_LABEL)).key });
    }
    return keyed;
  });
}

/**
 * Runs the gateways of the demo homes that report, in this process and at real time: each sends its radiators'
 * readings every 5 minutes to `baseUrl` over HTTP, as a real gateway would, and applies the commands it receives.
 * Answers how to stop them.
 */
export async function startLiveGateways(database: Database, baseUrl: string, log: FastifyBaseLogger) {
  const homes = await liveHomes(database);
  let failed = 0;
  const fleet = startGateways(
    homes,
    (home) => new HttpLink(baseUrl, home.key),
    new SimulatedClock(),
    () => {
      failed += 1;
    },
  );
  // Failures are told once a minute at most, as a count: a server restarting is not a flood of lines.
  const report = setInterval(() => {
    if (failed > 0) log.warn({ failed }, 'live demo gateways could not send batches; they send them later');
    failed = 0;
  }, 60_000);
  log.info({ gateways: homes.length }, 'live demo gateways started');
  return async () => {
    clearInterval(report);
    await fleet.stop();
  };
}
