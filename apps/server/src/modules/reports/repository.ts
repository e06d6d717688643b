import type { ClientReport, Language, ReportSendStatus } from '@radiant/contract';
import { and, desc, eq, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { isoOrNull, isoString } from '../../db/instants.ts';
import { clientReportSettings, clientReports } from '../../db/schema.ts';

// The client_report_settings and client_reports tables: when each client's report is made, every report made,
// and the claims that let one instance at a time make a report or mail it.

export interface StoredSettings {
  dayOfMonth: number;
  recipients: string[];
  language: Language;
  enabled: boolean;
  version: number;
}

export async function readSettings(
  executor: Executor,
  clientId: number,
): Promise<StoredSettings | undefined> {
  const [row] = await executor
    .select({
      dayOfMonth: clientReportSettings.dayOfMonth,
      recipients: clientReportSettings.recipients,
      language: clientReportSettings.language,
      enabled: clientReportSettings.enabled,
      version: clientReportSettings.version,
    })
    .from(clientReportSettings)
    .where(eq(clientReportSettings.clientId, clientId));
  return row;
}

/**
 * Writes a client's settings, counting the version; false when `fromVersion` is not the one stored (a client
 * with none stored is at version 1).
 */
export async function storeSettings(
  executor: Executor,
  clientId: number,
  settings: Omit<StoredSettings, 'version'>,
  fromVersion?: number,
): Promise<boolean> {
  const rows = await executor
    .insert(clientReportSettings)
    .values({ clientId, ...settings, version: 2 })
    .onConflictDoUpdate({
      target: clientReportSettings.clientId,
      set: { ...settings, updatedAt: sql`now()`, version: sql`${clientReportSettings.version} + 1` },
      setWhere: fromVersion === undefined ? undefined : eq(clientReportSettings.version, fromVersion),
    })
    .returning({ clientId: clientReportSettings.clientId });
  return rows.length > 0;
}

/**
 * Takes the lease on making `month`'s report of each enabled client whose day has come and who has no report of
 * that month yet, for `leaseMs`: the clients this instance now makes reports for. A lease another instance
 * holds is skipped; one that ran out (a crash) is taken over.
 */
export async function claimDueClients(
  executor: Executor,
  month: string,
  dayOfMonth: number,
  now: Date,
  leaseMs: number,
): Promise<number[]> {
  const rows = await executor
    .update(clientReportSettings)
    .set({ makingUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(clientReportSettings.enabled, true),
        lte(clientReportSettings.dayOfMonth, dayOfMonth),
        or(isNull(clientReportSettings.makingUntil), lt(clientReportSettings.makingUntil, now)),
        sql`NOT EXISTS (SELECT 1 FROM ${clientReports} AS r
          WHERE r.client_id = ${clientReportSettings.clientId} AND r.month = ${month})`,
      ),
    )
    .returning({ clientId: clientReportSettings.clientId });
  return rows.map((row) => row.clientId);
}

export async function releaseClaim(executor: Executor, clientId: number): Promise<void> {
  await executor
    .update(clientReportSettings)
    .set({ makingUntil: null })
    .where(eq(clientReportSettings.clientId, clientId));
}

const reportColumns = {
  id: clientReports.id,
  clientId: clientReports.clientId,
  month: clientReports.month,
  createdAt: clientReports.createdAt,
  status: clientReports.status,
  attempts: clientReports.attempts,
  nextAttemptAt: clientReports.nextAttemptAt,
  sentAt: clientReports.sentAt,
  recipients: clientReports.recipients,
  lastError: clientReports.lastError,
};

type ReportRow = {
  id: number;
  clientId: number;
  month: string;
  createdAt: Date;
  status: ReportSendStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  recipients: string[];
  lastError: string | null;
};

const toReport = (row: ReportRow): ClientReport => ({
  id: row.id,
  client_id: row.clientId,
  month: row.month,
  created_at: isoString(row.createdAt),
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: isoOrNull(row.nextAttemptAt),
  sent_at: isoOrNull(row.sentAt),
  recipients: row.recipients,
  last_error: row.lastError,
});

export async function listReports(executor: Executor, clientId: number, limit: number) {
  const rows = await executor
    .select(reportColumns)
    .from(clientReports)
    .where(eq(clientReports.clientId, clientId))
    .orderBy(desc(clientReports.month))
    .limit(limit);
  return rows.map(toReport);
}

export async function findReportOfMonth(executor: Executor, clientId: number, month: string) {
  const [row] = await executor
    .select(reportColumns)
    .from(clientReports)
    .where(and(eq(clientReports.clientId, clientId), eq(clientReports.month, month)));
  return row && toReport(row);
}

/** A report's file in a format, with what names it; undefined for an unknown report. */
export async function readReportFile(executor: Executor, id: number, format: 'pdf' | 'csv') {
  const [row] = await executor
    .select({
      clientId: clientReports.clientId,
      month: clientReports.month,
      body: format === 'pdf' ? clientReports.pdf : clientReports.csv,
    })
    .from(clientReports)
    .where(eq(clientReports.id, id));
  return row;
}

export interface NewReport {
  clientId: number;
  month: string;
  language: Language;
  pdf: Buffer;
  csv: string;
  madeBy: number | null;
  status: ReportSendStatus;
  recipients: string[];
  nextAttemptAt: Date | null;
}

/** Stores a month's report unless it exists: the report written, or undefined when another was first. */
export async function insertReport(executor: Executor, report: NewReport) {
  const [row] = await executor
    .insert(clientReports)
    .values(report)
    .onConflictDoNothing({ target: [clientReports.clientId, clientReports.month] })
    .returning(reportColumns);
  return row && toReport(row);
}

/** A report's client and where its mail stands, its row locked for the transaction; undefined if unknown. */
export async function lockReport(executor: Executor, id: number) {
  const [row] = await executor
    .select({
      clientId: clientReports.clientId,
      status: clientReports.status,
      attempts: clientReports.attempts,
    })
    .from(clientReports)
    .where(eq(clientReports.id, id))
    .for('update');
  return row;
}

/**
 * Queues a report's mail again from its first attempt, to `recipients`, due at `now`: unless it is pending, whose
 * claim may be in flight (undefined then).
 */
export async function requeueReport(executor: Executor, id: number, recipients: string[], now: Date) {
  const [row] = await executor
    .update(clientReports)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, sentAt: null, lastError: null, recipients })
    .where(and(eq(clientReports.id, id), ne(clientReports.status, 'pending')))
    .returning(reportColumns);
  return row && toReport(row);
}

