import { describe, expect, it } from 'vitest';
import { HISTORICAL_PRIZE_COUNT, validateDrawResult, type DrawResult } from './draw-result.js';

// The other validateDrawResult cases (bad fields, 5D/6D) live in settlement.test.ts; these cover
// how many starters and consolations each mode accepts.

const numbers = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => String(from + i).padStart(4, '0'));

const RESULT: DrawResult = {
  pool: 'sg',
  date: '1990-06-02',
  first: '8838',
  second: '3277',
  third: '8586',
  starters: numbers(10, 1000),
  consolations: numbers(10, 2000),
};

interface CountCase {
  name: string;
  starters: number;
  consolations: number;
  /** errors in operator-entry mode (the default); [] = accepted */
  entry: string[];
  /** errors with { historical: true } */
  historical: string[];
}

const COUNT_CASES: CountCase[] = [
  { name: 'today: 10 + 10', starters: 10, consolations: 10, entry: [], historical: [] },
  {
    name: 'Singapore 1990: 9 starters',
    starters: 9,
    consolations: 10,
    entry: ['starters: expected 10 numbers, got 9'],
    historical: [],
  },
  {
    name: 'Singapore: 14 starters',
    starters: 14,
    consolations: 10,
    entry: ['starters: expected 10 numbers, got 14'],
    historical: [],
  },
  {
    name: 'one of each, the historical minimum',
    starters: 1,
    consolations: 1,
    entry: ['starters: expected 10 numbers, got 1', 'consolations: expected 10 numbers, got 1'],
    historical: [],
  },
  {
    name: 'twenty of each, the historical maximum',
    starters: 20,
    consolations: 20,
    entry: ['starters: expected 10 numbers, got 20', 'consolations: expected 10 numbers, got 20'],
    historical: [],
  },
  {
    name: 'no starters',
    starters: 0,
    consolations: 10,
    entry: ['starters: expected 10 numbers, got 0'],
    historical: ['starters: expected 1 to 20 numbers, got 0'],
  },
  {
    name: 'too many consolations',
    starters: 10,
    consolations: 21,
    entry: ['consolations: expected 10 numbers, got 21'],
    historical: ['consolations: expected 1 to 20 numbers, got 21'],
  },
];

describe('validateDrawResult: starter and consolation counts', () => {
  it.each(COUNT_CASES)('$name', ({ starters, consolations, entry, historical }) => {
    const input = { ...RESULT, starters: numbers(starters, 1000), consolations: numbers(consolations, 3000) };
    const errorsOf = (checked: ReturnType<typeof validateDrawResult>) => (checked.ok ? [] : checked.errors);

    expect(errorsOf(validateDrawResult(input))).toEqual(entry);
    expect(errorsOf(validateDrawResult(input, {}))).toEqual(entry);
    expect(errorsOf(validateDrawResult(input, { historical: false }))).toEqual(entry);
    expect(errorsOf(validateDrawResult(input, { historical: true }))).toEqual(historical);
  });

  it('keeps every other rule in historical mode', () => {
    const checked = validateDrawResult(
      { ...RESULT, first: '12a4', starters: [...numbers(8, 1000), '999'], consolations: 'none' },
      { historical: true },
    );
    expect(checked).toEqual({
      ok: false,
      errors: [
        "first: expected 4 digits, got '12a4'",
        "starters[8]: expected 4 digits, got '999'",
        "consolations: expected a list of 1 to 20 numbers, got 'none'",
      ],
    });
  });

  it('returns the lists as given in historical mode', () => {
    const input = { ...RESULT, starters: numbers(HISTORICAL_PRIZE_COUNT.min, 1000) };
    expect(validateDrawResult(input, { historical: true })).toEqual({ ok: true, value: input });
  });

  it('still requires exactly three 5D numbers', () => {
    const checked = validateDrawResult(
      { ...RESULT, pool: 'tt', fiveD: ['12345', '23456'] },
      { historical: true },
    );
    expect(checked).toEqual({ ok: false, errors: ['fiveD: expected 3 numbers, got 2'] });
  });
});

describe('validateDrawResult: the date', () => {
  it.each([
    ['1899-12-31', "date: expected a year from 1900 to 2999, got '1899-12-31'"],
    ['3000-01-01', "date: expected a year from 1900 to 2999, got '3000-01-01'"],
    ['9999-12-31', "date: expected a year from 1900 to 2999, got '9999-12-31'"],
    ['2026-02-30', "date: expected a date YYYY-MM-DD, got '2026-02-30'"],
  ])('refuses %s (settlement and reports add days to it)', (date, error) => {
    expect(validateDrawResult({ ...RESULT, date })).toEqual({ ok: false, errors: [error] });
  });

  it.each(['1900-01-01', '2999-12-31'])('takes %s', (date) => {
    expect(validateDrawResult({ ...RESULT, date })).toEqual({ ok: true, value: { ...RESULT, date } });
  });
});
