import { caseOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CASES_KEY } from './get-cases';

const getDeadlineCounts = async (client?: number) =>
  (await callApi(caseOperations.deadlines, { query: { client } })).data.deadlines;

/** How many open cases are overdue and due within 7 days, counted by the server; a change to a case reloads it. */
export const useDeadlineCounts = (client?: number) =>
  useQuery({
    queryKey: [...CASES_KEY, 'deadlines', client ?? null],
    queryFn: () => getDeadlineCounts(client),
  });
