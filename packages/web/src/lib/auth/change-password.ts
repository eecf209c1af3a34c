import {
  changePasswordAnswer,
  type ChangePasswordInput as ChangePasswordBody,
} from '@lotto/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { apiRequest } from '@/lib/api-client';
import { resetLogin } from './auth-store';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

/** POST /Tool/ChangePassword: success ends every session of the user, so we log out. */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiRequest('/Tool/ChangePassword', changePasswordAnswer, {
    method: 'POST',
    form: { oldPassword: input.oldPassword, newPassword: input.newPassword } satisfies ChangePasswordBody,
  });
}

/** On success: a success toast, then log out; the route guard then shows /login. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      toast.success(t('auth.passwordChanged'));
      resetLogin();
      queryClient.clear();
    },
    meta: { handlesOwnError: true },
  });
}
