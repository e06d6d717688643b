import { DAY_MS, HOUR_MS } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { dailyMeanOutdoorC, LOCATIONS, type Location, outdoorTemperature } from './climate.ts';
import { degreeDays } from './degree-days.ts';
import { buildHome, generateHomes, type HomeSpec, type RoomSpec, type SimulatedHome } from './homes.ts';
import { HomeSimulation, type RadiatorHour, type RadiatorStep, simulateHome } from './simulate.ts';

// 2024-01-08 is a Monday; UK clocks are on GMT (= UTC) all January.
const JANUARY = Date.UTC(2024, 0, 8);

function place(name: string): Location {
  const location = LOCATIONS.find((candidate) => candidate.name === name);
  if (!location) throw new Error(`No location ${name}`);
  return location;
}

function home(rooms: RoomSpec[], overrides: Partial<HomeSpec> = {}): SimulatedHome {
  return buildHome({ location: place('Manchester'), insulation: 'average', seed: 1, rooms, ...overrides });
}

function records(simulated: SimulatedHome, fromMs: number, days: number, seed = 1): RadiatorHour[] {
  const all: RadiatorHour[] = [];
  simulateHome(simulated, seed, new Date(fromMs), new Date(fromMs + days * DAY_MS), (record) =>
    all.push(record),
  );
  return all;
}

function energyKWh(hours: RadiatorHour[], roomIndex?: number): number {
  return hours
    .filter((hour) => roomIndex === undefined || hour.roomIndex === roomIndex)
    .reduce((sum, hour) => sum + hour.energyWh / 1000, 0);
}

const TYPICAL_ROOMS: RoomSpec[] = [
  { type: 'living', areaM2: 22 },
  { type: 'kitchen', areaM2: 12 },
  { type: 'bedroom', areaM2: 14 },
  { type: 'bathroom', areaM2: 6 },
];

