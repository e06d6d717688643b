import type { Feature } from '@radiant/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { planFeatures } from '../../db/schema.ts';
import { resourceQueries } from '../../resources/queries.ts';

/** The feature catalogue, each feature with how many plans include it. */
export const featureQueries = resourceQueries({
  table: planFeatures,
  view: (feature, from) => ({
    id: feature.id,
    title: feature.title,
    description: feature.description,
    version: feature.version,
    plansCount: sql<number>`(
      SELECT count(*)::int FROM subscription_plan_feature_links AS l WHERE l.feature_id = ${from}.id
    )`,
  }),
  toRecord: (row): Feature => ({
    id: row.id,
    title: row.title,
    description: row.description,
    plans_count: row.plansCount,
    version: row.version,
  }),
  searchIn: [planFeatures.title],
  sorts: { title: [planFeatures.title] },
});

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
