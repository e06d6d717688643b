import { absoluteHumidityGPerM3 } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { CEILING_HEIGHT_M, RoomMoisture, saturatedVapourGPerM3 } from './moisture.ts';
import type { RoomSources } from './moisture-sources.ts';

const WEEK_SLOTS = 7 * 24 * 12;
const STEP_HOURS = 5 / 60;

/** A room's sources: `gramsPerHour` all week, its fan never running. */
function steady(gramsPerHour: number): RoomSources {
  return {
    gramsPerHour: new Float64Array(WEEK_SLOTS).fill(gramsPerHour),
    fanRuns: new Uint8Array(WEEK_SLOTS),
    fanM3PerHour: 0,
  };
}

/** Runs a room alone in its home (the home's air is its own) for `hours`; answers the last step's RH. */
function runAlone(room: RoomMoisture, hours: number, roomC: number, outdoorGPerM3: number): number {
  let humidityPct = 0;
  for (let step = 0; step < hours * 12; step++) {
    humidityPct = room.advance(step % WEEK_SLOTS, false, roomC, outdoorGPerM3, room.vapourGPerM3);
  }
  return humidityPct;
}

describe('saturatedVapourGPerM3', () => {
  it('is the vapour of air at 100 %: 17.25 g/m³ at 20 °C, 4.85 g/m³ at 0 °C', () => {
    for (const tempC of [-10, 0, 12.3, 20, 35]) {
      expect(saturatedVapourGPerM3(tempC)).toBeCloseTo(absoluteHumidityGPerM3(tempC, 100), 9);
    }
    expect(saturatedVapourGPerM3(20)).toBeCloseTo(17.25, 1);
    expect(saturatedVapourGPerM3(0)).toBeCloseTo(4.85, 1);
  });
});

describe('RoomMoisture', () => {
  const areaM2 = 20;
  const LIVING_ROOM = { type: 'living' as const, areaM2 };
  const volumeM3 = areaM2 * CEILING_HEIGHT_M;
  const ventilation = { airChangesPerHour: 0.5, windowM3PerHour: 200 };
  const outdoorGPerM3 = 5;

  it('settles where ventilation carries off what the room gives off: outdoor vapour + sources / air flow', () => {
    const room = new RoomMoisture(LIVING_ROOM, steady(120), ventilation, STEP_HOURS, outdoorGPerM3);
    runAlone(room, 48, 20, outdoorGPerM3);
    expect(room.vapourGPerM3).toBeCloseTo(outdoorGPerM3 + 120 / (0.5 * volumeM3), 3);
  });

  it('dries towards the outdoor air without sources, faster with the window open', () => {
    const shut = new RoomMoisture(LIVING_ROOM, steady(0), ventilation, STEP_HOURS, 12);
    const open = new RoomMoisture(LIVING_ROOM, steady(0), ventilation, STEP_HOURS, 12);
    for (let step = 0; step < 6; step++) {
      shut.advance(step, false, 20, outdoorGPerM3, shut.vapourGPerM3);
      open.advance(step, true, 20, outdoorGPerM3, open.vapourGPerM3);
    }
    expect(shut.vapourGPerM3).toBeLessThan(12);
    expect(open.vapourGPerM3).toBeLessThan(shut.vapourGPerM3 - 1);
    expect(open.vapourGPerM3).toBeGreaterThan(outdoorGPerM3);
  });

  it('answers the relative humidity at the room’s temperature, never above 100 %', () => {
    for (const roomC of [-5, 3.33, 17.77, 24.1]) {
      const vapourGPerM3 = 0.6 * saturatedVapourGPerM3(roomC);
      const room = new RoomMoisture(LIVING_ROOM, steady(0), ventilation, STEP_HOURS, vapourGPerM3);
      expect(room.advance(0, false, roomC, vapourGPerM3, vapourGPerM3)).toBeCloseTo(60, 3);
    }
    // 8.65 g/m³ is 50 % at 20 °C and more than air at 8 °C holds.
    const room = new RoomMoisture(LIVING_ROOM, steady(0), ventilation, STEP_HOURS, 8.65);
    expect(room.advance(0, false, 20, 8.65, 8.65)).toBeCloseTo(50, 0);
    expect(room.advance(1, false, 8, 8.65, 8.65)).toBe(100);
    // A flood of vapour condenses: the air keeps no more than it holds saturated.
    const steamy = new RoomMoisture(LIVING_ROOM, steady(5000), ventilation, STEP_HOURS, outdoorGPerM3);
    expect(runAlone(steamy, 3, 18, outdoorGPerM3)).toBe(100);
    expect(steamy.vapourGPerM3).toBeLessThanOrEqual(saturatedVapourGPerM3(18) + 1e-9);
  });

  it('runs its extract fan only where the sources say so', () => {
    const sources = steady(0);
    sources.fanM3PerHour = 60;
    sources.fanRuns[1] = 1;
    const room = new RoomMoisture(LIVING_ROOM, sources, ventilation, STEP_HOURS, 12);
    room.advance(0, false, 20, outdoorGPerM3, 12);
    const withoutFan = 12 - room.vapourGPerM3;
    const before = room.vapourGPerM3;
    room.advance(1, false, 20, outdoorGPerM3, before);
    expect(before - room.vapourGPerM3).toBeGreaterThan(2 * withoutFan);
  });
});
