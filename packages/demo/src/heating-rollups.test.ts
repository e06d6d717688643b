import { DAY_MS } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { historySpan } from './heating-history.ts';
import { heatingRollups, type RollupColumns, type StoredHome } from './heating-rollups.ts';
import { generateHomes } from './thermal/index.ts';

// Energy first, readings last: any order of the server's columns has to work.
const MEASURES = ['energy_wh', 'covered_s', 'readings'] as const;
const SHARDS = 4;
const span = historySpan(5, 2, new Date('2024-01-20T10:30:00Z'));

/** Stored homes with made-up row ids: home 10 + i, radiators numbered from 100 across the homes. */
function storedHomes(count: number): StoredHome[] {
  let radiatorId = 100;
  return generateHomes(7, count).map((simulated, index) => ({
    homeId: 10 + index,
    locationId: index % 2,
    radiatorIds: simulated.rooms.map((room) => room.radiators.map(() => radiatorId++)),
    simulated,
  }));
}

const total = (rows: RollupColumns, measure: (typeof MEASURES)[number]) =>
  (rows.measures[MEASURES.indexOf(measure)] ?? []).reduce((sum, value) => sum + value, 0);

describe('heating rollups', () => {
  const homes = storedHomes(6);
  const rollups = heatingRollups(homes, span, { measures: MEASURES, fleetShards: SHARDS });

  it('adds up the same energy in radiator, home and fleet days', () => {
    const energy = total(rollups.radiatorDays, 'energy_wh');
    expect(energy).toBeGreaterThan(0);
    expect(total(rollups.homeDays, 'energy_wh')).toBeCloseTo(energy, 6);
    expect(total(rollups.fleetDays, 'energy_wh')).toBeCloseTo(energy, 6);
  });

  it('keeps only the slots that hold readings, twelve to an online hour', () => {
    for (const rows of [rollups.radiatorHours, rollups.radiatorDays, rollups.homeDays, rollups.fleetDays]) {
      expect(rows.measures[MEASURES.indexOf('readings')]?.every((readings) => readings > 0)).toBe(true);
    }
    expect(total(rollups.radiatorHours, 'readings')).toBe(total(rollups.radiatorHours, 'covered_s') / 300);
  });

  it('keys the rows by their ids: radiator hours over the last two days only, fleet days by shard', () => {
    const hours = rollups.radiatorHours.keys.get('hour') as string[];
    expect(hours.every((hour) => Date.parse(hour) >= span.hourlyFrom.getTime())).toBe(true);
    expect(new Set(rollups.fleetDays.keys.get('shard'))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(rollups.homeDays.keys.get('home_id'))).toEqual(new Set(homes.map((home) => home.homeId)));
    const days = new Set(rollups.radiatorDays.keys.get('day'));
    expect(days.size).toBe(Math.ceil((span.to.getTime() - span.from.getTime()) / DAY_MS));
  });

  it('gives each location its outdoor hours once, and each reporting radiator its last report', () => {
    const { location_id: locations, hour } = rollups.outdoorHours;
    expect(new Set(locations)).toEqual(new Set([0, 1]));
    expect(new Set(locations.map((location, index) => `${location} ${hour[index]}`)).size).toBe(hour.length);
    expect(rollups.lastSeen.radiatorIds.length).toBeGreaterThan(0);
    expect(rollups.lastSeen.at.every((at) => Date.parse(at) <= span.to.getTime())).toBe(true);
  });

  it('simulates a home once when given the histories of earlier calls', () => {
    const options = { measures: MEASURES, fleetShards: SHARDS, histories: new Map() };
    const first = heatingRollups(homes.slice(0, 1), span, options);
    const simulated = options.histories.get(homes[0]?.simulated);
    const again = heatingRollups(homes.slice(0, 1), span, options);
    expect(options.histories.size).toBe(1);
    expect(options.histories.get(homes[0]?.simulated)).toBe(simulated);
    expect(again.radiatorDays.measures).toEqual(first.radiatorDays.measures);
  });

  it('refuses measures without readings, which tell the slots that were reported', () => {
    expect(() => heatingRollups(homes, span, { measures: ['energy_wh'], fleetShards: SHARDS })).toThrow(
      /readings/,
    );
  });
});
