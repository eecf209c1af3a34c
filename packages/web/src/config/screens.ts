import {
  AppOutline,
  BillOutline,
  CalculatorOutline,
  CheckShieldOutline,
  ClockCircleOutline,
  CollectMoneyOutline,
  EditSOutline,
  FileOutline,
  FireFill,
  GiftOutline,
  HistogramOutline,
  PieOutline,
  QuestionCircleOutline,
  ReceiptOutline,
  SearchOutline,
  StarOutline,
  TagOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

export interface Screen {
  path: string;
  /** i18n key of the page title */
  titleKey: string;
  /** i18n key of the shortcut label on home, when it differs from the title */
  shortcutKey?: string;
  icon: ComponentType<{ className?: string }>;
  /** listed in the sidebar */
  inMenu: boolean;
  /** only in the gd variant (spec §6) */
  jackpotOnly?: boolean;
}

export const HOME_SCREEN: Screen = { path: '/', titleKey: 'screens.home', icon: AppOutline, inMenu: true };

/** Every screen of spec §2 except login and home, in sidebar order. */
export const SCREENS: Screen[] = [
  { path: '/betting', titleKey: 'screens.betting', icon: EditSOutline, inMenu: true },
  { path: '/advance-betting', titleKey: 'screens.advanceBetting', icon: CalculatorOutline, inMenu: true },
  { path: '/betting-history', titleKey: 'screens.bettingHistory', icon: UnorderedListOutline, inMenu: true },
  { path: '/check-ticket', titleKey: 'screens.checkTicket', icon: CheckShieldOutline, inMenu: true },
  {
    path: '/result',
    titleKey: 'screens.result',
    shortcutKey: 'shortcuts.viewResults',
    icon: StarOutline,
    inMenu: true,
  },
  { path: '/strike-history', titleKey: 'screens.strikeHistory', icon: FireFill, inMenu: true },
  { path: '/winning', titleKey: 'screens.winning', icon: GiftOutline, inMenu: true },
  {
    path: '/jackpot-history',
    titleKey: 'screens.jackpotHistory',
    icon: GiftOutline,
    inMenu: true,
    jackpotOnly: true,
  },
  { path: '/daily-sales', titleKey: 'screens.dailySales', icon: HistogramOutline, inMenu: true },
  { path: '/profit-loss', titleKey: 'screens.profitLoss', icon: PieOutline, inMenu: true },
  { path: '/profit-loss-2', titleKey: 'screens.profitLoss2', icon: PieOutline, inMenu: true },
  { path: '/wallet-statement', titleKey: 'screens.walletStatement', icon: CollectMoneyOutline, inMenu: true },
  { path: '/bet-report', titleKey: 'screens.betReport', icon: FileOutline, inMenu: true },
  { path: '/packages-list', titleKey: 'screens.packagesList', icon: TagOutline, inMenu: true },
  { path: '/number-meaning', titleKey: 'screens.numberMeaning', icon: SearchOutline, inMenu: true },
  { path: '/help', titleKey: 'screens.help', icon: QuestionCircleOutline, inMenu: true },
  { path: '/betting/summary', titleKey: 'screens.bettingSummary', icon: BillOutline, inMenu: false },
  {
    path: '/betting-history/details',
    titleKey: 'screens.bettingHistoryDetails',
    icon: ReceiptOutline,
    inMenu: false,
  },
  { path: '/bet-success', titleKey: 'screens.betSuccess', icon: ReceiptOutline, inMenu: false },
  { path: '/cancel-success', titleKey: 'screens.cancelSuccess', icon: ClockCircleOutline, inMenu: false },
];

/**
 * The 12 home shortcuts of spec §2, in the spec's order except View Results, which comes first so
 * it is on the carousel's first page (8 to a page; issue 17 item 9).
 */
export const SHORTCUT_PATHS = [
  '/result',
  '/check-ticket',
  '/daily-sales',
  '/strike-history',
  '/profit-loss',
  '/profit-loss-2',
  '/wallet-statement',
  '/betting-history',
  '/bet-report',
  '/jackpot-history',
  '/number-meaning',
  '/help',
] as const;

export function screenFor(path: string): Screen | undefined {
  return path === '/' ? HOME_SCREEN : SCREENS.find((screen) => screen.path === path);
}

export function visibleScreens(screens: Screen[], jackpotsShown: boolean): Screen[] {
  return screens.filter((screen) => jackpotsShown || !screen.jackpotOnly);
}
