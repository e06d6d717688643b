import { insightOperations } from '@radiant/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { DayRange } from '@/lib/day-range';
import { rangeQueryOf } from '../lib/commercial-search';

/** Every client the screen compares: the most a report lists. */
const CLIENTS = 100;
/** The worst radiators shown for one client. */
const WORST = 10;

/** Commercial clients side by side over the range, those earning the most fees first. */
export const useClientsReport = (range: DayRange) =>
  useQuery({
    queryKey: ['commercial-analytics', 'clients', range],
    queryFn: async () =>
      (await callApi(insightOperations.clients, { query: { ...rangeQueryOf(range), limit: CLIENTS } })).data
        .analytics,
    placeholderData: keepPreviousData,
  });

/** One client's radiators that do worst over the range, and its radiators' health in sum. */
export const useClientRadiators = (clientId: number | undefined, range: DayRange) =>
  useQuery({
    queryKey: ['commercial-analytics', 'radiators', clientId, range],
    queryFn: async () =>
      (
        await callApi(insightOperations.radiatorHealth, {
          query: { ...rangeQueryOf(range), clientId: clientId ?? 0, limit: WORST },
        })
      ).data.analytics,
    enabled: clientId !== undefined,
    placeholderData: keepPreviousData,
  });