export interface ClaimedSend {
  id: number;
  clientId: number;
  month: string;
  language: Language;
  attempts: number;
  recipients: string[];
}

/**
 * Claims the mails due (at most `limit`), skipping rows another transaction holds: each counts an attempt and
 * moves its next attempt to `retryAt(attempts)`, so that a crash before the answer retries it then, once.
 */
export async function claimDueSends(
  executor: Executor,
  now: Date,
  limit: number,
  retryAfterMs: (attempts: number) => number,
): Promise<ClaimedSend[]> {
  const due = await executor
    .select({ id: clientReports.id, attempts: clientReports.attempts })
    .from(clientReports)
    .where(and(eq(clientReports.status, 'pending'), lte(clientReports.nextAttemptAt, now)))
    .orderBy(clientReports.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed: ClaimedSend[] = [];
  for (const { id, attempts } of due) {
    const [row] = await executor
      .update(clientReports)
      .set({
        attempts: attempts + 1,
        nextAttemptAt: new Date(now.getTime() + retryAfterMs(attempts + 1)),
      })
      .where(eq(clientReports.id, id))
      .returning({
        id: clientReports.id,
        clientId: clientReports.clientId,
        month: clientReports.month,
        language: clientReports.language,
        attempts: clientReports.attempts,
        recipients: clientReports.recipients,
      });
    if (row) claimed.push(row);
  }
  return claimed;
}

/** The files of a report to attach. */
export async function readReportFiles(executor: Executor, id: number) {
  const [row] = await executor
    .select({ pdf: clientReports.pdf, csv: clientReports.csv })
    .from(clientReports)
    .where(eq(clientReports.id, id));
  return row;
}

/**
 * Records how a claimed attempt ended, unless the report has moved on since (a later claim): `sent`, or the
 * error, and `failed` once `giveUp`.
 */
export async function recordSendOutcome(
  executor: Executor,
  claim: Pick<ClaimedSend, 'id' | 'attempts'>,
  outcome: { sentAt: Date } | { error: string; giveUp: boolean },
): Promise<void> {
  const set =
    'sentAt' in outcome
      ? { status: 'sent' as const, sentAt: outcome.sentAt, nextAttemptAt: null, lastError: null }
      : outcome.giveUp
        ? { status: 'failed' as const, nextAttemptAt: null, lastError: outcome.error }
        : { lastError: outcome.error };
  await executor
    .update(clientReports)
    .set(set)
    .where(
      and(
        eq(clientReports.id, claim.id),
        eq(clientReports.attempts, claim.attempts),
        eq(clientReports.status, 'pending'),
      ),
    );
}
