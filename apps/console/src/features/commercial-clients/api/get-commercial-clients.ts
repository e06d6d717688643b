import { commercialClientOperations, type ListQuery } from '@radiant/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Every commercial-client query starts with this key, so one invalidation reloads the list and details. */
export const COMMERCIAL_CLIENTS_KEY = ['commercial-clients'] as const;

type ClientsQuery = Pick<ListQuery, 'search' | 'page' | 'limit'>;

const getCommercialClients = async (query: ClientsQuery) => {
  const { data } = await callApi(commercialClientOperations.list, { query });
  return data;
};

const commercialClientsQueryOptions = (query: ClientsQuery) =>
  queryOptions({
    queryKey: [...COMMERCIAL_CLIENTS_KEY, 'list', query],
    queryFn: () => getCommercialClients(query),
    placeholderData: keepPreviousData,
  });

export const useCommercialClients = (query: ClientsQuery) => useQuery(commercialClientsQueryOptions(query));
