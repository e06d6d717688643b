import { casePolicyOperations, type OperationInput } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';

export const casePolicyKey = (clientId: number) => ['case-policy', clientId];

const getCasePolicy = async (clientId: number) =>
  (await callApi(casePolicyOperations.get, { params: { id: clientId } })).data.policy;

/** A client's case policy: social landlord or not, alarms that open cases, each hazard's clocks. */
export const useCasePolicy = (clientId: number) =>
  useQuery({ queryKey: casePolicyKey(clientId), queryFn: () => getCasePolicy(clientId) });

export type CasePolicyInput = NonNullable<OperationInput<typeof casePolicyOperations.update>['body']>;

/** Saves the policy from the version shown (owners); a refused field shows beneath itself, a stale edit toasts. */
export const useSaveCasePolicy = (clientId: number) =>
  useListChange({
    mutationFn: (body: CasePolicyInput) =>
      callApi(casePolicyOperations.update, { params: { id: clientId }, body }),
    invalidates: [casePolicyKey(clientId)],
    toastErrors: false,
  });
