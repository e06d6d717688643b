import { z } from 'zod';
import { envelope, ZEmptyData } from './envelope.ts';
import { ZListQuery, ZPagination, ZRecordId, ZRecordIdParam, ZStatus, ZStatusParam } from './pagination.ts';

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
  })
  .meta({ id: 'PlanFeature' });
export type Feature = z.infer<typeof ZFeature>;

export const ZFeatureRequest = z.object({
  title: z.string().trim().min(2, { error: 'Give the feature a name of at least 2 characters.' }).max(80),
  description: z.string().trim().max(300).default(''),
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
});
export type PlanRequest = z.input<typeof ZPlanRequest>;

export const ZPlanStatusParams = z.object({
  planId: ZRecordIdParam,
  status: ZStatusParam,
});
export const ZPlanIdParams = z.object({ planId: ZRecordIdParam });

export const ZPlanListQuery = ZListQuery;
export const ZPlanListResponse = envelope(z.object({ plans: z.array(ZPlan), pagination: ZPagination }));

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

export const ZPlanResponse = envelope(z.object({ plan: ZPlan, figures: ZPlanFigures }));
export const ZPlanChangeResponse = envelope(z.object({ plan: ZPlan }));

export const ZFeatureListResponse = envelope(
  z.object({ subscription_plans_features: z.array(ZFeature), pagination: ZPagination }),
);
export const ZFeatureResponse = envelope(z.object({ feature: ZFeature }));
export const ZDeletedResponse = envelope(ZEmptyData);
