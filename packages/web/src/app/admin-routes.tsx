import type { ReactNode } from 'react';
import { adminRoutes } from '@/features/admin/routes';
import { adminDrawsRoutes } from '@/features/admin-draws/routes';
import { adminAuditRoutes } from '@/features/admin-audit/routes';
import { adminUsersRoutes } from '@/features/admin-users/routes';
import { adminPackagesRoutes } from '@/features/admin-packages/routes';

/**
 * The back-office screens (issue #8), by path under /admin. Each admin feature owns its
 * `routes.tsx` and adds ONE spread line here; the screens check the role themselves
 * (RequireRole) and the server checks it again on every call.
 */
export const ADMIN_ROUTES: Record<string, ReactNode> = {
  ...adminRoutes,
  ...adminDrawsRoutes,
  ...adminAuditRoutes,
  ...adminUsersRoutes,
  ...adminPackagesRoutes,
};
