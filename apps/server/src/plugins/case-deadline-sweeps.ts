import { MINUTE_MS } from '@radiant/contract';
import fp from 'fastify-plugin';
import { sweepCaseDeadlines } from '../modules/cases/deadline-sweep.ts';

/** How often cases' deadlines are looked at: they fall at the end of a day or on the hour, so minutes do. */
const CASE_DEADLINE_SWEEP_MS = 5 * MINUTE_MS;

/**
 * Every 5 minutes on every instance (a lock lets one sweep at a time), the deadline sweep raises the
 * case.deadline_approaching and case.deadline_missed events that have come due, each once.
 */
export const caseDeadlineSweepsPlugin = fp(async (app) => {
  const timer = setInterval(async () => {
    try {
      const swept = await sweepCaseDeadlines(app.database.db, new Date(app.now()));
      if (swept.approaching + swept.missed > 0)
        app.log.info(swept, "the deadline sweep told of cases' deadlines");
    } catch (error) {
      app.log.warn({ err: error }, 'the deadline sweep failed; it runs again in 5 minutes');
    }
  }, CASE_DEADLINE_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
