import type { Feature, ListQuery } from '@radiant/contract';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containsText, pageWindow } from '../../db/queries.ts';
import { planFeatures } from '../../db/schema.ts';

// Raw names on purpose: inside a correlated subquery Drizzle would leave the outer column unqualified.
const plansCount = sql<number>`(
  SELECT count(*)::int FROM subscription_plan_feature_links AS l WHERE l.feature_id = subscription_plan_features.id
)`;

const featureColumns = {
  id: planFeatures.id,
  title: planFeatures.title,
  description: planFeatures.description,
  plans_count: plansCount,
};

export async function listFeatures(executor: Executor, query: ListQuery) {
  const where = containsText(planFeatures.title, query.search);
  const { limit, offset } = pageWindow(query);
  const features: Feature[] = await executor
    .select(featureColumns)
    .from(planFeatures)
    .where(where)
    .orderBy(asc(planFeatures.title), asc(planFeatures.id))
    .limit(limit)
    .offset(offset);
  const [total] = await executor.select({ count: count() }).from(planFeatures).where(where);
  return { features, total: total?.count ?? 0 };
}

export async function findFeature(executor: Executor, id: number): Promise<Feature | undefined> {
  const [row] = await executor.select(featureColumns).from(planFeatures).where(eq(planFeatures.id, id));
  return row;
}

/** The ids among `ids` that name no feature. */
export async function unknownFeatureIds(executor: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await executor
    .select({ id: planFeatures.id })
    .from(planFeatures)
    .where(inArray(planFeatures.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}
