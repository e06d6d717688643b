import type { RoomType } from '@radiant/contract';
import { createRandom, type Random } from '../random.ts';
import { LOCATIONS, type Location } from './climate.ts';
import { drawHousehold, type Household, type Insulation } from './households.ts';
import { type Habits, type RoomSchedule, scheduleFor, warmestSetpoint } from './schedules.ts';

export type { RoomType };

/**
 * - stuck_valve: the valve pin has seized nearly shut; the radiator passes STUCK_VALVE_OPENING of its output
 *   whenever the home's heating runs, whatever its own thermostat asks.
 * - offline_spells: now and then the radiator goes offline for whole days; it neither heats nor reports.
 */
export type RadiatorFault = 'none' | 'stuck_valve' | 'offline_spells';

export interface SimulatedRadiator {
  /** Output (W) fully open: its rating at ΔT50, the heating system being assumed to run at ΔT50. */
  ratedPowerW: number;
  fault: RadiatorFault;
}

export interface SimulatedRoom {
  name: string;
  type: RoomType;
  areaM2: number;
  /** Heat loss (W) per K between the room and outdoors: walls, windows, floor, roof and ventilation. */
  uaWPerK: number;
  /** Heat (J) that warms the room, its furniture and the inner layer of its walls by 1 K. */
  capacityJPerK: number;
  schedule: RoomSchedule;
  /** Mean number of times a day a window is opened (for 10–60 min each, during waking hours). */
  windowOpenPerDay: number;
  /** Glazing (m²) as if facing the sun, transmittance included: solar gain (W) = this × sunshine (W/m²). */
  solarApertureM2: number;
  radiators: SimulatedRadiator[];
}

export interface SimulatedHome extends Omit<Household, 'heating'> {
  location: Location;
  /** The heated rooms' floor areas together. */
  floorAreaM2: number;
  insulation: Insulation;
  /**
   * This home's own randomness (window openings, offline spells), mixed with the simulation's seed: homes
   * simulated with one seed share their town's weather, yet open their windows at different times.
   */
  seed: number;
  rooms: SimulatedRoom[];
}

/** A room to build; what is left out takes the typical value. */
export interface RoomSpec {
  type: RoomType;
  areaM2: number;
  name?: string;
  /** Heat loss against a typical room of its type and size (an exposed corner or top-floor room is above 1). */
  exposure?: number;
  /** Thermal mass against the typical home of its insulation (lighter construction below 1). */
  mass?: number;
  /** How much sun its windows get, 0 (north-facing) to 1 (south-facing, unshaded). */
  sunExposure?: number;
  /** Installed radiator output over the room's design heat loss: below 1 the radiators are undersized. */
  radiatorMargin?: number;
  /** The setpoint (°C) its radiators were sized for; the schedule's warmest when left out. */
  designSetpointC?: number;
  windowOpenPerDay?: number;
  /** Faults of its radiators, in order; missing ones are 'none'. */
  faults?: RadiatorFault[];
  schedule?: RoomSchedule;
}

/**
 * A home to build; what is left out of its household is a sound one's: aired like a house of average insulation,
 * with extract fans, a person a bedroom and one more, laundry dried outside, walls at the default f_Rsi.
 */
export interface HomeSpec extends Partial<Omit<Household, 'heating'>> {
  location: Location;
  insulation: Insulation;
  seed: number;
  rooms: RoomSpec[];
}

// A household left out of a HomeSpec (a gateway's home) airs its home like most of average insulation.
const DEFAULT_AIR_CHANGES_PER_HOUR = 0.6;
const MOST_OCCUPANTS = 5;

// Heat loss per m² of floor per K, fabric and ventilation together: the heat loss parameter of UK homes runs
// from about 4 (solid walls, single glazing) through 2.7 (cavity walls, some loft insulation) to 1.6 (modern).
const HEAT_LOSS_W_PER_M2K: Record<Insulation, number> = { poor: 4, average: 2.7, good: 1.6 };
// Halls lose heat through the front door and up the stairwell; bathrooms are extracted and on outside walls.
const ROOM_HEAT_LOSS: Record<RoomType, number> = {
  living: 1,
  kitchen: 0.95,
  dining: 1,
  bedroom: 1,
  bathroom: 1.15,
  office: 1,
  hall: 1.25,
};
// Thermal mass that follows the air within hours (furniture, plaster, the first centimetres of masonry), per
// m² of floor. A single-node model cannot hold the whole fabric (days of time constant) and still warm a room
// in an hour, so this is the part that matters over a heating day: time constants of 5–9 hours. Poorly
// insulated homes are mostly solid masonry, heavier than modern timber-frame and insulated-block ones.
const CAPACITY_J_PER_M2K: Record<Insulation, number> = { poor: 80_000, average: 60_000, good: 50_000 };
// Glazing of about 12 % of the floor area, letting through 60 % of the sun.
const SOLAR_APERTURE_PER_M2 = 0.12 * 0.6;
const TWO_RADIATOR_AREA_M2 = 20;
const RADIATOR_SIZE_STEP_W = 50;
const SMALLEST_RADIATOR_W = 200;
// Radiators are sized for a cold snap this far below the mean of the coldest time of year (e.g. −1 °C in
// London, −3 °C in Aberdeen, close to the design temperatures of UK heating engineers).
const DESIGN_COLD_SNAP_C = 6;
const ROOM_NAMES: Record<RoomType, string> = {
  living: 'Living room',
  kitchen: 'Kitchen',
  dining: 'Dining room',
  bedroom: 'Bedroom',
  bathroom: 'Bathroom',
  office: 'Study',
  hall: 'Hallway',
};

