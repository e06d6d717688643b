import { HOUR_MS, MINUTE_MS } from '@radiant/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ADVISORY_LOCK, tryAdvisoryLock } from '../../db/advisory-locks.ts';
import type { Db } from '../../db/database.ts';
import { localized, storedText } from '../../messages/stored.ts';
import { findClient } from '../commercial-clients/repository.ts';
import { type ReportMailer, sendErrorOf } from './mail.ts';
import { lastCompleteMonth, ukDayOf } from './months.ts';
import { type Pace, pacedEach } from './pacing.ts';
import { claimDueClients, claimDueSends, readReportFiles, recordSendOutcome } from './repository.ts';
import { makeReport } from './service.ts';

// The schedule's round, run every few minutes on every instance: make the reports whose day has come (each
// client's under a lease, each month's once by its unique key), then mail those due, each claimed first.

/** How long an instance may take to make a client's report before another takes over (it crashed). */
const MAKING_LEASE_MS = 15 * MINUTE_MS;
/** The waits before the second, third and fourth attempts; the fourth failure gives up. */
const RETRY_AFTER_MS = [5 * MINUTE_MS, 30 * MINUTE_MS, 2 * HOUR_MS] as const;
export const MAX_SEND_ATTEMPTS = RETRY_AFTER_MS.length + 1;
/** Mails one round sends at most; the rest wait for the next round. */
const SENDS_PER_ROUND = 20;

const retryAfterMs = (attempts: number) => RETRY_AFTER_MS[attempts - 1] ?? RETRY_AFTER_MS[2];

interface RoundDeps {
  db: Db;
  mailer: ReportMailer;
  log: FastifyBaseLogger;
  /** How the round yields to the API between reports (pacing.ts); its signal ends the round as the app closes. */
  pace?: Pace;
}

/**
 * Makes the last complete month's report of each enabled client whose day (UK time) has come, one after another,
 * resting after each as long as it took (`pacedEach`): admins' reads meanwhile find the machine half free.
 */
async function makeDueReports({ db, mailer, log, pace }: RoundDeps, now: Date) {
  const month = lastCompleteMonth(now);
  const day = Number(ukDayOf(now).slice(8, 10));
  const clients = await claimDueClients(db, month, day, now, MAKING_LEASE_MS);
  let made = 0;
  await pacedEach(
    clients,
    async (clientId) => {
      try {
        if (
          (await makeReport(db, clientId, month, now, { actorId: null, mailing: mailer !== undefined })).made
        ) {
          made += 1;
        }
      } catch (error) {
        // Its lease runs out and a later round tries again. No message: it may quote SQL.
        log.warn(
          { client: clientId, code: (error as { code?: unknown }).code },
          'a monthly report could not be made',
        );
      }
    },
    pace,
  );
  return made;
}

/**
 * Mails the reports due. Each is claimed in a transaction (its attempt counted, its next attempt moved on) before
 * the mail server is asked, so a crash retries it once its wait has passed: a mail is never lost, and is sent
 * twice only when the crash falls between the server taking it and its row saying so.
 */
export async function sendDueReports(
  db: Db,
  mailer: NonNullable<ReportMailer>,
  now: Date,
  log: FastifyBaseLogger,
) {
  const claimed = await db.transaction(async (tx) =>
    (await tryAdvisoryLock(tx, ADVISORY_LOCK.clientReportSends))
      ? claimDueSends(tx, now, SENDS_PER_ROUND, retryAfterMs)
      : [],
  );
  let sent = 0;
  for (const claim of claimed) {
    try {
      const [files, client] = await Promise.all([
        readReportFiles(db, claim.id),
        findClient(db, claim.clientId),
      ]);
      if (!files || !client) continue;
      await mailer.send({
        clientName: client.business_name,
        month: claim.month,
        language: claim.language,
        recipients: claim.recipients,
        ...files,
      });
      await recordSendOutcome(db, claim, { sentAt: new Date() });
      sent += 1;
    } catch (error) {
      const reason = sendErrorOf(error);
      log.warn(
        { report: claim.id, attempt: claim.attempts, reason: localized(reason)('en') },
        'a monthly report was not mailed',
      );
      await recordSendOutcome(db, claim, {
        error: storedText(reason),
        giveUp: claim.attempts >= MAX_SEND_ATTEMPTS,
      });
    }
  }
  return sent;
}

/** One round of the schedule at `now`: what it made and mailed. */
export async function runReportRound(deps: RoundDeps, now: Date) {
  const made = await makeDueReports(deps, now);
  if (deps.pace?.signal?.aborted) return { made, sent: 0 };
  const sent = deps.mailer ? await sendDueReports(deps.db, deps.mailer, now, deps.log) : 0;
  return { made, sent };
}
