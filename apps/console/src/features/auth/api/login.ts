import { authOperations, isAdminLevel, type LoginRequest } from '@radiant/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { startSession } from '@/lib/session';

const login = (credentials: LoginRequest) => callApi(authOperations.login, { body: credentials });

/** Only admin levels start a session; any other level is ignored without a message (spec §5). */
export const useLogin = ({ onAdmin }: { onAdmin: () => void }) =>
  useMutation({
    mutationFn: login,
    onSuccess: async ({ data }) => {
      if (!('user' in data) || !isAdminLevel(data.user.level) || !('access_token' in data.user)) return;
      await startSession(data.user);
      onAdmin();
    },
    onError: notifyError,
  });
