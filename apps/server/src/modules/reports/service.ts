import type { ClientReport, ReportSettings, ZReportSettingsUpdate } from '@radiant/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.ts';
import { AppError, missedEditError, notFound } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { writeAudit } from '../audit/repository.ts';
import { findClient } from '../commercial-clients/repository.ts';
import { reportContent } from './content.ts';
import { reportCsv } from './figures.ts';
import { drawReportPdf } from './pdf-thread.ts';
import {
  findReportOfMonth,
  insertReport,
  listReports,
  lockReport,
  readReportFile,
  readSettings,
  releaseClaim,
  requeueReport,
  type StoredSettings,
  storeSettings,
} from './repository.ts';

// The rules of monthly reports: who receives them, making a month's report once, and reading it back.

const CLIENT = 'commercialClient';
const REPORT = 'report';

const toSettings = (clientId: number, email: string, stored: StoredSettings | undefined): ReportSettings => ({
  client_id: clientId,
  day_of_month: stored?.dayOfMonth ?? 1,
  recipients: stored?.recipients ?? [email],
  language: stored?.language ?? 'en',
  enabled: stored?.enabled ?? false,
  version: stored?.version ?? 1,
});

async function clientOf(executor: Executor, clientId: number, lock = false) {
  const client = await findClient(executor, clientId, { lock });
  if (!client) throw notFound(CLIENT);
  return client;
}

export async function getReportSettings(executor: Executor, clientId: number) {
  const client = await clientOf(executor, clientId);
  return toSettings(clientId, client.email, await readSettings(executor, clientId));
}

export function setReportSettings(
  db: Db,
  actorId: number,
  clientId: number,
  body: z.output<typeof ZReportSettingsUpdate>,
) {
  return db.transaction(async (tx) => {
    const client = await clientOf(tx, clientId, true);
    const before = await readSettings(tx, clientId);
    const stale = () => missedEditError('reportSettings', body.version, async () => true);
    if (!before && body.version !== undefined && body.version !== 1) throw await stale();
    const after = {
      dayOfMonth: body.day_of_month,
      recipients: body.recipients,
      language: body.language ?? before?.language ?? 'en',
      enabled: body.enabled,
    };
    if (!(await storeSettings(tx, clientId, after, body.version))) throw await stale();
    const settings = toSettings(clientId, client.email, await readSettings(tx, clientId));
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: 'client_report',
      entityId: clientId,
      details: { before: toSettings(clientId, client.email, before), after: settings },
    });
    return settings;
  });
}

export async function listClientReports(db: Db, clientId: number, limit: number) {
  await clientOf(db, clientId);
  return listReports(db, clientId, limit);
}

/**
 * Makes a client's report of `month` (its first day) unless it exists, and queues its mail (`mailing`; without a
 * mail server it is `not_sent`). The figures are gathered outside any transaction; the month's unique key keeps
 * one report when two makers meet, and the other answers the first's.
 */
export async function makeReport(
  db: Db,
  clientId: number,
  month: string,
  now: Date,
  { actorId, mailing }: { actorId: number | null; mailing: boolean },
): Promise<{ report: ClientReport; made: boolean }> {
  const client = await clientOf(db, clientId);
  const existing = await findReportOfMonth(db, clientId, month);
  if (existing) return { report: existing, made: false };
  const settings = toSettings(clientId, client.email, await readSettings(db, clientId));
  const content = await reportContent(db, client, month, now);
  const pdf = await drawReportPdf(content, settings.language);
  const csv = reportCsv(content);
  return db.transaction(async (tx) => {
    const report = await insertReport(tx, {
      clientId,
      month,
      language: settings.language,
      pdf,
      csv,
      madeBy: actorId,
      status: mailing ? 'pending' : 'not_sent',
      recipients: settings.recipients,
      nextAttemptAt: mailing ? now : null,
    });
    await releaseClaim(tx, clientId);
    if (!report) {
      const first = await findReportOfMonth(tx, clientId, month);
      if (!first) throw notFound(REPORT);
      return { report: first, made: false };
    }
    await writeAudit(tx, {
      actorId,
      action: 'create',
      entity: 'client_report',
      entityId: report.id,
      details: { client_id: clientId, month, language: settings.language, recipients: settings.recipients },
    });
    return { report, made: true };
  });
}

/** A report's file, once its download is in the audit log: it names residents and their homes. */
export async function downloadReport(db: Db, actorId: number, id: number, format: 'pdf' | 'csv') {
  const file = await readReportFile(db, id, format);
  if (!file) throw notFound(REPORT);
  await writeAudit(db, {
    actorId,
    action: 'export',
    entity: 'client_report',
    entityId: id,
    details: { format, client_id: file.clientId, month: file.month },
  });
  return { ...file, name: `report-${file.clientId}-${file.month.slice(0, 7)}.${format}` };
}

/**
 * Queues a report's mail again, due now, to the client's current recipients (they may have been corrected since
 * it failed): a report that failed, was made without a mail server, or was sent and is wanted again. A pending
 * one is refused: its mail is on its way or waits for its retry, and two claims must not meet.
 */
export function sendReportAgain(db: Db, actorId: number, id: number, now: Date): Promise<ClientReport> {
  return db.transaction(async (tx) => {
    const stored = await lockReport(tx, id);
    if (!stored) throw notFound(REPORT);
    if (stored.status === 'pending') {
      throw new AppError(
        'CONFLICT',
        stored.attempts === 0 ? t('reportMailing') : t('reportRetrying', { count: stored.attempts }),
      );
    }
    const client = await clientOf(tx, stored.clientId);
    const { recipients } = toSettings(stored.clientId, client.email, await readSettings(tx, stored.clientId));
    const report = await requeueReport(tx, id, recipients, now);
    if (!report) throw notFound(REPORT);
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: 'client_report',
      entityId: id,
      details: { send_again: true, client_id: stored.clientId, status_before: stored.status, recipients },
    });
    return report;
  });
}
