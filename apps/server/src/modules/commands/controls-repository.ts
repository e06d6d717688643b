import type { CommandStatus, HeatingMode } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import { RADIATORS_WITH_RESIDENTS } from '../../db/fragments.ts';
import { type Runner, rowsOf } from '../../db/queries.ts';
import { LIVE_CHANGE, STATUS_NOW } from './change-fragments.ts';
import { reachedBy, type TargetKind } from './targets-repository.ts';

/** Radiators one answer lists at most; the summary counts them all. */
const LISTED = 500;

/** A radiator with its room, home, and what it is desired to do and reported doing. */
export interface ControlRow {
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

const WITH_CONTROLS = sql`${RADIATORS_WITH_RESIDENTS} LEFT JOIN radiator_controls AS rc ON rc.radiator_id = r.id`;
/** How far the desired command got for the radiator `r`. */
const DESIRED_PART = sql`LEFT JOIN LATERAL (SELECT ${STATUS_NOW} AS status, cr.reason FROM command_radiators AS cr
  WHERE cr.radiator_id = r.id AND cr.command_id = rc.desired_command_id LIMIT 1) AS part ON true`;
/** That a change for the radiator `r` still waits for its gateway's confirmation. */
const WAITING = sql`EXISTS (SELECT 1 FROM command_radiators AS cr WHERE cr.radiator_id = r.id AND ${LIVE_CHANGE})`;

/** The first radiators a target reaches, with their controls. */
export const listControlRows = (runner: Runner, kind: TargetKind, id: number) =>
  rowsOf<ControlRow>(
    runner,
    sql`SELECT r.id AS radiator_id, ro.id AS room_id, ro.name AS room_name, h.id AS home_id, h.name AS home_name,
        rc.desired_mode, rc.desired_setpoint_c, rc.desired_until, rc.desired_at, rc.desired_command_id,
        part.status AS desired_status, part.reason AS desired_reason,
        rc.reported_mode, rc.reported_setpoint_c, rc.reported_until, rc.reported_at, ${WAITING} AS waiting
      FROM ${WITH_CONTROLS} ${DESIRED_PART} WHERE ${reachedBy(runner, kind, [id])}
      ORDER BY h.id, ro.id, r.id LIMIT ${LISTED}`,
  );

/** Every radiator a target reaches, counted by desired mode (null: none), with those waiting. */
export const countControls = (runner: Runner, kind: TargetKind, id: number) =>
  rowsOf<{ mode: HeatingMode | null; n: number; waiting: number }>(
    runner,
    sql`SELECT rc.desired_mode AS mode, count(*)::int AS n, count(*) FILTER (WHERE ${WAITING})::int AS waiting
      FROM ${WITH_CONTROLS} WHERE ${reachedBy(runner, kind, [id])}
      GROUP BY 1`,
  );
