import { type AcceptInvitationRequest, invitationOperations } from '@radiant/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { startSession } from '@/lib/session';

const acceptInvitation = (body: AcceptInvitationRequest) => callApi(invitationOperations.accept, { body });

/** The link has been used, has expired, or never existed (410): the screen says so in place of the form. */
export const isGoneLink = (error: unknown) => error instanceof ApiError && error.status === 410;

/**
 * Who a link is for, asked before the form is filled in: the screen greets them, shows the email the password
 * belongs to, and says at once when the link no longer works.
 */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: async () => (await callApi(invitationOperations.check, { body: { token } })).data.invitation,
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

type AcceptHandlers = {
  onSignedIn: () => void;
  /** The admin signs in with a second factor (the link reset their password): the code step takes this. */
  onChallenge: (challenge: string) => void;
};

/** The new admin's password gives a session, started exactly as a login starts one, or the code step. */
export const useAcceptInvitation = ({ onSignedIn, onChallenge }: AcceptHandlers) =>
  useMutation({
    mutationFn: acceptInvitation,
    onSuccess: async ({ data }) => {
      if ('mfa_required' in data) return onChallenge(data.challenge);
      await startSession(data.user);
      onSignedIn();
    },
    onError: (error) => {
      if (!isGoneLink(error)) notifyError(error);
    },
  });
