import { MODE_SETPOINTS_C } from '@radiant/contract';
import type { RoomType } from './homes.ts';

/**
 * A period at a comfort setpoint (°C), on ISO weekdays (1 = Monday … 7 = Sunday), from `from` to `to` in UK
 * local time ('HH:MM', 24-hour, `to` later the same day; '24:00' ends at midnight).
 */
interface ComfortPeriod {
  days: number[];
  from: string;
  to: string;
  setpointC: number;
}

/** A room's week: its comfort periods, and the set-back temperature (°C) outside them. */
export interface RoomSchedule {
  setbackC: number;
  comfort: ComfortPeriod[];
}

/**
 * How much of its home a household heats:
 * - usual: every room on its usual schedule;
 * - main_rooms_only: the living room, kitchen and bathroom as usual, the other rooms left at 12 °C, a common
 *   saving that leaves bedrooms cold and damp;
 * - rationed: frost protection everywhere, the living room heated for the evening only (fuel poverty).
 */
export type HeatingHabit = 'usual' | 'main_rooms_only' | 'rationed';

/** How one household departs from the usual schedules. */
export interface Habits {
  /** Minutes later (negative: earlier) that the household gets up. */
  wakeShiftMinutes: number;
  /** Degrees warmer (negative: cooler) that it likes every comfort setpoint. */
  comfortOffsetC: number;
  /** Usual when left out. */
  heating?: HeatingHabit;
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const MINUTES_PER_DAY = 1440;
const NOON_MINUTES = 720;

const period = (days: number[], from: string, to: string, setpointC: number): ComfortPeriod => ({
  days,
  from,
  to,
  setpointC,
});

// Typical UK routines: warm for getting up and for the evening on weekdays, most of the day at weekends.
// Bathrooms are warmest in the morning, bedrooms coolest, and a home office is heated through the working day.
const USUAL_SCHEDULES: Record<RoomType, RoomSchedule> = {
  living: {
    setbackC: 16,
    comfort: [
      period(WEEKDAYS, '06:30', '08:30', 20),
      period(WEEKDAYS, '17:00', '22:30', 21),
      period(WEEKEND, '08:00', '23:00', 21),
    ],
  },
  kitchen: {
    setbackC: 16,
    comfort: [
      period(WEEKDAYS, '06:30', '08:30', 19),
      period(WEEKDAYS, '17:00', '21:00', 19),
      period(WEEKEND, '08:00', '21:00', 19),
    ],
  },
  dining: {
    setbackC: 16,
    comfort: [period(WEEKDAYS, '17:30', '21:00', 20), period(WEEKEND, '08:00', '21:00', 20)],
  },
  bedroom: {
    setbackC: 15,
    comfort: [
      period(WEEKDAYS, '06:30', '07:30', 18),
      period(WEEKDAYS, '21:00', '22:30', 18),
      period(WEEKEND, '08:00', '09:30', 18),
      period(WEEKEND, '21:30', '23:00', 18),
    ],
  },
  bathroom: {
    setbackC: 17,
    comfort: [
      period(WEEKDAYS, '06:00', '08:30', 22),
      period(WEEKEND, '07:30', '10:30', 22),
      period(EVERY_DAY, '19:00', '22:00', 21),
    ],
  },
  office: {
    setbackC: 16,
    comfort: [period(WEEKDAYS, '08:30', '17:30', 20)],
  },
  hall: {
    setbackC: 15,
    comfort: [
      period(WEEKDAYS, '06:30', '08:30', 18),
      period(WEEKDAYS, '17:00', '22:30', 18),
      period(WEEKEND, '08:00', '22:30', 18),
    ],
  },
};

const MAIN_ROOMS: readonly RoomType[] = ['living', 'kitchen', 'bathroom'];
const LEFT_UNHEATED_C = 12;
// A rationing household heats the living room for three evening hours, to 18 °C give or take its liking.
const RATIONED_EVENING = period(EVERY_DAY, '18:00', '21:00', 18);

/** The schedule of a room type, as a household with these habits would set it. */
export function scheduleFor(
  type: RoomType,
  habits: Habits = { wakeShiftMinutes: 0, comfortOffsetC: 0 },
): RoomSchedule {
  if (habits.heating === 'rationed') {
    const evening = {
      ...RATIONED_EVENING,
      days: [...RATIONED_EVENING.days],
      setpointC: RATIONED_EVENING.setpointC + habits.comfortOffsetC,
    };
    return { setbackC: MODE_SETPOINTS_C.frost, comfort: type === 'living' ? [evening] : [] };
  }
  if (habits.heating === 'main_rooms_only' && !MAIN_ROOMS.includes(type)) {
    return { setbackC: LEFT_UNHEATED_C, comfort: [] };
  }
  const usual = USUAL_SCHEDULES[type];
  return {
    setbackC: usual.setbackC,
    comfort: usual.comfort.map((comfort) => {
      // Only the periods that begin in the morning follow the time the household gets up.
      const shift = minutesOf(comfort.from) < NOON_MINUTES ? habits.wakeShiftMinutes : 0;
      return {
        days: [...comfort.days],
        from: timeOf(minutesOf(comfort.from) + shift),
        to: timeOf(minutesOf(comfort.to) + shift),
        setpointC: comfort.setpointC + habits.comfortOffsetC,
      };
    }),
  };
}

/** The highest setpoint (°C) of a schedule: what its radiators are sized for. */
export function warmestSetpoint(schedule: RoomSchedule): number {
  return Math.max(schedule.setbackC, ...schedule.comfort.map((comfort) => comfort.setpointC));
}

/**
 * A schedule as a table of slots over a week (Monday 00:00 local first), for a constant-time lookup at every
 * simulation step. A slot's setpoint is the highest of the setback and of the periods in force at its start;
 * with an early start, a period's setpoint applies that many minutes before it begins, as smart thermostats
 * do so that the room is warm when the period starts.
 */
export class WeeklySetpoints {
  private readonly setpoints: Float64Array;
  private readonly comfort: Uint8Array;
  private readonly setbackC: number;

