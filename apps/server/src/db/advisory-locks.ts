import { sql } from 'drizzle-orm';
import { preparedRowsOf, type Runner, rowsOf } from './queries.ts';

/**
 * Transaction-scoped advisory locks that keep instances from doing one job twice at once. Any distinct
 * constants work; each names one job.
 */
export const ADVISORY_LOCK = {
  migrations: 7_360_001,
  firstAdmin: 7_360_002,
  demoData: 7_360_003,
  alarmSilenceSweep: 7_360_004,
  telemetryRetention: 7_360_005,
  readingPartitions: 7_360_006,
  dampSweep: 7_360_007,
  caseDeadlineSweep: 7_360_008,
  clientReportSends: 7_360_009,
  /** With a home's id: its gateway's batches, stored in turn. */
  homeBatches: 7_360_100,
} as const;

type Lock = (typeof ADVISORY_LOCK)[keyof typeof ADVISORY_LOCK];

/**
 * Waits until no other transaction holds the lock (of the one thing `id` names, when given), then holds it until
 * this transaction ends.
 */
export async function holdAdvisoryLock(runner: Runner, lock: Lock, id?: number): Promise<void> {
  await preparedRowsOf(
    runner,
    id === undefined
      ? sql`SELECT pg_advisory_xact_lock(${lock})`
      : sql`SELECT pg_advisory_xact_lock(${lock}, ${id})`,
  );
}

/** Holds the lock until this transaction ends, when no other transaction holds it: answers whether it does. */
export async function tryAdvisoryLock(runner: Runner, lock: Lock): Promise<boolean> {
  const [row] = await rowsOf<{ held: boolean }>(
    runner,
    sql`SELECT pg_try_advisory_xact_lock(${lock}) AS held`,
  );
  return row?.held === true;
}
