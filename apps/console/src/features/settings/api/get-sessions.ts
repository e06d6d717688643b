import { sessionOperations } from '@radiant/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const SESSIONS_KEY = ['sessions'] as const;

const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await callApi(sessionOperations.list)).data.sessions,
  });

/** The admin's own live sessions, newest first: a handful, so one list without paging. */
export const useSessions = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...sessionsQueryOptions(), enabled });
