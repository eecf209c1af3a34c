import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { ParsedResults } from './parsed-results.js';
import { readResultFiles } from './result-file.js';

/**
 * The publishers' real archives (game-rules §2) beside the repository in ../shared/data/results.
 * Every draw must import; the counts are checked against a tally taken straight from the raw
 * text, with none of the importer's code, so a row silently skipped or doubled is caught.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../../../../', import.meta.url));
const RESULTS_DIR = path.resolve(REPO_ROOT, '../shared/data/results');
const TOTO_FILE = path.join(RESULTS_DIR, 'sportstoto-4d.txt');
const SINGAPORE_FILE = path.join(RESULTS_DIR, 'singapore-4d.csv');
const DAMACAI_DIR = path.join(RESULTS_DIR, 'damacai');

const rawLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');

/** year -> count, from a regex whose first group is the year */
function tally(values: string[], pattern: RegExp): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) {
    const year = pattern.exec(value)?.[1];
    if (year) counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  return counts;
}

const perYear = (parsed: ParsedResults) =>
  tally(
    parsed.results.map(({ result }) => result.date),
    /^(\d{4})-/,
  );

const draw = (parsed: ParsedResults, date: string): DrawResult | undefined =>
  parsed.results.find(({ result }) => result.date === date)?.result;

describe('Sports Toto 4D history (sportstoto-4d.txt)', () => {
  let parsed: ParsedResults;
  beforeAll(() => {
    parsed = readResultFiles('sportstoto', TOTO_FILE);
  });

  it('imports every draw with no problem', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.results).toHaveLength(5285);
    expect(parsed.results).toHaveLength(rawLines(TOTO_FILE).length - 1);
    expect(new Set(parsed.results.map(({ result }) => result.pool))).toEqual(new Set(['tt']));
  });

  it('has as many draws each year as the raw rows', () => {
    const raw = tally(rawLines(TOTO_FILE).slice(1), /^\d+,(\d{4})\d{4},/);
    expect(raw.get('1992')).toBe(104);
    expect(perYear(parsed)).toEqual(raw);
  });

  it('reads the first and the last draw field by field', () => {
    expect(parsed.results[0]).toEqual({
      file: TOTO_FILE,
      line: 2,
      result: {
        pool: 'tt',
        date: '1992-05-06',
        first: '0019',
        second: '1124',
        third: '0592',
        starters: ['0950', '2479', '7139', '3114', '4609', '7836', '8981', '4465', '6114', '5301'],
        consolations: ['5311', '1949', '1606', '3775', '6226', '1271', '7455', '7227', '9258', '0407'],
      },
    });
    expect(parsed.results.at(-1)).toEqual({
      file: TOTO_FILE,
      line: 5286,
      result: {
        pool: 'tt',
        date: '2024-04-06',
        first: '7755',
        second: '2579',
        third: '5809',
        starters: ['3403', '5602', '6812', '4651', '8700', '0631', '6102', '2525', '4388', '4045'],
        consolations: ['4393', '5514', '4862', '6053', '4648', '2539', '0098', '4310', '3711', '8506'],
      },
    });
  });
});

