import { DAY_MS } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { LOCATIONS } from './climate.ts';
import { buildHome, generateHomes, type RoomSpec, type SimulatedHome } from './homes.ts';
import { HomeSimulation, type RadiatorHour, simulateHome } from './simulate.ts';

// 2024-01-08 is a Monday; UK clocks are on GMT (= UTC) all January.
const JANUARY = Date.UTC(2024, 0, 8);
const JULY = Date.UTC(2024, 6, 8);
const STEPS_PER_HOUR = 12;

const manchester = LOCATIONS.find((location) => location.name === 'Manchester');
if (!manchester) throw new Error('No Manchester');
const ROOMS: RoomSpec[] = [
  { type: 'living', areaM2: 22 },
  { type: 'kitchen', areaM2: 12 },
  { type: 'bedroom', areaM2: 14 },
  { type: 'bathroom', areaM2: 6 },
];
const home = (rooms = ROOMS) => buildHome({ location: manchester, insulation: 'average', seed: 1, rooms });

function hours(simulated: SimulatedHome, fromMs: number, days: number): RadiatorHour[] {
  const all: RadiatorHour[] = [];
  simulateHome(simulated, 1, new Date(fromMs), new Date(fromMs + days * DAY_MS), (record) =>
    all.push(record),
  );
  return all;
}

const humidityOf = (records: RadiatorHour[], roomIndex: number) =>
  records
    .filter((record) => record.roomIndex === roomIndex && record.radiatorIndex === 0)
    .map((record) => record.humidityPct);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('room humidity', () => {
  it('stays within 0–100 % in every room of varied homes through a year', () => {
    for (const simulated of generateHomes(11, 4)) {
      const humidity = hours(simulated, Date.UTC(2024, 0, 1), 366).map((record) => record.humidityPct);
      expect(Math.min(...humidity)).toBeGreaterThan(0);
      expect(Math.max(...humidity)).toBeLessThanOrEqual(100);
    }
  });

  it('keeps a heated, ventilated living room at 40–60 % in winter, and more humid in summer', () => {
    const winter = humidityOf(hours(home(), JANUARY, 21), 0);
    expect(mean(winter)).toBeGreaterThan(40);
    expect(mean(winter)).toBeLessThan(60);
    const sorted = [...winter].sort((a, b) => a - b);
    expect(sorted[Math.floor(0.05 * sorted.length)]).toBeGreaterThan(30);
    expect(sorted[Math.floor(0.95 * sorted.length)]).toBeLessThan(65);
    // Summer air holds more vapour and the rooms are not heated far above it.
    expect(mean(humidityOf(hours(home(), JULY, 21), 0))).toBeGreaterThan(mean(winter) + 5);
  });

  it('peaks in the bathroom after the morning showers and dries out within two hours', () => {
    const simulation = new HomeSimulation(home(), 1, JANUARY - 3 * DAY_MS, JANUARY + DAY_MS);
    const bathroom = 3;
    const byMinute = new Map<number, number>();
    while (simulation.nowMs < JANUARY + DAY_MS) {
      const startMs = simulation.nowMs;
      simulation.step();
      const radiator = simulation.lastStep().find((step) => step.roomIndex === bathroom);
      if (startMs >= JANUARY && radiator) byMinute.set((startMs - JANUARY) / 60_000, radiator.humidityPct);
    }
    const at = (hour: number, minute: number) => byMinute.get(hour * 60 + minute) ?? Number.NaN;
    // One of the two showers in the morning, from 06:40 on a Monday.
    const before = at(6, 30);
    const peak = Math.max(...[40, 45, 50, 55, 60].map((minute) => at(6, minute)));
    expect(peak).toBeGreaterThan(before + 30);
    expect(peak).toBeGreaterThan(70);
    expect(at(7, 40)).toBeLessThan(peak - 25);
    expect(at(8, 40)).toBeLessThan(before + 15);
  });

  it('reports each step’s humidity, whose mean over an hour is the hour’s', () => {
    const simulated = home();
    const hourly = hours(simulated, JANUARY, 1).filter((record) => record.roomIndex === 3);
    const simulation = new HomeSimulation(simulated, 1, JANUARY - 3 * DAY_MS, JANUARY + DAY_MS);
    while (simulation.nowMs < JANUARY) simulation.step();
    for (const hour of hourly) {
      let sum = 0;
      for (let step = 0; step < STEPS_PER_HOUR; step++) {
        simulation.step();
        sum += simulation.lastStep().find((radiator) => radiator.roomIndex === 3)?.humidityPct ?? Number.NaN;
      }
      expect(sum / STEPS_PER_HOUR).toBeCloseTo(hour.humidityPct, 6);
    }
  });
});
