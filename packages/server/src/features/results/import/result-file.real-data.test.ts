import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrawResult } from '@lotto/domain/draw-result';
import type { ResultFormat } from '@lotto/contract/results';
import { RESULTS_FIXTURES } from '../../../test-support/fixtures.js';
import type { ParsedResults } from './parsed-results.js';
import { readResultFiles } from './result-file.js';

/**
 * The publishers' real files (docs/rules.md §Pools and draws) as committed in fixtures/results/.
 * Every draw must import; the counts are checked against a tally taken straight from the raw
 * text, with none of the importer's code, so a row silently skipped or doubled is caught.
 */
const TOTO_FILE = path.join(RESULTS_FIXTURES, 'sportstoto-4d.txt');
const SINGAPORE_FILE = path.join(RESULTS_FIXTURES, 'singapore-4d.csv');
const SINGAPORE_EARLY_FILE = path.join(RESULTS_FIXTURES, 'singapore-4d-1986-1987.csv');
const DAMACAI_DIR = path.join(RESULTS_FIXTURES, 'damacai');

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

const TOTO_YEAR = /^\d+,(\d{4})\d{4},/;
const SINGAPORE_YEAR = /^\d{1,2}\/\d{1,2}\/(\d{4}),/;
const DAMACAI_YEAR = /^(\d{4})\d{4}\.json$/;

const perYear = (parsed: ParsedResults) =>
  tally(
    parsed.results.map(({ result }) => result.date),
    /^(\d{4})-/,
  );

const draw = (parsed: ParsedResults, date: string): DrawResult | undefined =>
  parsed.results.find(({ result }) => result.date === date)?.result;

const jsonFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json'));

