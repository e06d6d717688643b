import type { Plan } from '@radiant/contract';
import { api } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { PLANS_KEY } from './get-plans';

/** The current status picks the target: an active plan is sent 0, anything else 1 (spec §4). */
const togglePlanStatus = ({ id, status }: Pick<Plan, 'id' | 'status'>) =>
  api.put<{ plan: Plan }>(`/v1/subscriptions/${id}/${status ? 0 : 1}`);

export const useTogglePlanStatus = () =>
  useListChange({ mutationFn: togglePlanStatus, invalidates: [PLANS_KEY] });
