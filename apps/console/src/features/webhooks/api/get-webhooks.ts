import { webhookOperations } from '@radiant/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { listQueryOptions } from '@/lib/resource-query';

/** Every webhook query starts with this key, so one invalidation reloads the list and the delivery logs. */
export const WEBHOOKS_KEY = ['webhooks'] as const;

export const useWebhooks = () =>
  useQuery({ ...listQueryOptions(WEBHOOKS_KEY, webhookOperations.list), select: (data) => data.webhooks });

const DELIVERIES_PAGE = 25;
/** While a delivery waits for its next attempt, the log looks again this often. */
const PENDING_REFRESH_MS = 5_000;

/** A webhook's deliveries, newest first, a page at a time ("Load more" fetches the next by keyset). */
export const useDeliveries = (webhookId: number) =>
  useInfiniteQuery({
    queryKey: [...WEBHOOKS_KEY, 'deliveries', webhookId],
    queryFn: async ({ pageParam }) =>
      (
        await callApi(webhookOperations.deliveries, {
          params: { id: webhookId },
          query: { limit: DELIVERIES_PAGE, after: pageParam },
        })
      ).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.pagination.next ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.deliveries.some((delivery) => delivery.status === 'pending'),
      )
        ? PENDING_REFRESH_MS
        : false,
  });
