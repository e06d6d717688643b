import { LEVEL } from '@radiant/contract';
import {
  drawResidentialUsers,
  largeSetBatchRandom,
  largeSetHomes,
  largeSetSpan,
  type SimulatedHistories,
} from '@radiant/demo';
import { count, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/database.ts';
import { commercialClients, homes, users } from '../../db/schema.ts';
import { NO_PASSWORD } from '../../modules/auth/passwords.ts';
import { insertReturning } from '../bulk-insert.ts';
import { writeHeatingHistory } from '../heating-history.ts';
import { commercialClientsSet } from '../sets/commercial-clients.ts';
import { radiatorManufacturers } from '../sets/manufacturers.ts';
import { homeCatalogue, storeHomes } from '../store-homes.ts';

// Two transactions at a time: while the server writes one batch, the next is simulated and laid out.
const CONCURRENT_BATCHES = 2;

export interface HeatingDataOptions {
  homes: number;
  /** Months of history up to `until`: daily rollups for all of them, hourly ones for the last week. */
  months: number;
  /** Homes stored per transaction: memory stays bounded whatever the number of homes. */
  batchSize?: number;
  /** Adds to a database that has homes already, which is refused otherwise. */
  append?: boolean;
  until?: Date;
  /** Hears of each batch committed, with the number of homes stored so far. */
  onProgress?: (homesStored: number) => void;
}

export interface HeatingDataSummary {
  homes: number;
  rooms: number;
  radiators: number;
  rollupRows: number;
  seconds: number;
  rowsPerSecond: number;
}

/** The number of rows `query` counts. */
const countOf = async (query: Promise<{ count: number }[]>) => (await query)[0]?.count ?? 0;

/** Loads the demo catalogue (manufacturers and radiator models) and commercial clients when there are none. */
async function prepareCatalogue(tx: Tx) {
  if ((await countOf(tx.select({ count: count() }).from(commercialClients))) === 0) {
    await commercialClientsSet.load(tx);
  }
  const catalogue = await homeCatalogue(tx);
  if (catalogue) return catalogue;
  await radiatorManufacturers.load(tx);
  const loaded = await homeCatalogue(tx);
  if (!loaded) throw new Error('The radiator catalogue could not be loaded.');
  return loaded;
}

/**
 * Fills a migrated database with a large heating data set: `homes` residential users (four in ten of them a
 * commercial client's), a home each with rooms and radiators drawn by the thermal model, and `months` of their
 * simulated history as rollups, stored `batchSize` homes per transaction, two transactions at a time. Loads the
 * demo catalogue first when the database has no radiator models; refuses a database that has homes unless told
 * to `append`. Answers what it stored and how fast.
 */
export async function fillHeatingData(
  database: Database,
  options: HeatingDataOptions,
): Promise<HeatingDataSummary> {
  const started = performance.now();
  const { db } = database;
  const existing = await countOf(db.select({ count: count() }).from(homes));
  if (existing > 0 && !options.append) {
    throw new Error(`The database has ${existing} homes already: give --append to add more to them.`);
  }
  const catalogue = await db.transaction(prepareCatalogue);
  const clients = (await db.select({ id: commercialClients.userId }).from(commercialClients)).map(
    (client) => client.id,
  );
  const numbered = await countOf(
    db.select({ count: count() }).from(users).where(eq(users.level, LEVEL.RESIDENTIAL)),
  );

  const homeOf = largeSetHomes(options.homes);
  const span = largeSetSpan(options.months, options.until ?? new Date());
  const histories: SimulatedHistories = new Map();
  const batchSize = options.batchSize ?? 250;
  const summary = { homes: 0, rooms: 0, radiators: 0, rollupRows: 0 };
  let next = 0;
  /** Stores batches until none is left; each batch draws from its own seed, whatever order they run in. */
  const storeBatches = async () => {
    for (let first = next; first < options.homes; first = next) {
      next = first + batchSize;
      const random = largeSetBatchRandom(existing + first);
      const people = drawResidentialUsers(
        random,
        Math.min(batchSize, options.homes - first),
        clients,
        numbered + first + 1,
      ).map((person) => ({ ...person, passwordHash: NO_PASSWORD }));
      await db.transaction(async (tx) => {
        const residents = await insertReturning(people, (batch) =>
          tx.insert(users).values(batch).returning({
            id: users.id,
            lastName: users.lastName,
            city: users.city,
            createdAt: users.createdAt,
          }),
        );
        const simulated = residents.map((resident, index) => homeOf(resident.city, first + index));
        const stored = await storeHomes(tx, catalogue, residents, simulated, random);
        const rollupRows = await writeHeatingHistory(tx, stored, span, histories);
        summary.rollupRows += rollupRows;
        summary.homes += stored.length;
        summary.rooms += simulated.reduce((sum, home) => sum + home.rooms.length, 0);
        summary.radiators += stored.reduce((sum, home) => sum + home.radiatorIds.flat().length, 0);
      });
      options.onProgress?.(summary.homes);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_BATCHES }, storeBatches));
  // Written home by home, each home's days lie together. Laid out as a fleet's readings would have put them,
  // day after day, one day's rows over the fleet sit together for the fleet's insight.
  await db.execute(sql`CLUSTER home_days USING home_days_day_idx`);
  await db.execute(sql`CLUSTER radiator_days USING radiator_days_day_idx`);
  // Fresh statistics: the planner would otherwise take the tables for as small as they were. The vacuum marks
  // the rewritten pages all-visible, as autovacuum would in time, so that index-only scans skip the tables.
  await db.execute(sql`VACUUM (ANALYZE)`);
  const seconds = (performance.now() - started) / 1000;
  return { ...summary, seconds, rowsPerSecond: summary.rollupRows / seconds };
}
