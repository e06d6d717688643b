import { MINUTE_MS } from '@radiant/contract';
import fp from 'fastify-plugin';
import { reportMailer } from '../modules/reports/mail.ts';
import { runReportRound } from '../modules/reports/schedule.ts';

/** How often the schedule looks for reports to make and mail: a day's report may wait these minutes. */
const REPORT_ROUND_MS = 5 * MINUTE_MS;

/**
 * Every 5 minutes on every instance, makes each client's monthly report once its day has come, and mails the
 * reports due (docs/reports.md): leases and the month's unique key keep instances from doing either twice.
 */
export const clientReportSchedulePlugin = fp(async (app) => {
  const mailer = reportMailer(app.config.smtp);
  // Closing ends a round's rest at once and starts no further report, so that close never waits on one.
  const closing = new AbortController();
  const timer = setInterval(async () => {
    try {
      const round = await runReportRound(
        { db: app.database.db, mailer, log: app.log, pace: { signal: closing.signal } },
        new Date(app.now()),
      );
      if (round.made + round.sent > 0) app.log.info(round, 'monthly reports made and mailed');
    } catch (error) {
      app.log.warn(
        { code: (error as { code?: unknown }).code },
        'the monthly report round failed; it runs again in 5 minutes',
      );
    }
  }, REPORT_ROUND_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    closing.abort();
    mailer?.close();
  });
});
