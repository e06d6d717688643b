import type { ChangePasswordRequest } from '@radiant/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';

const changePassword = (body: ChangePasswordRequest) => api.post<object>('/v1/auth/change_password', body);

export const useChangePassword = ({ onSuccess }: { onSuccess: () => void }) =>
  useMutation({
    mutationFn: changePassword,
    onSuccess: ({ description }) => {
      notifySuccess(description);
      onSuccess();
    },
    onError: notifyError,
  });
