import type { GatewayCommand } from '@radiant/contract';
import type { Database } from '../../db/database.ts';
import { lockUnsentChanges, markDelivered } from './changes-repository.ts';

/**
 * Sends a new command's changes for `homeIds` that no other sender took: hands them, by home, to `deliver` as
 * soon as they are locked, then marks them delivered in the same transaction. Marking 50,000 changes takes the
 * database over a second, and they used to be marked before any gateway heard of them. A confirmation arriving
 * meanwhile waits for the mark (its rows' locks); were the mark to fail, the changes stay unsent and go again
 * with their gateways' next request, as one lost on its way would.
 */
export const sendCommand = (
  database: Database,
  commandId: number,
  homeIds: readonly number[],
  deliver: (byHome: Map<number, GatewayCommand[]>) => void,
) =>
  database.rawTransaction(async (sql) => {
    const { ids, byHome } = await lockUnsentChanges(sql, commandId, homeIds);
    if (ids.length === 0) return;
    deliver(byHome);
    await markDelivered(sql, ids);
  });
