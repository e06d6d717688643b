import {
  COMMAND_STATUSES,
  type Command,
  type CommandCounts,
  type CommandEstimate,
  type CommandStatus,
  type CommandTarget,
  type HeatingChange,
  type HeatingMode,
} from '@radiant/contract';
import type { RawSql } from '../../db/database.ts';
import { personNameOf } from '../../db/person-name.ts';
import { HISTORY_DAYS, type HomeHistory, type RadiatorHistory } from './estimate.ts';

/** The channel a new command is announced on (its id), for the gateways waiting on any instance. */
export const COMMAND_CHANNEL = 'radiant_commands';

/** The last HISTORY_DAYS complete UTC days: from (included) and to (excluded). */
const HISTORY_SPAN = `(now() AT TIME ZONE 'UTC')::date - ${HISTORY_DAYS}`;
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

/** The history the estimate reads: each radiator's energy and mean setpoint, each home's energy and weather. */
export async function readHistory(sql: RawSql, radiatorIds: readonly number[], homeIds: readonly number[]) {
  // Joined to the ids rather than matched against them: 50,000 radiators are then one pass over the days.
  const radiators = await sql.query<{ radiator_id: number; energy_wh: number; setpoint_c: number | null }>(
    `SELECT d.radiator_id, sum(d.energy_wh)::float8 AS energy_wh,
        (sum(d.setpoint_c_s) / nullif(sum(d.covered_s), 0))::float8 AS setpoint_c
      FROM radiator_days AS d JOIN unnest($1::int[]) AS g(id) ON g.id = d.radiator_id
      WHERE d.day >= ${HISTORY_SPAN} AND d.day < ${TODAY}
      GROUP BY d.radiator_id`,
    [sql.array('int4', radiatorIds)],
  );
  const homes = await sql.query<{ home_id: number; energy_wh: number; outdoor_c: number[] | null }>(
    `WITH chosen AS (SELECT DISTINCT unnest($1::int[]) AS id),
      energy AS (SELECT hd.home_id, sum(hd.energy_wh)::float8 AS energy_wh
        FROM home_days AS hd JOIN chosen ON chosen.id = hd.home_id
        WHERE hd.day >= ${HISTORY_SPAN} AND hd.day < ${TODAY} GROUP BY hd.home_id),
      weather AS (SELECT od.location_id, array_agg((od.temperature_sum_c / od.hours)::float8 ORDER BY od.day) AS days
        FROM outdoor_days AS od WHERE od.day >= ${HISTORY_SPAN} AND od.day < ${TODAY} GROUP BY od.location_id)
    SELECT h.id AS home_id, coalesce(energy.energy_wh, 0) AS energy_wh, weather.days AS outdoor_c
      FROM homes AS h JOIN chosen ON chosen.id = h.id
        LEFT JOIN energy ON energy.home_id = h.id LEFT JOIN weather ON weather.location_id = h.location_id`,
    [sql.array('int4', homeIds)],
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

/** The homes of a preview, named, with their residents. */
export async function namedHomes(sql: RawSql, homeIds: readonly number[]) {
  return sql.query<{ id: number; name: string; user_id: number; resident_name: string }>(
    `SELECT h.id, h.name, h.user_id, ${personNameOf('h.user_id')} AS resident_name
      FROM homes AS h WHERE h.id = ANY($1::int[])`,
    [sql.array('int4', homeIds)],
  );
}

interface NewCommand {
  actorId: number;
  target: CommandTarget;
  change: HeatingChange;
  expiresAt: Date;
  radiatorIds: readonly number[];
  homeIds: readonly number[];
  estimate: CommandEstimate;
}

/**
 * Writes a command and a row per radiator, supersedes the radiators' older open changes and sets what they
 * are desired to do; answers the command's id.
 */
export async function insertCommand(sql: RawSql, command: NewCommand): Promise<number> {
  const { change, radiatorIds, homeIds } = command;
  const [row] = await sql.query<{ id: number }>(
    `INSERT INTO commands (actor_id, target, mode, setpoint_c, until, expires_at, radiators, homes, estimate)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      command.actorId,
      JSON.stringify(command.target),
      change.mode,
      change.setpoint_c ?? null,
      change.until ?? null,
      command.expiresAt,
      radiatorIds.length,
      new Set(homeIds).size,
      JSON.stringify(command.estimate),
    ],
  );
  if (!row) throw new Error('The command was not stored.');
  const radiators = sql.array('int4', radiatorIds);
  await sql.query(
    `UPDATE command_radiators AS cr SET status = 'superseded', updated_at = now()
      FROM unnest($1::int[]) AS t(radiator_id)
      WHERE cr.radiator_id = t.radiator_id AND cr.status IN ('pending', 'delivered')`,
    [radiators],
  );
  await sql.query(
    `INSERT INTO command_radiators (command_id, radiator_id, home_id, expires_at)
      SELECT $1, t.radiator_id, t.home_id, $2 FROM unnest($3::int[], $4::int[]) AS t(radiator_id, home_id)`,
    [row.id, command.expiresAt, radiators, sql.array('int4', homeIds)],
  );
  await sql.query(
    `INSERT INTO radiator_controls (radiator_id, desired_mode, desired_setpoint_c, desired_until, desired_at,
        desired_command_id)
      SELECT t.radiator_id, $2, $3, $4, now(), $5 FROM unnest($1::int[]) AS t(radiator_id)
      ON CONFLICT (radiator_id) DO UPDATE SET desired_mode = excluded.desired_mode,
        desired_setpoint_c = excluded.desired_setpoint_c, desired_until = excluded.desired_until,
        desired_at = excluded.desired_at, desired_command_id = excluded.desired_command_id`,
    [radiators, change.mode, change.setpoint_c ?? null, change.until ?? null, row.id],
  );
  await sql.query('SELECT pg_notify($1, $2)', [COMMAND_CHANNEL, String(row.id)]);
  return row.id;
}

interface CommandRow {
  id: number;
  created_at: Date;
  actor_id: number | null;
  actor_name: string | null;
  target: CommandTarget;
  mode: HeatingMode;
  setpoint_c: number | null;
  until: Date | null;
  expires_at: Date;
  radiators: number;
  homes: number;
  estimate: CommandEstimate;
}

const COMMAND_COLUMNS = `SELECT c.id, c.created_at, c.actor_id, ${personNameOf('c.actor_id')} AS actor_name,
    c.target, c.mode, c.setpoint_c, c.until, c.expires_at, c.radiators, c.homes, c.estimate
  FROM commands AS c`;

/** A radiator's part as it stands now: an open one past its expiry has expired, swept or not yet. */
export const STATUS_NOW = `CASE WHEN cr.status IN ('pending', 'delivered') AND cr.expires_at <= now() THEN 'expired'
    ELSE cr.status END`;

const iso = (at: Date | string) => new Date(at).toISOString();
const noCounts = () => Object.fromEntries(COMMAND_STATUSES.map((status) => [status, 0])) as CommandCounts;

async function countsOf(sql: RawSql, ids: readonly number[]) {
  const rows = await sql.query<{ command_id: number; status: CommandStatus; n: number }>(
    `SELECT cr.command_id, ${STATUS_NOW} AS status, count(*)::int AS n FROM command_radiators AS cr
      WHERE cr.command_id = ANY($1::int[]) GROUP BY 1, 2`,
    [sql.array('int4', ids)],
  );
  const counts = new Map<number, CommandCounts>();
  for (const id of ids) counts.set(id, noCounts());
  for (const row of rows) {
    const entry = counts.get(row.command_id);
    if (entry) entry[row.status] = row.n;
  }
  return counts;
}

function toCommands(rows: readonly CommandRow[], counts: ReadonlyMap<number, CommandCounts>): Command[] {
  return rows.map((row) => ({
    id: row.id,
    created_at: iso(row.created_at),
    created_by: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    target: row.target,
    change: {
      mode: row.mode,
      setpoint_c: row.setpoint_c,
      until: row.until === null ? null : iso(row.until),
    },
    expires_at: iso(row.expires_at),
    radiators: row.radiators,
    homes: row.homes,
    estimate: row.estimate,
    counts: counts.get(row.id) ?? noCounts(),
  }));
}

/** A page of commands, newest first, after the command `after` when given. */
export async function listCommands(sql: RawSql, { limit, after }: { limit: number; after?: string }) {
  const rows = await sql.query<CommandRow>(
    `${COMMAND_COLUMNS} WHERE $1::int8 IS NULL OR c.id < $1::int8 ORDER BY c.id DESC LIMIT $2`,
    [after ?? null, limit + 1],
  );
  const page = rows.slice(0, limit);
  const commands = toCommands(
    page,
    await countsOf(
      sql,
      page.map((row) => row.id),
    ),
  );
  return { commands, next: rows.length > limit ? String(page.at(-1)?.id) : null };
}

/** Radiators a command's answer lists at most; its counts hold them all. */
const RADIATORS_LISTED = 500;

export async function findCommand(sql: RawSql, id: number) {
  const [row] = await sql.query<CommandRow>(`${COMMAND_COLUMNS} WHERE c.id = $1`, [id]);
  if (!row) return undefined;
  const [command] = toCommands([row], await countsOf(sql, [id]));
  const radiators = await sql.query<{
    radiator_id: number;
    room_id: number;
    room_name: string;
    home_id: number;
    home_name: string;
    status: CommandStatus;
    reason: string | null;
    updated_at: Date;
  }>(
    // The radiators listed are chosen first, from the command's rows alone; only they are named.
    `SELECT cr.radiator_id, ro.id AS room_id, ro.name AS room_name, h.id AS home_id, h.name AS home_name,
        cr.status, cr.reason, cr.updated_at
      FROM (SELECT cr.radiator_id, ${STATUS_NOW} AS status, cr.reason, cr.updated_at
              FROM command_radiators AS cr WHERE cr.command_id = $1
              ORDER BY (${STATUS_NOW}) IN ('rejected', 'expired') DESC, cr.radiator_id
              LIMIT ${RADIATORS_LISTED}) AS cr
        JOIN radiators AS r ON r.id = cr.radiator_id
        JOIN rooms AS ro ON ro.id = r.room_id JOIN homes AS h ON h.id = ro.home_id
      ORDER BY cr.status IN ('rejected', 'expired') DESC, cr.radiator_id`,
    [id],
  );
  if (!command) return undefined;
  return {
    ...command,
    radiator_list: radiators.map((entry) => ({
      radiator_id: entry.radiator_id,
      room: { id: entry.room_id, name: entry.room_name },
      home: { id: entry.home_id, name: entry.home_name },
      status: entry.status,
      reason: entry.reason,
      updated_at: iso(entry.updated_at),
    })),
  };
}
