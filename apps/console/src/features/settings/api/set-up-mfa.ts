import { mfaOperations } from '@radiant/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

const setUpMfa = () => callApi(mfaOperations.setup);

/** A new secret for the app; nothing changes on the server until a code confirms it. */
export const useSetUpMfa = () =>
  useMutation({ mutationFn: async () => (await setUpMfa()).data, onError: notifyError });
