import { featureOperations, MAX_PAGE_SIZE } from '@radiant/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const FEATURES_KEY = ['plan-features'] as const;

const getFeatures = async (search: string) => {
  const { data } = await callApi(featureOperations.list, { query: { search, limit: MAX_PAGE_SIZE } });
  return data.subscription_plans_features;
};

const featuresQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...FEATURES_KEY, 'list', search],
    queryFn: () => getFeatures(search),
    placeholderData: keepPreviousData,
  });

/** The feature catalogue, searched on the server so it stays quick however long it grows. */
export const useFeatures = (search: string) => useQuery(featuresQueryOptions(search));
