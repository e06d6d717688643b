import { featureOperations, MAX_PAGE_SIZE } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/lib/resource-query';

export const FEATURES_KEY = ['plan-features'] as const;

/** The feature catalogue, searched on the server so it stays quick however long it grows. */
export const useFeatures = (search: string) =>
  useQuery({
    ...listQueryOptions(FEATURES_KEY, featureOperations.list, { search, limit: MAX_PAGE_SIZE }),
    select: (data) => data.subscription_plans_features,
  });
