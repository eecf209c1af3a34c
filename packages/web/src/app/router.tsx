import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { AppShell } from '@/components/layout/app-shell';
import { SCREENS } from '@/config/screens';
import { PublicOnly, RequireAuth } from '@/features/auth/components/require-auth';
import { ADMIN_ROUTES } from './admin-routes';
import { FEATURE_ROUTES } from './feature-routes';
import { ComingSoonRoute } from './routes/coming-soon';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/login';

/** Spec §2 routes and the back-office (/admin/...). Every route but /login needs a session; unknown paths go to /login. */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
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
            <AppShell />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <HomeRoute /> },
          { path: '/home/play-game', element: <HomeRoute /> },
          ...SCREENS.map((screen) => ({
            path: screen.path,
            element: FEATURE_ROUTES[screen.path] ?? (
              <ComingSoonRoute key={screen.path} titleKey={screen.titleKey} />
            ),
          })),
          ...Object.entries(ADMIN_ROUTES).map(([path, element]) => ({ path, element })),
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
