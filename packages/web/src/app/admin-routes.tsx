import { loadBackOfficeTexts } from '@/i18n/i18n';
import type { LazyScreens } from './lazy-screens';

/** A back-office feature's code and the back office's texts, fetched together. */
function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadBackOfficeTexts()]))[0];
}

/**
 * The back-office screens (issue #8), by feature, under /admin. Each admin feature owns its
 * `routes.tsx` and adds ONE entry here; its code is fetched only when an /admin path is opened,
 * so players never download it, nor the back office's texts. The screens check the role themselves (RequireRole) and the
 * server checks it again on every call.
 */
export const ADMIN_SCREENS: LazyScreens[] = [
  {
    paths: ['/admin'],
    load: withTexts(() => import('@/features/admin/routes').then((feature) => feature.adminRoutes)),
  },
  {
    paths: ['/admin/draws', '/admin/results', '/admin/result-sources'],
    load: withTexts(() =>
      import('@/features/admin-draws/routes').then((feature) => feature.adminDrawsRoutes),
    ),
  },
  {
    paths: ['/admin/audit'],
    load: withTexts(() =>
      import('@/features/admin-audit/routes').then((feature) => feature.adminAuditRoutes),
    ),
  },
  {
    paths: ['/admin/users', '/admin/credit'],
    load: withTexts(() =>
      import('@/features/admin-users/routes').then((feature) => feature.adminUsersRoutes),
    ),
  },
  {
    paths: ['/admin/weekly-limits'],
    load: withTexts(() => import('@/features/weekly/routes').then((feature) => feature.weeklyAdminRoutes)),
  },
  {
    paths: ['/admin/packages', '/admin/packages/edit', '/admin/limits'],
    load: withTexts(() =>
      import('@/features/admin-packages/routes').then((feature) => feature.adminPackagesRoutes),
    ),
  },
];
