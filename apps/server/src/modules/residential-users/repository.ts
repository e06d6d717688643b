import {
  EXACT_TOTAL_LIMIT,
  type KeysetPagination,
  type ResidentialUser,
  type ResidentialUserDetails,
  type Room,
  searchTermsOf,
  type UserListFilters,
  type UserListQuery,
} from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Executor } from '../../db/database.ts';
import { isoOrNull, isoString } from '../../db/instants.ts';
import { preparedRowsOf, rowsOf } from '../../db/queries.ts';
import { isCurrentSubscription } from '../subscriptions/rule-fragments.ts';
import {
  columnsOf,
  cursorKeyOf,
  encodeCursor,
  filterOf,
  hasPairTerm,
  type Ordering,
  orderByOf,
  orderingOf,
  pageReadOf,
  RESIDENTIAL,
} from './list-fragments.ts';

// Timestamps come out of json_build_object as PostgreSQL writes them; the API answers ISO 8601 in UTC.

// A residential user as the list shows one (table alias `u`): the current plan and the commercial client come
// from subqueries that run for the rows of the page only.
const LIST_RECORD = sql`json_build_object(
  'id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'mobile', u.mobile,
  'town', u.town, 'city', u.city, 'post_code', u.post_code, 'status', u.status,
  'created_at', u.created_at, 'last_seen_at', u.last_seen_at,
  'plan', (SELECT json_build_object('id', p.id, 'title', p.title, 'type', p.type)
    FROM subscriptions AS s JOIN subscription_plans AS p ON p.id = s.plan_id
    WHERE s.user_id = u.id AND ${isCurrentSubscription('s')} ORDER BY s.started_at DESC LIMIT 1),
  'commercial_client', (SELECT json_build_object('id', c.user_id, 'business_name', c.business_name)
    FROM commercial_clients AS c WHERE c.user_id = u.commercial_client_id)
)`;

const toUser = (record: ResidentialUser): ResidentialUser => ({
  ...record,
  created_at: isoString(record.created_at),
  last_seen_at: isoString(record.last_seen_at),
});

// A residential user as a list page reads one (table alias `u`): its own columns and the ids of its current plan
// and its commercial client, which the service names from memory (a join per row cost more than the rest of the
// statement). The subquery runs for the rows of the page only.
const LIST_COLUMNS = sql`u.id, u.first_name, u.last_name, u.email, u.mobile, u.town, u.city, u.post_code, u.status,
  u.created_at, u.last_seen_at, u.commercial_client_id AS client_id,
  (SELECT s.plan_id FROM subscriptions AS s WHERE s.user_id = u.id AND ${isCurrentSubscription('s')}
    ORDER BY s.started_at DESC LIMIT 1) AS plan_id`;

/** A listed user with the ids of its plan and client, as the statement answers it. */
export type ListedUser = Omit<ResidentialUser, 'plan' | 'commercial_client'> & {
  plan_id: number | null;
  client_id: number | null;
};

type PageRow = ListedUser & { cursor_key: unknown[] };

// Written out field by field: a copy with rest and spread cost more than the rest of the mapping.
const toListedUser = (row: PageRow): ListedUser => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  mobile: row.mobile,
  town: row.town,
  city: row.city,
  post_code: row.post_code,
  status: row.status,
  created_at: isoString(row.created_at),
  last_seen_at: isoString(row.last_seen_at),
  plan_id: row.plan_id,
  client_id: row.client_id,
});

/**
 * A page's LIMIT written in the statement: as a parameter, a plan made once would have to expect any number of
 * rows, and PostgreSQL would plan it again at every run. A few page sizes make a few statements.
 */
const limitOf = (limit: number) => {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`Not a page size: ${limit}`);
  return sql.raw(String(limit));
};

/**
 * A page of rows, in the order read. From the start of the list or of a cursor, the sort key's index hands over
 * the page's rows directly. Past an offset, the inner statement finds the page's ids through that index
 * (skipping the offset there, however deep) and only the page's rows are then read whole. Matches of a rare
 * pair of characters come `throughPairs`: all of them through the pairs' index, sorted after; OFFSET 0 keeps
 * the planner from walking the sort key's index instead, computing the pairs of every row it passes.
 * `planOnce`: the statement's plan does not depend on its values (no search, client or plan), so each
 * connection prepares it once and, from the start of the list or a cursor, plans it once (planning cost as
 * much as running it).
 */
