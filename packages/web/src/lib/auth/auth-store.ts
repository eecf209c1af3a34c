import { createStore, useStore } from '@/lib/create-store';
import { clearSessionIdentity, saveSessionIdentity } from '@/lib/storage';
import type { User } from './user-schema';

/** Auth states of spec §4: not initialised until the start-up check answers. */
export type AuthState =
  | { status: 'initialising'; user: null }
  | { status: 'logged-in'; user: User }
  | { status: 'logged-out'; user: null };

export const authStore = createStore<AuthState>({ status: 'initialising', user: null });

export function setLoggedIn(user: User): void {
  saveSessionIdentity(user.username, user.token);
  authStore.set({ status: 'logged-in', user });
}

/** Forget the login in this browser (logout, unauthorised answer, failed start-up check). */
export function resetLogin(): void {
  clearSessionIdentity();
  authStore.set({ status: 'logged-out', user: null });
}

export function useAuth(): AuthState {
  return useStore(authStore);
}
