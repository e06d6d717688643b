import { analyticsOperations, DAY_MS, formatIsoWeekDate, toIsoWeekDate } from '@radiant/contract';
import { useQueries } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

/** How many days the room's chart covers, today included. */
const ROOM_WEEK_DAYS = 7;

/** The room's last seven days by hour, from one call per day; empty until every day has answered. */
export function useRoomWeek(roomId: number, now = new Date()) {
  const days = Array.from({ length: ROOM_WEEK_DAYS }, (_, index) =>
    formatIsoWeekDate(toIsoWeekDate(new Date(now.getTime() - (ROOM_WEEK_DAYS - 1 - index) * DAY_MS))),
  );
  return useQueries({
    queries: days.map((date) => ({
      queryKey: [...USERS_KEY, 'room-day', roomId, date],
      queryFn: async () =>
        (
          await callApi(analyticsOperations.roomHeating, {
            params: { id: roomId },
            query: { period: 'daily', date },
          })
        ).data.analytics.buckets,
    })),
    combine: (results) => ({
      hours: results.every((result) => result.isSuccess)
        ? results.flatMap((result) => result.data)
        : undefined,
      isError: results.some((result) => result.isError),
      refetch: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}
