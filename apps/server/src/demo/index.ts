import { ADMIN_LEVELS } from '@radiant/contract';
import { count, notInArray, sql } from 'drizzle-orm';
import { ADVISORY_LOCK, holdAdvisoryLock } from '../db/advisory-locks.ts';
import type { Database, Tx } from '../db/database.ts';
import { demoDataSets, users } from '../db/schema.ts';
import { demoAlarms } from './sets/alarms.ts';
import { demoCases } from './sets/cases.ts';
import { commercialClientsSet } from './sets/commercial-clients.ts';
import { demoDampAlarms } from './sets/damp-alarms.ts';
import { residentialHomes } from './sets/homes.ts';
import { radiatorManufacturers } from './sets/manufacturers.ts';
import { subscriptionPlans } from './sets/plans.ts';
import { residentialUsers } from './sets/residential-users.ts';

export interface DemoDataSet {
  name: string;
  load(tx: Tx): Promise<void>;
}

/** Each later feature adds its part of the demo data here; a set is loaded once, in this order. */
const SETS: DemoDataSet[] = [
  commercialClientsSet,
  residentialUsers,
  subscriptionPlans,
  radiatorManufacturers,
  residentialHomes,
  demoAlarms,
  // The landlords' case policies first: their damp and cold alarms then open cases, as they would live.
  demoCases,
  demoDampAlarms,
];

/**
 * Loads the demo data into a database that holds nothing but administrators, and adds sets that a
 * newer version brings to a database that was loaded with demo data before. Real data is never touched.
 */
export async function loadDemoData({ db }: Database): Promise<string[]> {
  const added = await db.transaction(async (tx) => {
    // Instances starting together take turns: the second finds the sets the first loaded.
    await holdAdvisoryLock(tx, ADVISORY_LOCK.demoData);
    const loaded = new Set((await tx.select().from(demoDataSets)).map((row) => row.name));
    if (loaded.size === 0) {
      const [accounts] = await tx
        .select({ count: count() })
        .from(users)
        .where(notInArray(users.level, [...ADMIN_LEVELS]));
      if ((accounts?.count ?? 0) > 0) return [];
    }
    const missing = SETS.filter((set) => !loaded.has(set.name));
    for (const set of missing) {
      await set.load(tx);
      await tx.insert(demoDataSets).values({ name: set.name });
    }
    return missing.map((set) => set.name);
  });
  // Statistics for what was just written: without them the planner guesses, and a user's rooms took 280 ms
  // instead of 1 ms until autovacuum came round (on PGlite it never does).
  if (added.length > 0) await db.execute(sql`ANALYZE`);
  return added;
}
