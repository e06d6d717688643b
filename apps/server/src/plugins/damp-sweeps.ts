import { MINUTE_MS } from '@radiant/contract';
import fp from 'fastify-plugin';
import { sweepDampAndCold } from '../modules/alarms/damp-sweep.ts';

/** How often the damp and cold rules are judged: their figures are weeks of readings, so minutes are plenty. */
const DAMP_SWEEP_MS = 15 * MINUTE_MS;

/**
 * Every 15 minutes on every instance (a lock lets one sweep at a time), the damp sweep raises and clears the
 * damp_risk and excess_cold alarms from the last week's figures.
 */
export const dampSweepsPlugin = fp(async (app) => {
  const timer = setInterval(async () => {
    try {
      const swept = await sweepDampAndCold(app.database.db);
      if (swept.raised + swept.cleared > 0) app.log.info(swept, 'the damp sweep raised or cleared alarms');
    } catch (error) {
      app.log.warn({ err: error }, 'the damp sweep failed; it runs again in 15 minutes');
    }
  }, DAMP_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
