import { describe, expect, it } from 'vitest';
import type { Cents } from './money.js';
import { cartTotal, checkCredit, validateNormalBet, type NormalBetInput } from './normal-bet.js';

const base: NormalBetInput = {
  group: '4D',
  number: '1234',
  pattern: 'NORMAL',
  amounts: { B: '1', S: '0.5' },
  drawDates: ['2026-11-25'],
  pools: ['mg', 'kd'],
};
const context = { appType: 'normal' as const, openDates: ['2026-11-25', '2026-11-28'] };

describe('validateNormalBet (spec §5)', () => {
  it('accepts a valid bet and parses its amounts to cents', () => {
    const result = validateNormalBet(base, context);
    expect(result).toEqual({
      ok: true,
      ticket: {
        group: '4D',
        drawDates: ['2026-11-25'],
        pools: ['mg', 'kd'],
        lines: [{ number: '1234', pattern: 'NORMAL', amounts: { B: 100, S: 50 } }],
      },
    });
  });

  it.each<[string, Partial<NormalBetInput>, string, string | undefined]>([
    ['no draw date', { drawDates: [] }, 'INVALID_BET_DATE', undefined],
    ['a closed draw date', { drawDates: ['2026-11-24'] }, 'INVALID_BET_DATE', undefined],
    ['a repeated draw date', { drawDates: ['2026-11-25', '2026-11-25'] }, 'INVALID_BET_DATE', undefined],
    ['a short number', { number: '123' }, 'INVALID_NUMBER', undefined],
    ['a long number', { number: '12345' }, 'INVALID_NUMBER', undefined],
    ['letters', { number: '12a4' }, 'INVALID_NUMBER', undefined],
    ['Unicode digits', { number: '١٢٣٤' }, 'INVALID_NUMBER', undefined],
    ['a text amount', { amounts: { B: 'x' } }, 'INVALID_BET_AMOUNT', 'B'],
    ['five characters', { amounts: { S: '10.25' } }, 'INVALID_BET_AMOUNT', 'S'],
    ['three decimals', { amounts: { S: '.125' } }, 'INVALID_BET_AMOUNT', 'S'],
    ['a negative amount', { amounts: { '4A': '-1' } }, 'INVALID_BET_AMOUNT', '4A'],
    ['a type of another group', { amounts: { '2A': '1' } }, 'INVALID_BET_AMOUNT', '2A'],
    ['a zero total', { amounts: { B: '0', S: '' } }, 'INVALID_BET_AMOUNT', undefined],
    ['no pool', { pools: [] }, 'INVALID_POOL', undefined],
    ['Grand Dragon in the normal app', { pools: ['gd'] }, 'INVALID_POOL', undefined],
    [
      '2D on Grand Dragon',
      { group: '2D', number: '12', amounts: { '2A': '1' }, pools: ['gd'] },
      'INVALID_POOL',
      undefined,
    ],
    [
      '5D off Toto',
      { group: '5D', number: '12345', amounts: { '5D': '1' }, pools: ['mg'] },
      'INVALID_POOL',
      undefined,
    ],
    [
      '6D on Magnum',
      { group: '6D', number: '123456', amounts: { '6D': '1' }, pools: ['mg'] },
      'INVALID_POOL',
      undefined,
    ],
    [
      '3 digits with Big in 3.4D',
      { group: '3.4D', number: '123', amounts: { B: '1', '3A': '1' } },
      'INVALID_BET_AMOUNT_3D',
      'B',
    ],
  ])('refuses %s', (_name, change, code, betType) => {
    const result = validateNormalBet({ ...base, ...change }, context);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.betType).toBe(betType);
      expect(result.error.message.length).toBeGreaterThan(5);
    }
  });

  it.each<[string, Partial<NormalBetInput>]>([
    ['3 digits with only 3A/3C in 3.4D', { group: '3.4D', number: '123', amounts: { '3A': '1', '3C': '2' } }],
    ['4 digits with 3A in 3.4D', { group: '3.4D', number: '1234', amounts: { B: '1', '3A': '1' } }],
    ['2D on 9 Lotto', { group: '2D', number: '07', amounts: { '2F': '9.99' }, pools: ['nl'] }],
    [
      '6D on Toto and 9 Lotto',
      { group: '6D', number: '123456', amounts: { '6D': '5' }, pools: ['tt', 'nl'] },
    ],
    ['Grand Dragon in the gd app', { pools: ['gd'] }],
  ])('accepts %s', (_name, change) => {
    const appType = change.pools?.includes('gd') ? 'gd' : 'normal';
    expect(validateNormalBet({ ...base, ...change }, { ...context, appType }).ok).toBe(true);
  });
});

