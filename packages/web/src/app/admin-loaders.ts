/**
 * The back office's dynamic imports, in a chunk of their own (fetched on the first /admin path).
 * Each dynamic import carries the list of files its chunk needs (Vite's preload map); kept in the
 * entry, the back office's lists were bytes every player downloaded on home (js-budget.spec).
 */
export const loadAdminHome = () => import('@/features/admin/routes').then((feature) => feature.adminRoutes);
export const loadAdminDraws = () =>
  import('@/features/admin-draws/routes').then((feature) => feature.adminDrawsRoutes);
export const loadAdminAudit = () =>
  import('@/features/admin-audit/routes').then((feature) => feature.adminAuditRoutes);
export const loadAdminUsers = () =>
  import('@/features/admin-users/routes').then((feature) => feature.adminUsersRoutes);
export const loadWeeklyAdmin = () =>
  import('@/features/weekly/routes').then((feature) => feature.weeklyAdminRoutes);
export const loadAdminPackages = () =>
  import('@/features/admin-packages/routes').then((feature) => feature.adminPackagesRoutes);
