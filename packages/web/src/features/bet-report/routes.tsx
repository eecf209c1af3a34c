import type { ReactNode } from 'react';
import { BetReportRoute } from './routes/bet-report-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const betReportRoutes: Record<string, ReactNode> = {
  '/bet-report': <BetReportRoute />,
};
