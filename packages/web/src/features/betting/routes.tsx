import type { ReactNode } from 'react';
import { BetSuccessRoute } from './routes/bet-success-route';
import { BettingRoute } from './routes/betting-route';
import { SummaryRoute } from './routes/summary-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const bettingRoutes: Record<string, ReactNode> = {
  '/betting': <BettingRoute />,
  '/betting/summary': <SummaryRoute />,
  '/bet-success': <BetSuccessRoute />,
};
