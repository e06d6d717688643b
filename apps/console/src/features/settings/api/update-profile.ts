import { authOperations, type UpdateProfileRequest } from '@radiant/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { updateSessionUser } from '@/lib/session';

const updateProfile = (profile: UpdateProfileRequest) =>
  callApi(authOperations.updateProfile, { body: profile });

/** On success: the server's description as a toast, then the current user is reloaded. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ description, data }) => {
      notifySuccess(description);
      await updateSessionUser(data.me);
      return queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
    onError: notifyError,
  });
}
