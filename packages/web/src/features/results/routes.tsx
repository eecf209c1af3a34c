import type { ReactNode } from 'react';
import { ResultRoute } from './routes/result-route';
import { StrikeHistoryRoute } from './routes/strike-history-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const resultsRoutes: Record<string, ReactNode> = {
  '/result': <ResultRoute />,
  '/strike-history': <StrikeHistoryRoute />,
};
