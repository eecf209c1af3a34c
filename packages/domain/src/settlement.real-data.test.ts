// Tests may read files (decision 001), but the domain ESLint block covers test files too; the
// code under test stays pure, so the no-I/O rule is lifted for these two imports only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BET_TYPE_CODES, type BetTypeCode } from './bet-types.js';
import { validateDrawResult, type DrawResult } from './draw-result.js';
import type { Cents } from './money.js';
import { BASE_PACKAGE_RATES } from './package-rates.js';
import { PATTERN_CODES } from './patterns.js';
import type { PoolCode } from './pools.js';
import { settleLine } from './settlement.js';
import type { BetLine } from './ticket.js';
import { oracleSettleLine, sortWins } from './testing/settlement-oracle.js';

/**
 * Real published draws (the repository's fixtures/results/, whose README says where each file comes
 * from), checked against validateDrawResult and settled against the independent oracle. The readers
 * below are TEST-ONLY and deliberately small: the production importer lives in the server.
 */
const RESULTS_DIR = path.resolve(import.meta.dirname, '../../../fixtures/results');
const DRAWS_PER_PUBLISHER = 200;

if (!existsSync(RESULTS_DIR)) {
  throw new Error(`real draw fixtures not found at ${RESULTS_DIR} (they are committed with the repository)`);
}

interface RawDraw {
  /** where it came from, for failure messages */
  source: string;
  input: Record<string, unknown>;
}

