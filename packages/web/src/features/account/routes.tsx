import type { ReactNode } from 'react';
import { PackagesListRoute } from './routes/packages-list-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const accountRoutes: Record<string, ReactNode> = {
  '/packages-list': <PackagesListRoute />,
};
