import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { Spinner } from '@/components/ui/spinner';
import { PublicOnly, RequireAuth } from '@/features/auth/components/require-auth';
import { loadScreenTexts } from '@/i18n/i18n';
import { ADMIN_SCREENS } from './admin-routes';
import { FEATURE_SCREENS } from './feature-routes';
import type { LazyScreens } from './lazy-screens';
import { LoginRoute } from './routes/login';
import { StartupSplash } from './routes/startup-splash';

/**
 * Code splitting (docs/decisions/010-code-splitting-and-caching.md): this file and what it imports
 * eagerly are the shell every route needs; /login's form, the logged-in frame, home, each feature
 * and the back office are chunks of their own, fetched when a path needs them. At start-up
 * `preloadRoute` fetches the opened path's chunks at once, in parallel with the language's texts
 * and the session check. Navigations are React transitions: the current screen stays until the
 * next one's chunk has arrived.
 */
interface RouteHandle {
  preload: () => Promise<unknown>;
}

/** A value as a thenable whose callbacks run at once, not on a later microtask. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then<A = T, B = never>(onFulfilled?: ((value: T) => A | PromiseLike<A>) | null): PromiseLike<A | B> {
      if (!onFulfilled) return settled(value as unknown as A);
      const next = onFulfilled(value);
      return typeof (next as PromiseLike<A>)?.then === 'function'
        ? (next as PromiseLike<A>)
        : settled(next as A);
    },
  };
}

/**
 * A module loaded at most once. Once it is there, `get()` settles synchronously, so React.lazy
 * renders the screen at once instead of showing the fallback for a frame (a preloaded route, a
 * screen opened before, every screen in the tests).
 */
function loadOnce<T>(load: () => Promise<T>) {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  const preload = (): Promise<T> =>
    (pending ??= load().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        pending = undefined; // a failed fetch (offline, a new deploy) may be tried again
        throw error;
      },
    ));
  const get = (): PromiseLike<T> => (loaded ? settled(loaded.value) : preload());
  return { preload, get };
}

/** React.lazy over a module that may already be loaded (React only calls `then` on what it gets). */
function lazyComponent<P extends object>(get: () => PromiseLike<ComponentType<P>>) {
  return lazy(
    () => get().then((component) => ({ default: component })) as Promise<{ default: ComponentType<P> }>,
  );
}

function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  const module = loadOnce(load);
  const Screen = lazyComponent(module.get);
  return { element: <Screen />, handle: { preload: module.preload } satisfies RouteHandle };
}

function screenRoutes(features: LazyScreens[]): RouteObject[] {
  return features.flatMap((feature) => {
    // with the screens' texts, which home does not download (i18n/i18n.ts)
    const module = loadOnce(async () => (await Promise.all([feature.load(), loadScreenTexts()]))[0]);
    const Screens = lazyComponent<{ path: string }>(() =>
      module.get().then((table) => ({ path }: { path: string }) => <>{table[path]}</>),
    );
    return feature.paths.map((path) => ({
      path,
      element: <Screens path={path} />,
      handle: { preload: module.preload } satisfies RouteHandle,
    }));
  });
}

// Not installed with the frame: lib/antd-react19.ts's adapter serves only antd-mobile's imperative
// methods (Dialog.show, Toast.show, Picker.prompt...), which no screen calls (the app's alert and
// toast stores stand in), and it pulled rc-util's legacy renderer with Babel's regenerator into
// every logged-in screen's download: 2.5 KiB (docs/performance.md, issue 45).
// lib/antd-react19.test.ts fails when a screen starts calling one.
const shell = lazyRoute(async () => (await import('@/components/layout/app-shell')).AppShell);
const home = lazyRoute(async () => (await import('./routes/home')).HomeRoute);
// A spec §2 screen no feature builds yet ("coming soon"), or /login for anything else.
const unknownPath = lazyRoute(async () => (await import('./routes/unknown-path')).UnknownPathRoute);

function Loading({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

/** Spec §2 routes and the back-office (/admin/...). Every route but /login needs a session; unknown paths go to /login. */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        {/* a new screen opens at its top; Back returns to where the user was */}
        <ScrollRestoration />
        <Loading fallback={<StartupSplash />}>
          <Outlet />
        </Loading>
      </>
    ),
    errorElement: <ErrorFallback />,
    children: [
      {
        path: '/login',
        element: (
          <PublicOnly>
            <LoginRoute />
          </PublicOnly>
        ),
      },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            ...shell,
            children: [
              {
                // A screen opened directly waits for its chunk inside the frame.
                element: (
                  <Loading
                    fallback={
                      <div className="screen-loading">
                        <Spinner />
                      </div>
                    }
                  >
                    <Outlet />
                  </Loading>
                ),
                children: [
                  { index: true, ...home },
                  { path: '/home/play-game', ...home },
                  ...screenRoutes(FEATURE_SCREENS),
                  ...screenRoutes(ADMIN_SCREENS),
                  { path: '*', ...unknownPath },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** Start fetching the chunks of the routes that match `pathname` (before the first render). */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as RouteHandle | undefined)?.preload().catch(() => undefined);
  }
}

/** Every route's chunks (the tests render any screen at once, as they did before the split). */
export async function preloadAllRoutes(): Promise<void> {
  const handles: RouteHandle[] = [];
  const collect = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.handle) handles.push(route.handle as RouteHandle);
      if (route.children) collect(route.children);
    }
  };
  collect(routes);
  await Promise.all(handles.map((handle) => handle.preload()));
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
