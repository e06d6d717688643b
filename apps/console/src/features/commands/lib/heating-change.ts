import {
  type HeatingChange,
  type HeatingMode,
  MODE_SETPOINTS_C,
  MODES_WITH_SETPOINT,
  ZHeatingChange,
} from '@radiant/contract';
import { untilInstant } from './until';

/** The dialog's fields: the setpoint as typed, and "until" as a day and a time. */
export type ChangeFields = { mode: HeatingMode; setpoint: number | string; day?: string; time: string };
export type ChangeErrors = Partial<Record<'mode' | 'setpoint' | 'day', string>>;

export const hasSetpoint = (mode: HeatingMode) =>
  (MODES_WITH_SETPOINT as readonly HeatingMode[]).includes(mode);

/** The setpoint a mode starts from when the admin picks it: its default, or none. */
export const setpointOf = (mode: HeatingMode): number | string =>
  hasSetpoint(mode) ? MODE_SETPOINTS_C[mode as 'comfort'] : '';

/** The API's field paths of a change, as the dialog's fields. */
export const FIELD_OF_PATH: Record<string, keyof ChangeErrors> = {
  'change.mode': 'mode',
  'change.setpoint_c': 'setpoint',
  'change.until': 'day',
};

type Problem = 'untilIncomplete' | 'untilPast';

/** The change the fields describe, or what is wrong with them (checked as the server checks them). */
export function changeOf(
  fields: ChangeFields,
  now = Date.now(),
): { change: HeatingChange } | { errors: ChangeErrors; problem?: Problem } {
  const withEnd = fields.mode !== 'schedule';
  const day = withEnd ? fields.day : undefined;
  const time = withEnd ? fields.time : '';
  if (Boolean(day) !== Boolean(time)) return { errors: {}, problem: 'untilIncomplete' };
  const until = day && time ? untilInstant(day, time) : undefined;
  if (until && Date.parse(until) <= now) return { errors: {}, problem: 'untilPast' };
  const setpoint = hasSetpoint(fields.mode) && fields.setpoint !== '' ? Number(fields.setpoint) : undefined;
  const parsed = ZHeatingChange.safeParse({ mode: fields.mode, setpoint_c: setpoint, until });
  if (parsed.success) return { change: parsed.data };
  const errors: ChangeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[`change.${issue.path.join('.')}`];
    if (field) errors[field] ??= issue.message;
  }
  return { errors };
}
