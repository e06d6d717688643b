import { type PlanRequest, planOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { FEATURES_KEY } from './get-features';
import { PLANS_KEY } from './get-plans';

type SavePlan = { planId?: number; plan: PlanRequest };

/** Creates a plan, or updates it when it has an id. */
const savePlan = ({ planId, plan }: SavePlan) =>
  planId
    ? callApi(planOperations.update, { params: { planId }, body: plan })
    : callApi(planOperations.create, { body: plan });

export const useSavePlan = () =>
  useListChange({ mutationFn: savePlan, invalidates: [PLANS_KEY, FEATURES_KEY] });
