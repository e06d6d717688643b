import { adminSessionOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { ADMINS_KEY } from './get-admins';

const sessionsKey = (adminId: number) => [...ADMINS_KEY, 'sessions', adminId] as const;

/** An admin's live sessions, newest first: a handful, so one list without paging. */
export const useAdminSessions = (adminId: number) =>
  useQuery({
    queryKey: sessionsKey(adminId),
    queryFn: async () =>
      (await callApi(adminSessionOperations.list, { params: { id: adminId } })).data.sessions,
  });

const endSession = (id: number) => callApi(adminSessionOperations.end, { params: { id } });

/** Signs out one of the admin's browsers: its next call is refused and it shows the login. */
export const useEndAdminSession = (adminId: number) =>
  useListChange({ mutationFn: endSession, invalidates: [sessionsKey(adminId)] });

const endAllSessions = (adminId: number) =>
  callApi(adminSessionOperations.endAll, { params: { id: adminId } });

/** Signs the admin out everywhere (the owner's own browser stays signed in, if it is theirs). */
export const useEndAllAdminSessions = (adminId: number) =>
  useListChange({ mutationFn: endAllSessions, invalidates: [sessionsKey(adminId)] });
