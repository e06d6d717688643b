import { DAY_MS, type HeatingMode, HOUR_MS, MINUTE_MS, MODE_SETPOINTS_C } from '@radiant/contract';
import { Weather } from './climate.ts';
import type { RadiatorFault, SimulatedHome, SimulatedRadiator, SimulatedRoom } from './homes.ts';
import { AIR_HEAT_CAPACITY_WH_PER_M3K, RoomMoisture } from './moisture.ts';
import { moistureSources, type RoomSources } from './moisture-sources.ts';
import { WeeklySetpoints, weekSlot } from './schedules.ts';
import { poisson, randomFor } from './seeds.ts';
import { dayNumber, isoWeekday, ukOffsetHours } from './time.ts';

/** One hour of one radiator (UTC hours). */
export interface RadiatorHour {
  /** Start of the UTC hour. */
  hour: Date;
  /** Index of the room within the home, and of the radiator within the room. */
  roomIndex: number;
  radiatorIndex: number;
  /** Heat delivered in the hour (Wh). */
  energyWh: number;
  /** Seconds with output > 0. */
  heatingSeconds: number;
  /** Mean room temperature over the hour (°C). */
  roomTempC: number;
  /** Mean setpoint over the hour (°C), as the thermostat held it: early start included. */
  setpointC: number;
  /** Mean outdoor temperature over the hour (°C). */
  outdoorC: number;
  /** Mean relative humidity of the room's air over the hour (%). */
  humidityPct: number;
  /** Seconds while calling for heat with the room more than 0.5 °C below setpoint. */
  belowSetpointSeconds: number;
  windowOpenSeconds: number;
  /** Heat delivered while a window was open (Wh, wasted). */
  windowOpenEnergyWh: number;
  /** Heat delivered while the room was more than 1 °C above setpoint (Wh, wasted). */
  aboveBandEnergyWh: number;
  /** The room came within 0.5 °C of a comfort setpoint at least once in the hour, when one was in force. */
  reachedSetpoint: boolean;
  /**
   * Heat-ups that ended in the hour: the room, heating more than 0.5 °C below its setpoint, came within
   * 0.5 °C of it while the setpoint held. What a gateway reports as `reached_setpoint`.
   */
  heatUpsEnded: number;
  /**
   * False during an offline spell: the radiator neither heated nor reported, and every figure it would have
   * reported is 0 (or false). roomTempC, setpointC, outdoorC and humidityPct still give what the room went
   * through.
   */
  online: boolean;
}

// Speed: a year of a 5-room, 6-radiator home (52,704 records) takes 38–43 ms in Node 20, bundled by esbuild as
// the server is, on a shared 2-core machine: 28–32 ms for the heat, a third more for the rooms' vapour.
const STEP_SECONDS = 300;
const STEP_MS = STEP_SECONDS * 1000;
const STEP_MINUTES = STEP_SECONDS / 60;
const STEPS_PER_HOUR = HOUR_MS / STEP_MS;
const STEPS_PER_DAY = DAY_MS / STEP_MS;
const WARM_UP_DAYS = 3;

// Thermostat: a proportional valve, sampled every step like a smart TRV. Fully open 0.5 K below the setpoint,
// shut 0.5 K above, linear in between: where the radiator is big enough the room settles within ±0.5 K.
const VALVE_SHUT_ABOVE_SETPOINT_K = 0.5;
const PROPORTIONAL_BAND_K = 1;
// A valve cannot throttle a trickle: below this opening it stays shut, so at low demand it opens and closes.
const SMALLEST_VALVE_OPENING = 0.1;
// Early start: the thermostat heats towards a comfort setpoint this long before the period begins, so that
// the room is warm when it does (a single-node room needs an hour or so to recover from the set-back).
const EARLY_START_MINUTES = 60;
// A seized valve passes this share of the radiator's output whenever the home's heating runs (any radiator
// calling for heat), whatever its own thermostat asks: too little on cold days, heat wasted on mild ones.
const STUCK_VALVE_OPENING = 0.15;
const NEAR_SETPOINT_K = 0.5;
const ABOVE_BAND_K = 1;

// Internal gains: appliances and people at rest all day, more while the room is in use (its comfort periods).
const BACKGROUND_GAINS_W_PER_M2 = 3;
const OCCUPIED_GAINS_W_PER_M2 = 4;

