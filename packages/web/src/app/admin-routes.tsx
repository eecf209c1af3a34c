import { loadBackOfficeTexts } from '@/i18n/i18n';
import type * as AdminLoaders from './admin-loaders';
import type { LazyScreens } from './lazy-screens';

type Loaders = typeof AdminLoaders;

/**
 * A back-office feature's code and the back office's texts, fetched together; the feature's
 * loader comes from the back office's own chunk (admin-loaders.ts), not from the entry.
 */
function withTexts<T>(pick: (loaders: Loaders) => () => Promise<T>): () => Promise<T> {
  return async () => {
    const load = import('./admin-loaders').then((loaders) => pick(loaders)());
    return (await Promise.all([load, loadBackOfficeTexts()]))[0];
  };
}

/**
 * The back-office screens (issue #8), by feature, under /admin. Each admin feature owns its
 * `routes.tsx` and adds ONE entry here and its loader in admin-loaders.ts; its code is fetched only
 * when an /admin path is opened, so players never download it, nor the back office's texts, nor
 * the lists of its files. The screens check the role themselves (RequireRole) and the server
 * checks it again on every call.
 */
export const ADMIN_SCREENS: LazyScreens[] = [
  {
    paths: ['/admin'],
    load: withTexts((loaders) => loaders.loadAdminHome),
  },
  {
    paths: ['/admin/draws', '/admin/results', '/admin/result-sources'],
    load: withTexts((loaders) => loaders.loadAdminDraws),
  },
  {
    paths: ['/admin/audit'],
    load: withTexts((loaders) => loaders.loadAdminAudit),
  },
  {
    paths: ['/admin/users', '/admin/credit'],
    load: withTexts((loaders) => loaders.loadAdminUsers),
  },
  {
    paths: ['/admin/weekly-limits'],
    load: withTexts((loaders) => loaders.loadWeeklyAdmin),
  },
  {
    paths: ['/admin/packages', '/admin/packages/edit', '/admin/limits'],
    load: withTexts((loaders) => loaders.loadAdminPackages),
  },
];
