import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ParsedResults } from './parsed-results.js';
import type { ResultFormat } from '@lotto/contract/results';
import { parseResultText, readResultFiles } from './result-file.js';
import { SINGAPORE_HEADER } from './singapore-format.js';
import { SPORTSTOTO_HEADER } from './sportstoto-format.js';

const TT_HEADER = SPORTSTOTO_HEADER.join(',');
const SG_HEADER = SINGAPORE_HEADER.join(',');

const fours = (from: number, count = 10) =>
  Array.from({ length: count }, (_, i) => String(from + i).padStart(4, '0'));

/** A Sports Toto row; `change` replaces cells by column name. */
function ttRow(date: string, change: Record<string, string> = {}): string {
  const cells = ['578424', date, '7755', '2579', '5809', ...fours(3400), ...fours(4390)];
  for (const [column, value] of Object.entries(change)) {
    cells[SPORTSTOTO_HEADER.indexOf(column)] = value;
  }
  return cells.join(',');
}

function sgRow(date: string, day: string, change: { first?: string; starters?: string[] } = {}): string {
  const starters = (change.starters ?? fours(1500)).join('|');
  return [date, day, change.first ?? '8838', '3277', '8586', starters, fours(1800).join('|')].join(',');
}

interface BadCase {
  name: string;
  format: ResultFormat;
  text: string;
  /** [line, message] of every problem, in order */
  problems: [number, string][];
  /** dates of the results that do come back */
  dates: string[];
}

