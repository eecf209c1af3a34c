import { lazy, type ReactNode } from 'react';
import { BettingRoute } from './routes/betting-route';
import { loadSuccess, loadSummary } from './routes/steps';

// The summary and the success screen come in chunks of their own (routes/steps.ts).
const SummaryRoute = lazy(() => loadSummary().then((module) => ({ default: module.SummaryRoute })));
const BetSuccessRoute = lazy(() => loadSuccess().then((module) => ({ default: module.BetSuccessRoute })));

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const bettingRoutes: Record<string, ReactNode> = {
  '/betting': <BettingRoute />,
  '/betting/summary': <SummaryRoute />,
  '/bet-success': <BetSuccessRoute />,
};
