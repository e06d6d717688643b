import { residentialUserOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { recordQueryOptions } from '@/lib/resource-query';
import { USERS_KEY } from './get-users';

const getUser = async (id: number) =>
  (await callApi(residentialUserOperations.get, { params: { id } })).data.user;

const getRoom = async (id: number) =>
  (await callApi(residentialUserOperations.room, { params: { id } })).data.room;

export const useResidentialUser = (id: number | undefined) =>
  useQuery(recordQueryOptions(USERS_KEY, id, getUser));

export const useRoom = (id: number | undefined) =>
  useQuery(recordQueryOptions([...USERS_KEY, 'room'], id, getRoom));
