import type { CaseHazard, CaseTimings } from '@radiant/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { casePolicies } from '../../db/schema.ts';

// The case_policies table: each commercial client's case policy.

export interface StoredPolicy {
  socialLandlord: boolean;
  openFromAlarms: boolean;
  hazards: Record<CaseHazard, CaseTimings>;
  version: number;
}

export async function readPolicy(executor: Executor, clientId: number): Promise<StoredPolicy | undefined> {
  const [row] = await executor
    .select({
      socialLandlord: casePolicies.socialLandlord,
      openFromAlarms: casePolicies.openFromAlarms,
      hazards: casePolicies.hazards,
      version: casePolicies.version,
    })
    .from(casePolicies)
    .where(eq(casePolicies.clientId, clientId));
  return row;
}

/**
 * Writes a client's policy, counting its version; false when `fromVersion` is not the one stored (a client
 * that has none stored is at version 1, the default's).
 */
export async function storePolicy(
  executor: Executor,
  clientId: number,
  policy: Omit<StoredPolicy, 'version'>,
  fromVersion?: number,
): Promise<boolean> {
  const rows = await executor
    .insert(casePolicies)
    .values({ clientId, ...policy, version: 2 })
    .onConflictDoUpdate({
      target: casePolicies.clientId,
      set: { ...policy, updatedAt: sql`now()`, version: sql`${casePolicies.version} + 1` },
      setWhere: fromVersion === undefined ? undefined : and(eq(casePolicies.version, fromVersion)),
    })
    .returning({ clientId: casePolicies.clientId });
  return rows.length > 0;
}