const CASES: BadCase[] = [
  {
    name: 'Toto: BOM and CRLF endings are fine',
    format: 'sportstoto',
    text: `\uFEFF${TT_HEADER}\r\n${ttRow('20240403')}\r\n${ttRow('20240406')}\r\n`,
    problems: [],
    dates: ['2024-04-03', '2024-04-06'],
  },
  {
    name: 'Toto: bare CR endings and blank lines are fine',
    format: 'sportstoto',
    text: `${TT_HEADER}\r\r${ttRow('20240403')}\r  \r${ttRow('20240406')}`,
    problems: [],
    dates: ['2024-04-03', '2024-04-06'],
  },
  { name: 'empty file', format: 'sportstoto', text: '', problems: [[1, 'empty file']], dates: [] },
  {
    name: 'a BOM and blank lines only is an empty file',
    format: 'singapore',
    text: '\uFEFF\r\n  \r\n',
    problems: [[1, 'empty file']],
    dates: [],
  },
  {
    name: 'header only',
    format: 'sportstoto',
    text: `${TT_HEADER}\n`,
    problems: [[1, 'no draws after the header line']],
    dates: [],
  },
  {
    name: 'Toto: no header line at all',
    format: 'sportstoto',
    text: `${ttRow('20240403')}\n${ttRow('20240406')}\n`,
    problems: [[1, `header: column 1 should be 'DrawNo', got '578424' (the header line '${TT_HEADER}')`]],
    dates: [],
  },
  {
    name: 'Toto: a header column missing',
    format: 'sportstoto',
    text: `${SPORTSTOTO_HEADER.slice(0, 24).join(',')}\n${ttRow('20240403')}\n`,
    problems: [[1, `header: expected 25 columns, got 24 (the header line '${TT_HEADER}')`]],
    dates: [],
  },
  {
    name: 'Singapore: a renamed header column',
    format: 'singapore',
    text: `Date,Day,1st,2nd,3rd,Starter,Consolation\n${sgRow('3/1/2024', 'Wed')}\n`,
    problems: [[1, `header: column 1 should be 'DrawDate', got 'Date' (the header line '${SG_HEADER}')`]],
    dates: [],
  },
  {
    name: 'Toto: wrong column counts',
    format: 'sportstoto',
    text: [TT_HEADER, `${ttRow('20240403')},1234`, ttRow('20240406').slice(0, -5)].join('\n'),
    problems: [
      [2, 'expected 25 columns, got 26'],
      [3, 'expected 25 columns, got 24'],
    ],
    dates: [],
  },
  {
    name: 'Toto: bad and impossible dates',
    format: 'sportstoto',
    text: [TT_HEADER, ttRow('2024-04-03'), ttRow('20230229'), ttRow('20241301'), ttRow('20240229')].join(
      '\n',
    ),
    problems: [
      [2, "DrawDate: expected a date yyyyMMdd, got '2024-04-03'"],
      [3, "DrawDate: no such day '20230229'"],
      [4, "DrawDate: no such day '20241301'"],
    ],
    dates: ['2024-02-29'],
  },
  {
    // Real days, but outside the years any date may name (settling and reports add days to it).
    name: 'Toto: a year outside 1900-2999',
    format: 'sportstoto',
    text: [TT_HEADER, ttRow('99991231'), ttRow('18991231'), ttRow('29991231')].join('\n'),
    problems: [
      [2, "DrawDate: expected a year from 1900 to 2999, got '99991231'"],
      [3, "DrawDate: expected a year from 1900 to 2999, got '18991231'"],
    ],
    dates: ['2999-12-31'],
  },
  {
    name: 'Toto: every bad number of a row, by column name',
    format: 'sportstoto',
    text: [
      TT_HEADER,
      ttRow('20240403', { '2ndPrizeNo': '12a4', SpecialNo4: '999', ConsolationNo10: '' }),
    ].join('\n'),
    problems: [
      [2, "2ndPrizeNo: expected 4 digits, got '12a4'"],
      [2, "SpecialNo4: expected 4 digits, got '999'"],
      [2, "ConsolationNo10: expected 4 digits, got ''"],
    ],
    dates: [],
  },
  {
    name: 'Toto: several bad rows are all reported, the good rows still read',
    format: 'sportstoto',
    text: [
      TT_HEADER,
      ttRow('20240403'),
      ttRow('20240406', { '1stPrizeNo': '77555' }),
      ttRow('20240407'),
      ttRow('20240410', { '3rdPrizeNo': '５８０９' }),
      'garbage',
      ttRow('20240413'),
      ttRow('20240414', { DrawDate: '' }),
    ].join('\n'),
    problems: [
      [3, "1stPrizeNo: expected 4 digits, got '77555'"],
      [5, "3rdPrizeNo: expected 4 digits, got '５８０９'"],
      [6, 'expected 25 columns, got 1'],
      [8, "DrawDate: expected a date yyyyMMdd, got ''"],
    ],
    dates: ['2024-04-03', '2024-04-07', '2024-04-13'],
  },
  {
    name: 'Toto: a draw twice with the same numbers collapses to one',
    format: 'sportstoto',
    text: [TT_HEADER, ttRow('20240403'), ttRow('20240406'), ttRow('20240403')].join('\n'),
    problems: [],
    dates: ['2024-04-03', '2024-04-06'],
  },
  {
    name: 'Toto: a draw twice with different numbers is refused, both copies',
    format: 'sportstoto',
    text: [
      TT_HEADER,
      ttRow('20240403'),
      ttRow('20240406'),
      ttRow('20240403', { '1stPrizeNo': '1111', SpecialNo1: '2222' }),
    ].join('\n'),
    problems: [[4, 'tt 2024-04-03: this draw is also at line 2 with different numbers (first, starters)']],
    dates: ['2024-04-06'],
  },
  {
    name: 'Singapore: CRLF, BOM, d/M and dd/MM dates, 5 to 14 starters',
    format: 'singapore',
    text: `\uFEFF${SG_HEADER}\r\n${sgRow('8/6/1986', 'Sun', { starters: fours(100, 5) })}\r\n${sgRow('08/02/1987', 'Sun', { starters: fours(100, 14) })}\r\n`,
    problems: [],
    dates: ['1986-06-08', '1987-02-08'],
  },
  {
    name: 'Singapore: dates, weekdays and lists',
    format: 'singapore',
    text: [
      SG_HEADER,
      sgRow('2024-01-03', 'Wed'),
      sgRow('31/2/2024', 'Sat'),
      sgRow('3/1/2024', 'Sat'),
      sgRow('6/1/2024', 'Sat', { starters: [] }),
      sgRow('7/1/2024', 'Sun', { starters: fours(100, 21) }),
      sgRow('10/1/2024', 'Wed', { first: '', starters: ['0001', '0002', '12a4'] }),
      sgRow('13/1/2024', 'Sat'),
      '14/1/2024,Sun,1234,2345,3456,0001|0002',
    ].join('\r\n'),
    problems: [
      [2, "DrawDate: expected a date d/M/yyyy, got '2024-01-03'"],
      [3, "DrawDate: no such day '31/2/2024'"],
      [4, "Day: 3/1/2024 is a Wed, got 'Sat'"],
      [5, 'Starter: expected 1 to 20 numbers, got 0'],
      [6, 'Starter: expected 1 to 20 numbers, got 21'],
      [7, "1st: expected 4 digits, got ''"],
      [7, "Starter #3: expected 4 digits, got '12a4'"],
      [9, 'expected 7 columns, got 6'],
    ],
    dates: ['2024-01-13'],
  },
];