// An open window exchanges roughly 100–300 m³ of air an hour (0.33 W/K per m³/h), more in a bigger room.
const OPEN_WINDOW_W_PER_K = 30;
const OPEN_WINDOW_W_PER_M2K = 3;
// Windows are opened between 07:00 and 22:00 local time, for 10 to 60 minutes.
const WINDOW_OPENING_FROM_MINUTES = 7 * 60;
const WINDOW_OPENING_TO_MINUTES = 22 * 60;
const SHORTEST_WINDOW_STEPS = 10 / STEP_MINUTES;
const LONGEST_WINDOW_STEPS = 60 / STEP_MINUTES;

// A radiator prone to offline spells starts one on about one day in 25, lasting one to four whole UTC days.
const OFFLINE_SPELL_START_PER_DAY = 0.04;
const LONGEST_OFFLINE_SPELL_DAYS = 4;

const WINDOW_LABEL = 2;
const OFFLINE_LABEL = 3;

/** A change a radiator was told to make: its mode and setpoint until a time (forever when none). */
export interface RadiatorOverride {
  mode: HeatingMode;
  /** The setpoint (°C) of a comfort or eco override; the mode's own when none. */
  setpointC?: number | null;
  /** Epoch ms at which the radiator goes back to its schedule. */
  untilMs?: number | null;
}

/** Off keeps the valve shut whatever the room's temperature; it reports 5 °C, the lowest a reading takes. */
const OFF_SETPOINT_C = 5;

/** One radiator over one 5-minute step, as its gateway reports it. */
export interface RadiatorStep {
  roomIndex: number;
  radiatorIndex: number;
  /** Mean room temperature over the step (°C). */
  roomTempC: number;
  /** Mean relative humidity of the room's air over the step (%). */
  humidityPct: number;
  setpointC: number;
  /** Valve opening (0–1) held over the step. */
  output: number;
  energyWh: number;
  windowOpen: boolean;
  /** A heat-up of its room ended in the step. */
  reachedSetpoint: boolean;
  online: boolean;
}

/**
 * Simulates a home from `from` to `to` (UTC, whole hours) and calls `onHour` for every radiator hour in time
 * order, without building arrays of the whole period (a year of a 6-radiator home is ~52,000 records).
 * The state starts in equilibrium a few days before `from` (warm-up) so the first hours are realistic.
 *
 * Each room is a single thermal node, C·dT/dt = P_radiators + gains − (UA + UA_window)·(T − T_outdoor),
 * solved exactly over every 5-minute step with the radiators' output held for the step; the energy reported
 * is the sum of step power × step seconds. Its air holds water vapour the same way (see RoomMoisture). Weather
 * comes from `seed` alone (homes in a town share it); window openings and offline spells from `seed` and
 * `home.seed`.
 */
export function simulateHome(
  home: SimulatedHome,
  seed: number,
  from: Date,
  to: Date,
  onHour: (record: RadiatorHour) => void,
): void {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  if (fromMs % HOUR_MS !== 0 || toMs % HOUR_MS !== 0 || toMs < fromMs) {
    throw new RangeError('simulateHome runs from a whole UTC hour to a later (or the same) whole hour');
  }
  const simulation = new HomeSimulation(home, seed, fromMs - WARM_UP_DAYS * DAY_MS, toMs);
  const radiators = simulation.radiators;
  while (simulation.nowMs < toMs) {
    const hourMs = simulation.nowMs;
    for (let step = 0; step < STEPS_PER_HOUR; step++) simulation.step();
    if (hourMs >= fromMs) {
      const outdoorC = simulation.hourOutdoorC();
      for (const radiator of radiators) onHour(radiator.report(hourMs, outdoorC));
    }
  }
}

/**
 * A home lived through step by step (5 minutes each) from `startMs` (a whole UTC hour) to at most `endMs`,
 * whose radiators may be told to leave their schedule: what a live gateway runs. After each step, `lastStep`
 * gives what every radiator would report for it.
 */
export class HomeSimulation {
  readonly radiators: RadiatorModel[];
  /** The start of the next step (epoch ms). */
  nowMs: number;
  private readonly seed: number;
  private readonly homeSeed: number;
  private readonly weather: Weather;
  private readonly rooms: RoomModel[];
  private started = false;
  private readonly homeVolumeM3: number;
  private firstSlotOfHour = 0;
  private outdoorSumC = 0;
  /** This step's air, the outdoor vapour set for each hour. */
  private readonly air: StepAir = { slot: 0, outdoorGPerM3: 0, homeGPerM3: 0 };
  private stepsThisHour = 0;

