import { DAY_MS } from '@radiant/contract';
import { ADVISORY_LOCK, tryAdvisoryLock } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/database.ts';
import { dropPartitions, forgetReadingPartitions, partitionsBefore } from '../../db/reading-partitions.ts';
import { deleteRadiatorHoursBefore } from './readings-repository.ts';

/**
 * How long telemetry is kept: raw readings by whole months, hourly rollups by days; 0 keeps that kind for ever.
 * Daily rollups always stay.
 */
export interface Retention {
  readingsMonths: number;
  hourlyDays: number;
}

/**
 * Drops the monthly partitions of raw readings that ended more than `readingsMonths` months before this month,
 * and the radiator hours older than `hourlyDays`. Analytics read the rollups, so nothing they show changes
 * except that a day by hour past `hourlyDays` comes out empty. One instance at a time: another that is at it
 * already makes this a no-op. Answers what went.
 */
export async function applyRetention(database: Database, retention: Retention, now = new Date()) {
  const oldestKept = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - retention.readingsMonths, 1),
  );
  const hoursBefore = new Date(now.getTime() - retention.hourlyDays * DAY_MS);
  const result = await database.rawTransaction(async (sql) => {
    if (!(await tryAdvisoryLock(sql, ADVISORY_LOCK.telemetryRetention))) return { partitions: [], hours: 0 };
    const partitions = retention.readingsMonths === 0 ? [] : await partitionsBefore(sql, oldestKept);
    await dropPartitions(sql, partitions);
    const hours = retention.hourlyDays === 0 ? 0 : await deleteRadiatorHoursBefore(sql, hoursBefore);
    return { partitions, hours };
  });
  if (result.partitions.length > 0) forgetReadingPartitions(database);
  return result;
}
