import type { ReactNode } from 'react';
import { DrawsRoute } from './routes/draws-route';
import { ResultsRoute } from './routes/results-route';
import { SourcesRoute } from './routes/sources-route';

/** The back-office draw and result screens (see app/admin-routes.tsx). */
export const adminDrawsRoutes: Record<string, ReactNode> = {
  '/admin/draws': <DrawsRoute />,
  '/admin/results': <ResultsRoute />,
  '/admin/result-sources': <SourcesRoute />,
};
