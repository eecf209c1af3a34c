import type { ReactNode } from 'react';
import { AdvancedBettingScreen } from './components/advanced-betting-screen';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const advancedBettingRoutes: Record<string, ReactNode> = {
  '/advance-betting': <AdvancedBettingScreen />,
};
