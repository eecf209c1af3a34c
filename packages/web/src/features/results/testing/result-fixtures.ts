import type { ResultItem } from '../api/get-latest-result';
import type { StrikeItem } from '../api/get-strike-report';
import { wireDaysAgo } from '@/testing/test-days';

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
