import { type ListQuery, manufacturerOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/lib/resource-query';

/** Every manufacturer query starts with this key, so one invalidation reloads the list, cards and records. */
export const MANUFACTURERS_KEY = ['manufacturers'] as const;

export const useManufacturers = (query: Pick<ListQuery, 'search' | 'page' | 'limit'>) =>
  useQuery(listQueryOptions(MANUFACTURERS_KEY, manufacturerOperations.list, query));
