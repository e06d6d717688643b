import { type MfaDisableRequest, mfaOperations } from '@radiant/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { setMfaSetupRequired } from '@/lib/session';
import { MFA_STATUS_KEY } from './get-mfa-status';

const disableMfa = (body: MfaDisableRequest) => callApi(mfaOperations.disable, { body });

/**
 * Turns two-factor sign-in off, proven by a code or the password; the form shows a wrong one. Where owners
 * require it, the admin must set it up again before going anywhere else.
 */
export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    onSuccess: async ({ description, data }) => {
      queryClient.setQueryData(MFA_STATUS_KEY, data.mfa);
      if (data.mfa.required) await setMfaSetupRequired(true);
      notifySuccess(description);
    },
  });
}
