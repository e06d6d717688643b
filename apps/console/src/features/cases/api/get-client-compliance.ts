import { caseComplianceOperations } from '@radiant/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CASES_KEY } from './get-cases';

const getClientCompliance = async (clientId: number, year: number | undefined) =>
  (await callApi(caseComplianceOperations.get, { params: { id: clientId }, query: { year } })).data
    .compliance;

/**
 * A client's deadlines of a year (the current one in the UK until chosen) by month, counted by the server; under
 * the cases' key, so that a change to a case reloads it. The year shown stays while another loads.
 */
export const useClientCompliance = (clientId: number, year: number | undefined) =>
  useQuery({
    queryKey: [...CASES_KEY, 'compliance', clientId, year ?? null],
    queryFn: () => getClientCompliance(clientId, year),
    placeholderData: keepPreviousData,
  });
