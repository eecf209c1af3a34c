import type { ReactNode } from 'react';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const bettingHistoryRoutes: Record<string, ReactNode> = {};
