import { addDampMeasures, HOUR_MS, noDampMeasures, type RoomType } from '@radiant/contract';
import type { ReadingColumns } from './batch.ts';
import { ROLLUP_MEASURES, type StoredReading } from './rollups.ts';

/**
 * A radiator hour's key, radiator id × 2^22 + hours from the epoch: radiator ids are below 2^31 and hours below
 * 2^22 until the year 2448, so every key is a distinct safe integer.
 */
const HOURS_PER_RADIATOR = 2 ** 22;
/** What each measure adds, in ROLLUP_MEASURES order. */
const ADDED = ROLLUP_MEASURES.map(([, , per]) => per);

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
  const sums: HourlySums = { radiator_id: [], hour: [], latest: [], measures: ROLLUP_MEASURES.map(() => []) };
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
  for (const index of indexes ?? readings.at.keys()) {
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
    addDampMeasures(
      {
        seconds: reading.interval_s,
        startMs,
        roomType: conditions.roomTypeOf(radiator),
        roomC: reading.room_c,
        setpointC: reading.setpoint_c,
        outputPct: reading.output_pct,
        humidityPct: humidity === null ? null : Math.fround(humidity),
        outdoorC: conditions.outdoorOf(hour),
        fRsi: conditions.temperatureFactor,
      },
      reading.damp,
    );
    const key = radiator * HOURS_PER_RADIATOR + hour;
    let row = rows.get(key);
    if (row === undefined) {
      row = sums.hour.length;
      rows.set(key, row);
      sums.radiator_id.push(radiator);
      sums.hour.push(hour);
      sums.latest.push(at);
      for (const values of sums.measures) values.push(0);
    }
    sums.latest[row] = Math.max(sums.latest[row] ?? at, at);
    for (let measure = 0; measure < ADDED.length; measure += 1) {
      const values = sums.measures[measure];
      if (values) values[row] = (values[row] ?? 0) + (ADDED[measure]?.(reading) ?? 0);
    }
  }
  return sums;
}
