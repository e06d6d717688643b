import { sql } from 'drizzle-orm';
import { type Runner, rowsOf } from './queries.ts';

/**
 * Transaction-scoped advisory locks that keep instances from doing one job twice at once. Any distinct
 * constants work; each names one job.
 */
export const ADVISORY_LOCK = {
  migrations: 7_360_001,
  firstAdmin: 7_360_002,
  demoData: 7_360_003,
  alarmSilenceSweep: 7_360_004,
} as const;

type Lock = (typeof ADVISORY_LOCK)[keyof typeof ADVISORY_LOCK];

/** Waits until no other transaction holds the lock, then holds it until this transaction ends. */
export async function holdAdvisoryLock(runner: Runner, lock: Lock): Promise<void> {
  await rowsOf(runner, sql`SELECT pg_advisory_xact_lock(${lock})`);
}

/** Holds the lock until this transaction ends, when no other transaction holds it: answers whether it does. */
export async function tryAdvisoryLock(runner: Runner, lock: Lock): Promise<boolean> {
  const [row] = await rowsOf<{ held: boolean }>(
    runner,
    sql`SELECT pg_try_advisory_xact_lock(${lock}) AS held`,
  );
  return row?.held === true;
}
