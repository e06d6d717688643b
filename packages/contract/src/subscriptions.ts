import { z } from 'zod';
import { ZEmptyData } from './envelope.ts';
import { defineOperations } from './operation.ts';
import {
  listQuery,
  ZIdParam,
  ZPagination,
  ZRecordId,
  ZRecordIdParam,
  ZStatus,
  ZStatusParam,
} from './pagination.ts';
import { ZExpectedVersion, ZVersion } from './versions.ts';

/** Plan tiers as numbers; any other value is 0. */
export const PLAN_TIERS = { Free: 1, Standard: 2, Premium: 3 } as const;
export type PlanTierName = keyof typeof PLAN_TIERS;
export const planTypeOf = (tier: string): number => PLAN_TIERS[tier as PlanTierName] ?? 0;
export const tierNameOf = (type: number): PlanTierName | undefined =>
  (Object.keys(PLAN_TIERS) as PlanTierName[]).find((name) => PLAN_TIERS[name] === type);

/** A number, or a string holding one (form fields arrive as strings); null, true or [] are refused. */
const numeric = (label: string, missing = `${label} is required.`) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, { error: `${label} must be a number.` }),
      ],
      { error: (issue) => (issue.input === undefined ? missing : `${label} must be a number.`) },
    )
    .pipe(z.coerce.number());
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const ZFeature = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    plans_count: z.number().int(),
    version: ZVersion,
  })
  .meta({ id: 'PlanFeature' });
export type Feature = z.infer<typeof ZFeature>;

export const ZFeatureRequest = z.object({
  title: z.string().trim().min(2, { error: 'Give the feature a name of at least 2 characters.' }).max(80),
  description: z.string().trim().max(300).default(''),
  version: ZExpectedVersion,
});
export type FeatureRequest = z.input<typeof ZFeatureRequest>;

export const ZPlan = z
  .object({
    id: z.number().int(),
    title: z.string(),
    type: z.number().int(),
    cost: z.number(),
    yearly_discount: z.number(),
    status: ZStatus,
    subscription_plans_features: z.array(ZFeature.pick({ id: true, title: true })),
    active_subscribers: z.number().int(),
    created_at: z.string(),
    version: ZVersion,
  })
  .meta({ id: 'SubscriptionPlan' });
export type Plan = z.infer<typeof ZPlan>;

export const ZPlanRequest = z.object({
  title: z.string().trim().min(2, { error: 'Give the plan a title of at least 2 characters.' }).max(80),
  type: numeric('The tier', 'Choose a tier.').pipe(
    z.number().int().min(0).max(3, { error: 'The tier must be 1 (Free), 2 (Standard), 3 (Premium) or 0.' }),
  ),
  cost: numeric('The cost')
    .refine((value) => value >= 0, { error: 'The cost cannot be negative.' })
    .refine((value) => value <= 100_000, { error: 'The cost must be at most 100000.' })
    .refine(hasAtMostTwoDecimals, { error: 'The cost takes at most two decimals.' }),
  yearly_discount: numeric('The yearly discount')
    .refine((value) => value >= 0 && value <= 100, {
      error: 'The yearly discount is a percentage from 0 to 100.',
    })
    .refine(hasAtMostTwoDecimals, { error: 'The yearly discount takes at most two decimals.' }),
  subscription_plans_features: z
    .array(numeric('A feature id').pipe(ZRecordId))
    .max(50)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A feature is listed twice.' }),
  version: ZExpectedVersion,
});
export type PlanRequest = z.input<typeof ZPlanRequest>;

const ZPlanIdParams = z.object({ planId: ZRecordIdParam });

export const ZPlanFigures = z.object({
  active_subscribers: z.number().int(),
  monthly_subscribers: z.number().int(),
  yearly_subscribers: z.number().int(),
  new_last_30_days: z.number().int(),
  cancelled_last_30_days: z.number().int(),
  revenue_total: z.number(),
  revenue_last_30_days: z.number(),
});
export type PlanFigures = z.infer<typeof ZPlanFigures>;

const ZPlanAnswer = z.object({ plan: ZPlan });

export const planOperations = defineOperations('plan', 'Subscription plans', {
  list: {
    method: 'GET',
    path: '/v1/subscriptions',
    summary: 'List subscription plans',
    access: 'admin',
    query: listQuery(['tier', 'title', 'cost', 'created']),
    data: z.object({ plans: z.array(ZPlan), pagination: ZPagination }),
  },
  get: {
    method: 'GET',
    path: '/v1/subscriptions/:planId',
    summary: 'A plan with its subscriber and revenue figures',
    access: 'admin',
    params: ZPlanIdParams,
    data: z.object({ plan: ZPlan, figures: ZPlanFigures }),
    errors: [404],
  },
  create: {
    method: 'POST',
    path: '/v1/subscriptions',
    summary: 'Create a plan',
    idempotent: true,
    access: 'admin',
    body: ZPlanRequest,
    data: ZPlanAnswer,
    errors: [409],
  },
  update: {
    method: 'POST',
    path: '/v1/subscriptions/:planId',
    summary: 'Update a plan',
    access: 'admin',
    params: ZPlanIdParams,
    body: ZPlanRequest,
    data: ZPlanAnswer,
    errors: [404, 409],
  },
  remove: {
    method: 'DELETE',
    path: '/v1/subscriptions/:planId',
    summary: 'Delete a plan that no one has ever subscribed to',
    access: 'admin',
    params: ZPlanIdParams,
    data: ZEmptyData,
    errors: [404, 409],
  },
  setStatus: {
    method: 'PUT',
    path: '/v1/subscriptions/:planId/:status',
    summary: 'Activate (1) or deactivate (0) a plan',
    access: 'admin',
    params: z.object({ planId: ZRecordIdParam, status: ZStatusParam }),
    data: ZPlanAnswer,
    errors: [404],
  },
});

const ZFeatureAnswer = z.object({ feature: ZFeature });

export const featureOperations = defineOperations('feature', 'Subscription plans', {
  list: {
    method: 'GET',
    path: '/v1/subscriptions/features-list',
    summary: 'List the feature catalogue',
    access: 'admin',
    query: listQuery(['title']),
    data: z.object({ subscription_plans_features: z.array(ZFeature), pagination: ZPagination }),
  },
  create: {
    method: 'POST',
    path: '/v1/subscriptions/features-list',
    summary: 'Add a feature to the catalogue',
    idempotent: true,
    access: 'admin',
    body: ZFeatureRequest,
    data: ZFeatureAnswer,
    errors: [409],
  },
  update: {
    method: 'POST',
    path: '/v1/subscriptions/features-list/:id',
    summary: 'Rename or describe a feature',
    access: 'admin',
    params: ZIdParam,
    body: ZFeatureRequest,
    data: ZFeatureAnswer,
    errors: [404, 409],
  },
  remove: {
    method: 'DELETE',
    path: '/v1/subscriptions/features-list/:id',
    summary: 'Delete a feature that no plan includes',
    access: 'admin',
    params: ZIdParam,
    data: ZEmptyData,
    errors: [404, 409],
  },
});
