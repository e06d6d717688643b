import { planOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { FEATURES_KEY } from './get-features';
import { PLANS_KEY } from './get-plans';

const deletePlan = (planId: number) => callApi(planOperations.remove, { params: { planId } });

/** A plan with subscribers cannot go (409); the server's description, shown as an error, says what to do. */
export const useDeletePlan = () =>
  useListChange({ mutationFn: deletePlan, invalidates: [PLANS_KEY, FEATURES_KEY] });
