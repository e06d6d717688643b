import { ADVISORY_LOCK, tryAdvisoryLock } from '../../db/advisory-locks.ts';
import type { Db, Executor } from '../../db/database.ts';
import { noticeAtOf, noticeKey, noticesDue } from './clocks.ts';
import { type OutgoingCaseEvent, publishCaseEvents } from './events.ts';
import {
  casesWithNoticesDue,
  type Notice,
  noticesSentFor,
  recordNotices,
  storeNoticeAt,
} from './notices-repository.ts';
import { getCase } from './service.ts';

/** The most cases one sweep reads; any left are the next sweep's (they stay due on the notice_at index). */
const CASES_PER_SWEEP = 1000;

export interface DeadlineSweep {
  approaching: number;
  missed: number;
}

/**
 * Raises `case.deadline_approaching` when a case's deadline falls due soon and `case.deadline_missed` when it
 * passes unmet, once per case deadline: each notice is recorded in case_deadline_notices (one row per case,
 * deadline and kind) in the transaction of its event, and one already recorded is not raised again. Reads
 * only the cases whose bookmark (notice_at) has come, then moves each bookmark on to its next notice.
 */
async function noticeCaseDeadlines(tx: Executor, now: Date): Promise<DeadlineSweep> {
  const ids = await casesWithNoticesDue(tx, now, CASES_PER_SWEEP);
  const sent = await noticesSentFor(tx, ids);
  const events: OutgoingCaseEvent[] = [];
  const bookmarks: { id: number; noticeAt: Date | null }[] = [];
  const swept = { approaching: 0, missed: 0 };
  for (const id of ids) {
    const record = await getCase(tx, id, now);
    const told = sent.get(id) ?? new Set<string>();
    const wanted: Notice[] = noticesDue(record.deadlines, told).map(({ deadline, kind }) => ({
      caseId: id,
      deadline: deadline.name,
      kind,
      dueAt: new Date(deadline.due_at),
    }));
    for (const notice of await recordNotices(tx, wanted)) {
      told.add(noticeKey(notice.deadline, notice.kind));
      swept[notice.kind] += 1;
      events.push({
        event: notice.kind === 'missed' ? 'case.deadline_missed' : 'case.deadline_approaching',
        record,
        deadline: { name: notice.deadline, due_at: notice.dueAt.toISOString() },
      });
    }
    // Those another sweep recorded count as told too.
    for (const notice of wanted) told.add(noticeKey(notice.deadline, notice.kind));
    bookmarks.push({ id, noticeAt: noticeAtOf(record.deadlines, told) });
  }
  await publishCaseEvents(tx, events, now);
  await storeNoticeAt(tx, bookmarks);
  return swept;
}

/** The deadline sweep: noticeCaseDeadlines in a transaction of its own, one instance at a time. */
export const sweepCaseDeadlines = (db: Db, now = new Date()): Promise<DeadlineSweep> =>
  db.transaction(async (tx) =>
    (await tryAdvisoryLock(tx, ADVISORY_LOCK.caseDeadlineSweep))
      ? noticeCaseDeadlines(tx, now)
      : { approaching: 0, missed: 0 },
  );
