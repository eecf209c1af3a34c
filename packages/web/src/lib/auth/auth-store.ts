import { createStore, useStore } from '@/lib/create-store';
import { clearSessionIdentity, saveSessionIdentity } from '@/lib/storage';
import { clearSessionDeadline } from './session-deadline';
import type { User } from './user-schema';

/**
 * Auth states of spec §4: not initialised until the start-up check answers. Logged out, `endedFor`
 * names the user whose session ended on its own (idle timeout, a 401 answer) rather than by a
 * logout: the screen they were on is kept to return to after they log in again (issue 36 item 14).
 */
export type AuthState =
  | { status: 'initialising'; user: null }
  | { status: 'logged-in'; user: User }
  | { status: 'logged-out'; user: null; endedFor?: string };

export const authStore = createStore<AuthState>({ status: 'initialising', user: null });

export function setLoggedIn(user: User): void {
  saveSessionIdentity(user.username, user.token);
  authStore.set({ status: 'logged-in', user });
}

/** Forget the login in this browser (logout, failed start-up check, password changed...). */
export function resetLogin(): void {
  clearSessionIdentity();
  clearSessionDeadline();
  authStore.set({ status: 'logged-out', user: null });
}

/**
 * The session ended on its own (idle timeout, any 401/403 while logged in): forget the login like
 * resetLogin, and remember whose it was, so the login screen can lead them back (return-to.ts).
 * The deadline stays: another tab reads it and sees the session over too.
 */
export function endSession(): void {
  // Once: a second end (another tab's, a 401 arriving late) must not forget whose session it was.
  if (authStore.get().status !== 'logged-in') return;
  const username = authStore.get().user?.username;
  clearSessionIdentity();
  authStore.set(
    username
      ? { status: 'logged-out', user: null, endedFor: username }
      : { status: 'logged-out', user: null },
  );
}

export function useAuth(): AuthState {
  return useStore(authStore);
}
