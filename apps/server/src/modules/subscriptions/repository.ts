import type { Plan, PlanFigures } from '@radiant/contract';
import { statusOf } from '@radiant/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { planFeatureLinks, plans, subscriptions } from '../../db/schema.ts';
import { resourceQueries } from '../../resources/queries.ts';
import { isCurrentSubscription } from './rule-fragments.ts';

/** Plans with their features (in the plan's order) and active subscribers, in the shape of the contract. */
export const planQueries = resourceQueries({
  table: plans,
  view: (plan, from) => ({
    id: plan.id,
    title: plan.title,
    type: plan.type,
    cost: plan.cost,
    yearlyDiscount: plan.yearlyDiscount,
    status: plan.status,
    createdAt: plan.createdAt,
    version: plan.version,
    features: sql<{ id: number; title: string }[]>`coalesce((
      SELECT json_agg(json_build_object('id', f.id, 'title', f.title) ORDER BY l.position)
      FROM subscription_plan_feature_links AS l JOIN subscription_plan_features AS f ON f.id = l.feature_id
      WHERE l.plan_id = ${from}.id
    ), '[]'::json)`,
    activeSubscribers: sql<number>`(
      SELECT count(*)::int FROM subscriptions AS s
      WHERE s.plan_id = ${from}.id AND ${isCurrentSubscription('s')}
    )`,
  }),
  toRecord: (row): Plan => ({
    id: row.id,
    title: row.title,
    type: row.type,
    cost: row.cost,
    yearly_discount: row.yearlyDiscount,
    status: statusOf(row.status),
    subscription_plans_features: row.features,
    active_subscribers: row.activeSubscribers,
    created_at: row.createdAt.toISOString(),
    version: row.version,
  }),
  searchIn: [plans.title],
  sorts: {
    tier: [plans.type, plans.cost],
    title: [plans.title],
    cost: [plans.cost],
    created: [plans.createdAt],
  },
});

export async function replacePlanFeatures(executor: Executor, planId: number, featureIds: number[]) {
  await executor.delete(planFeatureLinks).where(eq(planFeatureLinks.planId, planId));
  if (featureIds.length === 0) return;
  await executor
    .insert(planFeatureLinks)
    .values(featureIds.map((featureId, position) => ({ planId, featureId, position })));
}

export async function countSubscriptions(executor: Executor, planId: number) {
  const [row] = await executor
    .select({
      all: count(),
      active: sql<number>`count(*) FILTER (WHERE ${isCurrentSubscription()})::int`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.planId, planId));
  return { all: row?.all ?? 0, active: row?.active ?? 0 };
}

/** Subscriber and revenue figures of one plan, for its details screen. */
export async function planFigures(executor: Executor, planId: number): Promise<PlanFigures> {
  const since = sql`now() - interval '30 days'`;
  const [row] = await executor
    .select({
      active: sql<number>`count(*) FILTER (WHERE ${isCurrentSubscription()})::int`,
      monthly: sql<number>`count(*) FILTER (WHERE ${isCurrentSubscription()} AND ${subscriptions.billing} = 'monthly')::int`,
      yearly: sql<number>`count(*) FILTER (WHERE ${isCurrentSubscription()} AND ${subscriptions.billing} = 'yearly')::int`,
      started: sql<number>`count(*) FILTER (WHERE ${subscriptions.startedAt} > ${since})::int`,
      ended: sql<number>`count(*) FILTER (WHERE ${subscriptions.endedAt} > ${since} AND ${subscriptions.endedAt} <= now())::int`,
      revenue: sql<string>`coalesce(sum(${subscriptions.pricePaid}), 0)`,
      recentRevenue: sql<string>`coalesce(sum(${subscriptions.pricePaid}) FILTER (WHERE ${subscriptions.startedAt} > ${since}), 0)`,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.planId, planId)));
  return {
    active_subscribers: row?.active ?? 0,
    monthly_subscribers: row?.monthly ?? 0,
    yearly_subscribers: row?.yearly ?? 0,
    new_last_30_days: row?.started ?? 0,
    cancelled_last_30_days: row?.ended ?? 0,
    revenue_total: Number(row?.revenue ?? 0),
    revenue_last_30_days: Number(row?.recentRevenue ?? 0),
  };
}
