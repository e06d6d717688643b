import { type Plan, type PlanRequest, type PlanTierName, planTypeOf, tierNameOf } from '@radiant/contract';

/** The plan form as the inputs hold it: the tier by name, numbers as typed, features as option values. */
export type PlanFormValues = {
  title: string;
  type: PlanTierName | '';
  cost: number | string;
  yearly_discount: number | string;
  subscription_plans_features: string[];
};

export function planFormValues(plan?: Plan): PlanFormValues {
  return {
    title: plan?.title ?? '',
    type: (plan && tierNameOf(plan.type)) ?? '',
    cost: plan?.cost ?? '',
    yearly_discount: plan?.yearly_discount ?? 0,
    subscription_plans_features: plan?.subscription_plans_features.map((feature) => String(feature.id)) ?? [],
  };
}

/** The request body: the tier name becomes its number, feature option values become ids. */
export const toPlanRequest = (values: PlanFormValues): PlanRequest => ({
  ...values,
  type: planTypeOf(values.type),
  subscription_plans_features: values.subscription_plans_features.map(Number),
});
