import {
  ALARM_SEVERITIES,
  type Alarm,
  type AlarmCounts,
  type AlarmRule,
  type AlarmSeverity,
  type AlarmStatus,
  type ZAlarmListQuery,
} from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { RADIATORS_WITH_RESIDENTS } from '../../db/fragments.ts';
import { isoOrNull, isoString } from '../../db/instants.ts';
import { personNameOf } from '../../db/person-name.ts';
import { escapeLike, pageById, preparedRowsOf, type Runner, rowsOf } from '../../db/queries.ts';
import { OPEN_ALARM } from '../../db/schema.ts';

// The alarms table: every statement that reads or moves an alarm. Who hears of a change is changes.ts's.

type ListQuery = z.output<typeof ZAlarmListQuery>;

/** An alarm row with the names of its room, home, resident, client and admins. */
interface AlarmRow {
  id: number;
  rule: AlarmRule;
  severity: AlarmSeverity;
  status: AlarmStatus;
  radiator_id: number;
  room_id: number;
  room_name: string;
  home_id: number;
  home_name: string;
  user_id: number;
  resident_name: string;
  resident_email: string;
  client_id: number | null;
  client_name: string | null;
  room_c: number | null;
  setpoint_c: number | null;
  since: Date;
  raised_at: Date;
  acknowledged_at: Date | null;
  acknowledged_by: number | null;
  acknowledged_by_name: string | null;
  cleared_at: Date | null;
  cleared_by: number | null;
  cleared_by_name: string | null;
}

/**
 * An alarm row's columns with every name it shows, of `a` (alarms). Each name is a subquery by primary key:
 * joined, the seven tables took the planner 17 ms, twenty times the query's own time.
 */
const ALARM_COLUMNS = sql.raw(`SELECT a.id::int8 AS id, a.rule, a.severity, a.status, a.radiator_id,
    a.room_id, (SELECT ro.name FROM rooms AS ro WHERE ro.id = a.room_id) AS room_name,
    a.home_id, (SELECT h.name FROM homes AS h WHERE h.id = a.home_id) AS home_name,
    a.user_id, ${personNameOf('a.user_id')} AS resident_name,
    (SELECT u.email FROM users AS u WHERE u.id = a.user_id) AS resident_email,
    a.client_id, (SELECT cc.business_name FROM commercial_clients AS cc WHERE cc.user_id = a.client_id) AS client_name,
    a.room_c, a.setpoint_c, a.since, a.raised_at,
    a.acknowledged_at, a.acknowledged_by, ${personNameOf('a.acknowledged_by')} AS acknowledged_by_name,
    a.cleared_at, a.cleared_by, ${personNameOf('a.cleared_by')} AS cleared_by_name`);

const actor = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

const toAlarm = (row: AlarmRow): Alarm => ({
  id: Number(row.id),
  rule: row.rule,
  severity: row.severity,
  status: row.status,
  radiator_id: row.radiator_id,
  room: { id: row.room_id, name: row.room_name },
  home: { id: row.home_id, name: row.home_name },
  resident: { id: row.user_id, name: row.resident_name, email: row.resident_email },
  client: row.client_id === null ? null : { id: row.client_id, name: row.client_name ?? '' },
  details: { room_c: row.room_c, setpoint_c: row.setpoint_c, since: isoString(row.since) },
  raised_at: isoString(row.raised_at),
  acknowledged_at: isoOrNull(row.acknowledged_at),
  acknowledged_by: actor(row.acknowledged_by, row.acknowledged_by_name),
  cleared_at: isoOrNull(row.cleared_at),
  cleared_by: actor(row.cleared_by, row.cleared_by_name),
});

/** The query's filters but its search, as conditions on `a` (alarms). */
function filtersOf(query: ListQuery): SQL[] {
  const equal = (column: string, value: number | undefined) =>
    value === undefined ? [] : [sql`${sql.raw(`a.${column}`)} = ${value}`];
  const oneOf = (column: string, values: readonly string[] | undefined) =>
    values === undefined || values.length === 0 ? [] : [sql`${sql.raw(`a.${column}`)} IN ${values}`];
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
    ...(query.after ? [sql`a.id < ${query.after}`] : []),
  ];
}

/** The statuses of alarms still open: asked for together, they read the open alarms' own index. */
const OPEN = ['acknowledged', 'active'];

/** Conditions as a WHERE clause, none when there are none. */
const whereOf = (filters: SQL[]) =>
  filters.length === 0 ? sql`` : sql` WHERE ${sql.join(filters, sql` AND `)}`;

/** The page's alarms chosen by `chosen` (a statement over `alarms AS a`), with the names they show. */
const pageOf = (chosen: SQL) => sql`${ALARM_COLUMNS} FROM (${chosen}) AS a ORDER BY a.id DESC`;

/** The newest alarms a search looks through first: a common term fills its page among them. */
const SEARCH_WALK_ROWS = 5000;

