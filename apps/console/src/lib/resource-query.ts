import type { Operation, OperationInput } from '@radiant/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * A resource's list as a query: keyed `[...key, 'list', query]`, so the resource's one invalidation reloads
 * every page of it, and the rows shown stay while the next page or search loads.
 */
export const listQueryOptions = <O extends Operation>(
  key: readonly string[],
  operation: O,
  query?: OperationInput<O>['query'],
) =>
  queryOptions({
    queryKey: [...key, 'list', query],
    queryFn: async () => (await callApi(operation, { query } as OperationInput<O>)).data,
    placeholderData: keepPreviousData,
  });

/**
 * One record as a query, keyed `[...key, 'record', id]` under its resource's key; idle while the address names
 * no id.
 */
export const recordQueryOptions = <T>(
  key: readonly string[],
  id: number | undefined,
  fetchRecord: (id: number) => Promise<T>,
) =>
  queryOptions({
    queryKey: [...key, 'record', id],
    queryFn: () => fetchRecord(id ?? 0),
    enabled: id !== undefined,
  });