  constructor(home: SimulatedHome, seed: number, startMs: number, endMs: number) {
    if (startMs % HOUR_MS !== 0) throw new RangeError('A simulation starts on a whole UTC hour');
    this.seed = seed;
    this.homeSeed = home.seed;
    this.nowMs = startMs;
    this.weather = new Weather(home.location, seed, startMs, endMs);
    const sources = moistureSources(home, STEP_MINUTES);
    const startGPerM3 = this.weather.vapourAt(startMs);
    this.rooms = home.rooms.map(
      (room, index) =>
        new RoomModel(room, index, sources[index] as RoomSources, home.airChangesPerHour, startGPerM3),
    );
    this.radiators = this.rooms.flatMap((room) => room.radiators);
    this.homeVolumeM3 = this.rooms.reduce((sum, room) => sum + room.moisture.volumeM3, 0);
  }

  /** Tells a radiator (by its index in the home, room after room) to follow `override`, or its schedule. */
  override(radiatorIndex: number, override: RadiatorOverride | undefined): void {
    const radiator = this.radiators[radiatorIndex];
    if (!radiator) throw new RangeError(`The home has no radiator ${radiatorIndex}`);
    radiator.override = override?.mode === 'schedule' ? undefined : override;
  }

  /** Advances the home by one step. */
  step(): void {
    const nowMs = this.nowMs;
    if (nowMs % HOUR_MS === 0) this.startHour(nowMs);
    const step = this.stepsThisHour;
    const middleMs = nowMs + STEP_MS / 2;
    const outdoorC = this.weather.temperatureAt(middleMs);
    this.outdoorSumC += outdoorC;
    const sunshine = this.weather.sunshineAt(middleMs);
    const rooms = this.rooms;
    // Indexed loops in the per-step code: for…of over these short arrays costs more than the physics.
    let heatingRuns = false;
    for (let index = 0; index < rooms.length; index++) {
      heatingRuns =
        (rooms[index] as RoomModel).setThermostat(this.firstSlotOfHour + step, nowMs) || heatingRuns;
    }
    const stepOfDay = (nowMs % DAY_MS) / STEP_MS;
    const air = this.air;
    air.slot = this.firstSlotOfHour + step;
    air.homeGPerM3 = 0;
    for (let index = 0; index < rooms.length; index++) {
      const moisture = (rooms[index] as RoomModel).moisture;
      air.homeGPerM3 += (moisture.vapourGPerM3 * moisture.volumeM3) / this.homeVolumeM3;
    }
    for (let index = 0; index < rooms.length; index++) {
      (rooms[index] as RoomModel).advance(stepOfDay, outdoorC, sunshine, heatingRuns, air);
    }
    this.stepsThisHour++;
    this.nowMs = nowMs + STEP_MS;
  }

  /** Mean outdoor temperature (°C) of the hour's steps so far. */
  hourOutdoorC(): number {
    return this.outdoorSumC / this.stepsThisHour;
  }

  /** Each radiator's report of the last step, room after room. */
  lastStep(): RadiatorStep[] {
    return this.radiators.map((radiator) => radiator.stepReport());
  }

  private startHour(hourMs: number): void {
    if (!this.started || hourMs % DAY_MS === 0) {
      for (const room of this.rooms) room.startDay(dayNumber(hourMs), this.homeSeed, this.seed);
      this.started = true;
    }
    for (const room of this.rooms) room.startHour();
    // UK clocks change on the hour, so one local offset holds for the whole hour.
    const localMs = hourMs + ukOffsetHours(hourMs) * HOUR_MS;
    this.firstSlotOfHour = weekSlot(
      isoWeekday(dayNumber(localMs)),
      (localMs % DAY_MS) / MINUTE_MS,
      STEP_MINUTES,
    );
    this.outdoorSumC = 0;
    this.air.outdoorGPerM3 = this.weather.vapourAt(hourMs + HOUR_MS / 2);
    this.stepsThisHour = 0;
  }
}

/** Heat exchange of a room with outdoors over one step, solved exactly for a held input. */
class Exchange {
  readonly uaWPerK: number;
  /** Share of the gap to equilibrium left at the end of a step. */
  readonly remainingAtEnd: number;
  /** Share of the gap to equilibrium left on average over a step. */
  readonly remainingOnAverage: number;

  constructor(uaWPerK: number, capacityJPerK: number) {
    const stepsPerTimeConstant = (uaWPerK * STEP_SECONDS) / capacityJPerK;
    this.uaWPerK = uaWPerK;
    this.remainingAtEnd = Math.exp(-stepsPerTimeConstant);
    this.remainingOnAverage = (1 - this.remainingAtEnd) / stepsPerTimeConstant;
  }
}

