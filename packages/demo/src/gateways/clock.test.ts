import { HOUR_MS } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from './clock.ts';

describe('SimulatedClock', () => {
  it('is real time at speed 1 with no backlog', () => {
    let realMs = 1_000_000;
    const clock = new SimulatedClock({ realNow: () => realMs });
    realMs += 5_000;
    expect(clock.now()).toBe(realMs);
    expect(clock.delayUntil(realMs + 300_000)).toBe(300_000);
    expect(clock.delayUntil(realMs - 1)).toBe(0);
  });

  it('runs faster from its backlog until it has caught up with real time, then follows it', () => {
    let realMs = 10 * HOUR_MS;
    const clock = new SimulatedClock({ speed: 60, backlogMs: 2 * HOUR_MS, realNow: () => realMs });
    expect(clock.now()).toBe(8 * HOUR_MS);
    // An hour of simulated time a minute.
    realMs += 60_000;
    expect(clock.now()).toBe(9 * HOUR_MS);
    expect(clock.delayUntil(9.5 * HOUR_MS)).toBe(30_000);
    // Two hours behind at speed 60 catches up after 2 h / 59 of real time; never ahead of real time.
    realMs += 2 * 60_000;
    expect(clock.now()).toBe(realMs);
    expect(clock.delayUntil(realMs + 60_000)).toBe(60_000);
  });

  it('refuses a speed below real time and a negative backlog', () => {
    expect(() => new SimulatedClock({ speed: 0.5 })).toThrow(RangeError);
    expect(() => new SimulatedClock({ backlogMs: -1 })).toThrow(RangeError);
  });
});
