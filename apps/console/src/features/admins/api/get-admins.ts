import { adminOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '@/lib/resource-query';

export const ADMINS_KEY = ['admins'] as const;

/** The whole admin team, by name: a handful of people, so one list without paging. */
export const useAdmins = () =>
  useQuery({ ...listQueryOptions(ADMINS_KEY, adminOperations.list), select: (data) => data.admins });
