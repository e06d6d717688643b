import {
  analyticsOperations,
  dashboardOperations,
  insightOperations,
  residentialUserOperations,
} from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

// One query per widget: each loads, fails and retries on its own, so a slow or broken one never blanks the
// others. Widgets that show the same answer (key figures, revenue, plan mix) share its query.
const DASHBOARD_KEY = ['dashboard'] as const;
/** How many of the worst radiators, the homes wasting most and the users using most a widget lists. */
const LISTED = 5;

/** The key figures' query, which the live stream also fills (api/live-figures.ts). */
export const FIGURES_KEY = [...DASHBOARD_KEY, 'figures'] as const;

export const useDashboardFigures = () =>
  useQuery({
    queryKey: FIGURES_KEY,
    queryFn: async () => (await callApi(dashboardOperations.admin)).data.analytics,
  });

export const useSignupsThisYear = () =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'signups'],
    queryFn: async () => (await callApi(dashboardOperations.newSignups)).data.analytics,
  });

export const useFleetThisMonth = () =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'fleet-month'],
    queryFn: async () =>
      (await callApi(analyticsOperations.heating, { query: { period: 'monthly' } })).data.analytics,
  });

export const useRadiatorHealth = () =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'radiator-health'],
    queryFn: async () =>
      (await callApi(insightOperations.radiatorHealth, { query: { limit: LISTED } })).data.analytics,
  });

export const useWastedHeat = () =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'wasted-heat'],
    queryFn: async () =>
      (await callApi(insightOperations.wastedHeat, { query: { limit: LISTED } })).data.analytics,
  });

export const useTopEnergyUsers = () =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'top-users'],
    queryFn: async () =>
      (await callApi(insightOperations.topEnergyUsers, { query: { limit: LISTED } })).data.analytics,
  });

export const useScorecard = () =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'scorecard'],
    queryFn: async () => (await callApi(insightOperations.manufacturerScorecard)).data.analytics,
  });

export const useNewestUsers = () =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'newest-users'],
    queryFn: async () =>
      (await callApi(residentialUserOperations.list, { query: { sort: '-signed_up', limit: LISTED } })).data
        .users,
  });
