import { addDampMeasures, type DampReading, HOUR_MS, noDampMeasures, type RoomType } from '@radiant/contract';
import type { ReadingColumns } from './batch.ts';
import { addReadingMeasures, ROLLUP_MEASURES, type StoredReading } from './rollups.ts';

/**
 * A radiator hour's key, radiator id × 2^22 + hours from the epoch: radiator ids are below 2^31 and hours below
 * 2^22 until the year 2448, so every key is a distinct safe integer.
 */
const HOURS_PER_RADIATOR = 2 ** 22;

/**
 * Readings summed per radiator and UTC hour, as columns of one row per radiator hour: the hour counted from
 * the epoch, the latest instant (epoch milliseconds) and each measure in ROLLUP_MEASURES order.
 */
export interface HourlySums {
  radiator_id: number[];
  hour: number[];
  latest: number[];
  measures: number[][];
}

/** What the damp and cold measures need beyond a reading: where its radiator is, the weather, the walls. */
export interface ReadingConditions {
  roomTypeOf(radiatorId: number): RoomType;
  /** The outdoor °C of an hour (counted from the epoch), or null when not known. */
  outdoorOf(hour: number): number | null;
  /** The home's temperature factor, when a survey set one. */
  temperatureFactor: number | null;
}

/**
 * Sums the readings at `indexes` (all of them when not given) per radiator and the UTC hour each began in
 * (`at` less `interval_s`: a reading covers the interval that ends at it), as stored: reals in single
 * precision, so that a rollup adds exactly what the readings hold.
 */
export function sumByRadiatorHour(
  readings: ReadingColumns,
  conditions: ReadingConditions,
  indexes?: Iterable<number>,
): HourlySums {
  const measures = ROLLUP_MEASURES.map((): number[] => []);
  const sums: HourlySums = { radiator_id: [], hour: [], latest: [], measures };
  const { radiator_id: radiators, hour: hours, latest } = sums;
  // The row of each radiator hour, by its key.
  const rows = new Map<number, number>();
  const reading: StoredReading = {
    interval_s: 0,
    room_c: 0,
    setpoint_c: 0,
    output_pct: 0,
    energy_wh: 0,
    window_open: false,
    reached_setpoint: false,
    damp: noDampMeasures(),
  };
  // What the reading adds to each measure, written anew for each.
  const added = new Float64Array(measures.length);
  // What addDampMeasures reads of each reading, filled in anew for each (it keeps nothing of it).
  const damp: DampReading = {
    seconds: 0,
    startMs: 0,
    roomType: 'living',
    roomC: 0,
    setpointC: 0,
    outputPct: 0,
    humidityPct: null,
    outdoorC: null,
    fRsi: conditions.temperatureFactor,
  };
  const add = (index: number) => {
    const radiator = readings.radiator_id[index] ?? 0;
    const at = readings.at[index] ?? 0;
    reading.interval_s = readings.interval_s[index] ?? 0;
    reading.room_c = Math.fround(readings.room_c[index] ?? 0);
    reading.setpoint_c = Math.fround(readings.setpoint_c[index] ?? 0);
    reading.output_pct = readings.output_pct[index] ?? 0;
    reading.energy_wh = Math.fround(readings.energy_wh[index] ?? 0);
    reading.window_open = readings.window_open[index] ?? false;
    reading.reached_setpoint = readings.reached_setpoint[index] ?? false;
    const startMs = at - reading.interval_s * 1000;
    const hour = Math.floor(startMs / HOUR_MS);
    const humidity = readings.humidity_pct[index] ?? null;
    damp.seconds = reading.interval_s;
    damp.startMs = startMs;
    damp.roomType = conditions.roomTypeOf(radiator);
    damp.roomC = reading.room_c;
    damp.setpointC = reading.setpoint_c;
    damp.outputPct = reading.output_pct;
    damp.humidityPct = humidity === null ? null : Math.fround(humidity);
    damp.outdoorC = conditions.outdoorOf(hour);
    addDampMeasures(damp, reading.damp);
    const key = radiator * HOURS_PER_RADIATOR + hour;
    let row = rows.get(key);
    if (row === undefined) {
      row = hours.length;
      rows.set(key, row);
      radiators.push(radiator);
      hours.push(hour);
      latest.push(at);
      for (const values of measures) values.push(0);
    } else if (at > (latest[row] as number)) {
      latest[row] = at;
    }
    addReadingMeasures(reading, added);
    for (let measure = 0; measure < added.length; measure += 1) {
      const values = measures[measure] as number[];
      values[row] = (values[row] as number) + (added[measure] as number);
    }
  };
  if (indexes === undefined) {
    for (let index = 0; index < readings.at.length; index += 1) add(index);
  } else {
    for (const index of indexes) add(index);
  }
  return sums;
}
