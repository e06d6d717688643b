import type { RawSql } from '../../db/database.ts';
import { partitionOf } from '../../db/reading-partitions.ts';
import type { ReadingColumns } from './batch.ts';
import { sumByRadiatorHour } from './hourly-sums.ts';
import {
  addToRollups,
  copyReadings,
  insertNewReadings,
  type ReadingRows,
  readingKey,
} from './readings-repository.ts';

/** The columns of radiator_readings, each with its type and its values in a batch of a home. */
const readingRows = (homeId: number, readings: ReadingColumns): ReadingRows => ({
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
  skippingDuplicates: boolean,
): Promise<number> {
  if (readings.at.length === 0) return 0;
  let stored: number[] | undefined;
  if (skippingDuplicates) {
    const keys = await insertNewReadings(sql, readingRows(homeId, readings));
    stored = readings.at.flatMap((at, index) =>
      keys.delete(readingKey(readings.radiator_id[index] ?? 0, at)) ? [index] : [],
    );
  } else {
    // Copied into their month's partition, which takes PostgreSQL a fifth less time than routing each row
    // through radiator_readings (the partition still checks that each reading is of its month).
    for (const [partition, held] of byPartition(readings)) {
      await copyReadings(sql, partition, readingRows(homeId, held));
    }
  }
  const sums = sumByRadiatorHour(readings, stored);
  if (sums.hour.length > 0) await addToRollups(sql, homeId, sums, radiatorIds);
  return stored?.length ?? readings.at.length;
}
