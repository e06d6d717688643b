import { EXACT_TOTAL_LIMIT } from '@radiant/contract';
import type pg from 'pg';
import { percentile } from '../load.ts';

// The statements apps/server/src/modules/residential-users/repository.ts runs for one page of the default sort
// (-signed_up), copied as SQL text so that the bench times the database alone, without HTTP, auth or JSON.
const LIST_RECORD = `json_build_object(
  'id', u.id, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'mobile', u.mobile,
  'town', u.town, 'city', u.city, 'post_code', u.post_code, 'status', u.status,
  'created_at', u.created_at, 'last_seen_at', u.last_seen_at,
  'plan', (SELECT json_build_object('id', p.id, 'title', p.title, 'type', p.type)
    FROM subscriptions AS s JOIN subscription_plans AS p ON p.id = s.plan_id
    WHERE s.user_id = u.id AND s.ended_at IS NULL ORDER BY s.started_at DESC LIMIT 1),
  'commercial_client', (SELECT json_build_object('id', c.user_id, 'business_name', c.business_name)
    FROM commercial_clients AS c WHERE c.user_id = u.commercial_client_id)
)`;

export interface PageRead {
  search?: string;
  /** `before=end`: the last page, read in reverse order. */
  reversed?: boolean;
  offset?: number;
}

/** The WHERE clause and its parameters, as list-query.ts's filterOf builds them for a search. */
function filterOf(search: string | undefined): { where: string; values: string[] } {
  const values: string[] = [];
  const conditions = ['u.level = 3001'];
  for (const term of (search ?? '').toLowerCase().split(/\s+/)) {
    if (term.length < 2) continue;
    values.push(`%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    const contains = `u.search_text LIKE $${values.length}`;
    if (term.length === 2) {
      values.push(term);
      conditions.push(`search_bigrams(u.search_text) @> ARRAY[$${values.length}]::text[] AND ${contains}`);
    } else {
      conditions.push(contains);
    }
  }
  return { where: conditions.join(' AND '), values };
}

type Statement = [text: string, values: unknown[]];

/** The page's rows (one more than the 25 shown), the count capped at EXACT_TOTAL_LIMIT + 1, the estimate. */
function statementsOf(read: PageRead): { page: Statement; count: Statement; estimate: Statement } {
  const { where, values } = filterOf(read.search);
  const direction = read.reversed ? 'ASC' : 'DESC';
  const next = values.length + 1;
  return {
    page: [
      `SELECT json_build_array(u.created_at, u.id) AS cursor_key, ${LIST_RECORD} AS record
       FROM users AS u WHERE ${where}
       ORDER BY u.created_at ${direction}, u.id ${direction} LIMIT $${next} OFFSET $${next + 1}`,
      [...values, 26, read.offset ?? 0],
    ],
    count: [
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM users AS u WHERE ${where} LIMIT $${next}) AS matches`,
      [...values, EXACT_TOTAL_LIMIT + 1],
    ],
    estimate: [`EXPLAIN (FORMAT JSON) SELECT 1 FROM users AS u WHERE ${where}`, values],
  };
}

/** One page as the server reads it: rows and capped count at once on two connections, then the estimate. */
async function readPage(pool: pg.Pool, read: PageRead): Promise<void> {
  const { page, count, estimate } = statementsOf(read);
  const [, counted] = await Promise.all([pool.query(...page), pool.query<{ total: number }>(...count)]);
  if ((counted.rows[0]?.total ?? 0) > EXACT_TOTAL_LIMIT) await pool.query(...estimate);
}

/**
 * p50 and p95 (ms) of up to `times` sequential page reads after one to warm the cache, within about
 * `budgetMs` (a page that costs seconds gets a few runs, not hundreds).
 */
export async function timeRawPage(pool: pg.Pool, read: PageRead, budgetMs: number, times = 300) {
  const durations: number[] = [];
  const started = performance.now();
  await readPage(pool, read);
  while (durations.length < times && (durations.length < 3 || performance.now() - started < budgetMs)) {
    const begun = performance.now();
    await readPage(pool, read);
    durations.push(performance.now() - begun);
  }
  return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95), runs: durations.length };
}

/**
 * EXPLAIN ANALYZE of the page and of the capped count, for the report of a missed target; without per-node
 * timing for a page of seconds, whose million subplan loops the clock calls would slow several times over.
 */
export async function explainPage(pool: pg.Pool, read: PageRead, timing: boolean): Promise<string> {
  const plans: string[] = [];
  for (const [text, values] of Object.values(statementsOf(read)).slice(0, 2)) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, TIMING ${timing ? 'ON' : 'OFF'}) ${text}`,
      values,
    );
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans.join('\n\n');
}