describe('Sports Toto 4D, 2019 to April 2024 (sportstoto-4d.txt)', () => {
  let parsed: ParsedResults;
  beforeAll(() => {
    parsed = readResultFiles('sportstoto', TOTO_FILE);
  });

  it('imports every draw with no problem', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.results).toHaveLength(807);
    expect(parsed.results).toHaveLength(rawLines(TOTO_FILE).length - 1);
    expect(new Set(parsed.results.map(({ result }) => result.pool))).toEqual(new Set(['tt']));
  });

  it('has as many draws each year as the raw rows', () => {
    const raw = tally(rawLines(TOTO_FILE).slice(1), TOTO_YEAR);
    expect(raw.get('2019')).toBe(167);
    expect(raw.get('2024')).toBe(44);
    expect(perYear(parsed)).toEqual(raw);
  });

  it('reads the first and the last draw field by field', () => {
    expect(parsed.results[0]).toEqual({
      file: TOTO_FILE,
      line: 2,
      result: {
        pool: 'tt',
        date: '2019-01-02',
        first: '5134',
        second: '1088',
        third: '2329',
        starters: ['8496', '7063', '6366', '0181', '6424', '7051', '8777', '8198', '8514', '0651'],
        consolations: ['1122', '8782', '7335', '8996', '5621', '3308', '9773', '8437', '4293', '3974'],
      },
    });
    expect(parsed.results.at(-1)).toEqual({
      file: TOTO_FILE,
      line: 808,
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

describe('Singapore 4D, 2019 to 2026 (singapore-4d.csv)', () => {
  let parsed: ParsedResults;
  beforeAll(() => {
    parsed = readResultFiles('singapore', SINGAPORE_FILE);
  });

  it('imports every draw with no problem, each with 10 starters and 10 consolations', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.results).toHaveLength(1141);
    expect(parsed.results).toHaveLength(rawLines(SINGAPORE_FILE).length - 1);
    const sizes = new Set(
      parsed.results.map(({ result }) => `${result.starters.length}/${result.consolations.length}`),
    );
    expect(sizes).toEqual(new Set(['10/10']));
  });

  it('has as many draws each year as the raw rows', () => {
    const raw = tally(rawLines(SINGAPORE_FILE).slice(1), SINGAPORE_YEAR);
    expect(raw.get('2019')).toBe(156);
    expect(raw.get('2026')).toBe(78);
    expect(perYear(parsed)).toEqual(raw);
  });

  it('reads the first and the last draw field by field', () => {
    expect(parsed.results[0]).toEqual({
      file: SINGAPORE_FILE,
      line: 2,
      result: {
        pool: 'sg',
        date: '2019-01-02',
        first: '7864',
        second: '7273',
        third: '2773',
        starters: ['0561', '1200', '1450', '1944', '3599', '3697', '4150', '4511', '4868', '5107'],
        consolations: ['2228', '2370', '2795', '3490', '4176', '5580', '6475', '7092', '8851', '9078'],
      },
    });
    expect(parsed.results.at(-1)).toEqual({
      file: SINGAPORE_FILE,
      line: 1142,
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
});

describe('Singapore 4D, 1986 and 1987 (singapore-4d-1986-1987.csv)', () => {
  let parsed: ParsedResults;
  beforeAll(() => {
    parsed = readResultFiles('singapore', SINGAPORE_EARLY_FILE);
  });

  it('imports every draw with no problem, including the 5 to 14 starter draws', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.results).toHaveLength(166);
    expect(parsed.results).toHaveLength(rawLines(SINGAPORE_EARLY_FILE).length - 1);
    const counts = new Set(parsed.results.map(({ result }) => result.starters.length));
    expect([...counts].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('has as many draws each year as the raw rows', () => {
    const raw = tally(rawLines(SINGAPORE_EARLY_FILE).slice(1), SINGAPORE_YEAR);
    expect(raw.get('1986')).toBe(62);
    expect(perYear(parsed)).toEqual(raw);
  });

  it('reads the first draw field by field', () => {
    expect(parsed.results[0]).toEqual({
      file: SINGAPORE_EARLY_FILE,
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
  });

  it('keeps the short and long starter lists of early draws', () => {
    expect(draw(parsed, '1986-06-08')?.starters).toEqual(['0878', '2238', '5586', '7978', '9269']);
    expect(draw(parsed, '1987-02-08')?.starters).toHaveLength(14);
    expect(draw(parsed, '1987-02-08')?.starters.at(-1)).toBe('9519');
  });
});

describe('Da Ma Cai, 2024 and 2025 (damacai/, one JSON file a draw)', () => {
  let parsed: ParsedResults;
  beforeAll(() => {
    parsed = readResultFiles('damacai', DAMACAI_DIR);
  });

  it('imports every draw file with no problem, skipping the LICENSE beside them', () => {
    expect(parsed.problems).toEqual([]);
    // 330 entries in the folder: 329 draws and the LICENSE.
    expect(readdirSync(DAMACAI_DIR)).toHaveLength(330);
    expect(parsed.results).toHaveLength(329);
    expect(parsed.results).toHaveLength(jsonFiles(DAMACAI_DIR).length);
  });

  it('has as many draws each year as there are files named for that year', () => {
    const raw = tally(jsonFiles(DAMACAI_DIR), DAMACAI_YEAR);
    expect(raw).toEqual(
      new Map([
        ['2024', 164],
        ['2025', 165],
      ]),
    );
    expect(perYear(parsed)).toEqual(raw);
  });

  it('reads each file as the draw of the date in its name', () => {
    const fromNames = jsonFiles(DAMACAI_DIR)
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

/**
 * The one test over a longer span than the fixtures: point LOTTO_RESULTS_DIR at a full archive
 * laid out like fixtures/results/ (sportstoto-4d.txt, singapore-4d.csv, damacai/*.json), e.g.
 * Sports Toto from 1992 and Singapore from 1986. Without it the test is skipped, and says so.
 */
const ARCHIVE_DIR = process.env.LOTTO_RESULTS_DIR?.trim() || undefined;
const ARCHIVE_SKIPPED =
  'skipped: LOTTO_RESULTS_DIR is not set (point it at a full results archive laid out like fixtures/results/ to run this)';
if (!ARCHIVE_DIR) console.warn(`result-file.real-data.test.ts: the full-archive test is ${ARCHIVE_SKIPPED}`);

const ARCHIVE_SOURCES: [name: string, format: ResultFormat, yearPattern: RegExp][] = [
  ['sportstoto-4d.txt', 'sportstoto', TOTO_YEAR],
  ['singapore-4d.csv', 'singapore', SINGAPORE_YEAR],
  ['damacai', 'damacai', DAMACAI_YEAR],
];

describe('the full archive at LOTTO_RESULTS_DIR', () => {
  it.for(ARCHIVE_SOURCES)(
    '%s: every draw imports, as many a year as the raw rows, and the fixture rows are its rows unchanged',
    ([name, format, yearPattern], context) => {
      if (!ARCHIVE_DIR) return context.skip(ARCHIVE_SKIPPED);
      const source = path.join(ARCHIVE_DIR, name);
      expect(existsSync(source), `${source} is missing`).toBe(true);
      const parsed = readResultFiles(format, source);
      expect(parsed.problems).toEqual([]);

      const fixture = path.join(RESULTS_FIXTURES, name);
      if (format === 'damacai') {
        const files = jsonFiles(source);
        expect(parsed.results).toHaveLength(files.length);
        expect(perYear(parsed)).toEqual(tally(files, yearPattern));
        for (const file of jsonFiles(fixture))
          expect(readFileSync(path.join(fixture, file), 'utf8'), file).toBe(
            readFileSync(path.join(source, file), 'utf8'),
          );
      } else {
        const rows = rawLines(source);
        expect(parsed.results).toHaveLength(rows.length - 1);
        expect(perYear(parsed)).toEqual(tally(rows.slice(1), yearPattern));
        const archived = new Set(rows);
        const fixtureRows = [
          ...rawLines(fixture),
          ...(format === 'singapore' ? rawLines(SINGAPORE_EARLY_FILE) : []),
        ];
        expect(fixtureRows.filter((row) => !archived.has(row))).toEqual([]);
      }
      expect(parsed.results.length).toBeGreaterThanOrEqual(readResultFiles(format, fixture).results.length);
    },
  );
});
