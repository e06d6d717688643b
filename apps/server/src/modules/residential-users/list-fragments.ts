import {
  DAY_MS,
  LEVEL,
  LIST_END,
  searchTermsOf,
  type UserListFilters,
  type UserListQuery,
} from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/queries.ts';
import { AppError, fieldError } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { isCurrentSubscription } from '../subscriptions/rule-fragments.ts';

/**
 * The parts of a residential-user list statement: which rows (filters and search, served by the partial
 * indexes on the residential level), in which order, and where a keyset page starts.
 */

// A literal, not a parameter, so that the planner matches the partial indexes' predicate.
export const RESIDENTIAL = sql.raw(`u.level = ${LEVEL.RESIDENTIAL}`);

/** The columns each sort key orders by (id breaks ties) with the SQL type a cursor value is read back as. */
const SORT_KEYS = {
  signed_up: [
    ['u.created_at', 'timestamptz'],
    ['u.id', 'integer'],
  ],
  name: [
    ['u.last_name', 'text'],
    ['u.first_name', 'text'],
    ['u.id', 'integer'],
  ],
  last_seen: [
    ['u.last_seen_at', 'timestamptz'],
    ['u.id', 'integer'],
  ],
} as const;

type SortKey = keyof typeof SORT_KEYS;

const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + DAY_MS);

/**
 * How a two-character term is found: by the index of character pairs alone (few matches: the index hands over
 * exactly those rows, and counting goes this way too), or by LIKE alone while walking the sort key's index
 * (many matches: a page's rows come within a few thousand, and LIKE costs far less per row than computing the
 * pairs, about 60 µs).
 */
type PairSearch = 'index' | 'scan';

/** One search term; a trigram index serves three characters or more. */
const matchTerm = (term: string, pairs: PairSearch): SQL =>
  term.length === 2 && pairs === 'index'
    ? sql`search_bigrams(u.search_text) @> ARRAY[${term}]::text[]`
    : sql`u.search_text LIKE ${`%${escapeLike(term)}%`}`;

/** True when the search has a two-character term, whose way of being found is chosen by its estimate. */
export const hasPairTerm = (filters: UserListFilters) =>
  searchTermsOf(filters.search).some((term) => term.length === 2);

/** The WHERE clause of a filtered list of residential users (table alias `u`). */
export function filterOf(filters: UserListFilters, pairs: PairSearch = 'index'): SQL {
  const terms = searchTermsOf(filters.search).map((term) => matchTerm(term, pairs));
  const conditions: SQL[] = [RESIDENTIAL, ...terms];
  if (filters.status !== undefined) conditions.push(sql`u.status = ${filters.status}`);
  if (filters.client !== undefined) conditions.push(sql`u.commercial_client_id = ${filters.client}`);
  if (filters.plan !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM subscriptions AS s
      WHERE s.user_id = u.id AND ${isCurrentSubscription('s')} AND s.plan_id = ${filters.plan})`);
  }
  if (filters.signed_up_from) conditions.push(sql`u.created_at >= ${startOfDay(filters.signed_up_from)}`);
  if (filters.signed_up_to) conditions.push(sql`u.created_at < ${dayAfter(filters.signed_up_to)}`);
  return sql.join(conditions, sql` AND `);
}

export interface Ordering {
  key: SortKey;
  descending: boolean;
}

export const orderingOf = (sort: UserListFilters['sort']): Ordering => ({
  key: sort.replace(/^-/, '') as SortKey,
  descending: sort.startsWith('-'),
});

export const columnsOf = (key: SortKey) => sql.raw(SORT_KEYS[key].map(([column]) => column).join(', '));

/** ORDER BY for the ordering, or its reverse (to read a page that ends at a cursor). */
export function orderByOf({ key, descending }: Ordering, reversed = false): SQL {
  const direction = descending !== reversed ? 'DESC' : 'ASC';
  return sql.raw(SORT_KEYS[key].map(([column]) => `${column} ${direction}`).join(', '));
}

/** The sort key of a row as a JSON array, exactly (microseconds included): the cursor's content. */
export const cursorKeyOf = (key: SortKey) => sql`json_build_array(${columnsOf(key)})`;

export const encodeCursor = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');

const BAD_CURSOR = new AppError('VALIDATION_ERROR', t('badCursor'), {
  errors: [fieldError('after', 'badCursorField')],
});

function decodeCursor(key: SortKey, cursor: string): unknown[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const types = SORT_KEYS[key];
    if (
      Array.isArray(values) &&
      values.length === types.length &&
      values.every((value, index) =>
        types[index]?.[1] === 'integer' ? Number.isSafeInteger(value) : typeof value === 'string',
      )
    ) {
      return values;
    }
  } catch {
    // Not base64url JSON: answered below.
  }
  throw BAD_CURSOR;
}

/**
 * Rows beyond a cursor in the order read: after it in list order, or (reading reversed) before it. The row
 * comparison is what lets the sort key's index start right at the cursor.
 */
function beyondCursor(ordering: Ordering, cursor: string, reversed: boolean): SQL {
  const values = decodeCursor(ordering.key, cursor);
  const types = SORT_KEYS[ordering.key];
  const cast = sql.join(
    values.map((value, index) => sql`CAST(${value} AS ${sql.raw(types[index]?.[1] ?? 'text')})`),
    sql`, `,
  );
  const operator = ordering.descending !== reversed ? '<' : '>';
  return sql`(${columnsOf(ordering.key)}) ${sql.raw(operator)} (${cast})`;
}

/** How a page is read: from an offset, or from a cursor (reversed when the page ends at it). */
export function pageReadOf(query: UserListQuery) {
  const ordering = orderingOf(query.sort);
  if (query.before) {
    return {
      ordering,
      reversed: true,
      beyond: query.before === LIST_END ? undefined : beyondCursor(ordering, query.before, true),
      offset: 0,
    };
  }
  return {
    ordering,
    reversed: false,
    beyond: query.after ? beyondCursor(ordering, query.after, false) : undefined,
    offset: query.after ? 0 : (query.page - 1) * query.limit,
  };
}
