import { type CommandCounts, commandOperations } from '@radiant/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Every command query starts with this key: a new command reloads the list and any open detail. */
export const COMMANDS_KEY = ['commands'] as const;

/** While a radiator waits for its gateway, the list and the detail look again this often. */
export const WAITING_REFRESH_MS = 5_000;

const isWaiting = (counts: CommandCounts) => counts.pending + counts.delivered > 0;

/** Commands, newest first, a page at a time: "Load more" fetches the next by keyset. */
export const useCommands = (limit: number) =>
  useInfiniteQuery({
    queryKey: [...COMMANDS_KEY, 'list', limit],
    queryFn: async ({ pageParam }) =>
      (await callApi(commandOperations.list, { query: { limit, after: pageParam } })).data,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.pagination.next ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.commands.some((command) => isWaiting(command.counts)))
        ? WAITING_REFRESH_MS
        : false,
  });

/** A command with each radiator's progress, live while any waits for its gateway. */
export const useCommand = (id: number) =>
  useQuery({
    queryKey: [...COMMANDS_KEY, 'record', id],
    queryFn: async () => (await callApi(commandOperations.get, { params: { id } })).data.command,
    refetchInterval: (query) =>
      query.state.data && isWaiting(query.state.data.counts) ? WAITING_REFRESH_MS : false,
  });
