import { dashboardOperations, pathOf } from '@radiant/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '@/lib/use-event-stream';
import { FIGURES_KEY } from './figures';

const live = dashboardOperations.live;

/**
 * Keeps the dashboard's figures live while mounted and in sight: each `figures` event replaces the figures'
 * query data, so the widgets re-render without a request.
 */
export function useLiveFigures() {
  const queryClient = useQueryClient();
  return useEventStream(pathOf(live), ({ event, data }) => {
    if (event === 'figures')
      queryClient.setQueryData(FIGURES_KEY, live.events.figures.parse(JSON.parse(data)));
  });
}
