import { commercialClientOperations, planOperations, residentialUserOperations } from '@radiant/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { listQueryOf, type UsersAddress } from '../lib/users-address';

/** Every residential-user query starts with this key, so one invalidation reloads lists and records. */
export const USERS_KEY = ['residential-users'] as const;

const usersQueryOptions = (address: UsersAddress, limit: number) => {
  const query = listQueryOf(address, limit);
  return queryOptions({
    queryKey: [...USERS_KEY, 'list', query],
    queryFn: async () => (await callApi(residentialUserOperations.list, { query })).data,
    placeholderData: keepPreviousData,
  });
};

export const useResidentialUsers = (address: UsersAddress, limit: number) =>
  useQuery(usersQueryOptions(address, limit));

/** The plans to filter by (a short catalogue: one page holds them). */
export const usePlanOptions = () =>
  useQuery({
    queryKey: ['subscriptions', 'list', 'options'],
    queryFn: async () =>
      (await callApi(planOperations.list, { query: { limit: 100, sort: 'title' } })).data.plans,
    staleTime: 60_000,
  });

/** Commercial clients to filter by: those whose name matches what the admin types, and the chosen one. */
export function useClientOptions(search: string, chosen: number | undefined) {
  const matches = useQuery({
    queryKey: ['commercial-clients', 'list', 'options', search],
    queryFn: async () =>
      (
        await callApi(commercialClientOperations.list, {
          query: { search: search || undefined, limit: 20, sort: 'name' },
        })
      ).data.clients,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const current = useQuery({
    queryKey: ['commercial-clients', 'record', chosen],
    queryFn: async () =>
      (await callApi(commercialClientOperations.get, { params: { id: chosen ?? 0 } })).data.client,
    enabled: chosen !== undefined,
    staleTime: 60_000,
  });
  const options = [...(current.data ? [current.data] : []), ...(matches.data ?? [])];
  return [...new Map(options.map((client) => [client.id, client.business_name])).entries()].map(
    ([id, name]) => ({
      value: String(id),
      label: name,
    }),
  );
}
