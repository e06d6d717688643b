import { caseOperations } from '@radiant/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { recordQueryOptions } from '@/lib/resource-query';
import type { CasesQuery } from '../lib/cases-address';

/** Every case query starts with this key: a change to a case reloads them all. */
export const CASES_KEY = ['cases'] as const;

const listCases = async (query: CasesQuery & { limit: number; after?: string }) =>
  (await callApi(caseOperations.list, { query })).data;

/** Cases matching the filters by next deadline, overdue first, a page at a time ("Load more" by keyset). */
export const useCases = (query: CasesQuery, limit: number) =>
  useInfiniteQuery({
    queryKey: [...CASES_KEY, 'list', query, limit],
    queryFn: ({ pageParam }) => listCases({ ...query, limit, after: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.pagination.next ?? undefined,
    placeholderData: keepPreviousData,
  });

/** The first cases matching the filters: a record's, the dashboard's. */
export const useCasesPage = (query: CasesQuery, limit: number) =>
  useQuery({
    queryKey: [...CASES_KEY, 'page', query, limit],
    queryFn: () => listCases({ ...query, limit }),
  });

const getCase = async (id: number) => (await callApi(caseOperations.get, { params: { id } })).data.case;

/** A case with its timeline and deadlines. */
export const useCase = (id: number | undefined) => useQuery(recordQueryOptions(CASES_KEY, id, getCase));
