import type { ReactNode } from 'react';
import { CheckTicketRoute } from './routes/check-ticket-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const checkTicketRoutes: Record<string, ReactNode> = {
  '/check-ticket': <CheckTicketRoute />,
};
