import type { ReactNode } from 'react';
import { LimitsRoute } from './routes/limits-route';
import { PackageEditRoute } from './routes/package-edit-route';
import { PackagesRoute } from './routes/packages-route';

/** Back office: packages and sell limits (registered in app/admin-routes.tsx). */
export const adminPackagesRoutes: Record<string, ReactNode> = {
  '/admin/packages': <PackagesRoute />,
  '/admin/packages/edit': <PackageEditRoute />,
  '/admin/limits': <LimitsRoute />,
};