/**
 * The rows of a page of alarms matching `term` as well as `filters`. How best to find them depends on how
 * common the term is, which neither a plan made for any term nor the planner's estimate knows: the newest
 * alarms are looked through first, and a term too rare to fill the page there is found through the trigram
 * index, all its matches sorted after (OFFSET 0 keeps the planner from walking the ids instead). A resident
 * whose alarms are all old took 528 ms to walk a million alarms for, 14 ms through the index.
 */
async function searchedRows(runner: Runner, filters: SQL[], term: string, take: number) {
  const matching = sql`a.search_text LIKE ${`%${escapeLike(term.toLowerCase())}%`}`;
  const newest = await preparedRowsOf<AlarmRow>(
    runner,
    pageOf(sql`SELECT * FROM (
        SELECT * FROM alarms AS a${whereOf(filters)} ORDER BY a.id DESC LIMIT ${SEARCH_WALK_ROWS}
      ) AS a WHERE ${matching} ORDER BY a.id DESC LIMIT ${take}`),
  );
  if (newest.length === take) return newest;
  return rowsOf<AlarmRow>(
    runner,
    pageOf(sql`SELECT * FROM (SELECT * FROM alarms AS a${whereOf([...filters, matching])} OFFSET 0) AS a
      ORDER BY a.id DESC LIMIT ${take}`),
  );
}

/** A page of alarms, newest first; `next` names the page after it, none on the last. */
export async function listAlarms(runner: Runner, query: ListQuery) {
  const open = query.status !== undefined && [...new Set(query.status)].sort().join() === OPEN.join();
  const filters = filtersOf(open ? { ...query, status: undefined } : query);
  if (open) filters.push(OPEN_ALARM);
  const take = query.limit + 1;
  // The page is chosen first, and only its rows look up the names they show. Named: each connection plans each
  // form once.
  const rows = query.search
    ? await searchedRows(runner, filters, query.search, take)
    : await preparedRowsOf<AlarmRow>(
        runner,
        pageOf(sql`SELECT * FROM alarms AS a${whereOf(filters)} ORDER BY a.id DESC LIMIT ${take}`),
      );
  const { page, next } = pageById(rows, query.limit);
  return { alarms: page.map(toAlarm), next };
}

export async function findAlarm(runner: Runner, id: number) {
  const [row] = await preparedRowsOf<AlarmRow>(
    runner,
    sql`${ALARM_COLUMNS} FROM alarms AS a WHERE a.id = ${id}`,
  );
  return row && toAlarm(row);
}

