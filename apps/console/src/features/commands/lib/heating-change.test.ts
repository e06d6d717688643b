import { describe, expect, it } from 'vitest';
import { changeOf, setpointOf } from './heating-change';
import { localToday } from './until';

// The contract checks an end against the real clock: the days here are relative to it.
const NOW = Date.now();
const IN_TWO_DAYS = localToday(new Date(NOW + 2 * 86_400_000));

describe("the Set heating dialog's change", () => {
  it('starts comfort and eco from their default temperatures, and the others with none', () => {
    expect(setpointOf('comfort')).toBe(21);
    expect(setpointOf('eco')).toBe(17);
    expect(setpointOf('frost')).toBe('');
  });

  it('sends the setpoint only with comfort or eco, and no end with the schedule', () => {
    expect(changeOf({ mode: 'frost', setpoint: 21, time: '' }, NOW)).toEqual({ change: { mode: 'frost' } });
    expect(changeOf({ mode: 'eco', setpoint: 16.5, time: '' }, NOW)).toEqual({
      change: { mode: 'eco', setpoint_c: 16.5 },
    });
    expect(changeOf({ mode: 'schedule', setpoint: '', day: '2099-01-01', time: '08:00' }, NOW)).toEqual({
      change: { mode: 'schedule' },
    });
  });

  it('refuses a temperature the server would refuse, under its field', () => {
    expect(changeOf({ mode: 'comfort', setpoint: 31, time: '' }, NOW)).toEqual({
      errors: { setpoint: 'At most 30 °C.' },
    });
    expect(changeOf({ mode: 'comfort', setpoint: 20.3, time: '' }, NOW)).toEqual({
      errors: { setpoint: 'In steps of 0.5 °C.' },
    });
  });

  it('wants a day and a time together, in the future', () => {
    expect(changeOf({ mode: 'off', setpoint: '', day: '2099-01-01', time: '' }, NOW)).toEqual({
      errors: {},
      problem: 'untilIncomplete',
    });
    expect(changeOf({ mode: 'off', setpoint: '', day: '2020-01-01', time: '08:00' }, NOW)).toEqual({
      errors: {},
      problem: 'untilPast',
    });
    const later = changeOf({ mode: 'off', setpoint: '', day: IN_TWO_DAYS, time: '18:00' }, NOW);
    expect(later).toEqual({ change: { mode: 'off', until: new Date(`${IN_TWO_DAYS}T18:00`).toISOString() } });
  });
});
