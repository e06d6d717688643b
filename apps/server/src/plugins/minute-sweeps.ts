import { MINUTE_MS } from '@radiant/contract';
import fp from 'fastify-plugin';
import { sweepSilentRadiators } from '../modules/alarms/sweep.ts';
import { expireChanges } from '../modules/commands/changes-repository.ts';
import { deleteExpiredIdempotencyKeys } from '../modules/idempotency/repository.ts';

/**
 * Once a minute on every instance: the silence sweep (a lock lets one sweep at a time, and the alarms' unique
 * index raises each alarm once whichever sweeps), then the expiry of changes no gateway confirmed in time,
 * then idempotency keys past their 24 hours.
 */
export const minuteSweepsPlugin = fp(async (app) => {
  const timer = setInterval(async () => {
    try {
      const raised = await sweepSilentRadiators(app.database.db);
      if (raised > 0) app.log.info({ raised }, 'silent radiators raised radiator_offline alarms');
    } catch (error) {
      app.log.warn({ err: error }, 'the silence sweep failed; it runs again in a minute');
    }
    try {
      const expired = await app.database.rawTransaction(expireChanges);
      if (expired > 0) app.log.info({ expired }, 'changes no gateway confirmed in time expired');
    } catch (error) {
      app.log.warn({ err: error }, 'the expiry of changes failed; it runs again in a minute');
    }
    try {
      await deleteExpiredIdempotencyKeys(app.database.db);
    } catch (error) {
      app.log.warn({ err: error }, 'forgetting old idempotency keys failed; it runs again in a minute');
    }
  }, MINUTE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
