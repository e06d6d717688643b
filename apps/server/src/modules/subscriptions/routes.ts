import { featureOperations, planOperations, STATUS } from '@radiant/contract';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { featureQueries } from './features-repository.ts';
import { planQueries } from './repository.ts';
import { deleteFeature, deletePlan, getPlan, saveFeature, savePlan, setPlanStatus } from './service.ts';

export const planRoutes = operationRoutes(planOperations, ({ database: { db } }) => ({
  list: async ({ query }) => {
    const { records, pagination } = await planQueries.list(db, query);
    return success('PLANS', `${countOf(pagination.total, 'subscription plan')}.`, {
      plans: records,
      pagination,
    });
  },
  get: async ({ params }) => {
    const answer = await getPlan(db, params.planId);
    return success('PLAN', `The plan "${answer.plan.title}".`, answer);
  },
  create: async (request) => {
    const plan = await savePlan(db, actorIdOf(request), request.body);
    return success('PLAN_CREATED', `The plan "${plan.title}" has been created.`, { plan });
  },
  update: async (request) => {
    const plan = await savePlan(db, actorIdOf(request), request.body, request.params.planId);
    return success('PLAN_UPDATED', `The plan "${plan.title}" has been updated.`, { plan });
  },
  remove: async (request) => {
    const plan = await deletePlan(db, actorIdOf(request), request.params.planId);
    return success('PLAN_DELETED', `The plan "${plan.title}" has been deleted.`, {});
  },
  setStatus: async (request) => {
    const { planId, status } = request.params;
    const plan = await setPlanStatus(db, actorIdOf(request), planId, status);
    const state =
      plan.status === STATUS.ACTIVE
        ? 'active: subscribers can choose it'
        : 'inactive: no one new can choose it';
    return success('PLAN_STATUS_CHANGED', `The plan "${plan.title}" is now ${state}.`, { plan });
  },
}));

export const featureRoutes = operationRoutes(featureOperations, ({ database: { db } }) => ({
  list: async ({ query }) => {
    const { records, pagination } = await featureQueries.list(db, query);
    return success('FEATURES', `${countOf(pagination.total, 'plan feature')}.`, {
      subscription_plans_features: records,
      pagination,
    });
  },
  create: async (request) => {
    const feature = await saveFeature(db, actorIdOf(request), request.body);
    return success('FEATURE_CREATED', `The feature "${feature.title}" has been added.`, { feature });
  },
  update: async (request) => {
    const feature = await saveFeature(db, actorIdOf(request), request.body, request.params.id);
    return success('FEATURE_UPDATED', `The feature "${feature.title}" has been updated.`, { feature });
  },
  remove: async (request) => {
    const feature = await deleteFeature(db, actorIdOf(request), request.params.id);
    return success('FEATURE_DELETED', `The feature "${feature.title}" has been deleted.`, {});
  },
}));
