import type { RawSql } from '../../db/database.ts';
import { partitionOf } from '../../db/reading-partitions.ts';
import type { ReadingColumns } from './batch.ts';
import { type ReadingConditions, sumByRadiatorHour } from './hourly-sums.ts';
import {
  addToRollups,
  copyReadings,
  insertNewReadings,
  type ReadingRows,
  readingKey,
} from './readings-repository.ts';

/**
 * The columns of radiator_readings, each with its type and its values in a batch of a home; humidity only
 * `withHumidity` (every reading then has it: a binary copy holds no nulls).
 */
const readingRows = (homeId: number, readings: ReadingColumns, withHumidity: boolean): ReadingRows => ({
  radiator_id: { type: 'int4', values: readings.radiator_id },
  home_id: { type: 'int4', values: Array<number>(readings.at.length).fill(homeId) },
  at: { type: 'timestamptz', values: readings.at },
  interval_s: { type: 'int4', values: readings.interval_s },
  room_c: { type: 'float4', values: readings.room_c },
  setpoint_c: { type: 'float4', values: readings.setpoint_c },
  output_pct: { type: 'int2', values: readings.output_pct },
  energy_wh: { type: 'float4', values: readings.energy_wh },
  window_open: { type: 'bool', values: readings.window_open },
  reached_setpoint: { type: 'bool', values: readings.reached_setpoint },
  ...(withHumidity && { humidity_pct: { type: 'float4', values: readings.humidity_pct as number[] } }),
});

/** The readings at `indexes`, as columns. */
const readingsAt = (readings: ReadingColumns, indexes: number[]) =>
  Object.fromEntries(
    Object.entries(readings).map(([field, values]) => [field, indexes.map((index) => values[index])]),
  ) as unknown as ReadingColumns;

/** A batch's readings by the monthly partition that holds them: usually all of them in one. */
function byPartition(readings: ReadingColumns): [partition: string, readings: ReadingColumns][] {
  let earliest = Number.POSITIVE_INFINITY;
  let latest = Number.NEGATIVE_INFINITY;
  for (const at of readings.at) {
    earliest = Math.min(earliest, at);
    latest = Math.max(latest, at);
  }
  const first = partitionOf(new Date(earliest)).name;
  if (first === partitionOf(new Date(latest)).name) return [[first, readings]];
  const indexes = new Map<string, number[]>();
  readings.at.forEach((at, index) => {
    const { name } = partitionOf(new Date(at));
    const held = indexes.get(name) ?? [];
    held.push(index);
    indexes.set(name, held);
  });
  return [...indexes].map(([name, held]) => [name, readingsAt(readings, held)]);
}

/** A batch's readings as parts with humidity (true) and without (false): usually one of them. */
function byHumidity(readings: ReadingColumns): [readings: ReadingColumns, withHumidity: boolean][] {
  const measured: number[] = [];
  const unmeasured: number[] = [];
  readings.humidity_pct.forEach((humidity, index) => {
    (humidity === null ? unmeasured : measured).push(index);
  });
  if (unmeasured.length === 0) return [[readings, true]];
  if (measured.length === 0) return [[readings, false]];
  return [
    [readingsAt(readings, measured), true],
    [readingsAt(readings, unmeasured), false],
  ];
}

/**
 * Stores a batch's readings of `radiatorIds` (each once) in the home and adds them to every rollup; answers
 * how many were stored. A reading covers the interval_s seconds that end at `at`, and counts in the UTC hour
 * and day it began.
 *
 * Most batches are new, and copying takes them fastest; one holding a reading already stored fails
 * (unique_violation) and is stored again `skippingDuplicates`: only the new readings are stored and added,
 * those already stored are left as they were.
 */
export async function storeReadings(
  sql: RawSql,
  homeId: number,
  readings: ReadingColumns,
  radiatorIds: number[],
  conditions: ReadingConditions,
  skippingDuplicates: boolean,
): Promise<number> {
  if (readings.at.length === 0) return 0;
  let stored: number[] | undefined;
  if (skippingDuplicates) {
    const keys = await insertNewReadings(sql, readingRows(homeId, readings, false), readings.humidity_pct);
    stored = readings.at.flatMap((at, index) =>
      keys.delete(readingKey(readings.radiator_id[index] ?? 0, at)) ? [index] : [],
    );
  } else {
    // Copied into their month's partition, which takes PostgreSQL a fifth less time than routing each row
    // through radiator_readings (the partition still checks that each reading is of its month).
    for (const [partition, held] of byPartition(readings)) {
      for (const [part, withHumidity] of byHumidity(held)) {
        await copyReadings(sql, partition, readingRows(homeId, part, withHumidity));
      }
    }
  }
  const sums = sumByRadiatorHour(readings, conditions, stored);
  if (sums.hour.length > 0) await addToRollups(sql, homeId, sums, radiatorIds);
  return stored?.length ?? readings.at.length;
}
