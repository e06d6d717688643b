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
import { findCases } from './repository.ts';
import { withDeadlines } from './service.ts';

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
  // The cases, their clocks and the notices already sent: three reads for the whole round, however many are due.
  const [due, sent] = await Promise.all([
    findCases(tx, ids).then((stored) => withDeadlines(tx, stored, now)),
    noticesSentFor(tx, ids),
  ]);
  const wanted: Notice[] = due.flatMap(({ record, deadlines }) =>
    noticesDue(deadlines, sent.get(record.id) ?? new Set()).map(({ deadline, kind }) => ({
      caseId: record.id,
      deadline: deadline.name,
      kind,
      dueAt: new Date(deadline.due_at),
    })),
  );
  const recorded = await recordNotices(tx, wanted);
  const records = new Map(due.map(({ record }) => [record.id, record]));
  const events: OutgoingCaseEvent[] = recorded.flatMap((notice) => {
    const record = records.get(notice.caseId);
    if (!record) return [];
    return [
      {
        event: notice.kind === 'missed' ? 'case.deadline_missed' : 'case.deadline_approaching',
        record,
        deadline: { name: notice.deadline, due_at: notice.dueAt.toISOString() },
      },
    ];
  });
  // Those another sweep recorded count as told too.
  for (const notice of wanted) sent.get(notice.caseId)?.add(noticeKey(notice.deadline, notice.kind));
  const bookmarks = due.map(({ record, deadlines }) => ({
    id: record.id,
    noticeAt: noticeAtOf(deadlines, sent.get(record.id) ?? new Set()),
  }));
  await publishCaseEvents(tx, events, now);
  await storeNoticeAt(tx, bookmarks);
  return {
    approaching: recorded.filter((notice) => notice.kind === 'approaching').length,
    missed: recorded.filter((notice) => notice.kind === 'missed').length,
  };
}

/** The deadline sweep: noticeCaseDeadlines in a transaction of its own, one instance at a time. */
export const sweepCaseDeadlines = (db: Db, now = new Date()): Promise<DeadlineSweep> =>
  db.transaction(async (tx) =>
    (await tryAdvisoryLock(tx, ADVISORY_LOCK.caseDeadlineSweep))
      ? noticeCaseDeadlines(tx, now)
      : { approaching: 0, missed: 0 },
  );
