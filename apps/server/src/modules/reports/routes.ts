import { type ClientReport, reportOperations } from '@radiant/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { t } from '../../messages/index.ts';
import { languageOf } from '../../messages/language.ts';
import { readStored } from '../../messages/stored.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { reportMailer } from './mail.ts';
import { lastCompleteMonth } from './months.ts';
import { endPdfThread } from './pdf-thread.ts';
import { sendDueReports } from './schedule.ts';
import {
  downloadReport,
  getReportSettings,
  listClientReports,
  makeReport,
  sendReportAgain,
  setReportSettings,
} from './service.ts';

const TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' };

const sendFile = (
  reply: FastifyReply,
  file: { name: string; body: Buffer | string },
  format: 'pdf' | 'csv',
) =>
  reply
    .type(TYPES[format])
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .send(file.body);

/** A report with its mail's last error in the language the request asks for. */
const inLanguageOf = (request: FastifyRequest, report: ClientReport): ClientReport => ({
  ...report,
  last_error: readStored(report.last_error, languageOf(request)),
});

/** Each commercial client's monthly reports: listed, made now, downloaded, and when and to whom they go. */
export const reportRoutes = operationRoutes(reportOperations, (app) => {
  const { db } = app.database;
  const now = () => new Date(app.now());
  const mailer = reportMailer(app.config.smtp);
  app.addHook('onClose', async () => {
    mailer?.close();
    // The schedule's reports (plugins/client-report-schedule.ts) are drawn by the same thread.
    await endPdfThread();
  });
  return {
    list: async (request) => {
      const reports = await listClientReports(db, request.params.id, request.query.limit);
      return success('REPORTS', `${countOf(reports.length, 'report')}.`, {
        reports: reports.map((report) => inLanguageOf(request, report)),
      });
    },
    make: async (request) => {
      const at = now();
      const month = lastCompleteMonth(at);
      const answer = await makeReport(db, request.params.id, month, at, {
        actorId: actorIdOf(request),
        mailing: mailer !== undefined,
      });
      // The mail goes now rather than at the next round; a failure there is retried by the schedule.
      if (mailer && answer.made) {
        sendDueReports(db, mailer, at, request.log).catch(() =>
          request.log.warn('a report mail round failed'),
        );
      }
      const description = answer.made
        ? 'The report has been made.'
        : "That month's report had already been made; here it is.";
      return success(answer.made ? 'REPORT_MADE' : 'REPORT', description, {
        ...answer,
        report: inLanguageOf(request, answer.report),
      });
    },
    send: async (request) => {
      if (!mailer) {
        throw new AppError('SERVICE_UNAVAILABLE', t('noMailServer'));
      }
      const at = now();
      const report = await sendReportAgain(db, actorIdOf(request), request.params.id, at);
      sendDueReports(db, mailer, at, request.log).catch(() => request.log.warn('a report mail round failed'));
      return success('REPORT_QUEUED', 'The report is being mailed again.', {
        report: inLanguageOf(request, report),
      });
    },
    pdf: async (request, reply) =>
      sendFile(reply, await downloadReport(db, actorIdOf(request), request.params.id, 'pdf'), 'pdf'),
    csv: async (request, reply) =>
      sendFile(reply, await downloadReport(db, actorIdOf(request), request.params.id, 'csv'), 'csv'),
    getSettings: async ({ params }) =>
      success('REPORT_SETTINGS', "The client's report settings.", {
        settings: await getReportSettings(db, params.id),
      }),
    updateSettings: async (request) => {
      const settings = await setReportSettings(db, actorIdOf(request), request.params.id, request.body);
      return success('REPORT_SETTINGS_SAVED', 'The report settings have been saved.', { settings });
    },
  };
});
