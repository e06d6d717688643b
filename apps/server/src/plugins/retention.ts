import { HOUR_MS } from '@radiant/contract';
import fp from 'fastify-plugin';
import { applyRetention } from '../modules/telemetry/retention.ts';

/**
 * Applies telemetry retention once an hour, the first time an hour after start (an instance that restarts
 * often still gets there): raw reading months past READINGS_RETENTION_MONTHS and radiator hours past
 * HOURLY_RETENTION_DAYS go. A setting of 0 keeps that kind for ever.
 */
export const retentionPlugin = fp(async (app) => {
  const { retention } = app.config;
  if (retention.readingsMonths === 0 && retention.hourlyDays === 0) return;
  const timer = setInterval(async () => {
    try {
      const gone = await applyRetention(app.database, retention);
      if (gone.partitions.length > 0 || gone.hours > 0) app.log.info(gone, 'telemetry retention applied');
    } catch (error) {
      app.log.warn({ err: error }, 'telemetry retention failed; it is tried again in an hour');
    }
  }, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
