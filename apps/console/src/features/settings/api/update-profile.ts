import { authOperations, type UpdateProfileRequest } from '@radiant/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { meQueryOptions } from '@/lib/auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { updateSessionUser } from '@/lib/session';

const updateProfile = (profile: UpdateProfileRequest) =>
  callApi(authOperations.updateProfile, { body: profile });

/**
 * On success the stored user is updated before the server's description shows as a toast, so that a reload
 * once the toast is seen shows the new profile; then the current user is reloaded.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ description, data }) => {
      await updateSessionUser(data.me);
      notifySuccess(description);
      return queryClient.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
    onError: notifyError,
  });
}
