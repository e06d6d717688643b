import type { RadiatorControl } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { controlStatus, setpointOf } from './control-status';

const at = '2026-11-24T07:05:00.000Z';
const radiator = (overrides: Partial<RadiatorControl>): RadiatorControl => ({
  radiator_id: 1,
  room: { id: 1, name: 'Lounge' },
  home: { id: 1, name: 'Home' },
  desired: null,
  reported: null,
  waiting: false,
  ...overrides,
});
const frost = { mode: 'frost', setpoint_c: null, until: null, at } as const;

describe("a radiator's control status", () => {
  it('reads a radiator never sent a command as having none', () => {
    expect(controlStatus(radiator({}))).toBe('none');
  });

  it('waits while a change is on its way, whatever the gateway last reported', () => {
    expect(
      controlStatus(
        radiator({
          desired: { ...frost, command_id: 3, status: 'delivered', reason: null } as const,
          waiting: true,
        }),
      ),
    ).toBe('waiting');
  });

  it("confirms when the gateway reports the desired state, a mode's default temperature included", () => {
    const desired = { ...frost, command_id: 3, status: 'applied', reason: null } as const;
    expect(controlStatus(radiator({ desired, reported: { ...frost, setpoint_c: 7 } }))).toBe('confirmed');
  });

  it('differs when the gateway reports something else, or nothing', () => {
    const desired = {
      ...frost,
      until: '2026-12-01T18:00:00Z',
      command_id: 3,
      status: 'delivered',
      reason: null,
    } as const;
    expect(controlStatus(radiator({ desired, reported: frost }))).toBe('differs');
    expect(controlStatus(radiator({ desired }))).toBe('differs');
    const comfort = { mode: 'comfort', setpoint_c: 22, until: null, at } as const;
    expect(
      controlStatus(
        radiator({
          desired: { ...comfort, command_id: 4, status: 'applied', reason: null } as const,
          reported: { ...comfort, setpoint_c: 21 },
        }),
      ),
    ).toBe('differs');
  });

  it('says the gateway refused the last change, or that it expired unconfirmed', () => {
    const rejected = { ...frost, command_id: 5, status: 'rejected', reason: 'Valve stuck' } as const;
    expect(controlStatus(radiator({ desired: rejected, reported: frost }))).toBe('rejected');
    const expired = { ...frost, command_id: 5, status: 'expired', reason: null } as const;
    expect(controlStatus(radiator({ desired: expired }))).toBe('expired');
  });

  it("takes a mode's own temperature when a state names none", () => {
    expect(setpointOf({ mode: 'eco', setpoint_c: null, until: null })).toBe(17);
    expect(setpointOf({ mode: 'comfort', setpoint_c: 22.5, until: null })).toBe(22.5);
    expect(setpointOf({ mode: 'off', setpoint_c: null, until: null })).toBeNull();
  });
});
