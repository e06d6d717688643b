import { mfaOperations } from '@radiant/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { setMfaSetupRequired } from '@/lib/session';
import { MFA_STATUS_KEY } from './get-mfa-status';

const enableMfa = (code: string) => callApi(mfaOperations.enable, { body: { code } });

/**
 * A code from the app turns two-factor sign-in on; the answer's recovery codes are the only copy. An admin
 * whom an owner sent to set it up may go on: every screen's calls are answered again, so all reload.
 */
export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableMfa,
    onSuccess: async ({ description, data }) => {
      queryClient.setQueryData(MFA_STATUS_KEY, data.mfa);
      await setMfaSetupRequired(false);
      notifySuccess(description);
      return queryClient.invalidateQueries();
    },
  });
}
