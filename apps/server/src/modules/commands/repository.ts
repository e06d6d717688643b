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
import { sql } from 'drizzle-orm';
import { isoString } from '../../db/instants.ts';
import { personNameOf } from '../../db/person-name.ts';
import { arrayParam, pageById, type Runner, rowsOf } from '../../db/queries.ts';
import { OPEN_CHANGE, STATUS_NOW } from './change-fragments.ts';

/** The channel a new command is announced on (its id), for the gateways waiting on any instance. */
export const COMMAND_CHANNEL = 'radiant_commands';

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
export async function insertCommand(runner: Runner, command: NewCommand): Promise<number> {
  const { change, radiatorIds, homeIds } = command;
  const setpoint = change.setpoint_c ?? null;
  const until = change.until ?? null;
  const [row] = await rowsOf<{ id: number }>(
    runner,
    sql`INSERT INTO commands (actor_id, target, mode, setpoint_c, until, expires_at, radiators, homes, estimate)
      VALUES (${command.actorId}, ${JSON.stringify(command.target)}, ${change.mode}, ${setpoint}, ${until},
        ${command.expiresAt}, ${radiatorIds.length}, ${new Set(homeIds).size}, ${JSON.stringify(command.estimate)})
      RETURNING id`,
  );
  if (!row) throw new Error('The command was not stored.');
  const radiators = arrayParam(runner, 'int4', radiatorIds);
  await rowsOf(
    runner,
    sql`UPDATE command_radiators AS cr SET status = 'superseded', updated_at = now()
      FROM unnest(${radiators}::int[]) AS t(radiator_id)
      WHERE cr.radiator_id = t.radiator_id AND ${OPEN_CHANGE}`,
  );
  await rowsOf(
    runner,
    sql`INSERT INTO command_radiators (command_id, radiator_id, home_id, expires_at)
      SELECT ${row.id}, t.radiator_id, t.home_id, ${command.expiresAt}
      FROM unnest(${radiators}::int[], ${arrayParam(runner, 'int4', homeIds)}::int[]) AS t(radiator_id, home_id)`,
  );
  await rowsOf(
    runner,
    sql`INSERT INTO radiator_controls (radiator_id, desired_mode, desired_setpoint_c, desired_until, desired_at,
        desired_command_id)
      SELECT t.radiator_id, ${change.mode}, ${setpoint}::real, ${until}::timestamptz, now(), ${row.id}
      FROM unnest(${radiators}::int[]) AS t(radiator_id)
      ON CONFLICT (radiator_id) DO UPDATE SET desired_mode = excluded.desired_mode,
        desired_setpoint_c = excluded.desired_setpoint_c, desired_until = excluded.desired_until,
        desired_at = excluded.desired_at, desired_command_id = excluded.desired_command_id`,
  );
  await rowsOf(runner, sql`SELECT pg_notify(${COMMAND_CHANNEL}, ${String(row.id)})`);
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

const COMMAND_COLUMNS =
  sql.raw(`SELECT c.id, c.created_at, c.actor_id, ${personNameOf('c.actor_id')} AS actor_name,
    c.target, c.mode, c.setpoint_c, c.until, c.expires_at, c.radiators, c.homes, c.estimate
  FROM commands AS c`);

const noCounts = () => Object.fromEntries(COMMAND_STATUSES.map((status) => [status, 0])) as CommandCounts;

async function countsOf(runner: Runner, ids: readonly number[]) {
  const rows = await rowsOf<{ command_id: number; status: CommandStatus; n: number }>(
    runner,
    sql`SELECT cr.command_id, ${STATUS_NOW} AS status, count(*)::int AS n FROM command_radiators AS cr
      WHERE cr.command_id = ANY(${arrayParam(runner, 'int4', ids)}::int[]) GROUP BY 1, 2`,
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
    created_at: isoString(row.created_at),
    created_by: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    target: row.target,
    change: {
      mode: row.mode,
      setpoint_c: row.setpoint_c,
      until: row.until === null ? null : isoString(row.until),
    },
    expires_at: isoString(row.expires_at),
    radiators: row.radiators,
    homes: row.homes,
    estimate: row.estimate,
    counts: counts.get(row.id) ?? noCounts(),
  }));
}

/** A page of commands, newest first, after the command `after` when given. */
export async function listCommands(runner: Runner, { limit, after }: { limit: number; after?: string }) {
  const rows = await rowsOf<CommandRow>(
    runner,
    sql`${COMMAND_COLUMNS} ${after === undefined ? sql`` : sql`WHERE c.id < ${after}::int8`}
      ORDER BY c.id DESC LIMIT ${limit + 1}`,
  );
  const { page, next } = pageById(rows, limit);
  const counts = await countsOf(
    runner,
    page.map((row) => row.id),
  );
  return { commands: toCommands(page, counts), next };
}

/** Radiators a command's answer lists at most; its counts hold them all. */
const RADIATORS_LISTED = 500;

export async function findCommand(runner: Runner, id: number) {
  const [row] = await rowsOf<CommandRow>(runner, sql`${COMMAND_COLUMNS} WHERE c.id = ${id}`);
  if (!row) return undefined;
  const [command] = toCommands([row], await countsOf(runner, [id]));
  const radiators = await rowsOf<{
    radiator_id: number;
    room_id: number;
    room_name: string;
    home_id: number;
    home_name: string;
    status: CommandStatus;
    reason: string | null;
    updated_at: Date;
  }>(
    runner,
    // The radiators listed are chosen first, from the command's rows alone; only they are named.
    sql`SELECT cr.radiator_id, ro.id AS room_id, ro.name AS room_name, h.id AS home_id, h.name AS home_name,
        cr.status, cr.reason, cr.updated_at
      FROM (SELECT cr.radiator_id, ${STATUS_NOW} AS status, cr.reason, cr.updated_at
              FROM command_radiators AS cr WHERE cr.command_id = ${id}
              ORDER BY (${STATUS_NOW}) IN ('rejected', 'expired') DESC, cr.radiator_id
              LIMIT ${sql.raw(String(RADIATORS_LISTED))}) AS cr
        JOIN radiators AS r ON r.id = cr.radiator_id
        JOIN rooms AS ro ON ro.id = r.room_id JOIN homes AS h ON h.id = ro.home_id
      ORDER BY cr.status IN ('rejected', 'expired') DESC, cr.radiator_id`,
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
      updated_at: isoString(entry.updated_at),
    })),
  };
}

/**
 * Whether a command was sent to the home's radiators: none (undefined) for an unknown command; its radiators'
 * index serves the home's own (command_radiators_radiator_idx).
 */
export async function commandReachedHome(runner: Runner, commandId: number, homeId: number) {
  const [row] = await rowsOf<{ reached: boolean }>(
    runner,
    sql`SELECT EXISTS (SELECT 1 FROM command_radiators AS cr
        WHERE cr.command_id = c.id AND cr.radiator_id IN (SELECT r.id FROM radiators AS r
          JOIN rooms AS ro ON ro.id = r.room_id WHERE ro.home_id = ${homeId})) AS reached
      FROM commands AS c WHERE c.id = ${commandId}`,
  );
  return row?.reached;
}
