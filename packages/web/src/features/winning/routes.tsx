import type { ReactNode } from 'react';
import { WinningRoute } from './routes/winning-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const winningRoutes: Record<string, ReactNode> = {
  '/winning': <WinningRoute />,
};
