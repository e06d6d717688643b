import { DAY_MS } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import { ADVISORY_LOCK, holdAdvisoryLock } from './advisory-locks.ts';
import type { Database, RawSql } from './database.ts';
import { type Runner, rowsOf } from './queries.ts';

// The monthly partitions of radiator_readings: part of the schema, created and dropped as time goes (as
// migrations change the rest of it), so their statements are plain SQL like the migrations'.

// Partitions known to exist in each database, by name: created once per month of readings, then not looked
// for again until retention drops one (here, or on another instance: see forgetReadingPartitions).
const knownPartitions = new WeakMap<Database, Set<string>>();

/** Forgets which partitions exist, so that the next batch looks again and creates what it needs. */
export function forgetReadingPartitions(database: Database): void {
  knownPartitions.delete(database);
}

/** The monthly partition of radiator_readings that holds `at`: its name and bounds. */
export function partitionOf(at: Date) {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1));
  const end = new Date(Date.UTC(year, month + 1, 1));
  const name = `radiator_readings_${year}_${String(month + 1).padStart(2, '0')}`;
  return { name, start, end };
}

/**
 * Creates the monthly partitions that readings at these instants (epoch milliseconds) need, in a transaction of
 * their own (an empty partition is harmless, and this one commits before the readings' transaction takes any
 * lock). A lock keeps two instances from creating the same partition at once.
 */
export async function ensureReadingPartitions(database: Database, instants: number[]): Promise<void> {
  const known = knownPartitions.get(database) ?? new Set<string>();
  knownPartitions.set(database, known);
  // One instant of each day is enough to name its month's partition: a batch of thousands of readings
  // usually spans a few days, counted as numbers first.
  const days = new Map<number, number>();
  for (const at of instants) days.set(Math.floor(at / DAY_MS), at);
  const names = new Map<string, ReturnType<typeof partitionOf>>();
  for (const at of days.values()) {
    const partition = partitionOf(new Date(at));
    names.set(partition.name, partition);
  }
  const missing = [...names.values()].filter((partition) => !known.has(partition.name));
  if (missing.length === 0) return;
  await database.rawTransaction(async (sql) => {
    await holdAdvisoryLock(sql, ADVISORY_LOCK.readingPartitions);
    for (const { name, start, end } of missing) {
      await sql.exec(
        `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF radiator_readings
          FOR VALUES FROM ('${start.toISOString()}') TO ('${end.toISOString()}')`,
      );
    }
  });
  for (const { name } of missing) known.add(name);
}

/** The partitions of radiator_readings of months before the one of `month`'s partition, oldest first. */
export async function partitionsBefore(runner: Runner, month: Date) {
  const rows = await rowsOf<{ name: string }>(
    runner,
    sql`SELECT c.relname AS name FROM pg_inherits AS i
        JOIN pg_class AS c ON c.oid = i.inhrelid JOIN pg_class AS p ON p.oid = i.inhparent
      WHERE p.relname = 'radiator_readings' AND c.relname < ${partitionOf(month).name} ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Drops partitions of radiator_readings named by the catalogue (never by a request). */
export async function dropPartitions(raw: RawSql, names: readonly string[]) {
  for (const name of names) await raw.exec(`DROP TABLE ${name}`);
}
