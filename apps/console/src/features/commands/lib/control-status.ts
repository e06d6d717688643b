import { type HeatingMode, MODE_SETPOINTS_C, type RadiatorControl } from '@radiant/contract';

/**
 * Where a radiator stands: its change on the way, confirmed as asked, refused by the gateway, expired before it
 * was confirmed, at odds with what was asked, or never asked.
 */
export type ControlStatus = 'waiting' | 'confirmed' | 'rejected' | 'expired' | 'differs' | 'none';

type HeatingState = { mode: HeatingMode; setpoint_c: number | null; until: string | null };

/** The temperature a state heats to: its own, else its mode's (none for off and the schedule). */
export const setpointOf = ({ mode, setpoint_c }: HeatingState): number | null =>
  setpoint_c ?? (mode in MODE_SETPOINTS_C ? MODE_SETPOINTS_C[mode as keyof typeof MODE_SETPOINTS_C] : null);

const untilMs = (until: string | null) => (until === null ? null : Date.parse(until));

/** Whether the gateway reports what was asked: the same mode, temperature and end. */
const sameState = (desired: HeatingState, reported: HeatingState) =>
  desired.mode === reported.mode &&
  setpointOf(desired) === setpointOf(reported) &&
  untilMs(desired.until) === untilMs(reported.until);

export function controlStatus({ desired, reported, waiting }: RadiatorControl): ControlStatus {
  if (waiting) return 'waiting';
  if (desired === null) return 'none';
  if (desired.status === 'rejected' || desired.status === 'expired') return desired.status;
  return reported !== null && sameState(desired, reported) ? 'confirmed' : 'differs';
}
