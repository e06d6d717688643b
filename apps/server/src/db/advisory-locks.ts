import { sql } from 'drizzle-orm';
import type { Tx } from './database.ts';

/**
 * Transaction-scoped advisory locks that keep instances starting together from doing one job twice. Any
 * distinct constants work; each names one job.
 */
export const ADVISORY_LOCK = {
  migrations: 7_360_001,
  firstAdmin: 7_360_002,
  demoData: 7_360_003,
} as const;

/** Waits until no other transaction holds the lock, then holds it until this transaction ends. */
export async function holdAdvisoryLock(tx: Tx, lock: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lock})`);
}
