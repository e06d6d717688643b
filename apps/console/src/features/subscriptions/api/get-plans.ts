import { type ListQuery, planOperations } from '@radiant/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Every plan query starts with this key, so one invalidation reloads the list and the details. */
export const PLANS_KEY = ['plans'] as const;
const PLANS_PAGE_SIZE = 20;

type PlansQuery = Pick<ListQuery, 'search' | 'page'>;

const getPlans = async (query: PlansQuery) => {
  const { data } = await callApi(planOperations.list, { query: { ...query, limit: PLANS_PAGE_SIZE } });
  return data;
};

const plansQueryOptions = (query: PlansQuery) =>
  queryOptions({
    queryKey: [...PLANS_KEY, 'list', query],
    queryFn: () => getPlans(query),
    placeholderData: keepPreviousData,
  });

export const usePlans = (query: PlansQuery) => useQuery(plansQueryOptions(query));
