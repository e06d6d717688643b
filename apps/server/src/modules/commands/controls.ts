import { type CommandStatus, HEATING_MODES, type HeatingMode, type RadiatorControl } from '@radiant/contract';
import type { RawSql } from '../../db/database.ts';
import { STATUS_NOW } from './repository.ts';
import { assertAllExist, RADIATORS_WITH_HOMES, reachOf, type TargetKind } from './target.ts';

/** Radiators one answer lists at most; the summary counts them all. */
const LISTED = 500;

interface ControlRow {
  radiator_id: number;
  room_id: number;
  room_name: string;
  home_id: number;
  home_name: string;
  desired_mode: HeatingMode | null;
  desired_setpoint_c: number | null;
  desired_until: Date | null;
  desired_at: Date | null;
  desired_command_id: number | null;
  desired_status: CommandStatus | null;
  desired_reason: string | null;
  reported_mode: HeatingMode | null;
  reported_setpoint_c: number | null;
  reported_until: Date | null;
  reported_at: Date | null;
  waiting: boolean;
}

const iso = (at: Date) => new Date(at).toISOString();
const isoOrNull = (at: Date | null) => (at === null ? null : iso(at));

const WITH_CONTROLS = `${RADIATORS_WITH_HOMES} LEFT JOIN radiator_controls AS rc ON rc.radiator_id = r.id`;
/** How far the desired command got for the radiator `r`. */
const DESIRED_PART = `LEFT JOIN LATERAL (SELECT ${STATUS_NOW} AS status, cr.reason FROM command_radiators AS cr
  WHERE cr.radiator_id = r.id AND cr.command_id = rc.desired_command_id LIMIT 1) AS part ON true`;
const WAITING = `EXISTS (SELECT 1 FROM command_radiators AS cr
  WHERE cr.radiator_id = r.id AND cr.status IN ('pending', 'delivered') AND cr.expires_at > now())`;

/** The radiators of one room, home, resident or client with their desired and reported state. */
export async function listControls(sql: RawSql, kind: TargetKind, id: number) {
  await assertAllExist(sql, kind, [id], '');
  const reach = reachOf(kind, 1);
  const rows = await sql.query<ControlRow>(
    `SELECT r.id AS radiator_id, ro.id AS room_id, ro.name AS room_name, h.id AS home_id, h.name AS home_name,
        rc.desired_mode, rc.desired_setpoint_c, rc.desired_until, rc.desired_at, rc.desired_command_id,
        part.status AS desired_status, part.reason AS desired_reason,
        rc.reported_mode, rc.reported_setpoint_c, rc.reported_until, rc.reported_at, ${WAITING} AS waiting
      FROM ${WITH_CONTROLS} ${DESIRED_PART} WHERE r.removed_at IS NULL AND ${reach}
      ORDER BY h.id, ro.id, r.id LIMIT ${LISTED}`,
    [sql.array('int4', [id])],
  );
  const counts = await sql.query<{ mode: HeatingMode | null; n: number; waiting: number }>(
    `SELECT rc.desired_mode AS mode, count(*)::int AS n, count(*) FILTER (WHERE ${WAITING})::int AS waiting
      FROM ${WITH_CONTROLS} WHERE r.removed_at IS NULL AND ${reach}
      GROUP BY 1`,
    [sql.array('int4', [id])],
  );
  const desired: Record<string, number> = Object.fromEntries(
    [...HEATING_MODES, 'none'].map((mode) => [mode, 0]),
  );
  for (const row of counts) desired[row.mode ?? 'none'] = row.n;
  const radiators: RadiatorControl[] = rows.map((row) => ({
    radiator_id: row.radiator_id,
    room: { id: row.room_id, name: row.room_name },
    home: { id: row.home_id, name: row.home_name },
    desired:
      row.desired_mode === null || row.desired_at === null
        ? null
        : {
            mode: row.desired_mode,
            setpoint_c: row.desired_setpoint_c,
            until: isoOrNull(row.desired_until),
            at: iso(row.desired_at),
            command_id: row.desired_command_id,
            // A command's rows go only with its radiator: one is always there while the radiator is.
            status: row.desired_status ?? 'pending',
            reason: row.desired_reason,
          },
    reported:
      row.reported_mode === null || row.reported_at === null
        ? null
        : {
            mode: row.reported_mode,
            setpoint_c: row.reported_setpoint_c,
            until: isoOrNull(row.reported_until),
            at: iso(row.reported_at),
          },
    waiting: row.waiting,
  }));
  return {
    radiators,
    summary: {
      radiators: counts.reduce((sum, row) => sum + row.n, 0),
      desired,
      waiting: counts.reduce((sum, row) => sum + row.waiting, 0),
    },
  };
}
