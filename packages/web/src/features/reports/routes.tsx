import type { ReactNode } from 'react';
import { ClaimsRoute } from './routes/claims-route';
import { DailySalesRoute } from './routes/daily-sales-route';
import { ProfitLoss2Route } from './routes/profit-loss-2-route';
import { ProfitLossRoute } from './routes/profit-loss-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const reportsRoutes: Record<string, ReactNode> = {
  '/daily-sales': <DailySalesRoute />,
  '/profit-loss': <ProfitLossRoute />,
  '/profit-loss-2': <ProfitLoss2Route />,
  '/claims': <ClaimsRoute />,
};
