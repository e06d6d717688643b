import { reportOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { COMMERCIAL_CLIENTS_KEY } from './get-commercial-clients';

const reportsKey = (clientId: number) => [...COMMERCIAL_CLIENTS_KEY, 'reports', clientId];

const getClientReports = async (clientId: number) =>
  (await callApi(reportOperations.list, { params: { id: clientId } })).data.reports;

/** A client's monthly reports, newest month first; a pending mail's status is looked at again each minute. */
export const useClientReports = (clientId: number) =>
  useQuery({
    queryKey: reportsKey(clientId),
    queryFn: () => getClientReports(clientId),
    refetchInterval: (query) =>
      query.state.data?.some((report) => report.status === 'pending') ? 60_000 : false,
  });

const makeReport = (clientId: number) => callApi(reportOperations.make, { params: { id: clientId } });

/** Makes the last complete month's report now (or answers the one made). */
export const useMakeReport = (clientId: number) =>
  useListChange({ mutationFn: () => makeReport(clientId), invalidates: [reportsKey(clientId)] });

const sendReportAgain = (reportId: number) => callApi(reportOperations.send, { params: { id: reportId } });

/** Mails a report again to the client's current recipients (one failed, never sent, or sent and wanted again). */
export const useSendReportAgain = (clientId: number) =>
  useListChange({ mutationFn: sendReportAgain, invalidates: [reportsKey(clientId)] });
