import { type BusinessQuery, LEVEL } from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { rowsOf } from '../../../db/queries.ts';
import {
  earnedDuring,
  earnsDuring,
  isCurrentSubscription,
  monthlyValueOf,
} from '../../subscriptions/rule-fragments.ts';
import type { Bucket, Piece } from './buckets.ts';

export interface BucketRow {
  signups: number;
  customers: number;
  managed_homes: number;
  revenue_gbp: number;
  subscribers: { plan_id: number; subscribers: number }[];
}

type Audience = Pick<BusinessQuery, 'audience' | 'clientId'>;

/** The accounts a chart counts: residential users, commercial clients, or one client's residential users. */
function customersOf({ audience, clientId }: Audience): SQL {
  if (clientId !== undefined) {
    return sql`SELECT created_at FROM users WHERE level = ${LEVEL.RESIDENTIAL} AND commercial_client_id = ${clientId}`;
  }
  const level = audience === 'commercial' ? LEVEL.COMMERCIAL : LEVEL.RESIDENTIAL;
  return sql`SELECT created_at FROM users WHERE level = ${level}`;
}

/** The residential users whose homes and subscriptions a chart counts. */
function residentsOf({ audience, clientId }: Audience): SQL {
  if (clientId !== undefined) return sql`SELECT id FROM users WHERE commercial_client_id = ${clientId}`;
  if (audience === 'commercial') return sql`SELECT id FROM users WHERE commercial_client_id IS NOT NULL`;
  return sql`SELECT id FROM users WHERE level = ${LEVEL.RESIDENTIAL}`;
}

/**
 * What earns money, each with its monthly value in GBP and when it began and ended: residential subscriptions,
 * or the homes commercial clients pay a fee for each month (the billing model).
 */
function earningsOf(audience: Audience): SQL {
  if (audience.audience === 'residential') {
    return sql`SELECT ${monthlyValueOf()} AS monthly, started_at, ended_at FROM subscriptions`;
  }
  return sql`SELECT c.home_fee_gbp AS monthly, h.created_at AS started_at, NULL::timestamptz AS ended_at
    FROM homes AS h JOIN users AS u ON u.id = h.user_id JOIN commercial_clients AS c ON c.user_id = u.commercial_client_id
    WHERE ${audience.clientId === undefined ? sql`TRUE` : sql`c.user_id = ${audience.clientId}`}`;
}

const timestamps = (dates: Date[]) => sql.param(dates.map((date) => date.toISOString()));

/** Pieces as a table p(n, "from", "to", month_s), n counting buckets from 1. */
export const piecesTable = (pieces: Piece[]) => sql`unnest(
  ${sql.param(pieces.map((piece) => piece.bucket + 1))}::int8[],
  ${timestamps(pieces.map((piece) => piece.from))}::timestamptz[],
  ${timestamps(pieces.map((piece) => piece.to))}::timestamptz[],
  ${sql.param(pieces.map((piece) => piece.monthSeconds))}::float8[]) AS p(n, "from", "to", month_s)`;

const earningRow = { monthly: sql`e.monthly`, startedAt: sql`e.started_at`, endedAt: sql`e.ended_at` };
const pieceRow = { from: sql`p."from"`, to: sql`p."to"`, monthSeconds: sql`p.month_s` };

/** What an earning `e` (monthly, started_at, ended_at) brings in over piece `p`; join them on `earnsInPiece`. */
export const earnedInPiece = earnedDuring(earningRow, pieceRow);
export const earnsInPiece = earnsDuring(earningRow, pieceRow);

/**
 * Per bucket: sign-ups in it and customers and homes at its end, money earned in it (each piece's share of
 * its month's value), and current subscriptions per plan at its end.
 */
export function selectBusinessBuckets(
  executor: Executor,
  audience: Audience,
  buckets: Bucket[],
  pieces: Piece[],
): Promise<BucketRow[]> {
  return rowsOf<BucketRow>(
    executor,
    sql`WITH buckets AS (
        SELECT * FROM unnest(${timestamps(buckets.map((bucket) => bucket.start))}::timestamptz[],
          ${timestamps(buckets.map((bucket) => bucket.end))}::timestamptz[]) WITH ORDINALITY AS b(start, "end", n)
      ),
      pieces AS (SELECT * FROM ${piecesTable(pieces)}),
      customers AS (${customersOf(audience)}),
      residents AS (${residentsOf(audience)}),
      earnings AS (${earningsOf(audience)}),
      earned AS (
        SELECT p.n, sum(${earnedInPiece}) AS gbp FROM pieces AS p JOIN earnings AS e ON ${earnsInPiece}
        GROUP BY p.n
      )
      SELECT
        (SELECT count(*) FROM customers WHERE created_at >= b.start AND created_at < b."end")::int AS signups,
        (SELECT count(*) FROM customers WHERE created_at < b."end")::int AS customers,
        (SELECT count(*) FROM homes WHERE created_at < b."end" AND user_id IN (SELECT id FROM residents))::int
          AS managed_homes,
        coalesce(round((SELECT gbp FROM earned WHERE earned.n = b.n)::numeric, 2), 0)::float8 AS revenue_gbp,
        (SELECT coalesce(json_agg(json_build_object('plan_id', plan_id, 'subscribers', subscribers) ORDER BY plan_id), '[]')
          FROM (SELECT plan_id, count(*)::int AS subscribers FROM subscriptions
            WHERE ${isCurrentSubscription('subscriptions', sql`b."end"`)}
              AND user_id IN (SELECT id FROM residents)
            GROUP BY plan_id) AS mix) AS subscribers
      FROM buckets AS b ORDER BY b.n`,
  );
}

/** Every plan, for the chart's legend. */
export function selectPlans(executor: Executor) {
  return rowsOf<{ plan_id: number; title: string; type: number }>(
    executor,
    sql`SELECT id AS plan_id, title, type FROM subscription_plans ORDER BY type, id`,
  );
}
