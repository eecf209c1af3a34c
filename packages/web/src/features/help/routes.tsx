import type { ReactNode } from 'react';
import { HelpRoute } from './routes/help-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const helpRoutes: Record<string, ReactNode> = {
  '/help': <HelpRoute />,
};
