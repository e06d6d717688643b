import { describe, expect, it } from 'vitest';
import { type RoomSchedule, scheduleFor, WeeklySetpoints, warmestSetpoint, weekSlot } from './schedules.ts';

const SLOT_MINUTES = 5;
const MONDAY = 1;
const SATURDAY = 6;
const SUNDAY = 7;

function at(schedule: RoomSchedule, isoWeekday: number, time: string, earlyStartMinutes = 0) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const table = new WeeklySetpoints(schedule, SLOT_MINUTES, earlyStartMinutes);
  const slot = weekSlot(isoWeekday, hours * 60 + minutes, SLOT_MINUTES);
  return { setpointC: table.setpointAt(slot), comfort: table.isComfortAt(slot) };
}

describe('schedules', () => {
  it('warms a living room for getting up and for the evening on weekdays, and sets it back otherwise', () => {
    const living = scheduleFor('living');
    expect(at(living, MONDAY, '07:00')).toEqual({ setpointC: 20, comfort: true });
    expect(at(living, MONDAY, '19:00')).toEqual({ setpointC: 21, comfort: true });
    expect(at(living, MONDAY, '03:00')).toEqual({ setpointC: living.setbackC, comfort: false });
    expect(at(living, MONDAY, '12:00')).toEqual({ setpointC: living.setbackC, comfort: false });
    expect(at(living, MONDAY, '22:30').comfort).toBe(false);
    expect(at(living, SATURDAY, '12:00').comfort).toBe(true);
  });

  it('heats a home office through the working day only', () => {
    const office = scheduleFor('office');
    expect(at(office, MONDAY, '10:00').comfort).toBe(true);
    expect(at(office, SATURDAY, '10:00').comfort).toBe(false);
    expect(at(office, MONDAY, '19:00').comfort).toBe(false);
  });

  it('keeps bedrooms cooler than living rooms, and bathrooms warmest in the morning', () => {
    expect(warmestSetpoint(scheduleFor('bedroom'))).toBeLessThan(warmestSetpoint(scheduleFor('living')));
    expect(at(scheduleFor('bathroom'), MONDAY, '07:00').setpointC).toBeGreaterThan(
      at(scheduleFor('living'), MONDAY, '07:00').setpointC,
    );
    expect(at(scheduleFor('bathroom'), SUNDAY, '09:00').setpointC).toBe(22);
  });

  it('follows a household that gets up later and likes it warmer, in the mornings only', () => {
    const usual = scheduleFor('living');
    const late = scheduleFor('living', { wakeShiftMinutes: 30, comfortOffsetC: 1 });
    expect(late.comfort[0]).toMatchObject({ from: '07:00', to: '09:00', setpointC: 21 });
    expect(late.comfort[1]).toMatchObject({
      from: usual.comfort[1]?.from,
      to: usual.comfort[1]?.to,
      setpointC: 22,
    });
    expect(late.setbackC).toBe(usual.setbackC);
  });

  it('leaves all but the living room, kitchen and bathroom at 12 °C for a household heating its main rooms only', () => {
    const habits = { wakeShiftMinutes: 0, comfortOffsetC: 0, heating: 'main_rooms_only' as const };
    expect(scheduleFor('bedroom', habits)).toEqual({ setbackC: 12, comfort: [] });
    expect(scheduleFor('hall', habits)).toEqual({ setbackC: 12, comfort: [] });
    for (const type of ['living', 'kitchen', 'bathroom'] as const) {
      expect(scheduleFor(type, habits)).toEqual(scheduleFor(type));
    }
  });

  it('keeps a rationing household at frost protection but for three evening hours in the living room', () => {
    const habits = { wakeShiftMinutes: 30, comfortOffsetC: -0.5, heating: 'rationed' as const };
    const living = scheduleFor('living', habits);
    expect(at(living, MONDAY, '19:00')).toEqual({ setpointC: 17.5, comfort: true });
    expect(at(living, SATURDAY, '12:00')).toEqual({ setpointC: 7, comfort: false });
    expect(at(living, MONDAY, '07:00')).toEqual({ setpointC: 7, comfort: false });
    expect(at(living, MONDAY, '21:00').setpointC).toBe(7);
    expect(scheduleFor('bedroom', habits)).toEqual({ setbackC: 7, comfort: [] });
  });

  it('starts heating early towards a comfort period without counting it as comfort', () => {
    const living = scheduleFor('living');
    expect(at(living, MONDAY, '05:45', 60)).toEqual({ setpointC: 20, comfort: false });
    expect(at(living, MONDAY, '05:25', 60).setpointC).toBe(living.setbackC);
    // An early start before midnight reaches back into the day before: Monday 06:30 less 8 hours is Sunday.
    expect(at(living, SUNDAY, '23:30', 8 * 60).setpointC).toBe(20);
  });

  it('takes the warmer of overlapping periods', () => {
    const overlapping: RoomSchedule = {
      setbackC: 15,
      comfort: [
        { days: [MONDAY], from: '08:00', to: '12:00', setpointC: 19 },
        { days: [MONDAY], from: '10:00', to: '11:00', setpointC: 21 },
      ],
    };
    expect(at(overlapping, MONDAY, '09:00').setpointC).toBe(19);
    expect(at(overlapping, MONDAY, '10:30').setpointC).toBe(21);
    expect(at(overlapping, MONDAY, '11:30').setpointC).toBe(19);
  });

  it('refuses times and days that do not exist', () => {
    const broken = (period: RoomSchedule['comfort'][number]) => () =>
      new WeeklySetpoints({ setbackC: 16, comfort: [period] }, SLOT_MINUTES);
    expect(broken({ days: [1], from: '7:00', to: '09:00', setpointC: 20 })).toThrow(RangeError);
    expect(broken({ days: [1], from: '09:00', to: '07:00', setpointC: 20 })).toThrow(RangeError);
    expect(broken({ days: [8], from: '07:00', to: '09:00', setpointC: 20 })).toThrow(RangeError);
    expect(broken({ days: [1], from: '22:00', to: '24:00', setpointC: 20 })).not.toThrow();
  });
});
