import type { ListQuery, Plan, PlanFigures } from '@radiant/contract';
import { and, asc, count, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containsText, pageWindow } from '../../db/queries.ts';
import { planFeatureLinks, planFeatures, plans, subscriptions } from '../../db/schema.ts';

type PlanRow = typeof plans.$inferSelect;

const isActive = (now: SQL = sql`now()`) => or(isNull(subscriptions.endedAt), gt(subscriptions.endedAt, now));

// Raw names on purpose: inside a correlated subquery Drizzle would leave the outer column unqualified.
const activeSubscribers = sql<number>`(
  SELECT count(*)::int FROM subscriptions AS s
  WHERE s.plan_id = subscription_plans.id AND (s.ended_at IS NULL OR s.ended_at > now())
)`;

/** Plans with their features and active subscribers, in the shape of the contract. */
async function toPlans(
  executor: Executor,
  rows: (PlanRow & { activeSubscribers: number })[],
): Promise<Plan[]> {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await executor
          .select({ planId: planFeatureLinks.planId, id: planFeatures.id, title: planFeatures.title })
          .from(planFeatureLinks)
          .innerJoin(planFeatures, eq(planFeatures.id, planFeatureLinks.featureId))
          .where(inArray(planFeatureLinks.planId, ids))
          .orderBy(asc(planFeatureLinks.position));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    cost: row.cost,
    yearly_discount: row.yearlyDiscount,
    status: row.status === 1 ? 1 : 0,
    subscription_plans_features: links
      .filter((link) => link.planId === row.id)
      .map(({ id, title }) => ({ id, title })),
    active_subscribers: row.activeSubscribers,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listPlans(executor: Executor, query: ListQuery) {
  const where = containsText(plans.title, query.search);
  const rows = await executor
    .select({ ...plansColumns(), activeSubscribers })
    .from(plans)
    .where(where)
    .orderBy(asc(plans.type), asc(plans.cost), asc(plans.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [total] = await executor.select({ count: count() }).from(plans).where(where);
  return { plans: await toPlans(executor, rows), total: total?.count ?? 0 };
}

export async function findPlan(executor: Executor, id: number): Promise<Plan | undefined> {
  const rows = await executor
    .select({ ...plansColumns(), activeSubscribers })
    .from(plans)
    .where(eq(plans.id, id));
  return (await toPlans(executor, rows))[0];
}

const plansColumns = () => ({
  id: plans.id,
  title: plans.title,
  type: plans.type,
  cost: plans.cost,
  yearlyDiscount: plans.yearlyDiscount,
  status: plans.status,
  createdAt: plans.createdAt,
  updatedAt: plans.updatedAt,
});

export async function findPlanIdByTitle(executor: Executor, title: string): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: plans.id })
    .from(plans)
    .where(sql`lower(${plans.title}) = lower(${title})`);
  return row?.id;
}

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
      active: sql<number>`count(*) FILTER (WHERE ${isActive()})::int`,
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
      active: sql<number>`count(*) FILTER (WHERE ${isActive()})::int`,
      monthly: sql<number>`count(*) FILTER (WHERE ${isActive()} AND ${subscriptions.billing} = 'monthly')::int`,
      yearly: sql<number>`count(*) FILTER (WHERE ${isActive()} AND ${subscriptions.billing} = 'yearly')::int`,
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
