import type { CommandStatus, HeatingMode, RoomType } from '@radiant/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { joinedPersonName, personNameOf } from '../../db/person-name.ts';
import { rowsOf } from '../../db/queries.ts';
import { users } from '../../db/schema.ts';

// What an evidence pack reads besides the case and the room damp series: the home with its resident and client,
// its rooms, the commands its radiators were sent, and who prepares the pack.

export interface EvidenceHome {
  id: number;
  name: string;
  city: string;
  floor_area_m2: number | null;
  temperature_factor: number | null;
  resident_id: number;
  resident_name: string;
  resident_email: string;
  resident_mobile: string | null;
  resident_address: string;
  client_id: number | null;
  client_name: string | null;
}

/** A home with its resident's contact details and its client; undefined for an unknown home. */
export async function findEvidenceHome(executor: Executor, homeId: number) {
  const [row] = await rowsOf<EvidenceHome>(
    executor,
    sql`SELECT h.id, h.name, h.city, h.floor_area_m2::float8 AS floor_area_m2, h.temperature_factor,
        u.id AS resident_id, ${sql.raw(personNameOf('u.id'))} AS resident_name, u.email AS resident_email,
        nullif(u.mobile, '') AS resident_mobile,
        concat_ws(', ', nullif(u.town, ''), nullif(u.city, ''), nullif(u.post_code, '')) AS resident_address,
        c.user_id AS client_id, c.business_name AS client_name
      FROM homes AS h JOIN users AS u ON u.id = h.user_id
        LEFT JOIN commercial_clients AS c ON c.user_id = u.commercial_client_id
      WHERE h.id = ${homeId}`,
  );
  return row;
}

/** A home's rooms that have radiators, in the order they were added. */
export const roomsWithRadiators = (executor: Executor, homeId: number) =>
  rowsOf<{ id: number; name: string; type: RoomType }>(
    executor,
    sql`SELECT ro.id, ro.name, ro.type FROM rooms AS ro
      WHERE ro.home_id = ${homeId} AND EXISTS (SELECT 1 FROM radiators AS r WHERE r.room_id = ro.id)
      ORDER BY ro.id`,
  );

export interface EvidenceCommandRow {
  id: number;
  created_at: Date | string;
  actor_name: string | null;
  mode: HeatingMode;
  setpoint_c: number | null;
  until: Date | string | null;
  status: CommandStatus;
  radiators: number | string;
  first_delivered_at: Date | string | null;
  last_changed_at: Date | string | null;
}

/**
 * The commands sent to a home's radiators from `from` (included) to `to` (excluded), oldest first: one row per
 * command and status its radiators in the home reached, with when they were first delivered and last changed.
 */
export const readHomeCommands = (executor: Executor, homeId: number, from: Date, to: Date) =>
  rowsOf<EvidenceCommandRow>(
    executor,
    sql`SELECT c.id, c.created_at, ${sql.raw(personNameOf('c.actor_id'))} AS actor_name, c.mode,
        c.setpoint_c::float8 AS setpoint_c, c.until, cr.status, count(*) AS radiators,
        min(cr.delivered_at) AS first_delivered_at, max(cr.updated_at) AS last_changed_at
      FROM command_radiators AS cr JOIN commands AS c ON c.id = cr.command_id
      WHERE cr.radiator_id IN (SELECT r.id FROM radiators AS r JOIN rooms AS ro ON ro.id = r.room_id
          WHERE ro.home_id = ${homeId})
        AND c.created_at >= ${from.toISOString()}::timestamptz AND c.created_at < ${to.toISOString()}::timestamptz
      GROUP BY c.id, cr.status
      ORDER BY c.created_at, c.id, cr.status`,
  );

/** A person's name as the console shows it; undefined for an unknown id. */
export async function findPersonName(executor: Executor, id: number) {
  const [row] = await executor.select({ name: joinedPersonName }).from(users).where(eq(users.id, id));
  return row?.name;
}
