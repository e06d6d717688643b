import { DAMP_MEASURES, type DampMeasure } from '@radiant/contract';

// What the hourly and daily rollups sum, defined once for all four of them (radiator hours and days, home
// days, fleet days) and for the demo history. Each measure is summed over a batch's stored readings per
// radiator and UTC hour (see hourly-sums.ts), and those hours are added to each rollup.

/**
 * Shards of the fleet's daily rows (`home_id` modulo this): concurrent batches of different homes rarely wait
 * for the same row.
 */
export const FLEET_SHARDS = 16;

/** Heating while the room is more than this below its setpoint counts as struggling to reach it. */
const BELOW_SETPOINT_C = 0.5;
/** Heat delivered while the room is more than this above its setpoint is wasted. */
const ABOVE_BAND_C = 1;

/** A reading as radiator_readings stores it (its reals in single precision): what the measures count. */
export interface StoredReading {
  interval_s: number;
  room_c: number;
  setpoint_c: number;
  output_pct: number;
  energy_wh: number;
  window_open: boolean;
  reached_setpoint: boolean;
  /** What it adds to the damp and cold measures (the contract's addDampMeasures), worked out once. */
  damp: Record<DampMeasure, number>;
}

/** Each measure's column and PostgreSQL type, in the order every rollup statement lists them. */
export const ROLLUP_MEASURES = [
  ['energy_wh', 'float8'],
  ['heating_s', 'int8'],
  ['covered_s', 'int8'],
  ['room_c_s', 'float8'],
  ['setpoint_c_s', 'float8'],
  ['below_s', 'int8'],
  ['window_s', 'int8'],
  ['window_wh', 'float8'],
  ['above_wh', 'float8'],
  ['heatups', 'int4'],
  ['readings', 'int4'],
  ...DAMP_MEASURES.map((measure) => [measure, measure === 'humidity_pct_s' ? 'float8' : 'int8'] as const),
] as const satisfies readonly (readonly [column: string, type: 'float8' | 'int8' | 'int4'])[];
export type RollupMeasure = (typeof ROLLUP_MEASURES)[number][0];

/** The measures' columns, in order. */
export const ROLLUP_COLUMNS = ROLLUP_MEASURES.map(([column]) => column);

/** Each measure's place in ROLLUP_MEASURES. */
const AT = Object.fromEntries(ROLLUP_COLUMNS.map((column, index) => [column, index])) as Record<
  RollupMeasure,
  number
>;

/**
 * What one reading adds to each measure, written into `into` at the measure's place: one function rather than
 * one per measure, as batches call it for every reading.
 */
export function addReadingMeasures(reading: StoredReading, into: Float64Array): void {
  const { interval_s: seconds, room_c: roomC, setpoint_c: setpointC, energy_wh: energy, damp } = reading;
  const heating = reading.output_pct > 0;
  into[AT.energy_wh] = energy;
  into[AT.heating_s] = heating ? seconds : 0;
  into[AT.covered_s] = seconds;
  into[AT.room_c_s] = roomC * seconds;
  into[AT.setpoint_c_s] = setpointC * seconds;
  into[AT.below_s] = heating && roomC < setpointC - BELOW_SETPOINT_C ? seconds : 0;
  into[AT.window_s] = reading.window_open ? seconds : 0;
  into[AT.window_wh] = reading.window_open ? energy : 0;
  into[AT.above_wh] = roomC > setpointC + ABOVE_BAND_C ? energy : 0;
  into[AT.heatups] = reading.reached_setpoint ? 1 : 0;
  into[AT.readings] = 1;
  into[AT.humidity_s] = damp.humidity_s;
  into[AT.humidity_pct_s] = damp.humidity_pct_s;
  into[AT.damp_judged_s] = damp.damp_judged_s;
  into[AT.mould_s] = damp.mould_s;
  into[AT.condensation_s] = damp.condensation_s;
  into[AT.season_s] = damp.season_s;
  into[AT.cold_s] = damp.cold_s;
  into[AT.cold_weather_s] = damp.cold_weather_s;
  into[AT.rationed_s] = damp.rationed_s;
}
