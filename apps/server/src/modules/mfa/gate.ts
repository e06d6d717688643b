import type { AdminPolicy } from '@radiant/contract';
import { type ChangeFeed, changeAwareCache } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../users/repository.ts';
import { findMfa, readPolicy } from './repository.ts';

/** As many admins' second-factor state as are kept in memory. */
const ADMINS_KEPT = 10_000;

/**
 * Whether an admin must set up a second factor before anything else: an owner requires one and they have
 * none. Both answers stay in memory until the policy or someone's second factor changes, on any instance.
 */
export function mfaSetupGate(db: Db, changes: ChangeFeed) {
  const policies = changeAwareCache<AdminPolicy>(changes, ['console_settings'], 1);
  const secondFactors = changeAwareCache<{ enabled: boolean }>(changes, ['admin_mfa'], ADMINS_KEPT);
  return async (account: UserRow): Promise<boolean> => {
    const { require_mfa } = await policies('policy', () => readPolicy(db));
    if (!require_mfa) return false;
    const { enabled } = await secondFactors(String(account.id), async () => ({
      enabled: Boolean((await findMfa(db, account.id))?.enabledAt),
    }));
    return !enabled;
  };
}
