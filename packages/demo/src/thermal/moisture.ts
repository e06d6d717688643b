import { saturationVapourPressureHpa, WATER_VAPOUR_GAS_CONSTANT } from '@radiant/contract';
import type { RoomType } from './homes.ts';
import type { RoomSources } from './moisture-sources.ts';

const KELVIN = 273.15;
/** Saturated air holds this × e_s(hPa) / T(K) grams of vapour a cubic metre (ideal gas, 100 Pa a hPa). */
const SATURATED_G_PER_M3_PER_HPA_K = 100_000 / WATER_VAPOUR_GAS_CONSTANT;
export const CEILING_HEIGHT_M = 2.4;
/** Air carries 0.33 Wh of heat per m³ and K: turns a ventilation heat loss (W/K) into an air flow (m³/h). */
export const AIR_HEAT_CAPACITY_WH_PER_M3K = 0.33;
/**
 * How a room's air meets the rest of the home's: `mixingPerHour`, the air exchanged with it (room volumes an
 * hour); `bufferVolumes`, the vapour its plaster, textiles and furniture take up when the air is humid and give
 * back when it dries, over a few hours, as air volumes (the effective capacitance of building simulation tools).
 */
interface RoomAir {
  mixingPerHour: number;
  bufferVolumes: number;
}
// Open internal doors and the stairwell exchange a few room volumes an hour; furnishings buffer about a volume.
const OPEN_ROOM: RoomAir = { mixingPerHour: 3, bufferVolumes: 1 };
// A bathroom's door is mostly kept shut, and its tiles and glass take up little vapour.
const BATHROOM: RoomAir = { mixingPerHour: 0.5, bufferVolumes: 0.3 };

/** Grams of vapour a cubic metre of saturated air holds at `tempC`. */
export function saturatedVapourGPerM3(tempC: number): number {
  return (SATURATED_G_PER_M3_PER_HPA_K * saturationVapourPressureHpa(tempC)) / (tempC + KELVIN);
}

// Every step of every room needs it: a table every 0.1 K, interpolated, is within 10⁻⁵ of it at a sixth of the
// cost of the exponential (rooms stay within it; beyond, the formula).
const TABLE_FROM_C = -40;
const TABLE_PER_C = 10;
const SATURATED_TABLE = Float64Array.from({ length: 100 * TABLE_PER_C + 2 }, (_, index) =>
  saturatedVapourGPerM3(TABLE_FROM_C + index / TABLE_PER_C),
);

/** saturatedVapourGPerM3, read from its table. */
function saturatedFromTable(tempC: number): number {
  const position = (tempC - TABLE_FROM_C) * TABLE_PER_C;
  const index = Math.floor(position);
  const below = SATURATED_TABLE[index];
  const above = SATURATED_TABLE[index + 1];
  if (below === undefined || above === undefined) return saturatedVapourGPerM3(tempC);
  return below + (above - below) * (position - index);
}

/** A room's air exchange over one step, for a held source and held outdoor and home air. */
class VapourExchange {
  /** The shares of the outdoor and of the home's vapour in the room's equilibrium vapour. */
  readonly outdoorShare: number;
  readonly homeShare: number;
  /** Turns a source (g/h) into the vapour (g/m³) it keeps above the equilibrium. */
  readonly gramsToGPerM3: number;
  readonly remainingAtEnd: number;
  readonly remainingOnAverage: number;

  constructor(volumeM3: number, ventilationM3PerHour: number, air: RoomAir, stepHours: number) {
    const changesPerHour = ventilationM3PerHour / volumeM3 + air.mixingPerHour;
    this.outdoorShare = ventilationM3PerHour / volumeM3 / changesPerHour;
    this.homeShare = air.mixingPerHour / changesPerHour;
    this.gramsToGPerM3 = 1 / (volumeM3 * changesPerHour);
    const stepsPerTimeConstant = (changesPerHour * stepHours) / (1 + air.bufferVolumes);
    this.remainingAtEnd = Math.exp(-stepsPerTimeConstant);
    this.remainingOnAverage = (1 - this.remainingAtEnd) / stepsPerTimeConstant;
  }
}

/**
 * A room's air as a store of water vapour (g/m³), V·(1 + buffer)·dv/dt = sources + Q·(v_outdoor − v) +
 * mixing·V·(v_home − v), solved exactly over each step like the room's heat. The air takes no more than it
 * holds saturated: the rest condenses on windows and walls.
 */
export class RoomMoisture {
  readonly volumeM3: number;
  /** Vapour at the end of the last step (g/m³). */
  vapourGPerM3: number;
  private readonly sources: RoomSources;
  /** By state: shut, window open, fan running, both. */
  private readonly exchanges: VapourExchange[];

  constructor(
    room: { type: RoomType; areaM2: number },
    sources: RoomSources,
    ventilation: { airChangesPerHour: number; windowM3PerHour: number },
    stepHours: number,
    startGPerM3: number,
  ) {
    const volumeM3 = room.areaM2 * CEILING_HEIGHT_M;
    const background = ventilation.airChangesPerHour * volumeM3;
    const air = room.type === 'bathroom' ? BATHROOM : OPEN_ROOM;
    this.volumeM3 = volumeM3;
    this.vapourGPerM3 = startGPerM3;
    this.sources = sources;
    this.exchanges = [0, sources.fanM3PerHour].flatMap((fan) =>
      [0, ventilation.windowM3PerHour].map(
        (window) => new VapourExchange(volumeM3, background + fan + window, air, stepHours),
      ),
    );
  }

  /**
   * Advances the room's vapour over a step (a slot of the week) and answers its mean relative humidity (%), at
   * the room's mean temperature over the step.
   */
  advance(
    slot: number,
    windowOpen: boolean,
    meanC: number,
    outdoorGPerM3: number,
    homeGPerM3: number,
  ): number {
    const sources = this.sources;
    const state = (sources.fanRuns[slot] === 1 ? 2 : 0) + (windowOpen ? 1 : 0);
    const exchange = this.exchanges[state] as VapourExchange;
    const equilibrium =
      exchange.outdoorShare * outdoorGPerM3 +
      exchange.homeShare * homeGPerM3 +
      (sources.gramsPerHour[slot] ?? 0) * exchange.gramsToGPerM3;
    const gap = this.vapourGPerM3 - equilibrium;
    const meanGPerM3 = equilibrium + gap * exchange.remainingOnAverage;
    const saturatedGPerM3 = saturatedFromTable(meanC);
    this.vapourGPerM3 = Math.min(equilibrium + gap * exchange.remainingAtEnd, saturatedGPerM3);
    return Math.min((100 * meanGPerM3) / saturatedGPerM3, 100);
  }
}
