import {
  ZDeletedResponse,
  ZFeatureListResponse,
  ZFeatureRequest,
  ZFeatureResponse,
  ZIdParam,
  ZListQuery,
  ZPlanChangeResponse,
  ZPlanIdParams,
  ZPlanListResponse,
  ZPlanRequest,
  ZPlanResponse,
  ZPlanStatusParams,
} from '@radiant/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.ts';
import { adminErrors, countOf, success } from '../../http/envelope.ts';
import { accountOf } from '../../plugins/authentication.ts';
import { listFeatures } from './features-repository.ts';
import { findPlan, listPlans, planFigures } from './repository.ts';
import {
  createFeature,
  createPlan,
  deleteFeature,
  deletePlan,
  setPlanStatus,
  updateFeature,
  updatePlan,
} from './service.ts';

/** Subscription plans and their feature catalogue (admin only: the scope checks the level). */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Subscription plans'];
  const db = app.database.db;
  const actor = (request: Parameters<typeof accountOf>[0]) => accountOf(request).account.id;

  app.get(
    '/v1/subscriptions',
    { schema: { tags, querystring: ZListQuery, response: { 200: ZPlanListResponse, ...adminErrors() } } },
    async (request) => {
      const { plans, total } = await listPlans(db, request.query);
      const { page, limit } = request.query;
      return success('PLANS', `${countOf(total, 'subscription plan')}.`, {
        plans,
        pagination: { page, limit, total },
      });
    },
  );

  app.get(
    '/v1/subscriptions/features-list',
    { schema: { tags, querystring: ZListQuery, response: { 200: ZFeatureListResponse, ...adminErrors() } } },
    async (request) => {
      const { features, total } = await listFeatures(db, request.query);
      const { page, limit } = request.query;
      return success('FEATURES', `${countOf(total, 'plan feature')}.`, {
        subscription_plans_features: features,
        pagination: { page, limit, total },
      });
    },
  );

  app.post(
    '/v1/subscriptions/features-list',
    { schema: { tags, body: ZFeatureRequest, response: { 200: ZFeatureResponse, ...adminErrors(409) } } },
    async (request) => {
      const feature = await createFeature(db, actor(request), request.body);
      return success('FEATURE_CREATED', `The feature "${feature.title}" has been added.`, { feature });
    },
  );

  app.post(
    '/v1/subscriptions/features-list/:id',
    {
      schema: {
        tags,
        params: ZIdParam,
        body: ZFeatureRequest,
        response: { 200: ZFeatureResponse, ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const feature = await updateFeature(db, actor(request), request.params.id, request.body);
      return success('FEATURE_UPDATED', `The feature "${feature.title}" has been updated.`, { feature });
    },
  );

  app.delete(
    '/v1/subscriptions/features-list/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZDeletedResponse, ...adminErrors(404, 409) } } },
    async (request) => {
      const feature = await deleteFeature(db, actor(request), request.params.id);
      return success('FEATURE_DELETED', `The feature "${feature.title}" has been deleted.`, {});
    },
  );

  app.get(
    '/v1/subscriptions/:planId',
    { schema: { tags, params: ZPlanIdParams, response: { 200: ZPlanResponse, ...adminErrors(404) } } },
    async (request) => {
      const plan = await findPlan(db, request.params.planId);
      if (!plan) throw notFound('The subscription plan');
      const figures = await planFigures(db, plan.id);
      return success('PLAN', `The plan "${plan.title}".`, { plan, figures });
    },
  );

  app.post(
    '/v1/subscriptions',
    { schema: { tags, body: ZPlanRequest, response: { 200: ZPlanChangeResponse, ...adminErrors(409) } } },
    async (request) => {
      const plan = await createPlan(db, actor(request), request.body);
      return success('PLAN_CREATED', `The plan "${plan.title}" has been created.`, { plan });
    },
  );

  app.post(
    '/v1/subscriptions/:planId',
    {
      schema: {
        tags,
        params: ZPlanIdParams,
        body: ZPlanRequest,
        response: { 200: ZPlanChangeResponse, ...adminErrors(404, 409) },
      },
    },
    async (request) => {
      const plan = await updatePlan(db, actor(request), request.params.planId, request.body);
      return success('PLAN_UPDATED', `The plan "${plan.title}" has been updated.`, { plan });
    },
  );

  app.delete(
    '/v1/subscriptions/:planId',
    {
      schema: { tags, params: ZPlanIdParams, response: { 200: ZDeletedResponse, ...adminErrors(404, 409) } },
    },
    async (request) => {
      const plan = await deletePlan(db, actor(request), request.params.planId);
      return success('PLAN_DELETED', `The plan "${plan.title}" has been deleted.`, {});
    },
  );

  app.put(
    '/v1/subscriptions/:planId/:status',
    {
      schema: {
        tags,
        params: ZPlanStatusParams,
        response: { 200: ZPlanChangeResponse, ...adminErrors(404) },
      },
    },
    async (request) => {
      const plan = await setPlanStatus(db, actor(request), request.params.planId, request.params.status);
      const state =
        plan.status === 1 ? 'active: subscribers can choose it' : 'inactive: no one new can choose it';
      return success('PLAN_STATUS_CHANGED', `The plan "${plan.title}" is now ${state}.`, { plan });
    },
  );
};