async function readRows(
  executor: Executor,
  where: SQL,
  ordering: Ordering,
  read: { reversed: boolean; limit: number; offset: number; throughPairs: boolean; planOnce: boolean },
): Promise<PageRow[]> {
  const order = orderByOf(ordering, read.reversed);
  const columns = sql`${cursorKeyOf(ordering.key)} AS cursor_key, ${LIST_COLUMNS}`;
  const matches = read.throughPairs
    ? sql`(SELECT ${columnsOf(ordering.key)} FROM users AS u WHERE ${where} OFFSET 0) AS u`
    : sql`users AS u WHERE ${where}`;
  const statement =
    read.offset === 0 && !read.throughPairs
      ? sql`SELECT ${columns} FROM users AS u WHERE ${where} ORDER BY ${order} LIMIT ${limitOf(read.limit)}`
      : sql`SELECT ${columns}
        FROM (SELECT u.id FROM ${matches} ORDER BY ${order} LIMIT ${read.limit} OFFSET ${read.offset}) AS page
        JOIN users AS u ON u.id = page.id
        ORDER BY ${order}`;
  return read.planOnce ? preparedRowsOf<PageRow>(executor, statement) : rowsOf<PageRow>(executor, statement);
}

/** Plans by id, as a list names them. */
export const findPlanRefs = (executor: Executor, ids: number[]) =>
  rowsOf<NonNullable<ResidentialUser['plan']>>(
    executor,
    sql`SELECT id, title, type FROM subscription_plans WHERE id = ANY(${sql.param(ids)}::int[])`,
  );

/** Commercial clients by id, as a list names them. */
export const findClientRefs = (executor: Executor, ids: number[]) =>
  rowsOf<NonNullable<ResidentialUser['commercial_client']>>(
    executor,
    sql`SELECT user_id AS id, business_name FROM commercial_clients WHERE user_id = ANY(${sql.param(ids)}::int[])`,
  );

type Total = { total: number; estimated: boolean };

/**
 * Whether a two-character term is found by walking the sort order with LIKE rather than through the index of
 * character pairs. To fill a page a walk reads about limit × users ÷ matches rows, the index every match, at
 * much the same cost a row: the walk wins once matches² > limit × users (5,100 matches of a million users for
 * a page of 25).
 */
async function walksForPair(executor: Executor, scanned: SQL, limit: number): Promise<boolean> {
  const [matches, everyone] = await Promise.all([
    estimateRows(executor, scanned),
    estimateRows(executor, RESIDENTIAL),
  ]);
  return matches * matches > limit * everyone;
}

// The planner's estimates of recent filters: an estimate is approximate anyway, so it may be a few seconds old,
// and a list paged through or reloaded does not plan its count again.
const estimates = new LRUCache<string, number>({ max: 500, ttl: 10_000 });

async function estimateRows(executor: Executor, where: SQL): Promise<number> {
  const statement = sql`SELECT 1 FROM users AS u WHERE ${where}`;
  const { sql: text, params } = new PgDialect().sqlToQuery(statement);
  const key = JSON.stringify([text, params]);
  const cached = estimates.get(key);
  if (cached !== undefined) return cached;
  const [plan] = await rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    executor,
    sql`EXPLAIN (FORMAT JSON) ${statement}`,
  );
  const rows = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  estimates.set(key, rows);
  return rows;
}

/**
 * How many users match. When the planner expects far more than EXACT_TOTAL_LIMIT, its estimate is the
 * answer (no count at all); otherwise the matches are counted up to the limit, through the indexes, and past
 * it the estimate stands. A million rows never cost a full count per keystroke.
 */
