import { type ListQuery, planOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/lib/resource-query';

/** Every plan query starts with this key, so one invalidation reloads the list and the details. */
export const PLANS_KEY = ['plans'] as const;
const PLANS_PAGE_SIZE = 20;

export const usePlans = (query: Pick<ListQuery, 'search' | 'page'>) =>
  useQuery(listQueryOptions(PLANS_KEY, planOperations.list, { ...query, limit: PLANS_PAGE_SIZE }));
