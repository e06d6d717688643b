import { type Plan, planOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { PLANS_KEY } from './get-plans';

/** The current status picks the target: an active plan is sent 0, anything else 1 (spec §4). */
const togglePlanStatus = ({ id, status }: Pick<Plan, 'id' | 'status'>) =>
  callApi(planOperations.setStatus, { params: { planId: id, status: status ? 0 : 1 } });

export const useTogglePlanStatus = () =>
  useListChange({ mutationFn: togglePlanStatus, invalidates: [PLANS_KEY] });
