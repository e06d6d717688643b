import { type SQL, sql } from 'drizzle-orm';

// The business rules about subscriptions and money, each written once: every figure that counts subscribers
// or revenue (plans, dashboard, users, clients, charts) is built from these fragments.

/**
 * A subscription (table or alias `s`) is current at `at` (now by default): it began before and has not ended.
 * One that ends next week is current until then; at the instant one period ends and the next begins, the
 * ending one counts, so the two are never counted together.
 */
export const isCurrentSubscription = (s = 'subscriptions', at: SQL | Date = sql`now()`): SQL => {
  const alias = sql.raw(s);
  return sql`(${alias}.started_at < ${at}::timestamptz AND (${alias}.ended_at IS NULL OR ${alias}.ended_at > ${at}::timestamptz))`;
};

/** What a subscription (table or alias `s`) is worth a month, in GBP: its price, or a twelfth of a yearly one. */
export const monthlyValueOf = (s = 'subscriptions'): SQL => {
  const alias = sql.raw(s);
  return sql`CASE WHEN ${alias}.billing = 'yearly' THEN ${alias}.price_paid / 12 ELSE ${alias}.price_paid END`;
};

/** Something that earns money each month: a subscription, or a managed home's fee to its commercial client. */
export interface Earning {
  monthly: SQL;
  startedAt: SQL;
  /** NULL while it runs. */
  endedAt: SQL;
}

/** A subscription (table or alias `s`) as an earning. */
export const subscriptionEarning = (s = 'subscriptions'): Earning => ({
  monthly: monthlyValueOf(s),
  startedAt: sql.raw(`${s}.started_at`),
  endedAt: sql.raw(`${s}.ended_at`),
});

/** A span of time inside one month, and that month's length in seconds. */
export interface MonthPiece {
  from: SQL;
  to: SQL;
  monthSeconds: SQL;
}

/** The earning ran during some of the piece. */
export const earnsDuring = (earning: Earning, piece: MonthPiece): SQL =>
  sql`(${earning.startedAt} < ${piece.to} AND (${earning.endedAt} IS NULL OR ${earning.endedAt} > ${piece.from}))`;

/**
 * What an earning brings in over a piece of a month: its monthly value times the share of that month it ran in
 * the piece. A month that is not over yet counts up to the piece's end.
 */
export const earnedDuring = (earning: Earning, piece: MonthPiece): SQL => sql`${earning.monthly}
  * greatest(0, extract(epoch FROM least(coalesce(${earning.endedAt}, ${piece.to}), ${piece.to})
    - greatest(${earning.startedAt}, ${piece.from}))) / ${piece.monthSeconds}`;

/** A piece from `from` to `to` of the month running from `from` to `monthEnd`, as SQL values. */
export const monthPieceOf = (from: Date, to: Date, monthEnd: Date): MonthPiece => ({
  from: sql`${from}::timestamptz`,
  to: sql`${to}::timestamptz`,
  monthSeconds: sql`${(monthEnd.getTime() - from.getTime()) / 1000}::numeric`,
});
