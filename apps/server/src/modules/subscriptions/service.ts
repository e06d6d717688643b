import type { Plan, ZFeatureRequest, ZPlanRequest } from '@radiant/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/database.ts';
import { conflictOnDuplicate } from '../../db/queries.ts';
import { planFeatureLinks, planFeatures, plans } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { countOf } from '../../http/envelope.ts';
import { writeAudit } from '../audit/repository.ts';
import { findFeature, unknownFeatureIds } from './features-repository.ts';
import { countSubscriptions, findPlan, replacePlanFeatures } from './repository.ts';

type PlanInput = z.output<typeof ZPlanRequest>;
type FeatureInput = z.output<typeof ZFeatureRequest>;

const duplicatePlan = (title: string) => `A plan called "${title}" already exists. Choose another title.`;
const duplicateFeature = (title: string) => `A feature called "${title}" already exists.`;

async function assertFeaturesExist(tx: Tx, ids: number[]) {
  const unknown = await unknownFeatureIds(tx, ids);
  if (unknown.length === 0) return;
  const description = `These features do not exist: ${unknown.join(', ')}. Reload the feature list and try again.`;
  throw new AppError('VALIDATION_ERROR', description, {
    errors: [{ path: 'subscription_plans_features', message: description }],
  });
}

const planValues = (input: PlanInput) => ({
  title: input.title,
  type: input.type,
  cost: input.cost,
  yearlyDiscount: input.yearly_discount,
});

async function loadPlan(tx: Tx, id: number): Promise<Plan> {
  const plan = await findPlan(tx, id);
  if (!plan) throw notFound('The subscription plan');
  return plan;
}

export function createPlan(db: Db, actorId: number, input: PlanInput): Promise<Plan> {
  return db.transaction(async (tx) => {
    await assertFeaturesExist(tx, input.subscription_plans_features);
    const [row] = await conflictOnDuplicate(
      tx.insert(plans).values(planValues(input)).returning({ id: plans.id }),
      duplicatePlan(input.title),
    );
    const id = row?.id ?? 0;
    await replacePlanFeatures(tx, id, input.subscription_plans_features);
    await writeAudit(tx, {
      actorId,
      action: 'create',
      entity: 'subscription_plan',
      entityId: id,
      details: input,
    });
    return loadPlan(tx, id);
  });
}

export function updatePlan(db: Db, actorId: number, id: number, input: PlanInput): Promise<Plan> {
  return db.transaction(async (tx) => {
    await loadPlan(tx, id);
    await assertFeaturesExist(tx, input.subscription_plans_features);
    await conflictOnDuplicate(
      tx
        .update(plans)
        .set({ ...planValues(input), updatedAt: new Date() })
        .where(eq(plans.id, id)),
      duplicatePlan(input.title),
    );
    await replacePlanFeatures(tx, id, input.subscription_plans_features);
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: 'subscription_plan',
      entityId: id,
      details: input,
    });
    return loadPlan(tx, id);
  });
}

export function deletePlan(db: Db, actorId: number, id: number): Promise<Plan> {
  return db.transaction(async (tx) => {
    const plan = await loadPlan(tx, id);
    const held = await countSubscriptions(tx, id);
    if (held.active > 0) {
      throw new AppError(
        'CONFLICT',
        `"${plan.title}" has ${held.active} active subscribers, so it cannot be deleted. Deactivate it instead: no one new can choose it and current subscribers keep it.`,
      );
    }
    if (held.all > 0) {
      throw new AppError(
        'CONFLICT',
        `"${plan.title}" has billing history that revenue figures rely on, so it cannot be deleted. Deactivate it instead.`,
      );
    }
    await tx.delete(plans).where(eq(plans.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'subscription_plan',
      entityId: id,
      details: { title: plan.title },
    });
    return plan;
  });
}

export function setPlanStatus(db: Db, actorId: number, id: number, status: number): Promise<Plan> {
  return db.transaction(async (tx) => {
    await loadPlan(tx, id);
    await tx.update(plans).set({ status, updatedAt: new Date() }).where(eq(plans.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'set_status',
      entity: 'subscription_plan',
      entityId: id,
      details: { status },
    });
    return loadPlan(tx, id);
  });
}

export function createFeature(db: Db, actorId: number, input: FeatureInput) {
  return db.transaction(async (tx) => {
    const [row] = await conflictOnDuplicate(
      tx.insert(planFeatures).values(input).returning({ id: planFeatures.id }),
      duplicateFeature(input.title),
    );
    const id = row?.id ?? 0;
    await writeAudit(tx, { actorId, action: 'create', entity: 'plan_feature', entityId: id, details: input });
    return loadFeature(tx, id);
  });
}

async function loadFeature(tx: Tx, id: number) {
  const feature = await findFeature(tx, id);
  if (!feature) throw notFound('The feature');
  return feature;
}

export function updateFeature(db: Db, actorId: number, id: number, input: FeatureInput) {
  return db.transaction(async (tx) => {
    await loadFeature(tx, id);
    await conflictOnDuplicate(
      tx.update(planFeatures).set(input).where(eq(planFeatures.id, id)),
      duplicateFeature(input.title),
    );
    await writeAudit(tx, { actorId, action: 'update', entity: 'plan_feature', entityId: id, details: input });
    return loadFeature(tx, id);
  });
}

export function deleteFeature(db: Db, actorId: number, id: number) {
  return db.transaction(async (tx) => {
    const feature = await loadFeature(tx, id);
    const [link] = await tx
      .select({ planId: planFeatureLinks.planId })
      .from(planFeatureLinks)
      .where(eq(planFeatureLinks.featureId, id))
      .limit(1);
    if (link) {
      throw new AppError(
        'CONFLICT',
        `"${feature.title}" is part of ${countOf(feature.plans_count, 'plan')}. Remove it from ${feature.plans_count === 1 ? 'that plan' : 'those plans'} before deleting it.`,
      );
    }
    await tx.delete(planFeatures).where(eq(planFeatures.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'plan_feature',
      entityId: id,
      details: { title: feature.title },
    });
    return feature;
  });
}
