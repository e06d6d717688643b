import { planOperations } from '@radiant/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { PLANS_KEY } from './get-plans';

const getPlan = async (planId: number) => {
  const { data } = await callApi(planOperations.get, { params: { planId } });
  return data;
};

const planQueryOptions = (planId: number) =>
  queryOptions({ queryKey: [...PLANS_KEY, 'detail', planId], queryFn: () => getPlan(planId) });

/** One plan with its subscriber figures; idle while there is no id. */
export const usePlan = (planId: number | undefined) =>
  useQuery({ ...planQueryOptions(planId ?? 0), enabled: planId !== undefined });
