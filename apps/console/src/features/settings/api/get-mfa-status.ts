import { mfaOperations } from '@radiant/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { setMfaSetupRequired } from '@/lib/session';

export const MFA_STATUS_KEY = ['mfa', 'status'] as const;

/** The status also lifts the route guard once a second factor is no longer missing (on, or not required). */
async function getMfaStatus() {
  const { mfa } = (await callApi(mfaOperations.status)).data;
  if (mfa.enabled || !mfa.required) await setMfaSetupRequired(false);
  return mfa;
}

const mfaStatusQueryOptions = () => queryOptions({ queryKey: MFA_STATUS_KEY, queryFn: getMfaStatus });

export const useMfaStatus = () => useQuery(mfaStatusQueryOptions());
