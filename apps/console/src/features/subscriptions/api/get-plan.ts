import { planOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { recordQueryOptions } from '@/lib/resource-query';
import { PLANS_KEY } from './get-plans';

const getPlan = async (planId: number) => (await callApi(planOperations.get, { params: { planId } })).data;

/** One plan with its subscriber figures; idle while there is no id. */
export const usePlan = (planId: number | undefined) =>
  useQuery(recordQueryOptions(PLANS_KEY, planId, getPlan));
