import type { ReactNode } from 'react';
import { JackpotHistoryRoute } from './routes/jackpot-history-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const jackpotRoutes: Record<string, ReactNode> = {
  '/jackpot-history': <JackpotHistoryRoute />,
};