describe('simulateHome', () => {
  it('gives identical records for a seed, and different ones for another seed', () => {
    const [first] = generateHomes(11, 1);
    if (!first) throw new Error('no home');
    const once = records(first, JANUARY, 7, 5);
    expect(once).toHaveLength(7 * 24 * first.rooms.reduce((sum, room) => sum + room.radiators.length, 0));
    expect(records(first, JANUARY, 7, 5)).toEqual(once);
    expect(records(first, JANUARY, 7, 6).map((hour) => hour.energyWh)).not.toEqual(
      once.map((hour) => hour.energyWh),
    );
  });

  it('reports every radiator hour in time order, from the first hour to the last', () => {
    const simulated = home(TYPICAL_ROOMS);
    const hours = records(simulated, JANUARY, 2);
    const order = hours.map((hour) => [hour.hour.getTime(), hour.roomIndex, hour.radiatorIndex]);
    const sorted = [...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
    expect(order).toEqual(sorted);
    expect(hours[0]?.hour.getTime()).toBe(JANUARY);
    expect(hours.at(-1)?.hour.getTime()).toBe(JANUARY + 2 * DAY_MS - HOUR_MS);
  });

  it('uses far more energy in January than in July', () => {
    const simulated = home(TYPICAL_ROOMS);
    const january = energyKWh(records(simulated, Date.UTC(2024, 0, 1), 31));
    const july = energyKWh(records(simulated, Date.UTC(2024, 6, 1), 31));
    expect(january).toBeGreaterThan(5 * july);
  });

  it('heats most in the morning and evening comfort periods of a weekday', () => {
    const simulated = home([{ type: 'living', areaM2: 18 }]);
    const weekdays = records(simulated, JANUARY, 12).filter((hour) => hour.hour.getUTCDay() % 6 !== 0);
    const mean = (hours: number[]) => {
      const inHours = weekdays.filter((hour) => hours.includes(hour.hour.getUTCHours()));
      return inHours.reduce((sum, hour) => sum + hour.energyWh, 0) / inHours.length;
    };
    // Comfort 06:30–08:30 and 17:00–22:30 on weekdays, each heated towards an hour early; set back overnight
    // and while everyone is out. Holding 21 °C on an evening costs little more than 16 °C in the colder small
    // hours: the difference is in warming the room up.
    const comfort = Math.min(mean([5, 6, 7]), mean([16, 17, 18, 19, 20, 21]));
    expect(comfort).toBeGreaterThan(1.2 * mean([1, 2, 3]));
    expect(comfort).toBeGreaterThan(1.5 * mean([11, 12, 13, 14]));
  });

  it('uses more energy for a larger, a worse insulated or a colder home, other things equal', () => {
    const january = (simulated: SimulatedHome, roomIndex?: number) =>
      energyKWh(records(simulated, JANUARY, 14), roomIndex);
    const twoSizes = home([
      { type: 'bedroom', areaM2: 10 },
      { type: 'bedroom', areaM2: 16 },
    ]);
    expect(january(twoSizes, 1)).toBeGreaterThan(1.3 * january(twoSizes, 0));
    expect(january(home(TYPICAL_ROOMS, { insulation: 'poor' }))).toBeGreaterThan(
      1.3 * january(home(TYPICAL_ROOMS, { insulation: 'good' })),
    );
    expect(january(home(TYPICAL_ROOMS, { location: place('Aberdeen') }))).toBeGreaterThan(
      1.1 * january(home(TYPICAL_ROOMS, { location: place('London') })),
    );
  });

  it('reaches the comfort setpoint on cold days, unless a radiator is undersized or stuck', () => {
    const simulated = home([
      { type: 'living', areaM2: 22 },
      { type: 'bedroom', areaM2: 14 },
      { type: 'bathroom', areaM2: 6 },
      { type: 'living', areaM2: 16, radiatorMargin: 0.5 },
      { type: 'kitchen', areaM2: 12, faults: ['stuck_valve'] },
    ]);
    const hours = records(simulated, JANUARY, 21);
    const coldDays = new Set(
      dailyMeanOutdoorC(simulated.location, 1, new Date(JANUARY), 21).flatMap((meanC, day) =>
        meanC < 6 ? [day] : [],
      ),
    );
    expect(coldDays.size).toBeGreaterThanOrEqual(5);
    const shareOfColdDaysReached = (roomIndex: number) => {
      const reached = new Set(
        hours
          .filter((hour) => hour.roomIndex === roomIndex && hour.reachedSetpoint)
          .map((hour) => Math.floor((hour.hour.getTime() - JANUARY) / DAY_MS)),
      );
      return [...coldDays].filter((day) => reached.has(day)).length / coldDays.size;
    };
    for (const sound of [0, 1, 2]) expect(shareOfColdDaysReached(sound)).toBeGreaterThanOrEqual(0.9);
    expect(shareOfColdDaysReached(3)).toBeLessThanOrEqual(0.1);
    expect(shareOfColdDaysReached(4)).toBeLessThanOrEqual(0.1);
  });

  it('ends a heat-up per comfort period in a sound room within two hours; an undersized one rarely, a stuck one never', () => {
    const simulated = home([
      { type: 'living', areaM2: 22 },
      { type: 'living', areaM2: 16, radiatorMargin: 0.5 },
      { type: 'kitchen', areaM2: 12, faults: ['stuck_valve'] },
    ]);
    const days = 21;
    const hours = records(simulated, JANUARY, days);
    const ofRoom = (roomIndex: number) => {
      const own = hours.filter((hour) => hour.roomIndex === roomIndex && hour.radiatorIndex === 0);
      const heatUps = own.reduce((sum, hour) => sum + hour.heatUpsEnded, 0);
      const belowSeconds = own.reduce((sum, hour) => sum + hour.belowSetpointSeconds, 0);
      return { perDay: heatUps / days, minutesEach: belowSeconds / 60 / Math.max(heatUps, 1) };
    };
    const sound = ofRoom(0);
    // A living room's week: two comfort periods a weekday, one a weekend day (about 1.7 a day).
    expect(sound.perDay).toBeGreaterThanOrEqual(1.4);
    expect(sound.perDay).toBeLessThanOrEqual(5);
    expect(sound.minutesEach).toBeGreaterThan(5);
    expect(sound.minutesEach).toBeLessThan(180);
    // The undersized radiator gets there on mild days only, and slowly; the stuck valve never does.
    const undersized = ofRoom(1);
    expect(undersized.perDay).toBeLessThan(0.5 * sound.perDay);
    expect(undersized.minutesEach).toBeGreaterThan(5 * sound.minutesEach);
    expect(ofRoom(2).perDay).toBe(0);
  });

  it('integrates energy as power × time: a radiator held fully open delivers its rating every hour', () => {
    // A setpoint of 30 °C that a small radiator can never reach keeps the valve fully open.
    const simulated = home([
      { type: 'bedroom', areaM2: 14, radiatorMargin: 0.3, schedule: { setbackC: 30, comfort: [] } },
    ]);
    const ratedPowerW = simulated.rooms[0]?.radiators[0]?.ratedPowerW ?? 0;
    const hours = records(simulated, JANUARY, 3);
    for (const hour of hours) {
      expect(hour.heatingSeconds).toBe(3600);
      expect(hour.energyWh).toBeCloseTo(ratedPowerW, 6);
      expect(hour.roomTempC).toBeLessThan(29.5);
    }
  });

  it('never delivers more than the rating while heating, nor heats more than an hour an hour', () => {
    const [generated] = generateHomes(3, 1);
    if (!generated) throw new Error('no home');
    for (const hour of records(generated, JANUARY, 14)) {
      const ratedPowerW = generated.rooms[hour.roomIndex]?.radiators[hour.radiatorIndex]?.ratedPowerW ?? 0;
      expect(hour.heatingSeconds).toBeGreaterThanOrEqual(0);
      expect(hour.heatingSeconds).toBeLessThanOrEqual(3600);
      expect(hour.energyWh).toBeGreaterThanOrEqual(0);
      expect(hour.energyWh).toBeLessThanOrEqual((ratedPowerW * hour.heatingSeconds) / 3600 + 1e-9);
      expect(hour.windowOpenEnergyWh).toBeLessThanOrEqual(hour.energyWh + 1e-9);
      expect(hour.aboveBandEnergyWh).toBeLessThanOrEqual(hour.energyWh + 1e-9);
      expect(hour.belowSetpointSeconds).toBeLessThanOrEqual(3600);
    }
  });

  it('flattens the seasons when energy is divided by degree-days', () => {
    const simulated = home(TYPICAL_ROOMS);
    const month = (monthIndex: number) => {
      const from = Date.UTC(2024, monthIndex, 1);
      const days = (Date.UTC(2024, monthIndex + 1, 1) - from) / DAY_MS;
      const kWh = energyKWh(records(simulated, from, days));
      return {
        kWh,
        perDegreeDay: kWh / degreeDays(dailyMeanOutdoorC(simulated.location, 1, new Date(from), days)),
      };
    };
    const january = month(0);
    const march = month(2);
    const rawGap = Math.abs(january.kWh / march.kWh - 1);
    const normalisedGap = Math.abs(january.perDegreeDay / march.perDegreeDay - 1);
    expect(normalisedGap).toBeLessThan(0.35);
    expect(normalisedGap).toBeLessThan(rawGap / 2);
  });

  it('counts heat as lost to an open window only while one is open', () => {
    const airy = home([{ type: 'bathroom', areaM2: 6, windowOpenPerDay: 3 }]);
    const shut = home([{ type: 'bathroom', areaM2: 6 }]);
    const hours = records(airy, JANUARY, 21);
    const openHours = hours.filter((hour) => hour.windowOpenSeconds > 0);
    // About 3 openings a day of 10–60 minutes: 63 expected, so 30 to 110 hours touched by one.
    expect(openHours.length).toBeGreaterThan(30);
    expect(openHours.length).toBeLessThan(110);
    expect(openHours.some((hour) => hour.windowOpenEnergyWh > 0)).toBe(true);
    for (const hour of hours) {
      if (hour.windowOpenEnergyWh > 0) expect(hour.windowOpenSeconds).toBeGreaterThan(0);
      expect(hour.windowOpenEnergyWh).toBeLessThanOrEqual(hour.energyWh + 1e-9);
    }
    expect(energyKWh(hours)).toBeGreaterThan(energyKWh(records(shut, JANUARY, 21)));
  });

  it('reports nothing during whole-day offline spells, and heats nothing', () => {
    const simulated = home([
      { type: 'living', areaM2: 24, faults: ['none', 'offline_spells'] },
      { type: 'kitchen', areaM2: 12 },
    ]);
    const hours = records(simulated, JANUARY, 120);
    const offline = hours.filter((hour) => !hour.online);
    expect(offline.length).toBeGreaterThanOrEqual(24);
    for (const hour of offline) {
      expect(hour).toMatchObject({ roomIndex: 0, radiatorIndex: 1, energyWh: 0, heatingSeconds: 0 });
      expect(hour).toMatchObject({ belowSetpointSeconds: 0, windowOpenSeconds: 0, reachedSetpoint: false });
    }
    const offlineDays = new Map<number, number>();
    for (const hour of offline) {
      const day = Math.floor(hour.hour.getTime() / DAY_MS);
      offlineDays.set(day, (offlineDays.get(day) ?? 0) + 1);
    }
    expect([...offlineDays.values()].every((hoursOffline) => hoursOffline === 24)).toBe(true);
  });

  it('lets a stuck valve pass no more than a trickle', () => {
    const simulated = home([
      { type: 'living', areaM2: 18 },
      { type: 'bedroom', areaM2: 12, faults: ['stuck_valve'] },
    ]);
    const ratedPowerW = simulated.rooms[1]?.radiators[0]?.ratedPowerW ?? 0;
    const stuck = records(simulated, JANUARY, 14).filter((hour) => hour.roomIndex === 1);
    for (const hour of stuck) expect(hour.energyWh).toBeLessThanOrEqual(0.15 * ratedPowerW + 1e-9);
    expect(stuck.some((hour) => hour.energyWh > 0)).toBe(true);
  });

  it('reports the outdoor temperature of the hour', () => {
    const simulated = home(TYPICAL_ROOMS);
    for (const hour of records(simulated, JANUARY, 2).filter((record) => record.roomIndex === 0)) {
      const halfPast = outdoorTemperature(simulated.location, new Date(hour.hour.getTime() + HOUR_MS / 2), 1);
      expect(Math.abs(hour.outdoorC - halfPast)).toBeLessThan(0.1);
    }
  });

  it('runs only over whole hours', () => {
    const simulated = home(TYPICAL_ROOMS);
    expect(() =>
      simulateHome(simulated, 1, new Date(JANUARY + 60_000), new Date(JANUARY + DAY_MS), () => {}),
    ).toThrow(RangeError);
    expect(() => simulateHome(simulated, 1, new Date(JANUARY + DAY_MS), new Date(JANUARY), () => {})).toThrow(
      RangeError,
    );
  });
});

describe('HomeSimulation', () => {
  const STEP_MS = 5 * 60_000;
  /** Runs `simulation` for `steps` steps and answers each step's reports. */
  const run = (simulation: HomeSimulation, steps: number) =>
    Array.from({ length: steps }, () => {
      simulation.step();
      return simulation.lastStep();
    });
  const living = () => home([{ type: 'living', areaM2: 22 }]);

  it('steps through the same hours as simulateHome when no radiator is told otherwise', () => {
    const simulated = living();
    const hourly = records(simulated, JANUARY, 1);
    const simulation = new HomeSimulation(simulated, 1, JANUARY - 3 * DAY_MS, JANUARY + DAY_MS);
    run(simulation, 3 * 24 * 12);
    const steps = run(simulation, 24 * 12);
    const firstRadiatorHours = hourly.filter((hour) => hour.radiatorIndex === 0);
    firstRadiatorHours.forEach((hour, index) => {
      const inHour = steps.slice(index * 12, index * 12 + 12).map((step) => step[0]);
      const energyWh = inHour.reduce((sum, step) => sum + (step?.energyWh ?? 0), 0);
      expect(energyWh).toBeCloseTo(hour.energyWh, 6);
      const meanC = inHour.reduce((sum, step) => sum + (step?.roomTempC ?? 0), 0) / 12;
      expect(meanC).toBeCloseTo(hour.roomTempC, 6);
    });
    expect(simulation.nowMs).toBe(JANUARY + DAY_MS);
  });

  it('holds frost protection on the radiators told so until the override ends, then its schedule again', () => {
    const simulated = living();
    const told = new HomeSimulation(simulated, 1, JANUARY - DAY_MS, JANUARY + 3 * DAY_MS);
    const untold = new HomeSimulation(simulated, 1, JANUARY - DAY_MS, JANUARY + 3 * DAY_MS);
    run(told, 24 * 12);
    run(untold, 24 * 12);
    expect(simulated.rooms[0]?.radiators).toHaveLength(2);
    const untilMs = JANUARY + DAY_MS;
    told.override(0, { mode: 'frost', untilMs });
    told.override(1, { mode: 'frost', untilMs });
    const energyWh = (steps: RadiatorStep[][]) => steps.flat().reduce((sum, step) => sum + step.energyWh, 0);
    const frostDay = run(told, 24 * 12);
    const usualDay = run(untold, 24 * 12);
    expect(frostDay.every((step) => step.every((radiator) => radiator.setpointC === 7))).toBe(true);
    // The room cools towards 7 °C and is held there: a fraction of the usual day's heat.
    const coldest = Math.min(...frostDay.map((step) => step[0]?.roomTempC ?? 0));
    expect(coldest).toBeLessThan(12);
    expect(coldest).toBeGreaterThan(6);
    expect(energyWh(frostDay)).toBeLessThan(0.5 * energyWh(usualDay));

    const nextDay = run(told, 24 * 12);
    expect(nextDay[0]?.[0]?.setpointC).toBeGreaterThanOrEqual(15);
    expect(energyWh(nextDay)).toBeGreaterThan(energyWh(frostDay));
  });

  it('holds a comfort override at its setpoint, and goes back to the schedule when told so', () => {
    const simulation = new HomeSimulation(living(), 1, JANUARY, JANUARY + 2 * DAY_MS);
    simulation.override(0, { mode: 'comfort', setpointC: 23 });
    simulation.override(1, { mode: 'comfort', setpointC: 23 });
    const warm = run(simulation, 24 * 12);
    expect(warm.every((step) => step[0]?.setpointC === 23)).toBe(true);
    expect(warm.at(-1)?.[0]?.roomTempC).toBeGreaterThan(22);
    simulation.override(0, { mode: 'schedule' });
    simulation.override(1, undefined);
    const back = run(simulation, 12);
    expect(back[0]?.[0]?.setpointC).toBeLessThan(23);
    expect(simulation.nowMs).toBe(JANUARY + DAY_MS + 12 * STEP_MS);
  });
});