/** Outdoor temperature (°C) that a location's radiators are sized for. */
function designOutdoorC(location: Location): number {
  return location.meanC - location.seasonalAmplitudeC - DESIGN_COLD_SNAP_C;
}

/** Heat (W) a room loses at its warmest setpoint on a design cold day, window shut and no gains. */
export function designHeatLossW(room: SimulatedRoom, location: Location): number {
  return room.uaWPerK * (warmestSetpoint(room.schedule) - designOutdoorC(location));
}

/** Radiators a room is fitted with: two in a large room, one otherwise. */
function radiatorCount(areaM2: number): number {
  return areaM2 >= TWO_RADIATOR_AREA_M2 ? 2 : 1;
}

/** A home from its description; rooms are named by type, bedrooms numbered ('Main bedroom', 'Bedroom 2'…). */
export function buildHome(spec: HomeSpec): SimulatedHome {
  let bedrooms = 0;
  const rooms = spec.rooms.map((room) => {
    const bedroom = room.type === 'bedroom' ? ++bedrooms : 0;
    const name =
      room.name ??
      (bedroom === 1 ? 'Main bedroom' : bedroom > 1 ? `Bedroom ${bedroom}` : ROOM_NAMES[room.type]);
    return buildRoom({ ...room, name }, spec);
  });
  return {
    location: spec.location,
    floorAreaM2: Math.round(rooms.reduce((sum, room) => sum + room.areaM2, 0) * 10) / 10,
    insulation: spec.insulation,
    seed: spec.seed,
    occupants: spec.occupants ?? Math.min(MOST_OCCUPANTS, bedrooms + 1),
    airChangesPerHour: spec.airChangesPerHour ?? DEFAULT_AIR_CHANGES_PER_HOUR,
    extractFans: spec.extractFans ?? true,
    laundryIndoors: spec.laundryIndoors ?? false,
    temperatureFactor: spec.temperatureFactor ?? null,
    rooms,
  };
}

function buildRoom(spec: RoomSpec & { name: string }, home: HomeSpec): SimulatedRoom {
  const schedule = spec.schedule ?? scheduleFor(spec.type);
  const uaWPerK =
    HEAT_LOSS_W_PER_M2K[home.insulation] * ROOM_HEAT_LOSS[spec.type] * (spec.exposure ?? 1) * spec.areaM2;
  const designSetpointC = spec.designSetpointC ?? warmestSetpoint(schedule);
  const designLossW = uaWPerK * (designSetpointC - designOutdoorC(home.location));
  const count = radiatorCount(spec.areaM2);
  const eachW = (designLossW * (spec.radiatorMargin ?? 1.3)) / count;
  const ratedPowerW = Math.max(
    SMALLEST_RADIATOR_W,
    Math.round(eachW / RADIATOR_SIZE_STEP_W) * RADIATOR_SIZE_STEP_W,
  );
  return {
    name: spec.name,
    type: spec.type,
    areaM2: spec.areaM2,
    uaWPerK: round(uaWPerK, 1),
    capacityJPerK: Math.round(CAPACITY_J_PER_M2K[home.insulation] * (spec.mass ?? 1) * spec.areaM2),
    schedule,
    windowOpenPerDay: spec.windowOpenPerDay ?? 0,
    solarApertureM2: round(SOLAR_APERTURE_PER_M2 * (spec.sunExposure ?? 0.5) * spec.areaM2, 2),
    radiators: Array.from({ length: count }, (_, index) => ({
      ratedPowerW,
      fault: spec.faults?.[index] ?? 'none',
    })),
  };
}

interface RoomPlan {
  type: RoomType;
  area: [number, number];
}

