import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { orderLineErrorsSchema, receiptSchema } from '@lotto/contract/order';
import type { dailyFiguresSchema } from '@lotto/contract/reports';
import { dailyProfitLossAnswer, profitLossAnswer } from '@lotto/contract/reports';
import { resultPreviewAnswer } from '@lotto/contract/results';
import { RECEIPT as ADVANCED_RECEIPT } from '@/features/advanced-betting/testing/advanced-screen';
import { RECEIPT as BETTING_RECEIPT } from '@/features/betting/testing/betting-api';
import { okContract } from './mock-api';

/**
 * The web's mocks are the contract's wire shapes (packages/contract): the shared fixtures parse with
 * the contract's schemas, and a mock that is not what the server could send fails typecheck (the
 * @ts-expect-error lines) and the parse.
 */
describe("the web's mocks follow the contract", () => {
  it('parses the shared receipt fixtures with the receipt schema', () => {
    expect(receiptSchema.parse(BETTING_RECEIPT)).toEqual(BETTING_RECEIPT);
    expect(receiptSchema.parse(ADVANCED_RECEIPT)).toEqual(ADVANCED_RECEIPT);
  });

  it('answers a mock that matches the contract', () => {
    const errors = {
      errors: [{ line: 2, column: 1, message: 'no such pool', code: 'INVALID_POOL' as const }],
    };
    expect(okContract(orderLineErrorsSchema, errors).body).toEqual({
      success: true,
      message: '',
      data: errors,
    });
  });

  it('refuses a mock that drifts from the contract, at typecheck and at run time', () => {
    // @ts-expect-error betStatus is one of COMPLETE, LIMIT, SOLD_OUT
    const badStatus: z.input<typeof receiptSchema> = { ...BETTING_RECEIPT, betStatus: 'OK' };
    expect(() => okContract(receiptSchema, badStatus)).toThrow(/COMPLETE/);

    // @ts-expect-error the answer has dl_total, ul_total, ..., not `total`
    const oldShape: z.input<typeof profitLossAnswer> = { total: 1 };
    expect(() => okContract(profitLossAnswer, oldShape)).toThrow();

    const day = { drawDate: '20261122', buy: 0, comm: 0, win: 0, nett: 0 };
    // @ts-expect-error a draw date on the wire is text (YYYYMMDD)
    const numericDate: z.input<typeof dailyFiguresSchema> = { ...day, drawDate: 20261122 };
    const daily = { buy_total: 0, comm_total: 0, win_total: 0, nett_total: 0, detail_list: [numericDate] };
    expect(() => okContract(dailyProfitLossAnswer, daily)).toThrow(/string/);

    // @ts-expect-error a preview names its winners
    const noWinners: z.input<typeof resultPreviewAnswer> = {
      change: 'new',
      version: 1,
      lines: 0,
      winTotal: 0,
      commissionTotal: 0,
      winningLines: 0,
      current: null,
      difference: null,
    };
    expect(() => okContract(resultPreviewAnswer, noWinners)).toThrow();
  });
});
