import { residentialUserOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

export const useResidentialUser = (id: number | undefined) =>
  useQuery({
    queryKey: [...USERS_KEY, 'record', id],
    queryFn: async () =>
      (await callApi(residentialUserOperations.get, { params: { id: id ?? 0 } })).data.user,
    enabled: id !== undefined,
  });

export const useRoom = (id: number | undefined) =>
  useQuery({
    queryKey: [...USERS_KEY, 'room', id],
    queryFn: async () =>
      (await callApi(residentialUserOperations.room, { params: { id: id ?? 0 } })).data.room,
    enabled: id !== undefined,
  });
