import { adminOperations } from '@radiant/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const ADMINS_KEY = ['admins'] as const;

const adminsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMINS_KEY, 'list'],
    queryFn: async () => (await callApi(adminOperations.list)).data.admins,
  });

/** The whole admin team, by name: a handful of people, so one list without paging. */
export const useAdmins = () => useQuery(adminsQueryOptions());
