import type { ReactNode } from 'react';
import { NumberMeaningRoute } from './routes/number-meaning-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const numberMeaningRoutes: Record<string, ReactNode> = {
  '/number-meaning': <NumberMeaningRoute />,
};
