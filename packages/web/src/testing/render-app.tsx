import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { preloadAllRoutes, routes } from '@/app/router';
import type { User } from '@/lib/auth/user-schema';
import { authStore } from '@/lib/auth/auth-store';
import { createQueryClient } from '@/app/query-client';
import { saveSessionIdentity } from '@/lib/storage';

// The screens are lazy chunks in the app; loaded here once, they render at once in every test.
await preloadAllRoutes();

export const PLAYER: User = { username: 'player1', token: 'tok-1', role: 'player' };

export function loginAs(user: User = PLAYER): void {
  saveSessionIdentity(user.username, user.token);
  authStore.set({ status: 'logged-in', user });
}

/** The real route table and providers in a memory router at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const result = render(
    <AppProvider queryClient={queryClient} checkSessionOnStart={false}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

/** Some routes (e.g. one feature's) with the real providers, in a memory router at `entry`. */
export function renderRoutes(routeObjects: RouteObject[], entry: InitialEntry) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [entry] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const result = render(
    <AppProvider queryClient={queryClient} checkSessionOnStart={false}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}