const summary = (parsed: ParsedResults) => ({
  problems: parsed.problems.map(({ line, message }) => [line, message]),
  dates: parsed.results.map(({ result }) => result.date),
});

describe('parseResultText: publisher CSV files', () => {
  it.each(CASES)('$name', ({ format, text, problems, dates }) => {
    const parsed = parseResultText(format, 'draws.csv', text);
    expect(summary(parsed)).toEqual({ problems, dates });
    for (const problem of parsed.problems) expect(problem.file).toBe('draws.csv');
  });

  it('numbers the results by their lines', () => {
    const parsed = parseResultText('sportstoto', 'tt.txt', `${TT_HEADER}\n\n${ttRow('20240403')}\n`);
    expect(parsed.results).toEqual([
      {
        file: 'tt.txt',
        line: 3,
        result: {
          pool: 'tt',
          date: '2024-04-03',
          first: '7755',
          second: '2579',
          third: '5809',
          starters: fours(3400),
          consolations: fours(4390),
        },
      },
    ]);
  });
});

describe('readResultFiles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'result-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (relative: string, content: string | Buffer) => {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    return file;
  };

  it('throws only for a path that does not exist', () => {
    expect(() => readResultFiles('json', path.join(root, 'nope.json'))).toThrow(
      `results import: cannot open ${path.join(root, 'nope.json')}`,
    );
  });

  it('reads a single file, BOM and all', () => {
    const file = write('one/toto.txt', `\uFEFF${TT_HEADER}\r\n${ttRow('20240403')}\r\n`);
    const parsed = readResultFiles('sportstoto', file);
    expect(summary(parsed)).toEqual({ problems: [], dates: ['2024-04-03'] });
    expect(parsed.results[0]!.file).toBe(file);
  });

  it('reads every file of a directory in name order and finds duplicates across them', () => {
    const dir = path.join(root, 'many');
    const b = write(
      'many/b.txt',
      [TT_HEADER, ttRow('20240406'), ttRow('20240403', { '3rdPrizeNo': '0000' })].join('\n'),
    );
    write('many/a.txt', [TT_HEADER, ttRow('20240403'), ttRow('20240407')].join('\n'));
    const c = write('many/c.txt', [TT_HEADER, ttRow('20240407'), ttRow('2024')].join('\n'));
    write('many/.DS_Store', 'junk');
    const parsed = readResultFiles('sportstoto', dir);
    expect(parsed.problems).toEqual([
      {
        file: b,
        line: 3,
        message: `tt 2024-04-03: this draw is also at ${path.join(dir, 'a.txt')} line 2 with different numbers (third)`,
      },
      { file: c, line: 3, message: "DrawDate: expected a date yyyyMMdd, got '2024'" },
    ]);
    expect(parsed.results.map(({ result, file }) => [result.date, path.basename(file)])).toEqual([
      ['2024-04-07', 'a.txt'],
      ['2024-04-06', 'b.txt'],
    ]);
  });

  it('reports an empty directory and a file that is not UTF-8', () => {
    const empty = path.join(root, 'empty');
    mkdirSync(empty);
    write('empty/LICENSE', 'MIT');
    expect(readResultFiles('damacai', empty).problems).toEqual([
      { file: empty, line: 1, message: 'no .json files in this directory' },
    ]);
    const latin1 = write('latin1.csv', Buffer.from([0x44, 0x72, 0x61, 0xe9, 0x0a]));
    expect(readResultFiles('singapore', latin1)).toEqual({
      results: [],
      problems: [{ file: latin1, line: 1, message: 'not UTF-8 text' }],
    });
  });
});
