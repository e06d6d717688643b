import { businessOperations } from '@radiant/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { ChartAddress } from '../lib/chart-address';
import type { Audience } from '../lib/figures';

/**
 * One audience's business over the period and year asked for. The answer carries the address it was asked
 * with: while another period loads, the previous one stays on screen with its own labels.
 */
export const useBusinessSeries = (audience: Audience, address: ChartAddress) =>
  useQuery({
    queryKey: ['business', audience, address.period, address.year],
    queryFn: async () => ({
      address,
      series: (await callApi(businessOperations.series, { query: { audience, ...address } })).data.analytics,
    }),
    placeholderData: keepPreviousData,
  });
