import { casePolicyOperations } from '@radiant/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { users } from '../../src/db/schema.ts';
import { createCommercialClient } from './accounts.ts';
import type { callerAs } from './test-app.ts';

/** A new commercial client whose resident this is, with this case policy saved by `send` (an owner's calls). */
export async function clientWithPolicy(
  database: Database,
  send: ReturnType<typeof callerAs>,
  residentId: number,
  policy: object,
) {
  const client = await createCommercialClient(database);
  await database.db.update(users).set({ commercialClientId: client.id }).where(eq(users.id, residentId));
  const saved = await send(casePolicyOperations.update, { params: { id: client.id }, body: policy });
  expect(saved.statusCode, saved.body).toBe(200);
  return client;
}
