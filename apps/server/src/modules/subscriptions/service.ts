import type { ZFeatureRequest, ZPlanRequest } from '@radiant/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { listOf, t } from '../../messages/index.ts';
import { resourceActions } from '../../resources/actions.ts';
import { featureQueries, unknownFeatureIds } from './features-repository.ts';
import { countSubscriptions, planFigures, planQueries, replacePlanFeatures } from './repository.ts';

type PlanInput = z.output<typeof ZPlanRequest>;
type FeatureInput = z.output<typeof ZFeatureRequest>;

const planActions = resourceActions(planQueries, {
  entity: 'subscription_plan',
  label: 'subscriptionPlan',
});
const featureActions = resourceActions(featureQueries, { entity: 'plan_feature', label: 'feature' });

async function assertFeaturesExist(tx: Tx, ids: number[]) {
  const unknown = await unknownFeatureIds(tx, ids);
  if (unknown.length === 0) return;
  const text = t('featuresMissing', { ids: listOf(unknown) });
  throw new AppError('VALIDATION_ERROR', text, {
    errors: [{ path: 'subscription_plans_features', message: text }],
  });
}

export async function getPlan(db: Db, id: number) {
  const plan = await planActions.find(db, id);
  return { plan, figures: await planFigures(db, id) };
}

/** Creates a plan, or updates it when given an id; its features are kept in the order given. */
export const savePlan = (db: Db, actorId: number, input: PlanInput, id?: number) =>
  planActions.save(db, actorId, {
    id,
    version: input.version,
    values: {
      title: input.title,
      type: input.type,
      cost: input.cost,
      yearlyDiscount: input.yearly_discount,
      ...(id === undefined ? {} : { updatedAt: new Date() }),
    },
    duplicate: t('planTaken', { title: input.title }),
    before: (tx) => assertFeaturesExist(tx, input.subscription_plans_features),
    after: (tx, planId) => replacePlanFeatures(tx, planId, input.subscription_plans_features),
  });

export const setPlanStatus = (db: Db, actorId: number, id: number, status: number) =>
  planActions.setStatus(db, actorId, id, { status, updatedAt: new Date() });

/** A plan anyone ever paid for stays (revenue figures rely on it): deactivating it is the way out. */
export const deletePlan = (db: Db, actorId: number, id: number) =>
  planActions.remove(db, actorId, id, async (tx, plan) => {
    const held = await countSubscriptions(tx, id);
    if (held.active > 0) {
      return t('planSubscribed', { title: plan.title, count: held.active });
    }
    if (held.all > 0) {
      return t('planBilled', { title: plan.title });
    }
    return undefined;
  });

/** Adds a feature to the catalogue, or renames and describes it when given an id. */
export const saveFeature = (db: Db, actorId: number, input: FeatureInput, id?: number) =>
  featureActions.save(db, actorId, {
    id,
    version: input.version,
    values: { title: input.title, description: input.description },
    duplicate: t('featureTaken', { title: input.title }),
  });

/** A feature that a plan includes stays until it is taken out of that plan. */
export const deleteFeature = (db: Db, actorId: number, id: number) =>
  featureActions.remove(db, actorId, id, async (_tx, feature) =>
    feature.plans_count > 0
      ? t('featureInPlans', { title: feature.title, count: feature.plans_count })
      : undefined,
  );
