import { loginAnswer, type LoginInput as LoginBody } from '@lotto/contract/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type FormBody } from '@/lib/api-client';
import { setLoggedIn } from '@/lib/auth/auth-store';
import type { User } from '@/lib/auth/user-schema';
import { rememberUsername } from '@/lib/storage';

/**
 * A login with the form's username and password (`remember`: its "Remember me"), or with a
 * one-time token. `remember` stays in this browser: it is never sent.
 */
export type LoginInput = { username: string; password: string; remember?: boolean } | { token: string };

/** POST /Account/Login with form username+password, or a one-time form `token`. */
export function login(input: LoginInput): Promise<User> {
  const form: FormBody =
    'token' in input
      ? ({ token: input.token } satisfies LoginBody)
      : ({ username: input.username, password: input.password } satisfies LoginBody);
  return apiRequest('/Account/Login', loginAnswer, { method: 'POST', form, authProbe: true });
}

/**
 * On success the user is logged in (the login route then leads on, require-auth.tsx). A form login
 * remembers its username for the next login on this device only with "Remember me" ticked, and
 * forgets one remembered before otherwise (issue 36 item 9: a shared phone shows no one's name).
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (user, input) => {
      if ('remember' in input && input.remember !== undefined) {
        rememberUsername(input.remember ? user.username : null);
      }
      setLoggedIn(user);
    },
    meta: { handlesOwnError: true },
  });
}
