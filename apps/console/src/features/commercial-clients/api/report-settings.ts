import { type OperationInput, reportOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { COMMERCIAL_CLIENTS_KEY } from './get-commercial-clients';

const settingsKey = (clientId: number) => [...COMMERCIAL_CLIENTS_KEY, 'report-settings', clientId];

const getReportSettings = async (clientId: number) =>
  (await callApi(reportOperations.getSettings, { params: { id: clientId } })).data.settings;

/** When a client's monthly report is made, and who receives it. */
export const useReportSettings = (clientId: number) =>
  useQuery({ queryKey: settingsKey(clientId), queryFn: () => getReportSettings(clientId) });

type SaveSettings = OperationInput<typeof reportOperations.updateSettings>['body'];

/** Saves the settings (owners); a field the server refuses shows beneath itself. */
export const useSaveReportSettings = (clientId: number) =>
  useListChange({
    mutationFn: (body: SaveSettings) =>
      callApi(reportOperations.updateSettings, { params: { id: clientId }, body }),
    invalidates: [settingsKey(clientId)],
    toastErrors: false,
  });
