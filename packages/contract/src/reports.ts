import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { defineOperations } from './operation.ts';
import { ZIdParam } from './pagination.ts';
import { ZExpectedVersion, ZVersion } from './versions.ts';

// Each commercial client's monthly report (docs/reports.md): a PDF and a CSV of the last complete month, made
// once per client and month on the client's chosen day, mailed to its contacts and kept for download.

/** Where a report's mail stands: waiting (or retrying), taken by the mail server, given up, or no mail server. */
export const REPORT_SEND_STATUSES = ['pending', 'sent', 'failed', 'not_sent'] as const;
export type ReportSendStatus = (typeof REPORT_SEND_STATUSES)[number];

export const MAX_REPORT_RECIPIENTS = 20;
/** The last day of the month a client may choose: every month has it. */
export const MAX_REPORT_DAY = 28;

export const ZReportSettings = z
  .object({
    client_id: z.number(),
    /** The day of the month (UK time) from which the last complete month's report is made and mailed. */
    day_of_month: z.number().int(),
    /** Who receives it; the client account's email until set. */
    recipients: z.array(z.string()),
    /** The language its PDF and mail are written in (the readers', not an admin's); English until set. */
    language: z.enum(LANGUAGES),
    enabled: z.boolean(),
    version: ZVersion,
  })
  .meta({ id: 'ReportSettings' });
export type ReportSettings = z.output<typeof ZReportSettings>;

const DAY_ERROR = `Use a day from 1 to ${MAX_REPORT_DAY}.`;

export const ZReportSettingsUpdate = z.strictObject({
  day_of_month: z.coerce
    .number({ error: DAY_ERROR })
    .int({ error: DAY_ERROR })
    .min(1, { error: DAY_ERROR })
    .max(MAX_REPORT_DAY, { error: DAY_ERROR }),
  recipients: z
    .array(z.email({ error: 'Use e-mail addresses, such as name@example.com.' }).trim().toLowerCase(), {
      error: 'A list of e-mail addresses.',
    })
    .min(1, { error: 'Give at least one e-mail address.' })
    .max(MAX_REPORT_RECIPIENTS, { error: `At most ${MAX_REPORT_RECIPIENTS} addresses.` })
    .transform((emails) => [...new Set(emails)]),
  /** Left out: the language stays as it is. */
  language: z.enum(LANGUAGES, { error: `One of ${LANGUAGES.join(', ')}.` }).optional(),
  enabled: z.boolean({ error: 'true or false.' }),
  version: ZExpectedVersion,
});

export const ZClientReport = z
  .object({
    id: z.number(),
    client_id: z.number(),
    /** The month reported on: its first day. */
    month: z.iso.date(),
    created_at: z.iso.datetime(),
    status: z.enum(REPORT_SEND_STATUSES),
    /** Mail attempts so far. */
    attempts: z.number().int(),
    /** When the next attempt is due while pending; null otherwise. */
    next_attempt_at: z.iso.datetime().nullable(),
    sent_at: z.iso.datetime().nullable(),
    recipients: z.array(z.string()),
    /** Why the last attempt failed, in a few words (a mail server's code, a refused connection); never a secret. */
    last_error: z.string().nullable(),
  })
  .meta({ id: 'ClientReport' });
export type ClientReport = z.output<typeof ZClientReport>;

const ZReportListQuery = z.object({
  limit: z.coerce
    .number({ error: 'Use a limit from 1 to 60.' })
    .int({ error: 'Use a limit from 1 to 60.' })
    .min(1, { error: 'Use a limit from 1 to 60.' })
    .max(60, { error: 'Use a limit from 1 to 60.' })
    .default(24),
});

export const reportOperations = defineOperations('report', 'Monthly reports', {
  list: {
    method: 'GET',
    path: '/v2/admin/commercial_clients/:id/reports',
    summary: "A commercial client's monthly reports, newest month first, with where each one's mail stands",
    access: 'admin',
    params: ZIdParam,
    query: ZReportListQuery,
    data: z.object({ reports: z.array(ZClientReport) }),
    errors: [404],
  },
  make: {
    method: 'POST',
    path: '/v2/admin/commercial_clients/:id/reports',
    summary:
      "Make the last complete month's report now and mail it to the client's recipients; the month's report if it exists",
    access: 'admin',
    params: ZIdParam,
    data: z.object({ report: ZClientReport, made: z.boolean() }),
    errors: [404],
  },
  pdf: {
    method: 'GET',
    path: '/v1/reports/:id.pdf',
    summary: 'A monthly report as a PDF',
    access: 'admin',
    params: ZIdParam,
    mediaType: 'application/pdf',
    errors: [404],
  },
  csv: {
    method: 'GET',
    path: '/v1/reports/:id.csv',
    summary: 'A monthly report as a CSV file: one figure a line',
    access: 'admin',
    params: ZIdParam,
    mediaType: 'text/csv',
    errors: [404],
  },
  send: {
    method: 'POST',
    path: '/v1/reports/:id/send',
    summary:
      "Mail a report again, now, to the client's current recipients: one that failed, was never sent, or was sent",
    access: 'admin',
    params: ZIdParam,
    data: z.object({ report: ZClientReport }),
    errors: [404, 409, 503],
  },
  getSettings: {
    method: 'GET',
    path: '/v2/admin/commercial_clients/:id/report-settings',
    summary: "When a commercial client's monthly report is made and who receives it",
    access: 'admin',
    params: ZIdParam,
    data: z.object({ settings: ZReportSettings }),
    errors: [404],
  },
  updateSettings: {
    method: 'PUT',
    path: '/v2/admin/commercial_clients/:id/report-settings',
    summary:
      "Set the day of a commercial client's monthly report, its recipients, its language, and whether it is made",
    access: 'owner',
    params: ZIdParam,
    body: ZReportSettingsUpdate,
    data: z.object({ settings: ZReportSettings }),
    errors: [404, 409],
  },
});