/** The alarms of `ids` as records, in the order of `ids`. */
export async function readAlarms(runner: Runner, ids: readonly number[]): Promise<Alarm[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<AlarmRow>(
    runner,
    sql`${ALARM_COLUMNS} FROM alarms AS a WHERE a.id = ANY(${sql.param(ids)}::int8[])`,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), toAlarm(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const zeroes = () =>
  Object.fromEntries(ALARM_SEVERITIES.map((severity) => [severity, 0])) as Record<AlarmSeverity, number>;

/** Open alarms by status and severity. */
export async function countOpenAlarms(runner: Runner): Promise<AlarmCounts> {
  const rows = await rowsOf<{
    status: Exclude<AlarmStatus, 'cleared'>;
    severity: AlarmSeverity;
    count: number;
  }>(
    runner,
    sql`SELECT status, severity, count(*)::int AS count FROM alarms WHERE ${OPEN_ALARM} GROUP BY status, severity`,
  );
  const counts = { active: zeroes(), acknowledged: zeroes() };
  for (const row of rows) counts[row.status][row.severity] = row.count;
  return counts;
}

const idsOf = (rows: readonly { id: string | number }[]) => rows.map(({ id }) => Number(id));

/** An alarm to raise on a radiator, with the reading that met its rule (none for a silent radiator). */
export interface Raise {
  rule: AlarmRule;
  severity: AlarmSeverity;
  radiatorId: number;
  since: number;
  roomC: number | null;
  setpointC: number | null;
}

/** A rule's alarm on a radiator, open or not. */
export interface RuleOnRadiator {
  rule: AlarmRule;
  radiatorId: number;
}

/**
 * Inserts alarms, each where its radiator is now (room, home, resident, client); one still open for the same
 * rule and radiator (raised by another instance a moment before) stays the only one. Answers the new ids.
 */
export async function insertAlarms(runner: Runner, raises: readonly Raise[]) {
  const rows = await rowsOf<{ id: string | number }>(
    runner,
    sql`INSERT INTO alarms (rule, severity, radiator_id, room_id, home_id, user_id, client_id, room_c, setpoint_c,
        since, search_text)
      SELECT n.rule, n.severity, r.id, ro.id, h.id, u.id, u.commercial_client_id, n.room_c, n.setpoint_c,
        timestamptz 'epoch' + n.since_ms * interval '1 millisecond',
        lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || h.name || ' ' || ro.name)
      FROM ${RADIATORS_WITH_RESIDENTS} JOIN unnest(${sql.param(raises.map((raise) => raise.rule))}::text[],
          ${sql.param(raises.map((raise) => raise.severity))}::text[],
          ${sql.param(raises.map((raise) => raise.radiatorId))}::int[],
          ${sql.param(raises.map((raise) => raise.roomC))}::real[],
          ${sql.param(raises.map((raise) => raise.setpointC))}::real[],
          ${sql.param(raises.map((raise) => raise.since))}::float8[])
          AS n(rule, severity, radiator_id, room_c, setpoint_c, since_ms) ON n.radiator_id = r.id
      ON CONFLICT (rule, radiator_id) WHERE ${OPEN_ALARM} DO NOTHING
      RETURNING id`,
  );
  return idsOf(rows);
}

/** Clears the open alarms of these rules on these radiators, by Radiant: answers their ids. */
export async function clearAlarmsOn(runner: Runner, ended: readonly RuleOnRadiator[]) {
  const rows = await rowsOf<{ id: string | number }>(
    runner,
    sql`UPDATE alarms AS a SET status = 'cleared', cleared_at = now()
      FROM unnest(${sql.param(ended.map((alarm) => alarm.rule))}::text[],
        ${sql.param(ended.map((alarm) => alarm.radiatorId))}::int[]) AS e(rule, radiator_id)
      WHERE a.rule = e.rule AND a.radiator_id = e.radiator_id AND ${OPEN_ALARM}
      RETURNING a.id`,
  );
  return idsOf(rows);
}

/** The open alarms of these rules, each by its rule and radiator. */
export const openAlarmsOfRules = (runner: Runner, rules: readonly AlarmRule[]) =>
  rowsOf<RuleOnRadiator>(
    runner,
    sql`SELECT rule, radiator_id AS "radiatorId" FROM alarms
      WHERE ${OPEN_ALARM} AND rule = ANY(${sql.param(rules)}::text[])`,
  );

/** What an admin does to alarms: each must be in a state it can leave this way. */
export type AlarmAction = 'acknowledge' | 'clear';

const LEAVES: Record<AlarmAction, SQL> = { acknowledge: sql`status = 'active'`, clear: OPEN_ALARM };

/** Locks alarms for an admin's action: answers each one found, and whether the action can move it. */
export const lockAlarmsFor = (runner: Runner, action: AlarmAction, ids: readonly number[]) =>
  rowsOf<{ id: string | number; movable: boolean }>(
    runner,
    sql`SELECT id, ${LEAVES[action]} AS movable FROM alarms WHERE id = ANY(${sql.param(ids)}::int8[])
      ORDER BY id FOR UPDATE`,
  );

/** Moves alarms an admin acted on (locked and checked by `lockAlarmsFor`). */
export async function applyAlarmAction(
  runner: Runner,
  action: AlarmAction,
  ids: readonly number[],
  actorId: number,
) {
  const set =
    action === 'acknowledge'
      ? sql`status = 'acknowledged', acknowledged_at = now(), acknowledged_by = ${actorId}`
      : sql`status = 'cleared', cleared_at = now(), cleared_by = ${actorId}`;
  await rowsOf(runner, sql`UPDATE alarms SET ${set} WHERE id = ANY(${sql.param(ids)}::int8[])`);
}

/**
 * Clears, by an admin, the open alarms of a rule turned off: a client's, or (for the fleet's setting) those of
 * homes whose client has no setting of its own. Answers their ids.
 */
export async function clearOpenAlarmsOfRule(
  runner: Runner,
  rule: AlarmRule,
  clientId: number | null,
  actorId: number,
) {
  const scope =
    clientId === null
      ? sql`NOT EXISTS (SELECT 1 FROM alarm_rule_settings AS s WHERE s.rule = ${rule} AND s.client_id = a.client_id)`
      : sql`a.client_id = ${clientId}`;
  const rows = await rowsOf<{ id: string | number }>(
    runner,
    sql`UPDATE alarms AS a SET status = 'cleared', cleared_at = now(), cleared_by = ${actorId}
      WHERE a.rule = ${rule} AND ${OPEN_ALARM} AND ${scope} RETURNING a.id`,
  );
  return idsOf(rows);
}

/** The channel on which every instance hears alarm events (one JSON announcement a notification). */
export const ALARM_CHANNEL = 'radiant_alarms';

/** Tells every instance, once the transaction commits. */
export async function announceAlarmChanges(runner: Runner, announcements: readonly string[]) {
  await rowsOf(
    runner,
    sql`SELECT pg_notify(${ALARM_CHANNEL}, payload) FROM unnest(${sql.param(announcements)}::text[]) AS payload`,
  );
}
