import fc from 'fast-check';
import { BET_TYPE_CODES, type BetTypeCode } from '../bet-types.js';
import type { DrawResult } from '../draw-result.js';
import type { Cents } from '../money.js';
import { PATTERN_CODES } from '../patterns.js';
import { POOL_CODES, type PoolCode } from '../pools.js';
import type { BetLine } from '../ticket.js';

/**
 * Random draws and bet lines for the settlement properties (settlement.test.ts against the
 * brute-force oracle, settlement-matcher.test.ts against settleLine). Test code only: not built
 * (tsconfig.json), fast-check is a dev dependency.
 */
/** A number of `length` digits drawn from `alphabet`. */
export const digitsOf = (alphabet: string, length: number) =>
  fc
    .array(fc.constantFrom(...alphabet.split('')), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

/** The bet types a number of this many digits can carry. */
const typesFor = (length: number): BetTypeCode[] =>
  BET_TYPE_CODES.filter((code) => {
    if (code === '5D') return length === 5;
    if (code === '6D') return length === 6;
    return Number(code === 'B' || code === 'S' ? 4 : code[0]) <= length;
  });

/**
 * A fixed Magnum draw for table cases: 1234 also among the starters (a number drawn twice wins
 * twice), the consolations two-digit pairs.
 */
export const MAGNUM_DRAW: DrawResult = {
  pool: 'mg',
  date: '2026-11-25',
  first: '1234',
  second: '5678',
  third: '9034',
  starters: ['1234', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999'],
  consolations: ['0102', '0304', '0506', '0708', '0910', '1112', '1314', '1516', '1718', '1920'],
};

/**
 * A result of a random pool (5D only on Toto, 6D only on Toto, Grand Dragon and 9 Lotto, as the
 * pools carry them) and up to `maxLines` lines. A small alphabet per case makes collisions (wins,
 * multi-position wins, repeated tails and lines) common.
 */
export function settlementScenario(maxLines: number): fc.Arbitrary<[DrawResult, BetLine[]]> {
  return fc.constantFrom('0123456789', '1234', '12').chain((alphabet) => {
    const four = digitsOf(alphabet, 4);
    const result = fc
      .record({
        // Toto, Grand Dragon and 9 Lotto twice as often: they are the only pools with 5D/6D.
        pool: fc.constantFrom(...POOL_CODES, 'tt', 'gd', 'nl'),
        first: four,
        second: four,
        third: four,
        starters: fc.array(four, { minLength: 10, maxLength: 10 }),
        consolations: fc.array(four, { minLength: 10, maxLength: 10 }),
        fiveD: fc.option(fc.tuple(digitsOf(alphabet, 5), digitsOf(alphabet, 5), digitsOf(alphabet, 5)), {
          nil: undefined,
        }),
        sixD: fc.option(digitsOf(alphabet, 6), { nil: undefined }),
      })
      .map((raw): DrawResult => {
        const pool = raw.pool as PoolCode;
        return {
          ...raw,
          pool,
          date: '2026-11-25',
          fiveD: pool === 'tt' ? raw.fiveD : undefined,
          sixD: ['tt', 'gd', 'nl'].includes(pool) ? raw.sixD : undefined,
        };
      });
    const amount = fc.integer({ min: 1, max: 1_000_000 }).map((value) => value as Cents);
    const betLine = fc.integer({ min: 2, max: 6 }).chain((length) => {
      const mixed = fc.dictionary(fc.constantFrom(...typesFor(length)), amount, { minKeys: 1 });
      // Half the 5- and 6-digit lines bet only 5D/6D, so those tiers get exercised often.
      const long = length === 5 ? fc.record({ '5D': amount }) : fc.record({ '6D': amount });
      return fc.record({
        number: digitsOf(alphabet, length),
        pattern: fc.constantFrom(...PATTERN_CODES),
        amounts: length >= 5 ? fc.oneof(mixed, long) : mixed,
      });
    });
    return fc.tuple(result, fc.array(betLine, { minLength: 1, maxLength: maxLines })) as fc.Arbitrary<
      [DrawResult, BetLine[]]
    >;
  });
}
