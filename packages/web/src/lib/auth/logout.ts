import { logoutAnswer } from '@lotto/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { resetLogin } from './auth-store';

/** POST /Account/Logout: always succeeds on the server; we forget the login either way. */
export function logout(): Promise<unknown> {
  return apiRequest('/Account/Logout', logoutAnswer, { method: 'POST', authProbe: true });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch {
        // the session is gone or the server is unreachable: log out locally all the same
      }
    },
    onSettled: () => {
      resetLogin();
      queryClient.clear();
    },
  });
}
