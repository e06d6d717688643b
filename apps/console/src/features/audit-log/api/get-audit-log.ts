import { type AuditLogFilters, adminOperations, auditLogOperations } from '@radiant/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const PAGE_SIZE = 50;

/** Entries matching the filters, newest first, a page at a time: "Load more" fetches the next by keyset. */
export const useAuditLog = (filters: AuditLogFilters) =>
  useInfiniteQuery({
    queryKey: ['audit-log', 'list', filters],
    queryFn: async ({ pageParam }) =>
      (await callApi(auditLogOperations.list, { query: { ...filters, limit: PAGE_SIZE, after: pageParam } }))
        .data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.pagination.next ?? undefined,
    placeholderData: keepPreviousData,
  });

/** The admin team, to filter by who did it (a handful of people: one list). Under the team's own key. */
export const useActorOptions = () =>
  useQuery({
    queryKey: ['admins', 'options'],
    queryFn: async () => (await callApi(adminOperations.list)).data.admins,
    staleTime: 60_000,
  });