const CORE_ROOMS: RoomPlan[] = [
  { type: 'living', area: [14, 32] },
  { type: 'kitchen', area: [8, 20] },
  { type: 'bedroom', area: [10, 18] },
];
const MOST_ROOMS = 7;
// Further rooms, most likely first.
const EXTRA_ROOMS: (RoomPlan & { likelihood: number })[] = [
  { type: 'bathroom', area: [4, 9], likelihood: 0.9 },
  { type: 'bedroom', area: [7, 13], likelihood: 0.7 },
  { type: 'hall', area: [4, 10], likelihood: 0.5 },
  { type: 'office', area: [6, 12], likelihood: 0.4 },
  { type: 'dining', area: [9, 16], likelihood: 0.3 },
  { type: 'bedroom', area: [6, 10], likelihood: 0.3 },
];
const INSULATION_SHARES: [Insulation, number][] = [
  ['poor', 0.15],
  ['average', 0.55],
  ['good', 0.3],
];
// Who opens windows: a share of rooms of each type, and how often a day they do.
const WINDOW_HABITS: Record<RoomType, { share: number; perDay: [number, number] }> = {
  bathroom: { share: 0.5, perDay: [0.3, 1.5] },
  bedroom: { share: 0.3, perDay: [0.2, 1] },
  kitchen: { share: 0.25, perDay: [0.2, 1] },
  living: { share: 0.1, perDay: [0.1, 0.5] },
  dining: { share: 0.1, perDay: [0.1, 0.5] },
  office: { share: 0.1, perDay: [0.1, 0.5] },
  hall: { share: 0.05, perDay: [0.1, 0.3] },
};
const UNDERSIZED_SHARE = 0.08;
const STUCK_VALVE_SHARE = 0.03;
const OFFLINE_SPELLS_SHARE = 0.04;

/** Seeded, varied homes: 3–7 rooms, 1–2 radiators per room (large living rooms 2), sizes realistic. */
export function generateHomes(seed: number, count: number): SimulatedHome[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => buildHome(drawHome(random)));
}

function drawHome(random: Random): HomeSpec {
  const location = random.pick(LOCATIONS);
  const insulation = drawInsulation(random);
  const habits: Habits = { wakeShiftMinutes: random.int(-2, 2) * 15, comfortOffsetC: random.int(-2, 2) / 2 };
  const mass = uniform(random, 0.8, 1.25);
  // Extras are ranked by likelihood scaled by chance and the first few taken, then kept in their usual order.
  const extraCount = random.int(0, MOST_ROOMS - CORE_ROOMS.length);
  const chosen = new Set(
    EXTRA_ROOMS.map((plan) => ({ plan, rank: plan.likelihood * random.next() }))
      .sort((a, b) => b.rank - a.rank)
      .slice(0, extraCount)
      .map(({ plan }) => plan),
  );
  const plans = [...CORE_ROOMS, ...EXTRA_ROOMS.filter((plan) => chosen.has(plan))];
  const seed = Math.floor(random.next() * 2 ** 32);
  // Drawn from the home's seed, so that the draws of its rooms (and of the homes after it) stay as they were.
  const bedrooms = plans.filter((plan) => plan.type === 'bedroom').length;
  const { heating, ...household } = drawHousehold(seed, insulation, bedrooms);
  return {
    location,
    insulation,
    seed,
    ...household,
    rooms: plans.map((plan) => drawRoom(random, plan, { ...habits, heating }, mass)),
  };
}

function drawRoom(random: Random, plan: RoomPlan, habits: Habits, mass: number): RoomSpec {
  const areaM2 = round(uniform(random, plan.area[0], plan.area[1]), 1);
  const windows = WINDOW_HABITS[plan.type];
  // Radiators are sized for the usual schedule, whatever the household makes of it.
  const usual = scheduleFor(plan.type, { ...habits, heating: 'usual' });
  return {
    type: plan.type,
    areaM2,
    exposure: uniform(random, 0.85, 1.2),
    mass,
    sunExposure: uniform(random, 0.2, 1),
    radiatorMargin:
      random.next() < UNDERSIZED_SHARE ? uniform(random, 0.45, 0.7) : uniform(random, 1.15, 1.6),
    windowOpenPerDay:
      random.next() < windows.share ? round(uniform(random, windows.perDay[0], windows.perDay[1]), 1) : 0,
    faults: Array.from({ length: radiatorCount(areaM2) }, () => drawFault(random)),
    designSetpointC: warmestSetpoint(usual),
    schedule: scheduleFor(plan.type, habits),
  };
}

function drawInsulation(random: Random): Insulation {
  let draw = random.next();
  for (const [insulation, share] of INSULATION_SHARES) {
    draw -= share;
    if (draw < 0) return insulation;
  }
  return 'average';
}

function drawFault(random: Random): RadiatorFault {
  const draw = random.next();
  if (draw < STUCK_VALVE_SHARE) return 'stuck_valve';
  return draw < STUCK_VALVE_SHARE + OFFLINE_SPELLS_SHARE ? 'offline_spells' : 'none';
}

function uniform(random: Random, min: number, max: number): number {
  return min + random.next() * (max - min);
}

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