/** What a room's air exchanges vapour with over a step, and the step's slot of the week. */
interface StepAir {
  slot: number;
  outdoorGPerM3: number;
  homeGPerM3: number;
}

class RoomModel {
  readonly index: number;
  readonly radiators: RadiatorModel[];
  readonly moisture: RoomMoisture;
  private readonly room: SimulatedRoom;
  private readonly setpoints: WeeklySetpoints;
  private readonly shut: Exchange;
  private readonly open: Exchange;
  private readonly backgroundGainsW: number;
  private readonly occupiedGainsW: number;
  /** 1 for each step of the current UTC day with a window open. */
  private readonly windowOpen = new Uint8Array(STEPS_PER_DAY);
  private temperatureC: number;
  /** An offline radiator cannot call for heat: a room with none online leaves the boiler alone. */
  private anyRadiatorOnline = true;
  // This step.
  private setpointC = 0;
  private inComfort = false;
  /** Some valve of the room is open. */
  private calling = false;
  // This step (read by the radiators' step reports).
  meanC = 0;
  humidityPct = 0;
  windowOpenNow = false;
  heatUpEndedNow = false;
  // This hour (read by the radiators' reports).
  temperatureSumC = 0;
  humiditySumPct = 0;
  windowSteps = 0;
  reachedSetpoint = false;
  heatUpsEnded = 0;
  // The setpoint a heat-up in progress is reaching for; NaN when none is.
  private heatUpTargetC = Number.NaN;

  constructor(
    room: SimulatedRoom,
    index: number,
    sources: RoomSources,
    airChangesPerHour: number,
    startGPerM3: number,
  ) {
    this.index = index;
    this.room = room;
    this.setpoints = new WeeklySetpoints(room.schedule, STEP_MINUTES, EARLY_START_MINUTES);
    const windowWPerK = OPEN_WINDOW_W_PER_K + OPEN_WINDOW_W_PER_M2K * room.areaM2;
    this.shut = new Exchange(room.uaWPerK, room.capacityJPerK);
    this.open = new Exchange(room.uaWPerK + windowWPerK, room.capacityJPerK);
    this.moisture = new RoomMoisture(
      room,
      sources,
      { airChangesPerHour, windowM3PerHour: windowWPerK / AIR_HEAT_CAPACITY_WH_PER_M3K },
      STEP_SECONDS / 3600,
      startGPerM3,
    );
    this.backgroundGainsW = BACKGROUND_GAINS_W_PER_M2 * room.areaM2;
    this.occupiedGainsW = OCCUPIED_GAINS_W_PER_M2 * room.areaM2;
    this.temperatureC = room.schedule.setbackC;
    this.radiators = room.radiators.map(
      (radiator, radiatorIndex) => new RadiatorModel(radiator, this, radiatorIndex),
    );
  }

  /** Draws the day's window openings and offline spells. */
  startDay(day: number, homeSeed: number, seed: number): void {
    this.windowOpen.fill(0);
    const random = randomFor(homeSeed, seed, WINDOW_LABEL, day, this.index);
    const localOffsetMinutes = ukOffsetHours(day * DAY_MS + DAY_MS / 2) * 60;
    for (let opening = poisson(random, this.room.windowOpenPerDay); opening > 0; opening--) {
      const localMinute = random.int(WINDOW_OPENING_FROM_MINUTES, WINDOW_OPENING_TO_MINUTES - 1);
      const firstStep = Math.floor((localMinute - localOffsetMinutes) / STEP_MINUTES);
      const steps = random.int(SHORTEST_WINDOW_STEPS, LONGEST_WINDOW_STEPS);
      this.windowOpen.fill(1, firstStep, Math.min(firstStep + steps, STEPS_PER_DAY));
    }
    for (const radiator of this.radiators) radiator.startDay(day, homeSeed, seed);
    this.anyRadiatorOnline = this.radiators.some((radiator) => radiator.online);
  }