describe('a pool that does not draw on a chosen date (issue 16.10)', () => {
  // Wednesday 25/11: every 4D pool; Thursday 26/11: 9 Lotto only (game-rules §1 defaults)
  const openPoolsByDate = {
    '2026-11-25': ['mg', 'kd', 'tt', 'sg', 'sb', 'sn', 'sr', 'nl'],
    '2026-11-26': ['nl'],
  } as const;
  const withPools = { appType: 'normal' as const, openPoolsByDate };

  it('names the first pool and date without a draw, after the other checks', () => {
    const result = validateNormalBet({ ...base, drawDates: ['2026-11-25', '2026-11-26'] }, withPools);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'DRAW_CLOSED',
        field: 'pools',
        pool: 'mg',
        date: '2026-11-26',
        message: 'Magnum 4D has no open draw on 2026-11-26',
      },
    });
    // a bad amount is still reported first
    const amount = validateNormalBet({ ...base, drawDates: ['2026-11-26'], amounts: { B: 'x' } }, withPools);
    expect(amount.ok || amount.error.code).toBe('INVALID_BET_AMOUNT');
  });

  it('accepts pools that draw on every chosen date, and a date it does not list has no pools', () => {
    expect(validateNormalBet({ ...base, drawDates: ['2026-11-25'] }, withPools).ok).toBe(true);
    expect(
      validateNormalBet(
        {
          ...base,
          group: '2D',
          number: '07',
          amounts: { '2F': '1' },
          pools: ['nl'],
          drawDates: ['2026-11-25', '2026-11-26'],
        },
        withPools,
      ).ok,
    ).toBe(true);
    const unlisted = validateNormalBet({ ...base, drawDates: ['2026-11-27'] }, withPools);
    expect(unlisted.ok || [unlisted.error.pool, unlisted.error.date]).toEqual(['mg', '2026-11-27']);
  });
});

describe('patterns in normal mode: one grammar with order lines (issues 16.6, 22.3)', () => {
  const num = (change: Partial<NormalBetInput>) => {
    const result = validateNormalBet({ ...base, ...change }, context);
    return result.ok ? result.ticket.lines[0]!.number : result.error.code;
  };
  it.each<[string, Partial<NormalBetInput>, string]>([
    ['P-H types the last 3 digits', { pattern: 'P-H', number: '234' }, '0234'],
    ['P-B types the first 3 digits', { pattern: 'P-B', number: '123' }, '1230'],
    [
      'P-H in 3D types 2 digits',
      { group: '3D', pattern: 'P-H', number: '23', amounts: { '3A': '1' } },
      '023',
    ],
    [
      'P-B in 3.4D with 2 digits is a 3-digit bet',
      { group: '3.4D', pattern: 'P-B', number: '12', amounts: { '3A': '1' } },
      '120',
    ],
    ['P-H in 3.4D with 3 digits is a 4-digit bet', { group: '3.4D', pattern: 'P-H', number: '234' }, '0234'],
    ['P-H in 2D types 1 digit', { group: '2D', pattern: 'P-H', number: '7', amounts: { '2A': '1' } }, '07'],
    ['4 digits with P-H would ignore one: refused', { pattern: 'P-H', number: '1234' }, 'INVALID_NUMBER'],
    ['4 digits with P-B would ignore one: refused', { pattern: 'P-B', number: '1234' }, 'INVALID_NUMBER'],
    ['BOX takes all 4 digits', { pattern: 'BOX', number: '1234' }, '1234'],
    ['2D BOX', { group: '2D', pattern: 'BOX', number: '12', amounts: { '2A': '1' } }, '12'],
    [
      '2D L-H bets one number: refused',
      { group: '2D', pattern: 'L-H', number: '12', amounts: { '2A': '1' } },
      'INVALID_NUMBER',
    ],
    [
      '2D L-B bets one number: refused',
      { group: '2D', pattern: 'L-B', number: '12', amounts: { '2A': '1' } },
      'INVALID_NUMBER',
    ],
    [
      '5D BOX: 5D is bet straight',
      { group: '5D', pattern: 'BOX', number: '12345', amounts: { '5D': '1' }, pools: ['tt'] },
      'INVALID_NUMBER',
    ],
    [
      '6D R: 6D is bet straight',
      { group: '6D', pattern: 'R', number: '123456', amounts: { '6D': '1' }, pools: ['tt'] },
      'INVALID_NUMBER',
    ],
    [
      '5D P-H: 5D is bet straight',
      { group: '5D', pattern: 'P-H', number: '2345', amounts: { '5D': '1' }, pools: ['tt'] },
      'INVALID_NUMBER',
    ],
  ])('%s', (_name, change, expected) => {
    expect(num(change)).toBe(expected);
  });
});

describe('credit', () => {
  it('refuses a total above the credit left', () => {
    const result = validateNormalBet({ ...base, pattern: 'BOX' }, context);
    if (!result.ok) throw new Error('expected a valid bet');
    const total = cartTotal([result.ticket]);
    expect(total).toBe(150 * 24 * 2);
    expect(checkCredit(total, 7200 as Cents)).toEqual({ ok: true });
    expect(checkCredit(total, 7199 as Cents)).toEqual({ ok: false, code: 'INSUFFICIENT_CREDIT' });
  });
});
