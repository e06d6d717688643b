import { commercialClientOperations, type ListQuery } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/lib/resource-query';

/** Every commercial-client query starts with this key, so one invalidation reloads the list and details. */
export const COMMERCIAL_CLIENTS_KEY = ['commercial-clients'] as const;

export const useCommercialClients = (query: Pick<ListQuery, 'search' | 'page' | 'limit'>) =>
  useQuery(listQueryOptions(COMMERCIAL_CLIENTS_KEY, commercialClientOperations.list, query));