async function totalOf(executor: Executor, where: SQL, estimated: number): Promise<Total> {
  if (estimated > 2 * EXACT_TOTAL_LIMIT) return { total: estimated, estimated: true };
  const [counted] = await rowsOf<{ total: number }>(
    executor,
    sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM users AS u WHERE ${where} LIMIT ${EXACT_TOTAL_LIMIT + 1}) AS matches`,
  );
  const total = counted?.total ?? 0;
  return total <= EXACT_TOTAL_LIMIT
    ? { total, estimated: false }
    : { total: Math.max(estimated, total), estimated: true };
}

/** A page of the list, its users' plans and clients by id (the service names them). */
export type ListedPage = { users: ListedUser[]; pagination: KeysetPagination };

/**
 * Whether a list statement's plan is the same whatever its values: a search term, a client or a plan changes
 * how many rows match by orders of magnitude, and so the way to find them.
 */
const plannedOnce = (filters: UserListFilters) =>
  searchTermsOf(filters.search).length === 0 && filters.client === undefined && filters.plan === undefined;

/** A page of residential users by number or by keyset cursor, with its total and its neighbours' cursors. */
export async function listUsers(executor: Executor, query: UserListQuery): Promise<ListedPage> {
  const { limit } = query;
  const read = pageReadOf(query);
  // A common pair of characters is found by LIKE alone along the sort order, a rare one through its index.
  const scanned = filterOf(query, 'scan');
  const indexed = filterOf(query, 'index');
  const pairs = hasPairTerm(query);
  const walk = pairs && (await walksForPair(executor, scanned, limit + 1));
  const filter = walk ? scanned : indexed;
  const where = read.beyond ? sql`${filter} AND ${read.beyond}` : filter;
  // One row more than the page tells whether another page follows in the direction read.
  const [rows, estimate] = await Promise.all([
    readRows(executor, where, read.ordering, {
      reversed: read.reversed,
      limit: limit + 1,
      offset: read.offset,
      throughPairs: pairs && !walk,
      planOnce: plannedOnce(query),
    }),
    estimateRows(executor, scanned),
  ]);
  const more = rows.length > limit;
  // A first page that holds every match has counted them already.
  const whole = !more && read.offset === 0 && !read.beyond;
  // Counting goes through the indexes, whichever way the page was found.
  const counted = whole
    ? { total: rows.length, estimated: false }
    : await totalOf(executor, indexed, estimate);
  const page = rows.slice(0, limit);
  if (read.reversed) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const cursorOf = (row: PageRow | undefined) => (row ? encodeCursor(row.cursor_key) : null);
  const beforeFirst = read.reversed ? more : read.offset > 0 || query.after !== undefined;
  const afterLast = read.reversed ? query.before !== 'end' : more;
  const lastPage = Math.max(1, Math.ceil(counted.total / limit));
  const pageNumber = read.reversed && !beforeFirst ? 1 : query.before === 'end' ? lastPage : query.page;
  return {
    users: page.map(toListedUser),
    pagination: {
      page: pageNumber,
      limit,
      total: counted.total,
      total_estimated: counted.estimated,
      next: afterLast ? cursorOf(last) : null,
      previous: beforeFirst ? cursorOf(first) : null,
    },
  };
}

/** Every matching user in list order, read in keyset batches so that memory stays bounded at any size. */
export async function* streamUsers(
  executor: Executor,
  filters: UserListFilters,
  batchSize = 2000,
): AsyncGenerator<ListedUser[]> {
  const ordering = orderingOf(filters.sort);
  const filter = filterOf(filters);
  let after: string | undefined;
  for (;;) {
    const beyond = after ? pageReadOf({ ...filters, page: 1, limit: batchSize, after }).beyond : undefined;
    const rows = await readRows(executor, beyond ? sql`${filter} AND ${beyond}` : filter, ordering, {
      reversed: false,
      limit: batchSize,
      offset: 0,
      throughPairs: hasPairTerm(filters),
      planOnce: plannedOnce(filters),
    });
    if (rows.length > 0) yield rows.map(toListedUser);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = encodeCursor(last.cursor_key);
  }
}

type DetailsRow = {
  record: ResidentialUser & Pick<ResidentialUserDetails, 'address_line1' | 'address_line2' | 'homes'>;
  subscriptions: ResidentialUserDetails['subscriptions'];
};

/** A residential user with subscription history, homes and rooms (with their radiators in service). */
export async function findUserDetails(
  executor: Executor,
  id: number,
): Promise<ResidentialUserDetails | undefined> {
  const [row] = await rowsOf<DetailsRow>(
    executor,
    sql`SELECT ${LIST_RECORD}::jsonb || jsonb_build_object(
        'address_line1', u.address_line1, 'address_line2', u.address_line2,
        'homes', coalesce((SELECT json_agg(json_build_object('id', h.id, 'name', h.name, 'city', h.city,
          'rooms', coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'area_m2', r.area_m2,
            'radiators', (SELECT count(*)::int FROM radiators AS d WHERE d.room_id = r.id AND d.removed_at IS NULL)
          ) ORDER BY r.id) FROM rooms AS r WHERE r.home_id = h.id), '[]'::json)
        ) ORDER BY h.id) FROM homes AS h WHERE h.user_id = u.id), '[]'::json)
      ) AS record,
      coalesce((SELECT json_agg(json_build_object('id', s.id, 'billing', s.billing, 'price_paid', s.price_paid,
          'started_at', s.started_at, 'ended_at', s.ended_at,
          'plan', json_build_object('id', p.id, 'title', p.title, 'type', p.type)
        ) ORDER BY s.started_at DESC)
        FROM subscriptions AS s JOIN subscription_plans AS p ON p.id = s.plan_id WHERE s.user_id = u.id),
        '[]'::json) AS subscriptions
      FROM users AS u WHERE u.id = ${id} AND ${RESIDENTIAL}`,
  );
  if (!row) return undefined;
  return {
    ...toUser(row.record),
    address_line1: row.record.address_line1,
    address_line2: row.record.address_line2,
    homes: row.record.homes.map((home) => ({
      ...home,
      rooms: home.rooms.map((room) => ({ ...room, area_m2: Number(room.area_m2) })),
    })),
    subscriptions: row.subscriptions.map((period) => ({
      ...period,
      price_paid: Number(period.price_paid),
      started_at: isoString(period.started_at),
      ended_at: isoOrNull(period.ended_at),
    })),
  };
}

/** A room of a residential user's home, with its radiators (removed ones too, marked). */
export async function findRoom(executor: Executor, id: number): Promise<Room | undefined> {
  const [row] = await rowsOf<{ room: Room }>(
    executor,
    sql`SELECT json_build_object('id', r.id, 'name', r.name, 'area_m2', r.area_m2,
        'home', json_build_object('id', h.id, 'name', h.name, 'city', h.city),
        'user', json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name),
        'radiators', coalesce((SELECT json_agg(json_build_object('id', d.id, 'model', m.name,
            'manufacturer', json_build_object('id', f.id, 'title', f.title), 'rated_power_w', m.rated_power_w,
            'installed_at', d.installed_at, 'removed_at', d.removed_at
          ) ORDER BY d.removed_at NULLS FIRST, d.id)
          FROM radiators AS d JOIN radiator_models AS m ON m.id = d.model_id
            JOIN manufacturers AS f ON f.id = m.manufacturer_id
          WHERE d.room_id = r.id), '[]'::json)
      ) AS room
      FROM rooms AS r JOIN homes AS h ON h.id = r.home_id JOIN users AS u ON u.id = h.user_id
      WHERE r.id = ${id} AND ${RESIDENTIAL}`,
  );
  if (!row) return undefined;
  const { room } = row;
  return {
    ...room,
    area_m2: Number(room.area_m2),
    radiators: room.radiators.map((radiator) => ({
      ...radiator,
      installed_at: isoString(radiator.installed_at),
      removed_at: isoOrNull(radiator.removed_at),
    })),
  };
}

/** The residential users among these ids, locked until the transaction ends. */
export async function lockResidentialUsers(
  executor: Executor,
  ids: number[],
): Promise<{ id: number; first_name: string; last_name: string; status: number }[]> {
  return rowsOf(
    executor,
    sql`SELECT id, first_name, last_name, status FROM users AS u
      WHERE id = ANY(${sql.param(ids)}::int[]) AND ${RESIDENTIAL} ORDER BY id FOR UPDATE`,
  );
}

export async function setUsersStatus(executor: Executor, ids: number[], status: number): Promise<void> {
  await executor.execute(
    sql`UPDATE users AS u SET status = ${status}, updated_at = now()
      WHERE id = ANY(${sql.param(ids)}::int[]) AND ${RESIDENTIAL}`,
  );
}

/** Deletes the users; their tokens, subscriptions, homes, rooms and radiators go with them (foreign keys). */
export async function deleteUsers(executor: Executor, ids: number[]): Promise<void> {
  await executor.execute(
    sql`DELETE FROM users AS u WHERE id = ANY(${sql.param(ids)}::int[]) AND ${RESIDENTIAL}`,
  );
}

/** One residential user in the list's shape. */
export async function findUser(executor: Executor, id: number): Promise<ResidentialUser | undefined> {
  const [row] = await rowsOf<{ record: ResidentialUser }>(
    executor,
    sql`SELECT ${LIST_RECORD} AS record FROM users AS u WHERE u.id = ${id} AND ${RESIDENTIAL}`,
  );
  return row && toUser(row.record);
}
