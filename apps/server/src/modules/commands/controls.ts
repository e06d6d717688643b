import { HEATING_MODES, type RadiatorControl } from '@radiant/contract';
import { isoOrNull, isoString } from '../../db/instants.ts';
import type { Runner } from '../../db/queries.ts';
import { countControls, listControlRows } from './controls-repository.ts';
import { assertAllExist } from './target.ts';
import type { TargetKind } from './targets-repository.ts';

/** The radiators of one room, home, resident or client with their desired and reported state. */
export async function listControls(runner: Runner, kind: TargetKind, id: number) {
  await assertAllExist(runner, kind, [id]);
  const rows = await listControlRows(runner, kind, id);
  const counts = await countControls(runner, kind, id);
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
            at: isoString(row.desired_at),
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
            at: isoString(row.reported_at),
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
