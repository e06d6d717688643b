import { authOperations, isAdminLevel, type LoginRequest } from '@radiant/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { startSession } from '@/lib/session';

const login = (credentials: LoginRequest) => callApi(authOperations.login, { body: credentials });

type LoginHandlers = {
  onAdmin: () => void;
  /** The password was right and the admin signs in with a second factor: the code step takes this challenge. */
  onChallenge: (challenge: string) => void;
};

/** Only admin levels start a session; any other level is ignored without a message (spec §5). */
export const useLogin = ({ onAdmin, onChallenge }: LoginHandlers) =>
  useMutation({
    mutationFn: login,
    onSuccess: async ({ data }) => {
      if ('mfa_required' in data) return onChallenge(data.challenge);
      if (!isAdminLevel(data.user.level) || !('access_token' in data.user)) return;
      await startSession(data.user);
      onAdmin();
    },
    onError: notifyError,
  });
