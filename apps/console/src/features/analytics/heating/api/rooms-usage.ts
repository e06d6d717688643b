import { analyticsOperations } from '@radiant/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type RoomsSearch, roomsQueryOf } from '../lib/rooms-search';

/** A user's rooms and radiators over a range of days; nothing is asked before a user and the range are known. */
export const useRoomsUsage = (search: RoomsSearch | undefined) =>
  useQuery({
    queryKey: ['rooms-usage', search],
    queryFn: async () => {
      const userId = search?.userId;
      if (search === undefined || userId === undefined) return [];
      return (await callApi(analyticsOperations.roomsUsage, { query: roomsQueryOf({ ...search, userId }) }))
        .data.analytics;
    },
    enabled: search?.userId !== undefined,
    placeholderData: keepPreviousData,
  });
