import { type AcceptInvitationRequest, invitationOperations } from '@radiant/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { startSession } from '@/lib/session';

const acceptInvitation = (body: AcceptInvitationRequest) => callApi(invitationOperations.accept, { body });

/** The link has been used, has expired, or never existed (410): the screen says so in place of the form. */
export const isGoneLink = (error: unknown) => error instanceof ApiError && error.status === 410;

/** The new admin's password gives a session, started exactly as a login starts one. */
export const useAcceptInvitation = ({ onSignedIn }: { onSignedIn: () => void }) =>
  useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async ({ data }) => {
      await startSession(data.user);
      onSignedIn();
    },
    onError: (error) => {
      if (!isGoneLink(error)) notifyError(error);
    },
  });
