import type { CaseDeadlineName, CaseNoticeKind } from '@radiant/contract';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { rowsOf } from '../../db/queries.ts';
import { caseDeadlineNotices, cases } from '../../db/schema.ts';
import { noticeKey } from './clocks.ts';

// The deadline sweep's table: the notices sent per case deadline, and each case's bookmark (notice_at).

export interface Notice {
  caseId: number;
  deadline: CaseDeadlineName;
  kind: CaseNoticeKind;
  dueAt: Date;
}

/** The cases that have a notice due at `now`, soonest first: a range of the notice_at index. */
export async function casesWithNoticesDue(executor: Executor, now: Date, limit: number) {
  const rows = await executor
    .select({ id: cases.id })
    .from(cases)
    .where(and(isNotNull(cases.noticeAt), lte(cases.noticeAt, now)))
    .orderBy(asc(cases.noticeAt), asc(cases.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The notices sent for each of these cases, as `<deadline>:<kind>` keys. */
export async function noticesSentFor(executor: Executor, caseIds: readonly number[]) {
  const sent = new Map<number, Set<string>>(caseIds.map((id) => [id, new Set()]));
  if (caseIds.length === 0) return sent;
  const rows = await executor
    .select({
      caseId: caseDeadlineNotices.caseId,
      deadline: caseDeadlineNotices.deadline,
      kind: caseDeadlineNotices.kind,
    })
    .from(caseDeadlineNotices)
    .where(inArray(caseDeadlineNotices.caseId, [...caseIds]));
  for (const row of rows) sent.get(row.caseId)?.add(noticeKey(row.deadline, row.kind));
  return sent;
}

/**
 * Records notices as sent; answers only those this call wrote. One already there (sent by another sweep, or
 * before a restart) is not written again, so its event is not raised twice.
 */
export async function recordNotices(executor: Executor, notices: readonly Notice[]): Promise<Notice[]> {
  if (notices.length === 0) return [];
  const rows = await executor
    .insert(caseDeadlineNotices)
    .values([...notices])
    .onConflictDoNothing()
    .returning({
      caseId: caseDeadlineNotices.caseId,
      deadline: caseDeadlineNotices.deadline,
      kind: caseDeadlineNotices.kind,
      dueAt: caseDeadlineNotices.dueAt,
    });
  return rows;
}

/** Moves cases' bookmarks: when each next has a notice due (none when nothing is left to tell). */
export async function storeNoticeAt(
  executor: Executor,
  bookmarks: readonly { id: number; noticeAt: Date | null }[],
) {
  if (bookmarks.length === 0) return;
  await rowsOf(
    executor,
    sql`UPDATE ${cases} AS c SET notice_at = b.notice_at
          FROM unnest(${sql.param(bookmarks.map((b) => b.id))}::int[],
                      ${sql.param(bookmarks.map((b) => b.noticeAt?.toISOString() ?? null))}::timestamptz[])
            AS b(id, notice_at)
         WHERE c.id = b.id`,
  );
}

/** The notices sent for a case, in the order they were: its clock's history as the webhook stream told it. */
export const noticesOf = (executor: Executor, caseId: number) =>
  executor
    .select({
      deadline: caseDeadlineNotices.deadline,
      kind: caseDeadlineNotices.kind,
      dueAt: caseDeadlineNotices.dueAt,
      sentAt: caseDeadlineNotices.sentAt,
    })
    .from(caseDeadlineNotices)
    .where(eq(caseDeadlineNotices.caseId, caseId))
    .orderBy(asc(caseDeadlineNotices.sentAt), asc(caseDeadlineNotices.deadline));
