import type { ReactNode } from 'react';
import { ExposureRoute } from './routes/exposure-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const exposureRoutes: Record<string, ReactNode> = {
  '/exposure': <ExposureRoute />,
};
