import type { ReactNode } from 'react';
import { accountRoutes } from '@/features/account/routes';
import { advancedBettingRoutes } from '@/features/advanced-betting/routes';
import { betReportRoutes } from '@/features/bet-report/routes';
import { bettingHistoryRoutes } from '@/features/betting-history/routes';
import { bettingRoutes } from '@/features/betting/routes';
import { checkTicketRoutes } from '@/features/check-ticket/routes';
import { helpRoutes } from '@/features/help/routes';
import { jackpotRoutes } from '@/features/jackpots/routes';
import { numberMeaningRoutes } from '@/features/number-meaning/routes';
import { reportsRoutes } from '@/features/reports/routes';
import { resultsRoutes } from '@/features/results/routes';
import { walletStatementRoutes } from '@/features/wallet-statement/routes';
import { winningRoutes } from '@/features/winning/routes';

/**
 * The screens that are built, by path; every other spec §2 path shows "coming soon". Each
 * feature owns its `routes.tsx`, so features never edit each other's files.
 */
export const FEATURE_ROUTES: Record<string, ReactNode> = {
  ...bettingRoutes,
  ...advancedBettingRoutes,
  ...bettingHistoryRoutes,
  ...resultsRoutes,
  ...jackpotRoutes,
  ...numberMeaningRoutes,
  ...walletStatementRoutes,
  ...reportsRoutes,
  ...betReportRoutes,
  ...checkTicketRoutes,
  ...accountRoutes,
  ...helpRoutes,
  ...winningRoutes,
};
