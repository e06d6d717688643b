import { type DashboardLayouts, dashboardLayoutOperations } from '@radiant/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const LAYOUT_KEY = ['dashboard', 'layout'] as const;

/** The layouts this admin saved from any browser (none until they save). */
export const useSavedLayouts = () =>
  useQuery({
    queryKey: LAYOUT_KEY,
    queryFn: async () => (await callApi(dashboardLayoutOperations.get)).data,
    // A layout that cannot be fetched falls back to this browser's or the default: no retry storm.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSaveLayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (layouts: DashboardLayouts) =>
      (await callApi(dashboardLayoutOperations.save, { body: { layouts } })).data,
    onSuccess: (saved) => queryClient.setQueryData(LAYOUT_KEY, saved),
  });
}

export function useResetLayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callApi(dashboardLayoutOperations.reset)).data,
    onSuccess: (saved) => queryClient.setQueryData(LAYOUT_KEY, saved),
  });
}