  constructor(schedule: RoomSchedule, slotMinutes: number, earlyStartMinutes = 0) {
    const slotsPerDay = MINUTES_PER_DAY / slotMinutes;
    const slotsPerWeek = 7 * slotsPerDay;
    this.setbackC = schedule.setbackC;
    this.setpoints = new Float64Array(slotsPerWeek).fill(schedule.setbackC);
    this.comfort = new Uint8Array(slotsPerWeek);
    for (const comfort of schedule.comfort) {
      const from = Math.ceil(minutesOf(comfort.from) / slotMinutes);
      const to = Math.ceil(minutesOf(comfort.to) / slotMinutes);
      if (to <= from)
        throw new RangeError(`A comfort period ends before it starts: ${comfort.from}–${comfort.to}`);
      const earlyFrom = from - Math.round(earlyStartMinutes / slotMinutes);
      for (const day of comfort.days) {
        if (!Number.isInteger(day) || day < 1 || day > 7) throw new RangeError(`Not an ISO weekday: ${day}`);
        for (let slot = earlyFrom; slot < to; slot++) {
          // An early start before midnight reaches back into the day before (Sunday's into Saturday's).
          const index = ((day - 1) * slotsPerDay + slot + slotsPerWeek) % slotsPerWeek;
          this.setpoints[index] = Math.max(this.setpointAt(index), comfort.setpointC);
          if (slot >= from) this.comfort[index] = 1;
        }
      }
    }
  }

  /** Setpoint (°C) in a slot. */
  setpointAt(slot: number): number {
    return this.setpoints[slot] ?? this.setbackC;
  }

  /** Whether a comfort period is in force in a slot (an early start is not). */
  isComfortAt(slot: number): boolean {
    return this.comfort[slot] === 1;
  }
}

/** Index in a WeeklySetpoints table of an ISO weekday and a local time of day (minutes after midnight). */
export function weekSlot(isoWeekday: number, minuteOfDay: number, slotMinutes: number): number {
  return Math.floor(((isoWeekday - 1) * MINUTES_PER_DAY + minuteOfDay) / slotMinutes);
}

/**
 * Calls `each` with the index, in a week of `slotMinutes` slots (Monday 00:00 local first), of every slot from
 * `from` to `to` ('HH:MM', local) on each of `days` (ISO weekdays).
 */
export function forEachSlot(
  days: readonly number[],
  from: string,
  to: string,
  slotMinutes: number,
  each: (slot: number) => void,
): void {
  const first = Math.ceil(minutesOf(from) / slotMinutes);
  const end = Math.ceil(minutesOf(to) / slotMinutes);
  for (const day of days) {
    for (let slot = first; slot < end; slot++) each(weekSlot(day, slot * slotMinutes, slotMinutes));
  }
}

/** Minutes after midnight of an 'HH:MM' time. */
export function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/.exec(time);
  if (!match) throw new RangeError(`Not a time of day (HH:MM): ${time}`);
  return match[1] === undefined ? MINUTES_PER_DAY : Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:MM' of minutes after midnight, kept within the day. */
export function timeOf(minutes: number): string {
  const clamped = Math.min(Math.max(minutes, 0), MINUTES_PER_DAY);
  const hours = String(Math.floor(clamped / 60)).padStart(2, '0');
  return `${hours}:${String(clamped % 60).padStart(2, '0')}`;
}
