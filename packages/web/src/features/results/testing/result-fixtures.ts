import { addDays } from '@lotto/domain/calendar-dates';
import { toIsoDate } from '@/lib/dates/date-range';
import { ok } from '@/testing/mock-api';
import type { ResultItem } from '../api/get-latest-result';
import type { StrikeItem } from '../api/get-strike-report';
import { toWireDate } from '@/lib/dates/draw-dates';

/** Today (device time; the mocked app config names no time zone) and days around it, 'YYYY-MM-DD'. */
export const today = () => toIsoDate(new Date());
export const daysAgo = (days: number) => addDays(today(), -days);
/** 'YYYYMMDD' of the day `days` ago. */
export const wireDaysAgo = (days: number) => toWireDate(daysAgo(days));

const numbers = (prefix: string) => Array.from({ length: 10 }, (_, index) => `${prefix}${index}`);

/** A 4D result: top 3 `1111 2222 3333`-style, starters `<p>10..<p>19`, consolations `<p>20..<p>29`. */
export function result(brand: string, drawDate: string, prefix: string): ResultItem {
  return {
    brand,
    drawDate,
    topPrize: [`${prefix}01`, `${prefix}02`, `${prefix}03`],
    specialPrize: numbers(`${prefix}1`),
    consolationPrize: numbers(`${prefix}2`),
  };
}

/** Toto with its 5D and 6D numbers. */
export function totoResult(drawDate: string): ResultItem {
  return { ...result('tt', drawDate, '30'), fiveD: ['12345', '67890', '24680'], sixD: '123456' };
}

export function strike(overrides: Partial<StrikeItem> = {}): StrikeItem {
  return {
    id: '1',
    poolId: 1,
    betNumber: '1234',
    betId: '501',
    drawDate: wireDaysAgo(1),
    prizeName: '1st Prize',
    betType: 'B',
    stock: 2,
    remark: 'lucky',
    totalWin: 5460,
    ...overrides,
  };
}

/** The calls every logged-in screen makes. */
export function baseApi() {
  return {
    '/Tool/GetAppConfig': ok({ appType: 'normal', titleSuffix: 'Lotto' }),
    '/Account/GetMyCredit': ok({ creditLeft: 1000 }),
  };
}
