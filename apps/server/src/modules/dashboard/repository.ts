import { type AdminDashboard, LEVEL, type Signups, STATUS } from '@radiant/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { rowsOf } from '../../db/queries.ts';
import {
  type Earning,
  earnedDuring,
  isCurrentSubscription,
  monthlyValueOf,
  monthPieceOf,
  subscriptionEarning,
} from '../subscriptions/rule-fragments.ts';

const startOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/** A managed home's monthly fee to its commercial client, from the day the home was added. */
const homeFee: Earning = { monthly: sql`c.home_fee_gbp`, startedAt: sql`h.created_at`, endedAt: sql`NULL` };

/** What the earnings bring in from `from` to `to`, in the month from `from` to `monthEnd`, in GBP. */
const earnedBetween = (earning: Earning, from: Date, to: Date, monthEnd: Date) =>
  sql`coalesce(round(sum(${earnedDuring(earning, monthPieceOf(from, to, monthEnd))})::numeric, 2), 0)::float8`;

/** The homes of commercial clients' residential users, with their client's fee. */
const MANAGED_HOMES = sql`homes AS h JOIN users AS u ON u.id = h.user_id
  JOIN commercial_clients AS c ON c.user_id = u.commercial_client_id`;

/** The admin dashboard's figures, in one round trip. */
export async function adminDashboard(executor: Executor, now = new Date()): Promise<AdminDashboard> {
  const thisMonth = startOfMonth(now.getUTCFullYear(), now.getUTCMonth());
  const lastMonth = startOfMonth(now.getUTCFullYear(), now.getUTCMonth() - 1);
  const nextMonth = startOfMonth(now.getUTCFullYear(), now.getUTCMonth() + 1);
  const day = (at: Date) => at.toISOString().slice(0, 10);
  const [row] = await rowsOf<Omit<AdminDashboard, 'as_of'>>(
    executor,
    sql`SELECT
      (SELECT json_build_object('total', count(*), 'active', count(*) FILTER (WHERE status = ${STATUS.ACTIVE}),
          'new_this_month', count(*) FILTER (WHERE created_at >= ${thisMonth}))
        FROM users WHERE level = ${LEVEL.RESIDENTIAL}) AS residential_users,
      (SELECT json_build_object('total', count(*), 'new_this_month', count(*) FILTER (WHERE created_at >= ${thisMonth}),
          'managed_homes', (SELECT count(*) FROM ${MANAGED_HOMES}),
          'monthly_fees', (SELECT coalesce(sum(c.home_fee_gbp), 0)::float8 FROM ${MANAGED_HOMES}))
        FROM users WHERE level = ${LEVEL.COMMERCIAL}) AS commercial_clients,
      (SELECT json_build_object('installed', count(*), 'reporting', count(last_seen_at),
          'online', count(*) FILTER (WHERE last_seen_at >= ${now}::timestamptz - interval '24 hours'),
          'offline_over_24h', count(*) FILTER (WHERE last_seen_at < ${now}::timestamptz - interval '24 hours'))
        FROM radiators WHERE removed_at IS NULL) AS radiators,
      (SELECT coalesce(json_agg(plan ORDER BY plan.type, plan.plan_id), '[]')
        FROM (SELECT p.id AS plan_id, p.title, p.type, count(subscriptions.id)::int AS subscribers,
                coalesce(round(sum(${monthlyValueOf()}), 2), 0)::float8 AS monthly_recurring_revenue
              FROM subscription_plans AS p
              LEFT JOIN subscriptions ON subscriptions.plan_id = p.id AND ${isCurrentSubscription('subscriptions', now)}
              GROUP BY p.id) AS plan) AS subscriptions_by_plan,
      (SELECT coalesce(round(sum(${monthlyValueOf()}), 2), 0)::float8 FROM subscriptions
        WHERE ${isCurrentSubscription('subscriptions', now)})
        AS monthly_recurring_revenue,
      (SELECT json_build_object('this_month', ${earnedBetween(subscriptionEarning(), thisMonth, now, nextMonth)},
          'last_month', ${earnedBetween(subscriptionEarning(), lastMonth, thisMonth, thisMonth)})
        FROM subscriptions WHERE started_at < ${now} AND (ended_at IS NULL OR ended_at > ${lastMonth}))
        AS revenue,
      (SELECT json_build_object('this_month', ${earnedBetween(homeFee, thisMonth, now, nextMonth)},
          'last_month', ${earnedBetween(homeFee, lastMonth, thisMonth, thisMonth)}) FROM ${MANAGED_HOMES}
        WHERE h.created_at < ${now}) AS fees,
      (SELECT json_build_object(
          'this_month', round((coalesce(sum(energy_wh) FILTER (WHERE day >= ${day(thisMonth)}::date), 0) / 1000)::numeric, 1),
          'last_month', round((coalesce(sum(energy_wh) FILTER (WHERE day < ${day(thisMonth)}::date), 0) / 1000)::numeric, 1))
        FROM fleet_days WHERE day >= ${day(lastMonth)}::date) AS fleet_energy_kwh`,
  );
  if (!row) throw new Error('The dashboard query answered no row.');
  return { ...row, as_of: now.toISOString() };
}

/** Residential and commercial sign-ups in each month (UTC) of `year`, every month listed. */
export async function signupsOf(executor: Executor, year: number): Promise<Signups> {
  const rows = await rowsOf<{ month: number; residential: number; commercial: number }>(
    executor,
    sql`SELECT month, count(u.id) FILTER (WHERE u.level = ${LEVEL.RESIDENTIAL})::int AS residential,
        count(u.id) FILTER (WHERE u.level = ${LEVEL.COMMERCIAL})::int AS commercial
      FROM generate_series(1, 12) AS month
      LEFT JOIN users AS u ON u.level IN (${LEVEL.RESIDENTIAL}, ${LEVEL.COMMERCIAL})
        AND u.created_at >= ${startOfMonth(year, 0)} AND u.created_at < ${startOfMonth(year + 1, 0)}
        AND extract(month FROM u.created_at AT TIME ZONE 'UTC') = month
      GROUP BY month ORDER BY month`,
  );
  return { year, months: rows };
}
