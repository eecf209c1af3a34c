import { loginAnswer, type LoginInput as LoginBody } from '@lotto/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type FormBody } from '@/lib/api-client';
import { setLoggedIn } from '@/lib/auth/auth-store';
import type { User } from '@/lib/auth/user-schema';

export type LoginInput = { username: string; password: string } | { token: string };

/** POST /Account/Login with form username+password, or a one-time form `token`. */
export function login(input: LoginInput): Promise<User> {
  const form: FormBody =
    'token' in input
      ? ({ token: input.token } satisfies LoginBody)
      : ({ username: input.username, password: input.password } satisfies LoginBody);
  return apiRequest('/Account/Login', loginAnswer, { method: 'POST', form, authProbe: true });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setLoggedIn(user),
    meta: { handlesOwnError: true },
  });
}