  /**
   * Sets the radiators' valves for a step (a slot of the weekly schedule, at `nowMs`); true if the room calls
   * for heat. Each radiator holds the schedule's setpoint unless told otherwise; the room's is the highest.
   */
  setThermostat(slot: number, nowMs: number): boolean {
    const scheduleC = this.setpoints.setpointAt(slot);
    this.inComfort = this.setpoints.isComfortAt(slot);
    const radiators = this.radiators;
    let setpointC = Number.NEGATIVE_INFINITY;
    let calls = false;
    for (let index = 0; index < radiators.length; index++) {
      const radiator = radiators[index] as RadiatorModel;
      setpointC = Math.max(setpointC, radiator.setValve(scheduleC, this.temperatureC, nowMs));
      calls = calls || radiator.valveOpening > 0;
    }
    this.setpointC = setpointC;
    this.calling = calls;
    return calls && this.anyRadiatorOnline;
  }

  /** Advances the room over one step of the UTC day. */
  advance(
    stepOfDay: number,
    outdoorC: number,
    sunshineWPerM2: number,
    heatingRuns: boolean,
    air: StepAir,
  ): void {
    const radiators = this.radiators;
    let powerW = 0;
    for (let index = 0; index < radiators.length; index++) {
      powerW += (radiators[index] as RadiatorModel).setOutput(heatingRuns);
    }
    const windowOpen = this.windowOpen[stepOfDay] === 1;
    const exchange = windowOpen ? this.open : this.shut;
    const gainsW =
      this.backgroundGainsW +
      (this.inComfort ? this.occupiedGainsW : 0) +
      this.room.solarApertureM2 * sunshineWPerM2;
    const equilibriumC = outdoorC + (powerW + gainsW) / exchange.uaWPerK;
    const gapC = this.temperatureC - equilibriumC;
    const meanC = equilibriumC + gapC * exchange.remainingOnAverage;
    this.temperatureC = equilibriumC + gapC * exchange.remainingAtEnd;

    const humidityPct = this.moisture.advance(air.slot, windowOpen, meanC, air.outdoorGPerM3, air.homeGPerM3);

    this.meanC = meanC;
    this.humidityPct = humidityPct;
    this.windowOpenNow = windowOpen;
    this.temperatureSumC += meanC;
    this.humiditySumPct += humidityPct;
    if (windowOpen) this.windowSteps++;
    if (this.inComfort && meanC >= this.setpointC - NEAR_SETPOINT_K) this.reachedSetpoint = true;
    const ended = this.heatUpsEnded;
    this.followHeatUp(this.calling && meanC < this.setpointC - NEAR_SETPOINT_K, meanC);
    this.heatUpEndedNow = this.heatUpsEnded > ended;
    for (let index = 0; index < radiators.length; index++) {
      (radiators[index] as RadiatorModel).accumulate(windowOpen, meanC);
    }
  }

  /** Starts a heat-up when the room calls for heat below its setpoint; ends it when the room gets there. */
  private followHeatUp(belowSetpoint: boolean, meanC: number): void {
    if (belowSetpoint) {
      if (Number.isNaN(this.heatUpTargetC)) this.heatUpTargetC = this.setpointC;
      return;
    }
    // A setpoint lowered (a set-back) ends the heat-up without reaching it.
    const reached = meanC >= this.setpointC - NEAR_SETPOINT_K;
    if (reached && this.setpointC >= this.heatUpTargetC) this.heatUpsEnded++;
    this.heatUpTargetC = Number.NaN;
  }

  startHour(): void {
    this.temperatureSumC = 0;
    this.humiditySumPct = 0;
    this.windowSteps = 0;
    this.reachedSetpoint = false;
    this.heatUpsEnded = 0;
    for (const radiator of this.radiators) radiator.startHour();
  }
}

class RadiatorModel {
  online = true;
  /** What a command told it to do instead of its schedule. */
  override: RadiatorOverride | undefined;
  /** This step's valve opening (0–1), as its thermostat set it. */
  valveOpening = 0;
  private readonly ratedPowerW: number;
  private readonly fault: RadiatorFault;
  private readonly room: RoomModel;
  private readonly index: number;
  // This step.
  private setpointC = 0;
  private powerW = 0;
  // This hour.
  private setpointSumC = 0;
  private energyWh = 0;
  private heatingSteps = 0;
  private belowSetpointSteps = 0;
  private windowOpenEnergyWh = 0;
  private aboveBandEnergyWh = 0;

  constructor(radiator: SimulatedRadiator, room: RoomModel, index: number) {
    this.ratedPowerW = radiator.ratedPowerW;
    this.fault = radiator.fault;
    this.room = room;
    this.index = index;
  }

