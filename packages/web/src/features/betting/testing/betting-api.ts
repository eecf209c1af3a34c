import type { Receipt } from '@lotto/contract/order';
import { betDatesAnswer, drawTimesAnswer, type DrawTime } from '@lotto/contract/draws';
import { receiptSchema } from '@lotto/contract/order';
import { creditAnswer, packageListAnswer } from '@lotto/contract/account';
import { appConfigAnswer } from '@lotto/contract/tools';
import { type MockAnswer, okContract, type RecordedRequest } from '@/testing/mock-api';
import { DEVICE_ZONE, NO_PACKAGE_TABLES } from '@/testing/test-days';

/** The pools of the normal app: the seven 4D pools draw Wed/Sat/Sun, 9 Lotto every day. */
const ALL_NORMAL = ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'nl'];

/** Open draws for the tests: Wednesday, Thursday (9 Lotto only), Saturday and Sunday. */
export const BET_DATES = [
  { date: '25/11/2026', id: 3, fullDate: '20261125', pools: ALL_NORMAL },
  { date: '26/11/2026', id: 4, fullDate: '20261126', pools: ['nl'] },
  { date: '28/11/2026', id: 6, fullDate: '20261128', pools: ALL_NORMAL },
  { date: '29/11/2026', id: 0, fullDate: '20261129', pools: ALL_NORMAL },
];

/** 19:00 (Singapore 18:00) in Kuala Lumpur on a 'YYYYMMDD' day, as epoch ms (UTC+8, no DST). */
export function cutOffInstant(drawDate: string, pool: string): number {
  const [year, month, day] = [drawDate.slice(0, 4), drawDate.slice(4, 6), drawDate.slice(6)].map(Number);
  return Date.UTC(year!, month! - 1, day!, pool === 'sg' ? 10 : 11, 0);
}

/** Wednesday 25/11/2026 16:49:30 in Kuala Lumpur: Singapore closes in 1 h 10 m, the others in 2 h 10 m. */
export const WEDNESDAY_1649 = Date.UTC(2026, 10, 25, 8, 49, 30);

/**
 * GetDrawTimes for BET_DATES at `now`: every pool's draw of each date with its cut-off. The
 * screens read the server's clock from `now`, so a test sets the time left by it (no fake timers).
 */
export function drawTimesAt(now: number) {
  const draws: DrawTime[] = BET_DATES.flatMap((date) =>
    date.pools.map((pool) => {
      const closesAt = cutOffInstant(date.fullDate, pool);
      return {
        pool,
        drawDate: date.fullDate,
        cutoff: pool === 'sg' ? '18:00' : '19:00',
        closesAt,
        open: closesAt > now,
      };
    }),
  ).sort((a, b) => a.closesAt - b.closesAt || a.pool.localeCompare(b.pool));
  return okContract(drawTimesAnswer, { today: '20261125', now, draws });
}

export const RECEIPT = {
  receiptString: ['#101 22/11/2026 12:00:00\nD:25/11\nP:M\n*1234 B1\nT:24.00'],
  ticketXId: ['101'],
  betStatus: 'COMPLETE',
} satisfies Receipt;

type Handler = MockAnswer | ((request: RecordedRequest) => MockAnswer | Promise<MockAnswer>);

export function bettingApi(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    '/Tool/GetAppConfig': okContract(appConfigAnswer, {
      appType: 'normal',
      titleSuffix: 'Lotto',
      timeZone: DEVICE_ZONE,
    }),
    '/Tool/GetBetDates': okContract(betDatesAnswer, BET_DATES),
    '/Account/GetMyCredit': okContract(creditAnswer, { creditLeft: 1000, confirmOrderAbove: null }),
    '/Account/GetPackageList': okContract(packageListAnswer, {
      ...NO_PACKAGE_TABLES,
      activatedPackage: '2730',
    }),
    '/Order/MakeOrder': okContract(receiptSchema, RECEIPT),
    '/Tool/GetDrawTimes': drawTimesAt(WEDNESDAY_1649),
    ...overrides,
  };
}