describe('Singapore 4D history (singapore-4d.csv)', () => {
  let parsed: ParsedResults;
  beforeAll(() => {
    parsed = readResultFiles('singapore', SINGAPORE_FILE);
  });

  it('imports every draw with no problem, including the 5 to 14 starter draws', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.results).toHaveLength(5592);
    expect(parsed.results).toHaveLength(rawLines(SINGAPORE_FILE).length - 1);
    const counts = new Set(parsed.results.map(({ result }) => result.starters.length));
    expect([...counts].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('has as many draws each year as the raw rows', () => {
    const raw = tally(rawLines(SINGAPORE_FILE).slice(1), /^\d{1,2}\/\d{1,2}\/(\d{4}),/);
    expect(raw.get('1986')).toBe(62);
    expect(perYear(parsed)).toEqual(raw);
  });

  it('reads the first and the last draw field by field', () => {
    expect(parsed.results[0]).toEqual({
      file: SINGAPORE_FILE,
      line: 2,
      result: {
        pool: 'sg',
        date: '1986-05-31',
        first: '8838',
        second: '3277',
        third: '8586',
        starters: ['1503', '2940', '3303', '3772', '3775', '4611', '6619', '6677', '7647', '7709'],
        consolations: ['1802', '1931', '3073', '3883', '5131', '5893', '7096', '7780', '9123', '9502'],
      },
    });
    expect(parsed.results.at(-1)).toEqual({
      file: SINGAPORE_FILE,
      line: 5593,
      result: {
        pool: 'sg',
        date: '2026-07-01',
        first: '6428',
        second: '6234',
        third: '9596',
        starters: ['0927', '4561', '5664', '6543', '7638', '7680', '7902', '8886', '9796', '9818'],
        consolations: ['0707', '1242', '1722', '2534', '3674', '4828', '7927', '8506', '9180', '9386'],
      },
    });
  });

  it('keeps the short and long starter lists of early draws', () => {
    expect(draw(parsed, '1986-06-08')?.starters).toEqual(['0878', '2238', '5586', '7978', '9269']);
    expect(draw(parsed, '1987-02-08')?.starters).toHaveLength(14);
    expect(draw(parsed, '1987-02-08')?.starters.at(-1)).toBe('9519');
  });
});

describe('Da Ma Cai history (damacai/, one JSON file a draw)', () => {
  let parsed: ParsedResults;
  const jsonFiles = () => readdirSync(DAMACAI_DIR).filter((name) => name.endsWith('.json'));
  beforeAll(() => {
    parsed = readResultFiles('damacai', DAMACAI_DIR);
  });

  it('imports every draw file with no problem, skipping the LICENSE beside them', () => {
    expect(parsed.problems).toEqual([]);
    // 330 entries in the folder: 329 draws and the LICENSE.
    expect(readdirSync(DAMACAI_DIR)).toHaveLength(330);
    expect(parsed.results).toHaveLength(329);
    expect(parsed.results).toHaveLength(jsonFiles().length);
  });

  it('has as many draws each year as there are files named for that year', () => {
    const raw = tally(jsonFiles(), /^(\d{4})\d{4}\.json$/);
    expect(perYear(parsed)).toEqual(raw);
  });

  it('reads each file as the draw of the date in its name', () => {
    const fromNames = jsonFiles()
      .sort()
      .map((name) => `${name.slice(0, 4)}-${name.slice(4, 6)}-${name.slice(6, 8)}`);
    expect(parsed.results.map(({ result }) => result.date)).toEqual(fromNames);
  });

  it('reads the first and the last draw field by field', () => {
    expect(parsed.results[0]).toEqual({
      file: path.join(DAMACAI_DIR, '20240103.json'),
      line: 1,
      result: {
        pool: 'kd',
        date: '2024-01-03',
        first: '0638',
        second: '0725',
        third: '8056',
        starters: ['8222', '9241', '8380', '0345', '9665', '1514', '1253', '4326', '6088', '2736'],
        consolations: ['4346', '0396', '2355', '5976', '8182', '4200', '7578', '7797', '9126', '2400'],
      },
    });
    expect(parsed.results.at(-1)).toEqual({
      file: path.join(DAMACAI_DIR, '20251231.json'),
      line: 1,
      result: {
        pool: 'kd',
        date: '2025-12-31',
        first: '1120',
        second: '9625',
        third: '4956',
        starters: ['4319', '9089', '8143', '6346', '1526', '2468', '8036', '8222', '6416', '9668'],
        consolations: ['8665', '8746', '6339', '0137', '0532', '5753', '1215', '0189', '6626', '8047'],
      },
    });
  });
});
