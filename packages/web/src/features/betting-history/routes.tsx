import type { ReactNode } from 'react';
import { BettingHistoryRoute } from './routes/betting-history-route';
import { CancelSuccessRoute } from './routes/cancel-success-route';
import { TicketDetailsRoute } from './routes/ticket-details-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const bettingHistoryRoutes: Record<string, ReactNode> = {
  '/betting-history': <BettingHistoryRoute />,
  '/betting-history/details': <TicketDetailsRoute />,
  '/cancel-success': <CancelSuccessRoute />,
};
