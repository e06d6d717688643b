import { type ListQuery, manufacturerOperations } from '@radiant/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Every manufacturer query starts with this key, so one invalidation reloads the list, cards and records. */
export const MANUFACTURERS_KEY = ['manufacturers'] as const;

type ManufacturersQuery = Pick<ListQuery, 'search' | 'page' | 'limit'>;

const getManufacturers = async (query: ManufacturersQuery) => {
  const { data } = await callApi(manufacturerOperations.list, { query });
  return data;
};

const manufacturersQueryOptions = (query: ManufacturersQuery) =>
  queryOptions({
    queryKey: [...MANUFACTURERS_KEY, 'list', query],
    queryFn: () => getManufacturers(query),
    placeholderData: keepPreviousData,
  });

export const useManufacturers = (query: ManufacturersQuery) => useQuery(manufacturersQueryOptions(query));
