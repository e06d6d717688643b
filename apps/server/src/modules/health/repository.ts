import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/** The cheapest statement the database must answer. */
export async function pingDatabase(executor: Executor): Promise<void> {
  await executor.execute(sql`SELECT 1`);
}
