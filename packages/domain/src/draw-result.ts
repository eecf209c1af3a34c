import { INPUT_MAX_YEAR, INPUT_MIN_YEAR, isInputDate } from './calendar-dates.js';
import { isPoolCode, poolByCode, poolRunsGame, type PoolCode } from './pools.js';

/**
 * A draw result (game-rules §2): the 23 numbers of the 4D game, plus Toto's 5D numbers and the
 * 6D number of Toto, Grand Dragon and 9 Lotto. Numbers stay strings so leading zeros survive
 * ("0019" is not 19).
 */
export interface DrawResult {
  pool: PoolCode;
  /** 'YYYY-MM-DD' in the draw time zone */
  date: string;
  first: string;
  second: string;
  third: string;
  /**
   * The spec's `specialPrize`: exactly 10 when entered by an operator; 1 to 20 in imported
   * history, because publishers' archives hold draws with fewer or more (Singapore: 5 to 14).
   */
  starters: string[];
  /** The spec's `consolationPrize`: exactly 10 when entered, 1 to 20 in imported history. */
  consolations: string[];
  /** Toto only: the 5D 1st, 2nd and 3rd prize */
  fiveD?: [string, string, string];
  /** Toto, Grand Dragon and 9 Lotto only: the 6D 1st prize */
  sixD?: string;
}

export type DrawResultValidation = { ok: true; value: DrawResult } | { ok: false; errors: string[] };

export const STARTER_COUNT = 10;
export const CONSOLATION_COUNT = 10;
/**
 * How many starters or consolations a historical (imported) draw may have. Real archives differ
 * from today's 10 + 10 (Singapore Pools' history has 5 to 14 starters); 20 leaves room for other
 * publishers while still catching a row whose list swallowed the next column.
 */
export const HISTORICAL_PRIZE_COUNT = { min: 1, max: 20 } as const;

export interface ValidateDrawResultOptions {
  /**
   * The result comes from a publisher's archive rather than an operator's form: the starter and
   * consolation lists may hold 1 to 20 numbers ({@link HISTORICAL_PRIZE_COUNT}) instead of exactly 10.
   * Every other rule is the same. Settlement pays whatever positions a draw has.
   */
  historical?: boolean;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Checks an entered or imported result and returns a fresh copy of it. Every problem is listed,
 * each naming its field, so an operator can fix a whole form at once. Numbers must be ASCII
 * digits of the exact length (a `\d` regex would also let other scripts' digits through).
 * The same number in two positions is accepted: real draws never repeat one, but settlement
 * simply pays every position, so refusing it would only block a correction. `fiveD` and `sixD`
 * may be left out (or null) even where the pool runs those games: a 4D-only import is valid.
 * By default (operator entry) there must be exactly 10 starters and 10 consolations; with
 * `{ historical: true }` (importing a publisher's archive) 1 to 20 of each.
 *
 * @example
 * validateDrawResult({ pool: 'mg', date: '2026-11-25', first: '12a4', ... })
 * // { ok: false, errors: ["first: expected 4 digits, got '12a4'"] }
 * validateDrawResult({ ...singapore1987, starters: fourteenNumbers }, { historical: true })
 * // { ok: true, value: { ...singapore1987, starters: fourteenNumbers } }
 */
export function validateDrawResult(
  input: unknown,
  options: ValidateDrawResultOptions = {},
): DrawResultValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [`result: expected an object, got ${describe(input)}`] };
  }
  const raw = input as Record<string, unknown>;
  const errors: string[] = [];

  const pool = raw.pool;
  if (!isPoolCode(pool)) errors.push(`pool: expected a pool code, got ${describe(pool)}`);
  const date = raw.date;
  if (!isCalendarDate(date)) errors.push(`date: expected a date YYYY-MM-DD, got ${describe(date)}`);
  // A result's date is input like any other: settling it and the reports around it add days.
  else if (!isInputDate(date)) {
    errors.push(`date: expected a year from ${INPUT_MIN_YEAR} to ${INPUT_MAX_YEAR}, got ${describe(date)}`);
  }

  const first = digitsField(errors, 'first', raw.first, 4);
  const second = digitsField(errors, 'second', raw.second, 4);
  const third = digitsField(errors, 'third', raw.third, 4);
  const starterCount = options.historical ? HISTORICAL_PRIZE_COUNT : exactly(STARTER_COUNT);
  const consolationCount = options.historical ? HISTORICAL_PRIZE_COUNT : exactly(CONSOLATION_COUNT);
  const starters = digitsList(errors, 'starters', raw.starters, starterCount, 4);
  const consolations = digitsList(errors, 'consolations', raw.consolations, consolationCount, 4);

  let fiveD: [string, string, string] | undefined;
  if (raw.fiveD !== undefined && raw.fiveD !== null) {
    if (isPoolCode(pool) && !poolRunsGame(pool, '5D')) {
      errors.push(`fiveD: ${poolByCode(pool).name} (${pool}) does not draw 5D`);
    }
    const list = digitsList(errors, 'fiveD', raw.fiveD, exactly(3), 5);
    if (list) fiveD = [list[0]!, list[1]!, list[2]!];
  }
  let sixD: string | undefined;
  if (raw.sixD !== undefined && raw.sixD !== null) {
    if (isPoolCode(pool) && !poolRunsGame(pool, '6D')) {
      errors.push(`sixD: ${poolByCode(pool).name} (${pool}) does not draw 6D`);
    }
    sixD = digitsField(errors, 'sixD', raw.sixD, 6);
  }

  if (errors.length > 0) return { ok: false, errors };
  const value: DrawResult = {
    pool: pool as PoolCode,
    date: date as string,
    first: first!,
    second: second!,
    third: third!,
    starters: starters!,
    consolations: consolations!,
  };
  if (fiveD) value.fiveD = fiveD;
  if (sixD !== undefined) value.sixD = sixD;
  return { ok: true, value };
}

/** True when `value` is a string of exactly `length` ASCII digits. */
export function isDigits(value: unknown, length: number): value is string {
  if (typeof value !== 'string' || value.length !== length) return false;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

function digitsField(errors: string[], field: string, value: unknown, length: number): string | undefined {
  if (isDigits(value, length)) return value;
  errors.push(`${field}: expected ${length} digits, got ${describe(value)}`);
  return undefined;
}

interface CountRange {
  min: number;
  max: number;
}

function exactly(count: number): CountRange {
  return { min: count, max: count };
}

function digitsList(
  errors: string[],
  field: string,
  value: unknown,
  count: CountRange,
  length: number,
): string[] | undefined {
  const expected = count.min === count.max ? `${count.min}` : `${count.min} to ${count.max}`;
  if (!Array.isArray(value)) {
    errors.push(`${field}: expected a list of ${expected} numbers, got ${describe(value)}`);
    return undefined;
  }
  if (value.length < count.min || value.length > count.max) {
    errors.push(`${field}: expected ${expected} numbers, got ${value.length}`);
    return undefined;
  }
  const before = errors.length;
  const list = value.map((item, i) => digitsField(errors, `${field}[${i}]`, item, length) ?? '');
  return errors.length === before ? list : undefined;
}

function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  // Plain calendar arithmetic: no Date object, so no time zone can shift the day.
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= monthDays[month - 1]!;
}

/** How an offending value shows in an error: strings quoted, anything else by its kind. */
function describe(value: unknown): string {
  // A pasted page of text should not become a page-long error.
  if (typeof value === 'string') return value.length > 20 ? `'${value.slice(0, 20)}...'` : `'${value}'`;
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'number') return `the number ${value}`;
  return `a value of type ${typeof value}`;
}
