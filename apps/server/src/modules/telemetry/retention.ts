import { DAY_MS } from '@radiant/contract';
import type { Database } from '../../db/database.ts';
import { forgetReadingPartitions, partitionOf } from './readings.ts';

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
  const oldestKept = partitionOf(
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - retention.readingsMonths, 1)),
  ).name;
  const hoursBefore = new Date(now.getTime() - retention.hourlyDays * DAY_MS).toISOString();
  const result = await database.rawTransaction(async (sql) => {
    const [lock] = await sql.query<{ taken: boolean }>(
      "SELECT pg_try_advisory_xact_lock(hashtext('radiant telemetry retention')) AS taken",
    );
    if (!lock?.taken) return { partitions: [], hours: 0 };
    const partitions =
      retention.readingsMonths === 0
        ? []
        : await sql.query<{ name: string }>(
            `SELECT c.relname AS name FROM pg_inherits AS i
              JOIN pg_class AS c ON c.oid = i.inhrelid JOIN pg_class AS p ON p.oid = i.inhparent
             WHERE p.relname = 'radiator_readings' AND c.relname < $1 ORDER BY 1`,
            [oldestKept],
          );
    // Names are radiator_readings_YYYY_MM: they sort by month, and come from the catalogue, not from a request.
    for (const { name } of partitions) await sql.exec(`DROP TABLE ${name}`);
    const [deleted] =
      retention.hourlyDays === 0
        ? []
        : await sql.query<{ hours: number }>(
            `WITH gone AS (DELETE FROM radiator_hours WHERE hour < $1 RETURNING 1)
             SELECT count(*)::int AS hours FROM gone`,
            [hoursBefore],
          );
    return { partitions: partitions.map((partition) => partition.name), hours: deleted?.hours ?? 0 };
  });
  if (result.partitions.length > 0) forgetReadingPartitions(database);
  return result;
}
