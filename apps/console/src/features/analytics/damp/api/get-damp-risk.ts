import { dampOperations } from '@radiant/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/resource-query';
import type { DampQuery } from '../lib/damp-address';

export const DAMP_KEY = ['damp-risk'] as const;

const getDampRisk = async (query: DampQuery & { limit: number; after?: string }) =>
  (await callApi(dampOperations.portfolio, { query })).data;

/** Homes matching the filters, worst first, a page at a time: "Load more" fetches the next by keyset. */
export const useDampRisk = (query: DampQuery, limit: number) =>
  useInfiniteQuery({
    queryKey: [...DAMP_KEY, 'pages', query, limit],
    queryFn: ({ pageParam }) => getDampRisk({ ...query, limit, after: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.pagination.next ?? undefined,
    placeholderData: keepPreviousData,
  });

/** The fleet's homes by band over the default window: the summary of one row's page. */
export const useFleetDampSummary = () =>
  useQuery({
    ...listQueryOptions(DAMP_KEY, dampOperations.portfolio, { limit: 1 }),
    select: (portfolio) => portfolio.summary,
  });
