import { type AdminPolicy, adminOperations } from '@radiant/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { ADMINS_KEY } from './get-admins';

const POLICY_KEY = [...ADMINS_KEY, 'policy'] as const;

/** What every admin must do to sign in. */
export const useAdminPolicy = () =>
  useQuery({
    queryKey: POLICY_KEY,
    queryFn: async () => (await callApi(adminOperations.policy)).data.policy,
  });

const setPolicy = (policy: AdminPolicy) => callApi(adminOperations.setPolicy, { body: policy });

/** The server refuses to require a second factor of an owner without one: the caller shows why, in place. */
export const useSetAdminPolicy = () =>
  useListChange({ mutationFn: setPolicy, invalidates: [POLICY_KEY], toastErrors: false });
