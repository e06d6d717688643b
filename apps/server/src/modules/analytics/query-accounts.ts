import { LEVEL } from '@radiant/contract';
import { type ChangeFeed, changeAwareCache } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { fieldRefusal } from '../../errors.ts';
import type { MessageKey } from '../../messages/index.ts';
import { findLevel } from '../users/repository.ts';

/** How many accounts' levels an instance keeps: the users an admin team looks into in a while. */
const LEVELS_KEPT = 10_000;

/** The ids an analytics query may name: a residential user, a commercial client. */
export type QueryAccounts = { userId?: number; clientId?: number };

/**
 * A check that a query's userId and clientId, when given, are a residential user and a commercial client, or a
 * 400 naming the parameter. Each account's level is kept until the users table changes, so that a user's
 * figures cost no second round trip to the database.
 */
export function createAccountsCheck(db: Db, changes: ChangeFeed) {
  const levels = changeAwareCache<{ level: number | null }>(changes, ['users'], LEVELS_KEPT);
  const levelOf = (id: number) =>
    levels(String(id), async () => ({ level: (await findLevel(db, id)) ?? null }));
  const check = async (id: number | undefined, level: number, path: string, message: MessageKey) => {
    if (id !== undefined && (await levelOf(id)).level !== level) {
      throw fieldRefusal(path, message);
    }
  };
  return async (query: QueryAccounts) => {
    await check(query.userId, LEVEL.RESIDENTIAL, 'userId', 'noSuchResident');
    await check(query.clientId, LEVEL.COMMERCIAL, 'clientId', 'noSuchClient');
  };
}
