import { dampOperations } from '@radiant/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { DampWeeksQuery } from '../lib/damp-address';
import { DAMP_KEY } from './get-damp-risk';

const getDampWeeks = async (query: DampWeeksQuery & { limit: number; after?: string }) =>
  (await callApi(dampOperations.weeks, { query })).data;

/** Homes worst first with their band week by week, a page at a time: "Load more" fetches the next by keyset. */
export const useDampWeeks = (query: DampWeeksQuery, limit: number) =>
  useInfiniteQuery({
    queryKey: [...DAMP_KEY, 'weeks', query, limit],
    queryFn: ({ pageParam }) => getDampWeeks({ ...query, limit, after: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.pagination.next ?? undefined,
    placeholderData: keepPreviousData,
  });
