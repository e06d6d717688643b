import { dampOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { USERS_KEY } from './get-users';

/** Every damp query of the residents' pages: a change to a home's walls redraws them all. */
const DAMP_KEY = [...USERS_KEY, 'damp'] as const;

type DayWindow = { from: string; to: string };

const getRoomDamp = async (id: number, window: DayWindow | undefined) =>
  (await callApi(dampOperations.room, { params: { id }, query: window ?? {} })).data.damp;

/**
 * The room's damp, hour by hour and day by day, over a window of days (both included), or the default one:
 * 28 days ending today.
 */
export const useRoomDamp = (roomId: number, window?: DayWindow) =>
  useQuery({ queryKey: [...DAMP_KEY, 'room', roomId, window], queryFn: () => getRoomDamp(roomId, window) });

const getHomesDamp = async (userId: number) =>
  (await callApi(dampOperations.portfolio, { query: { userId, limit: 100 } })).data.homes;

/** Each of a resident's homes with its damp band, worst room and excess cold, over the default window. */
export const useHomesDamp = (userId: number) =>
  useQuery({ queryKey: [...DAMP_KEY, 'user', userId], queryFn: () => getHomesDamp(userId) });

type TemperatureFactor = { homeId: number; factor: number | null };

const setTemperatureFactor = ({ homeId, factor }: TemperatureFactor) =>
  callApi(dampOperations.setTemperatureFactor, {
    params: { id: homeId },
    body: { temperature_factor: factor },
  });

/** A survey's temperature factor for a home's walls, or null for the default; the damp figures redraw. */
export const useSetTemperatureFactor = () =>
  useListChange({ mutationFn: setTemperatureFactor, invalidates: [DAMP_KEY], toastErrors: false });
