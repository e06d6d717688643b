import type {
  Case,
  CaseCloseReason,
  CaseEvent,
  CaseHazard,
  CaseSeverity,
  CaseStatus,
  CaseTimings,
  ZCaseListQuery,
} from '@radiant/contract';
import { and, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { isoOrNull, isoString } from '../../db/instants.ts';
import { personNameOf } from '../../db/person-name.ts';
import { preparedRowsOf, rowsOf } from '../../db/queries.ts';
import { caseAttachments, caseEvents, cases, homes, rooms, users } from '../../db/schema.ts';
import type { ClockEvent } from './clocks.ts';

// The cases and case_events tables: every statement that reads or writes a case or its timeline.

type ListQuery = z.output<typeof ZCaseListQuery>;

/** "A case not closed", written once: the list's `open` filter and the deadline counts (cases_open_next_due_idx). */
const NOT_CLOSED = sql`c.status <> 'closed'`;
export type NewCase = typeof cases.$inferInsert;
export type NewCaseEvent = typeof caseEvents.$inferInsert;

interface CaseRow {
  id: number;
  hazard: CaseHazard;
  severity: CaseSeverity;
  status: CaseStatus;
  close_reason: CaseCloseReason | null;
  home_id: number;
  home_name: string;
  rooms: { id: number; name: string }[] | string;
  user_id: number;
  resident_name: string;
  client_id: number | null;
  client_name: string | null;
  alarm_id: number | string | null;
  owner_id: number | null;
  owner_name: string | null;
  opened_by: number | null;
  opened_by_name: string | null;
  description: string | null;
  timings: CaseTimings | string;
  opened_at: Date | string;
  closed_at: Date | string | null;
  next_due_at: Date | string | null;
  version: number;
}

/** A case row's columns with every name it shows, of `c` (cases); names by primary key, after the page is chosen. */
const CASE_COLUMNS = sql.raw(`SELECT c.id, c.hazard, c.severity, c.status, c.close_reason,
    c.home_id, (SELECT h.name FROM homes AS h WHERE h.id = c.home_id) AS home_name,
    coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.id)
      FROM rooms AS r WHERE r.id = ANY(c.room_ids)), '[]'::json) AS rooms,
    c.user_id, ${personNameOf('c.user_id')} AS resident_name,
    c.client_id, (SELECT cc.business_name FROM commercial_clients AS cc WHERE cc.user_id = c.client_id) AS client_name,
    c.alarm_id, c.owner_id, ${personNameOf('c.owner_id')} AS owner_name,
    c.opened_by, ${personNameOf('c.opened_by')} AS opened_by_name,
    c.description, c.timings, c.opened_at, c.closed_at, c.next_due_at, c.version`);

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A case as the API answers it, with the timings its clocks run on (which the answer does not show). */
export type StoredCase = Case & { timings: CaseTimings };

const toCase = (row: CaseRow): StoredCase => ({
  id: row.id,
  hazard: row.hazard,
  severity: row.severity,
  status: row.status,
  close_reason: row.close_reason,
  home: { id: row.home_id, name: row.home_name },
  rooms: parsed(row.rooms),
  resident: { id: row.user_id, name: row.resident_name },
  client: named(row.client_id, row.client_name),
  alarm_id: row.alarm_id === null ? null : Number(row.alarm_id),
  owner: named(row.owner_id, row.owner_name),
  description: row.description,
  opened_at: isoString(row.opened_at),
  opened_by: named(row.opened_by, row.opened_by_name),
  closed_at: isoOrNull(row.closed_at),
  next_due_at: isoOrNull(row.next_due_at),
  version: row.version,
  timings: parsed(row.timings),
});

/** The `next` cursor of a page: the last case's next deadline (`-` for none) and id. */
const cursorOf = (row: CaseRow) =>
  `${row.next_due_at === null ? '-' : new Date(row.next_due_at).getTime()}.${row.id}`;

function filtersOf(query: ListQuery, now: Date): SQL[] {
  const equal = (column: string, value: string | number | undefined) =>
    value === undefined ? [] : [sql`${sql.raw(`c.${column}`)} = ${value}`];
  const nowIso = now.toISOString();
  const due =
    query.due === 'overdue'
      ? [sql`c.next_due_at < ${nowIso}::timestamptz`]
      : query.due === 'this_week'
        ? [
            sql`c.next_due_at >= ${nowIso}::timestamptz`,
            sql`c.next_due_at < ${nowIso}::timestamptz + interval '7 days'`,
          ]
        : [];
  return [
    ...equal('status', query.status),
    ...(query.open === 'true' ? [NOT_CLOSED] : query.open === 'false' ? [sql`c.status = 'closed'`] : []),
    ...equal('hazard', query.hazard),
    ...equal('client_id', query.client),
    ...equal('home_id', query.home),
    ...equal('owner_id', query.owner),
    ...due,
  ];
}

const ORDER = sql`ORDER BY c.next_due_at ASC NULLS LAST, c.id`;

/**
 * The cases of a page, before their names: those matching `filters` after the cursor in the list's order (next
 * deadline, none last, then id). After a deadline, the rest with one and those with none are two index ranges
 * put together: as one condition (`… OR next_due_at IS NULL`) the planner walked every row before the cursor.
 */
function pageOf(filters: SQL[], after: string | undefined, limit: number): SQL {
  const select = (more: SQL[]) => {
    const all = [...filters, ...more];
    const where = all.length === 0 ? sql`` : sql` WHERE ${sql.join(all, sql` AND `)}`;
    return sql`SELECT * FROM cases AS c${where} ${ORDER} LIMIT ${limit}`;
  };
  if (!after) return select([]);
  const [due = '-', id = '0'] = after.split('.');
  const afterId = Number(id);
  if (due === '-') return select([sql`c.next_due_at IS NULL`, sql`c.id > ${afterId}`]);
  const dueAt = new Date(Number(due)).toISOString();
  return sql`SELECT * FROM ((${select([sql`(c.next_due_at, c.id) > (${dueAt}::timestamptz, ${afterId})`])})
    UNION ALL (${select([sql`c.next_due_at IS NULL`])})) AS c ${ORDER} LIMIT ${limit}`;
}

/** A page of cases by next deadline (overdue ones first, none last); `next` names the page after it. */
export async function listCasePage(executor: Executor, query: ListQuery, now: Date) {
  // The page is chosen first, and only its rows look up the names they show.
  const rows = await preparedRowsOf<CaseRow>(
    executor,
    sql`${CASE_COLUMNS} FROM (${pageOf(filtersOf(query, now), query.after, query.limit + 1)}) AS c ${ORDER}`,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    cases: page.map(toCase),
    next: rows.length > query.limit && last ? cursorOf(last) : null,
  };
}

/**
 * How many open cases are overdue (next deadline passed) and due this week (within 7 days from `now`), of one
 * client or all: one range of cases_open_next_due_idx (or cases_client_next_due_idx), counted in SQL.
 */
export async function countDeadlines(executor: Executor, clientId: number | undefined, now: Date) {
  const nowIso = now.toISOString();
  const client = clientId === undefined ? sql`` : sql` AND c.client_id = ${clientId}`;
  const [row] = await rowsOf<{ overdue: number | string; this_week: number | string }>(
    executor,
    sql`SELECT count(*) FILTER (WHERE c.next_due_at < ${nowIso}::timestamptz) AS overdue,
      count(*) FILTER (WHERE c.next_due_at >= ${nowIso}::timestamptz) AS this_week
      FROM cases AS c
      WHERE ${NOT_CLOSED} AND c.next_due_at < ${nowIso}::timestamptz + interval '7 days'${client}`,
  );
  return { overdue: Number(row?.overdue ?? 0), this_week: Number(row?.this_week ?? 0) };
}

/** These cases (those found), in the order of `ids`. */
export async function findCases(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await rowsOf<CaseRow>(
    executor,
    sql`${CASE_COLUMNS} FROM cases AS c WHERE c.id = ANY(${sql.param([...ids])}::int[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, toCase(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findCase(executor: Executor, id: number, { lock = false } = {}) {
  const [row] = await rowsOf<CaseRow>(
    executor,
    sql`${CASE_COLUMNS} FROM cases AS c WHERE c.id = ${id}${lock ? sql` FOR UPDATE OF c` : sql``}`,
  );
  return row && toCase(row);
}

export async function insertCase(executor: Executor, values: NewCase): Promise<number> {
  const [row] = await executor.insert(cases).values(values).returning({ id: cases.id });
  if (!row) throw new Error('The case was not written.');
  return row.id;
}

/** Changes a case and counts its version; none when `fromVersion` is no longer current (or the case is gone). */
export async function updateCase(
  executor: Executor,
  id: number,
  values: Partial<NewCase>,
  fromVersion?: number,
): Promise<boolean> {
  const rows = await executor
    .update(cases)
    .set({ ...values, version: sql`${cases.version} + 1` })
    .where(and(eq(cases.id, id), fromVersion === undefined ? undefined : eq(cases.version, fromVersion)))
    .returning({ id: cases.id });
  return rows.length > 0;
}

/**
 * Keeps the case's earliest unmet deadline on its row, and when the deadline sweep next has a notice for it
 * (not a change of the case: no new version).
 */
export async function storeNextDue(
  executor: Executor,
  id: number,
  { nextDueAt, noticeAt }: { nextDueAt: Date | null; noticeAt: Date | null },
) {
  await executor.update(cases).set({ nextDueAt, noticeAt }).where(eq(cases.id, id));
}

/** The oldest case of this hazard in the home that is not closed, if any. */
export async function findOpenCaseOf(executor: Executor, homeId: number, hazard: CaseHazard) {
  const [row] = await executor
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.homeId, homeId), eq(cases.hazard, hazard), ne(cases.status, 'closed')))
    .orderBy(cases.id)
    .limit(1);
  return row?.id;
}

export async function appendCaseEvent(executor: Executor, event: NewCaseEvent) {
  await executor.insert(caseEvents).values(event);
}

/** A case's timeline, oldest first, with the names of the admins who acted, its files and rooms named. */
export async function timelineOf(
  executor: Executor,
  caseId: number,
): Promise<(CaseEvent & { atDate: Date })[]> {
  const rows = await executor
    .select({
      event: caseEvents,
      actorName: sql<string | null>`${sql.raw(personNameOf('"case_events"."actor_id"'))}`,
      attachment: {
        id: caseAttachments.id,
        name: caseAttachments.name,
        mediaType: caseAttachments.mediaType,
        sizeBytes: caseAttachments.sizeBytes,
        sha256: caseAttachments.sha256,
      },
      roomName: rooms.name,
    })
    .from(caseEvents)
    .leftJoin(caseAttachments, eq(caseAttachments.id, caseEvents.attachmentId))
    .leftJoin(rooms, eq(rooms.id, caseEvents.roomId))
    .where(eq(caseEvents.caseId, caseId))
    .orderBy(caseEvents.id);
  return rows.map(({ event, actorName, attachment, roomName }) => ({
    id: Number(event.id),
    kind: event.kind,
    at: event.at.toISOString(),
    atDate: event.at,
    actor: named(event.actorId, actorName),
    text: event.text,
    outcome: event.outcome,
    milestone: event.milestone,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    reason: event.reason,
    alarm_id: event.alarmId,
    changes: event.changes,
    attachment: attachment && {
      id: Number(attachment.id),
      name: attachment.name,
      media_type: attachment.mediaType,
      size_bytes: attachment.sizeBytes,
      sha256: attachment.sha256,
    },
    command_id: event.commandId,
    readings:
      event.windowFrom && event.windowTo
        ? {
            room: named(event.roomId, roomName),
            from: event.windowFrom.toISOString(),
            to: event.windowTo.toISOString(),
          }
        : null,
  }));
}

export type NewCaseAttachment = typeof caseAttachments.$inferInsert;

/** Stores a file of a case; answers its id. */
export async function insertAttachment(executor: Executor, values: NewCaseAttachment): Promise<number> {
  const [row] = await executor.insert(caseAttachments).values(values).returning({ id: caseAttachments.id });
  if (!row) throw new Error('The attachment was not written.');
  return Number(row.id);
}

/** A file of a case, with its content; undefined when the case has no such attachment. */
export async function findAttachment(executor: Executor, caseId: number, attachmentId: number) {
  const [row] = await executor
    .select()
    .from(caseAttachments)
    .where(and(eq(caseAttachments.caseId, caseId), eq(caseAttachments.id, attachmentId)));
  return row;
}

/** What the clocks read of the timelines of these cases (a list page's), oldest event first, by case. */
export async function clockEventsOf(executor: Executor, caseIds: readonly number[]) {
  const timelines = new Map<number, ClockEvent[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return timelines;
  const rows = await executor
    .select({
      caseId: caseEvents.caseId,
      at: caseEvents.at,
      milestone: caseEvents.milestone,
      toStatus: caseEvents.toStatus,
      outcome: caseEvents.outcome,
    })
    .from(caseEvents)
    .where(inArray(caseEvents.caseId, [...caseIds]))
    .orderBy(caseEvents.caseId, caseEvents.id);
  for (const { caseId, ...event } of rows) timelines.get(caseId)?.push(event);
  return timelines;
}

/** The home's resident and that resident's client, for a new case; none for an unknown home. */
export async function findHomeOwner(executor: Executor, homeId: number) {
  const [row] = await executor
    .select({ userId: homes.userId, clientId: users.commercialClientId })
    .from(homes)
    .innerJoin(users, eq(users.id, homes.userId))
    .where(eq(homes.id, homeId));
  return row;
}

/** Which of `roomIds` are rooms of the home. */
export async function roomsOfHome(executor: Executor, homeId: number, roomIds: readonly number[]) {
  if (roomIds.length === 0) return [];
  const rows = await executor
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.homeId, homeId), inArray(rooms.id, [...roomIds])));
  return rows.map((row) => row.id);
}

/**
 * The client's cases open at some time from `start` to `end` (inclusive: a year's compliance, a month's report),
 * whose clocks may fall due then: opened by its end and not closed before its start, by id, the first `limit`;
 * each with its home's name and the timings its clocks run on.
 */
export function clientCasesBetween(
  executor: Executor,
  clientId: number,
  { start, end }: { start: Date; end: Date },
  limit?: number,
) {
  const query = executor
    .select({
      id: cases.id,
      hazard: cases.hazard,
      home: homes.name,
      openedAt: cases.openedAt,
      closedAt: cases.closedAt,
      timings: cases.timings,
    })
    .from(cases)
    .innerJoin(homes, eq(homes.id, cases.homeId))
    .where(
      and(
        eq(cases.clientId, clientId),
        lte(cases.openedAt, end),
        or(isNull(cases.closedAt), gte(cases.closedAt, start)),
      ),
    )
    .orderBy(cases.id);
  return limit === undefined ? query : query.limit(limit);
}

/** How many of the client's cases are not closed. */
export async function countOpenCasesOf(executor: Executor, clientId: number) {
  const [row] = await rowsOf<{ count: number | string }>(
    executor,
    sql`SELECT count(*) AS count FROM cases AS c WHERE ${NOT_CLOSED} AND c.client_id = ${clientId}`,
  );
  return Number(row?.count ?? 0);
}