const csvRows = (file: string) =>
  readFileSync(path.join(RESULTS_DIR, file), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((row) => row.trim() !== '');

/** `d/m/yyyy` or `dd/MM/yyyy` to `YYYY-MM-DD`. */
const dayFirstDate = (text: string) => {
  const [d = '', m = '', y = ''] = text.split('/');
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
};
const latest = (draws: RawDraw[], count: number) =>
  [...draws].sort((a, b) => String(a.input.date).localeCompare(String(b.input.date))).slice(-count);

/** sportstoto-4d.txt: DrawNo,DrawDate(YYYYMMDD),1st,2nd,3rd,SpecialNo1..10,ConsolationNo1..10 */
function readToto(): RawDraw[] {
  return csvRows('sportstoto-4d.txt').map((row) => {
    const cells = row.split(',');
    const date = cells[1] ?? '';
    return {
      source: `sportstoto-4d.txt draw ${cells[0]}`,
      input: {
        pool: 'tt',
        date: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`,
        first: cells[2],
        second: cells[3],
        third: cells[4],
        starters: cells.slice(5, 15),
        consolations: cells.slice(15, 25),
      },
    };
  });
}

/** singapore-4d*.csv: DrawDate(d/m/yyyy),Day,1st,2nd,3rd,Starter(a|b|..),Consolation(a|b|..) */
function readSingapore(file = 'singapore-4d.csv'): RawDraw[] {
  return csvRows(file).map((row) => {
    const [date = '', , first, second, third, starters = '', consolations = ''] = row.split(',');
    return {
      source: `${file} ${date}`,
      input: {
        pool: 'sg',
        date: dayFirstDate(date),
        first,
        second,
        third,
        starters: starters.split('|'),
        consolations: consolations.split('|'),
      },
    };
  });
}

/** damacai/*.json: one draw per file; p1/p2/p3, starterList, consolidateList (= consolations). */
function readDaMaCai(): RawDraw[] {
  const dir = path.join(RESULTS_DIR, 'damacai');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const json = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
      return {
        source: `damacai/${name}`,
        input: {
          pool: 'kd',
          date: dayFirstDate(String(json.drawDate)),
          first: json.p1,
          second: json.p2,
          third: json.p3,
          starters: json.starterList,
          consolations: json.consolidateList,
        },
      };
    });
}

/** mulberry32: a tiny seeded generator, so the bets are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { int, pick };
}

const typesForLength = (length: number): BetTypeCode[] =>
  BET_TYPE_CODES.filter((code) => {
    if (code === '5D' || code === '6D') return Number(code[0]) === length;
    return Number(code === 'B' || code === 'S' ? 4 : code[0]) <= length;
  });

/** Random lines plus lines built from the draw's own numbers, so that wins really happen. */
function linesFor(draw: DrawResult, random: ReturnType<typeof seeded>): BetLine[] {
  const amounts = (types: readonly BetTypeCode[]) =>
    Object.fromEntries(types.map((t) => [t, random.int(1, 100_000) as Cents])) as BetLine['amounts'];
  const reverse = (n: string) => n.split('').reverse().join('');
  const starter = random.pick(draw.starters);
  const consolation = random.pick(draw.consolations);
  const lines: BetLine[] = [
    { number: draw.first, pattern: 'NORMAL', amounts: amounts(['B', 'S', '4A', '4C', '3A', '3C']) },
    { number: draw.second.slice(-3), pattern: 'NORMAL', amounts: amounts(['3SB', '3C', '3F']) },
    { number: draw.third.slice(-2), pattern: 'NORMAL', amounts: amounts(['2SC', '2C', '2F']) },
    { number: reverse(starter), pattern: 'R', amounts: amounts(['B', '4SD', '3SD', '2SD']) },
    { number: reverse(consolation), pattern: 'IBOX', amounts: amounts(['B', '4SE', '3SE', '2SE']) },
    { number: `${starter.slice(0, 3)}0`, pattern: 'P-B', amounts: amounts(['3F', '2F']) },
    { number: `0${draw.second.slice(1)}`, pattern: 'P-H', amounts: amounts(['4SB', '3SB']) },
    { number: draw.third, pattern: 'L-B', amounts: amounts(['4SC', '3SC']) },
    { number: `${draw.first}9`, pattern: 'NORMAL', amounts: amounts(['5D']) }, // no 5D numbers here
  ];
  for (let i = 0; i < 6; i += 1) {
    const length = random.int(2, 6);
    const types = typesForLength(length).filter(() => random.int(0, 3) === 0);
    const number = Array.from({ length }, () => String(random.int(0, 9))).join('');
    if (types.length > 0)
      lines.push({ number, pattern: random.pick(PATTERN_CODES), amounts: amounts(types) });
  }
  return lines;
}

const PUBLISHERS: [string, PoolCode, () => RawDraw[], number][] = [
  ['SportsToto', 'tt', readToto, 20260101],
  ['Singapore Pools', 'sg', readSingapore, 20260102],
  ['Da Ma Cai', 'kd', readDaMaCai, 20260103],
];

describe.each(PUBLISHERS)('real %s draws', (_name, pool, read, seed) => {
  const all = read();
  // Da Ma Cai ships one file per draw (329 here, 2024-2025): take them all; the CSVs keep years.
  const draws = pool === 'kd' ? latest(all, all.length) : latest(all, DRAWS_PER_PUBLISHER);

  it(`has at least ${DRAWS_PER_PUBLISHER} draws and every one validates`, () => {
    expect(draws.length).toBeGreaterThanOrEqual(DRAWS_PER_PUBLISHER);
    const failures = draws.flatMap((d) => {
      const checked = validateDrawResult(d.input);
      return checked.ok ? [] : [`${d.source}: ${checked.errors.join('; ')}`];
    });
    expect(failures).toEqual([]);
  });

  it('settles like the oracle, and bets really win on every kind of position', () => {
    const random = seeded(seed);
    const tiers = new Set<string>();
    let wins = 0;
    let paid = 0;
    for (const { source, input } of draws) {
      const checked = validateDrawResult(input);
      if (!checked.ok) throw new Error(`${source}: ${checked.errors.join('; ')}`);
      for (const line of linesFor(checked.value, random)) {
        const actual = settleLine(checked.value, line, BASE_PACKAGE_RATES);
        const expected = oracleSettleLine(checked.value, line);
        expect(sortWins(actual.wins), `${source} ${line.number} ${line.pattern}`).toEqual(
          sortWins(expected.wins),
        );
        expect(actual.total).toBe(expected.total);
        wins += actual.wins.length;
        paid += actual.total;
        for (const w of actual.wins) tiers.add(w.tier);
      }
    }
    expect(wins).toBeGreaterThan(draws.length * 5);
    expect(paid).toBeGreaterThan(0);
    expect([...tiers].sort()).toEqual(['1st', '2nd', '3rd', 'consolation', 'starter']);
  });
});

describe('real Singapore history before the 10-starter format (1986-1987)', () => {
  it('is refused with errors that name the starters/consolations field, and only those draws', () => {
    const file = 'singapore-4d-1986-1987.csv';
    const draws = readSingapore(file);
    const refused = draws.flatMap((d) => {
      const checked = validateDrawResult(d.input);
      return checked.ok ? [] : [{ source: d.source, errors: checked.errors }];
    });
    // The 1980s draws had a varying number of starters; nothing else in the file is malformed.
    // Which rows must be refused is tallied from the raw text: a starters cell without 10 numbers.
    const notTen = csvRows(file).filter((row) => row.split(',')[5]?.split('|').length !== 10);
    expect(notTen.length).toBeGreaterThan(100);
    expect(refused).toHaveLength(notTen.length);
    for (const { errors } of refused)
      for (const error of errors)
        expect(error).toMatch(/^(starters|consolations): expected 10 numbers, got \d+$/);
    expect(draws.length - refused.length).toBeGreaterThan(0); // the 10-starter draws of the time pass
  });
});