  startDay(day: number, homeSeed: number, seed: number): void {
    if (this.fault !== 'offline_spells') return;
    // Offline if a spell that started on one of the last few days is still running: no state to carry.
    this.online = true;
    for (let daysAgo = 0; daysAgo < LONGEST_OFFLINE_SPELL_DAYS; daysAgo++) {
      const random = randomFor(homeSeed, seed, OFFLINE_LABEL, this.room.index, this.index, day - daysAgo);
      if (
        random.next() < OFFLINE_SPELL_START_PER_DAY &&
        random.int(1, LONGEST_OFFLINE_SPELL_DAYS) > daysAgo
      ) {
        this.online = false;
      }
    }
  }

  /**
   * Sets the valve for a step from the room's temperature and the setpoint it holds: the schedule's, or its
   * override's until that ends. Answers the setpoint.
   */
  setValve(scheduleC: number, roomC: number, nowMs: number): number {
    const override = this.override;
    if (override?.untilMs != null && nowMs >= override.untilMs) this.override = undefined;
    const setpointC = this.override ? overrideSetpointC(this.override) : scheduleC;
    const opening = (setpointC + VALVE_SHUT_ABOVE_SETPOINT_K - roomC) / PROPORTIONAL_BAND_K;
    const shut = opening < SMALLEST_VALVE_OPENING || this.override?.mode === 'off';
    this.valveOpening = shut ? 0 : Math.min(opening, 1);
    this.setpointC = setpointC;
    this.setpointSumC += setpointC;
    return setpointC;
  }

  /** Sets and returns the output (W) for a step. */
  setOutput(heatingRuns: boolean): number {
    if (!this.online) this.powerW = 0;
    else if (this.fault === 'stuck_valve')
      this.powerW = heatingRuns ? STUCK_VALVE_OPENING * this.ratedPowerW : 0;
    else this.powerW = this.valveOpening * this.ratedPowerW;
    return this.powerW;
  }

  accumulate(windowOpen: boolean, meanC: number): void {
    const energyWh = (this.powerW * STEP_SECONDS) / 3600;
    this.energyWh += energyWh;
    if (this.powerW > 0) this.heatingSteps++;
    if (this.valveOpening > 0 && meanC < this.setpointC - NEAR_SETPOINT_K) this.belowSetpointSteps++;
    if (windowOpen) this.windowOpenEnergyWh += energyWh;
    if (meanC > this.setpointC + ABOVE_BAND_K) this.aboveBandEnergyWh += energyWh;
  }

  report(hourMs: number, outdoorC: number): RadiatorHour {
    const room = this.room;
    return {
      hour: new Date(hourMs),
      roomIndex: room.index,
      radiatorIndex: this.index,
      energyWh: this.energyWh,
      heatingSeconds: this.heatingSteps * STEP_SECONDS,
      roomTempC: room.temperatureSumC / STEPS_PER_HOUR,
      setpointC: this.setpointSumC / STEPS_PER_HOUR,
      outdoorC,
      humidityPct: room.humiditySumPct / STEPS_PER_HOUR,
      belowSetpointSeconds: this.online ? this.belowSetpointSteps * STEP_SECONDS : 0,
      windowOpenSeconds: this.online ? room.windowSteps * STEP_SECONDS : 0,
      windowOpenEnergyWh: this.windowOpenEnergyWh,
      aboveBandEnergyWh: this.aboveBandEnergyWh,
      reachedSetpoint: this.online && room.reachedSetpoint,
      heatUpsEnded: this.online ? room.heatUpsEnded : 0,
      online: this.online,
    };
  }

  stepReport(): RadiatorStep {
    const room = this.room;
    return {
      roomIndex: room.index,
      radiatorIndex: this.index,
      roomTempC: room.meanC,
      humidityPct: room.humidityPct,
      setpointC: this.setpointC,
      output: this.powerW / this.ratedPowerW,
      energyWh: (this.powerW * STEP_SECONDS) / 3600,
      windowOpen: room.windowOpenNow,
      reachedSetpoint: room.heatUpEndedNow,
      online: this.online,
    };
  }

  startHour(): void {
    this.setpointSumC = 0;
    this.energyWh = 0;
    this.heatingSteps = 0;
    this.belowSetpointSteps = 0;
    this.windowOpenEnergyWh = 0;
    this.aboveBandEnergyWh = 0;
  }
}

/** The setpoint (°C) an override holds. */
function overrideSetpointC(override: RadiatorOverride): number {
  if (override.mode === 'schedule') throw new RangeError('A schedule is not an override');
  if (override.mode === 'off') return OFF_SETPOINT_C;
  return override.setpointC ?? MODE_SETPOINTS_C[override.mode];
}
