import { loadBackOfficeTexts } from '@/i18n/i18n';
import type { LazyScreens } from './lazy-screens';

/**
 * The player and agent screens that are built, by feature; every other spec §2 path shows
 * "coming soon". Each feature owns its `routes.tsx` (features never edit each other's files) and
 * is its own chunk, fetched when one of its paths is opened.
 */
export const FEATURE_SCREENS: LazyScreens[] = [
  {
    paths: ['/betting', '/betting/summary', '/bet-success'],
    load: () => import('@/features/betting/routes').then((feature) => feature.bettingRoutes),
  },
  {
    paths: ['/advance-betting'],
    load: () => import('@/features/advanced-betting/routes').then((feature) => feature.advancedBettingRoutes),
  },
  {
    paths: ['/betting-history', '/betting-history/details', '/cancel-success'],
    load: () => import('@/features/betting-history/routes').then((feature) => feature.bettingHistoryRoutes),
  },
  {
    paths: ['/result', '/strike-history'],
    load: () => import('@/features/results/routes').then((feature) => feature.resultsRoutes),
  },
  {
    paths: ['/jackpot-history'],
    load: () => import('@/features/jackpots/routes').then((feature) => feature.jackpotRoutes),
  },
  {
    paths: ['/number-meaning'],
    load: () => import('@/features/number-meaning/routes').then((feature) => feature.numberMeaningRoutes),
  },
  {
    paths: ['/wallet-statement'],
    load: () => import('@/features/wallet-statement/routes').then((feature) => feature.walletStatementRoutes),
  },
  {
    paths: ['/daily-sales', '/profit-loss', '/profit-loss-2', '/claims'],
    load: () => import('@/features/reports/routes').then((feature) => feature.reportsRoutes),
  },
  {
    paths: ['/bet-report'],
    load: () => import('@/features/bet-report/routes').then((feature) => feature.betReportRoutes),
  },
  {
    paths: ['/chat-inbox'],
    // for the house and agents only: its texts travel with the back office's, not in every bundle
    load: async () =>
      (
        await Promise.all([
          import('@/features/chat-inbox/routes').then((feature) => feature.chatInboxRoutes),
          loadBackOfficeTexts(),
        ])
      )[0],
  },
  {
    paths: ['/exposure'],
    // the heavy-number report (issue 40), for the house and agents: its texts travel with the back office's
    load: async () =>
      (
        await Promise.all([
          import('@/features/exposure/routes').then((feature) => feature.exposureRoutes),
          loadBackOfficeTexts(),
        ])
      )[0],
  },
  {
    paths: ['/check-ticket'],
    load: () => import('@/features/check-ticket/routes').then((feature) => feature.checkTicketRoutes),
  },
  {
    paths: ['/packages-list'],
    load: () => import('@/features/account/routes').then((feature) => feature.accountRoutes),
  },
  {
    paths: ['/help'],
    load: () => import('@/features/help/routes').then((feature) => feature.helpRoutes),
  },
  {
    paths: ['/weekly-statement'],
    load: () => import('@/features/weekly/routes').then((feature) => feature.weeklyRoutes),
  },
  {
    paths: ['/winning'],
    load: () => import('@/features/winning/routes').then((feature) => feature.winningRoutes),
  },
];
