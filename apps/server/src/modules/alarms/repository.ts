import {
  ALARM_SEVERITIES,
  type AlarmCounts,
  type AlarmSeverity,
  type AlarmStatus,
  type ZAlarmListQuery,
} from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { escapeLike, preparedRowsOf, rowsOf } from '../../db/queries.ts';
import { ALARM_COLUMNS, type AlarmRow, toAlarm } from './records.ts';

type ListQuery = z.output<typeof ZAlarmListQuery>;

/** The query's filters as conditions on `a` (alarms). */
function filtersOf(query: ListQuery): SQL[] {
  const equal = (column: string, value: number | undefined) =>
    value === undefined ? [] : [sql`${sql.raw(`a.${column}`)} = ${value}`];
  const oneOf = (column: string, values: readonly string[] | undefined) =>
    values === undefined || values.length === 0 ? [] : [sql`${sql.raw(`a.${column}`)} IN ${values}`];
  const term = query.search?.toLowerCase();
  return [
    ...oneOf('status', query.status),
    ...oneOf('severity', query.severity),
    ...oneOf('rule', query.rule),
    ...equal('client_id', query.client),
    ...equal('user_id', query.user),
    ...equal('home_id', query.home),
    ...equal('room_id', query.room),
    ...equal('radiator_id', query.radiator),
    ...(query.from ? [sql`a.raised_at >= ${query.from}`] : []),
    ...(query.to ? [sql`a.raised_at <= ${query.to}`] : []),
    ...(term ? [sql`a.search_text LIKE ${`%${escapeLike(term)}%`}`] : []),
    ...(query.after ? [sql`a.id < ${query.after}`] : []),
  ];
}

/** The statuses of alarms still open: asked for together, they read the open alarms' own index. */
const OPEN = ['acknowledged', 'active'];

/** A page of alarms, newest first; `next` names the page after it, none on the last. */
export async function listAlarms(executor: Executor, query: ListQuery) {
  const open = query.status !== undefined && [...new Set(query.status)].sort().join() === OPEN.join();
  const filters = filtersOf(open ? { ...query, status: undefined } : query);
  if (open) filters.push(sql`a.status <> 'cleared'`);
  const where = filters.length === 0 ? sql`` : sql` WHERE ${sql.join(filters, sql` AND `)}`;
  // The page is chosen first, and only its rows look up the names they show. Named: each connection plans each
  // form once.
  const rows = await preparedRowsOf<AlarmRow>(
    executor,
    sql`${sql.raw(ALARM_COLUMNS)} FROM (SELECT * FROM alarms AS a${where} ORDER BY a.id DESC LIMIT ${query.limit + 1}) AS a
      ORDER BY a.id DESC`,
  );
  const page = rows.slice(0, query.limit).map(toAlarm);
  const last = page.at(-1);
  return { alarms: page, next: rows.length > query.limit && last ? String(last.id) : null };
}

export async function findAlarm(executor: Executor, id: number) {
  const [row] = await preparedRowsOf<AlarmRow>(
    executor,
    sql`${sql.raw(ALARM_COLUMNS)} FROM alarms AS a WHERE a.id = ${id}`,
  );
  return row && toAlarm(row);
}

/** An alarm's history, oldest first, with the names of the admins who acted. */
export async function historyOf(executor: Executor, id: number) {
  const rows = await rowsOf<{
    event: 'raised' | 'acknowledged' | 'cleared';
    at: Date;
    actor_id: number | null;
    actor_name: string | null;
    note: string | null;
  }>(
    executor,
    sql`SELECT e.event, e.at, e.actor_id,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) AS actor_name, e.note
      FROM alarm_history AS e LEFT JOIN users AS u ON u.id = e.actor_id
      WHERE e.alarm_id = ${id} ORDER BY e.id`,
  );
  return rows.map((row) => ({
    event: row.event,
    at: new Date(row.at).toISOString(),
    actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
    note: row.note,
  }));
}

const zeroes = () =>
  Object.fromEntries(ALARM_SEVERITIES.map((severity) => [severity, 0])) as Record<AlarmSeverity, number>;

/** Open alarms by status and severity. */
export async function countOpenAlarms(executor: Executor): Promise<AlarmCounts> {
  const rows = await rowsOf<{
    status: Exclude<AlarmStatus, 'cleared'>;
    severity: AlarmSeverity;
    count: number;
  }>(
    executor,
    sql`SELECT status, severity, count(*)::int AS count FROM alarms WHERE status <> 'cleared'
      GROUP BY status, severity`,
  );
  const counts = { active: zeroes(), acknowledged: zeroes() };
  for (const row of rows) counts[row.status][row.severity] = row.count;
  return counts;
}
