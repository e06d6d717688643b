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

type Measure = readonly [
  column: string,
  type: 'float8' | 'int8' | 'int4',
  per: (reading: StoredReading) => number,
];

const heating = (reading: StoredReading) => reading.output_pct > 0;

/** Each measure: its column, its PostgreSQL type, and what one reading adds to it. */
export const ROLLUP_MEASURES = [
  ['energy_wh', 'float8', (reading) => reading.energy_wh],
  ['heating_s', 'int8', (reading) => (heating(reading) ? reading.interval_s : 0)],
  ['covered_s', 'int8', (reading) => reading.interval_s],
  ['room_c_s', 'float8', (reading) => reading.room_c * reading.interval_s],
  ['setpoint_c_s', 'float8', (reading) => reading.setpoint_c * reading.interval_s],
  [
    'below_s',
    'int8',
    (reading) =>
      heating(reading) && reading.room_c < reading.setpoint_c - BELOW_SETPOINT_C ? reading.interval_s : 0,
  ],
  ['window_s', 'int8', (reading) => (reading.window_open ? reading.interval_s : 0)],
  ['window_wh', 'float8', (reading) => (reading.window_open ? reading.energy_wh : 0)],
  [
    'above_wh',
    'float8',
    (reading) => (reading.room_c > reading.setpoint_c + ABOVE_BAND_C ? reading.energy_wh : 0),
  ],
  ['heatups', 'int4', (reading) => (reading.reached_setpoint ? 1 : 0)],
  ['readings', 'int4', () => 1],
  ...DAMP_MEASURES.map(
    (measure) =>
      [
        measure,
        measure === 'humidity_pct_s' ? 'float8' : 'int8',
        (reading: StoredReading) => reading.damp[measure],
      ] as const,
  ),
] as const satisfies readonly Measure[];
export type RollupMeasure = (typeof ROLLUP_MEASURES)[number][0];

/** The measures' columns, in order. */
export const ROLLUP_COLUMNS = ROLLUP_MEASURES.map(([column]) => column);
