import { authOperations, type ChangePasswordRequest } from '@radiant/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';

const changePassword = (body: ChangePasswordRequest) => callApi(authOperations.changePassword, { body });

export const useChangePassword = ({ onSuccess }: { onSuccess: () => void }) =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ description }) => {
      notifySuccess(description);
      onSuccess();
    },
    onError: notifyError,
  });
