import { alarmOperations } from '@radiant/contract';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { recordQueryOptions } from '@/lib/resource-query';
import type { AlarmsQuery } from '../lib/alarms-address';

/** Every alarm query starts with this key: the live stream reloads them all when an alarm changes. */
export const ALARMS_KEY = ['alarms'] as const;
/** The open counts, which the live stream fills (api/live-alarms.ts); apart, so a reload of lists leaves them. */
export const ALARM_COUNTS_KEY = ['alarm-counts'] as const;

const listAlarms = async (query: AlarmsQuery) => (await callApi(alarmOperations.list, { query })).data;

/** Alarms matching the filters, newest first, a page at a time: "Load more" fetches the next by keyset. */
export const useAlarms = (query: AlarmsQuery, limit: number) =>
  useInfiniteQuery({
    queryKey: [...ALARMS_KEY, 'list', query, limit],
    queryFn: ({ pageParam }) => listAlarms({ ...query, limit, after: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.pagination.next ?? undefined,
    placeholderData: keepPreviousData,
  });

/** The first few alarms matching the filters: a record's open alarms, the dashboard's. */
export const useAlarmsPage = (query: AlarmsQuery, limit: number) =>
  useQuery({
    queryKey: [...ALARMS_KEY, 'page', query, limit],
    queryFn: () => listAlarms({ ...query, limit }),
  });

/** Open alarms by severity: asked once, then kept current by the live stream. */
export const useAlarmCounts = () =>
  useQuery({
    queryKey: ALARM_COUNTS_KEY,
    queryFn: async () => (await listAlarms({ limit: 1 })).counts,
    staleTime: Number.POSITIVE_INFINITY,
  });

const getAlarm = async (id: number) => (await callApi(alarmOperations.get, { params: { id } })).data.alarm;

export const useAlarm = (id: number | undefined) => useQuery(recordQueryOptions(ALARMS_KEY, id, getAlarm));
