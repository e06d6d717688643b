import { type LoginVerifyRequest, mfaOperations } from '@radiant/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { startSession } from '@/lib/session';

const verifyLogin = (body: LoginVerifyRequest) => callApi(mfaOperations.verify, { body });

/** The challenge has expired (5 minutes) or was used: the admin starts again from the password. */
export const isChallengeGone = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The second step of a sign-in: the challenge and a code give the session, started exactly as a login starts
 * one. The form shows what went wrong, beneath the code or as a toast.
 */
export const useVerifyLogin = ({ onAdmin }: { onAdmin: () => void }) =>
  useMutation({
    mutationFn: verifyLogin,
    onSuccess: async ({ data }) => {
      await startSession(data.user);
      onAdmin();
    },
  });
