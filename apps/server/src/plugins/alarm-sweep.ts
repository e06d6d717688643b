import { MINUTE_MS } from '@radiant/contract';
import fp from 'fastify-plugin';
import { sweepSilentRadiators } from '../modules/alarms/sweep.ts';

/**
 * The silence sweep once a minute on every instance; a lock lets one sweep at a time, and the alarms' unique
 * index raises each alarm once whichever sweeps.
 */
export const alarmSweepPlugin = fp(async (app) => {
  const timer = setInterval(async () => {
    try {
      const raised = await sweepSilentRadiators(app.database);
      if (raised > 0) app.log.info({ raised }, 'silent radiators raised radiator_offline alarms');
    } catch (error) {
      app.log.warn({ err: error }, 'the silence sweep failed; it runs again in a minute');
    }
  }, MINUTE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
