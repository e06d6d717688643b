import { planOperations, residentialUserOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/resource-query';
import { listQueryOf, type UsersAddress } from '../lib/users-address';

/** Every residential-user query starts with this key, so one invalidation reloads lists and records. */
export const USERS_KEY = ['residential-users'] as const;

export const useResidentialUsers = (address: UsersAddress, limit: number) =>
  useQuery(listQueryOptions(USERS_KEY, residentialUserOperations.list, listQueryOf(address, limit)));

/** The plans to filter by (a short catalogue: one page holds them). */
export const usePlanOptions = () =>
  useQuery({
    queryKey: ['subscriptions', 'list', 'options'],
    queryFn: async () =>
      (await callApi(planOperations.list, { query: { limit: 100, sort: 'title' } })).data.plans,
    staleTime: 60_000,
  });
