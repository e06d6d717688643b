import { analyticsOperations, residentialUserOperations } from '@radiant/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { recordQueryOptions } from '@/lib/resource-query';
import { type HeatingSearch, queryOf } from '../lib/heating-search';

const HEATING_KEY = ['heating-analytics'] as const;
/** How many users the picker offers for what is typed. */
const OFFERED = 10;

/** The heating figures of what the screen shows; the previous ones stay on screen while the next load. */
export const useHeating = (search: HeatingSearch) => {
  const query = queryOf(search);
  return useQuery({
    queryKey: [...HEATING_KEY, query],
    queryFn: async () => (await callApi(analyticsOperations.heating, { query })).data.analytics,
    placeholderData: keepPreviousData,
  });
};

/** One room's heating figures over what the screen shows; nothing is asked before a room is picked. */
export const useRoomHeating = (roomId: number | undefined, search: HeatingSearch) => {
  // The room says whose it is.
  const query = queryOf({ ...search, userId: undefined });
  return useQuery({
    queryKey: [...HEATING_KEY, 'room', roomId, query],
    queryFn: async () =>
      (await callApi(analyticsOperations.roomHeating, { params: { id: roomId ?? 0 }, query })).data.analytics,
    enabled: roomId !== undefined,
    placeholderData: keepPreviousData,
  });
};

/** Residential users matching what is typed in the picker (none before anything is typed). */
export const useUserMatches = (search: string) =>
  useQuery({
    queryKey: [...HEATING_KEY, 'users', search],
    queryFn: async () =>
      (await callApi(residentialUserOperations.list, { query: { search, limit: OFFERED } })).data.users,
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });

const getUser = async (id: number) =>
  (await callApi(residentialUserOperations.get, { params: { id } })).data.user;

/** The user the screen shows, for their name. */
export const usePickedUser = (id: number | undefined) =>
  useQuery(recordQueryOptions([...HEATING_KEY, 'user'], id, getUser));
