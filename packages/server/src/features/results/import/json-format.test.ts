import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrawResult } from '@lotto/domain/draw-result';
import { POOL_CODES, poolRunsGame } from '@lotto/domain/pools';
import { serializeResultsJson } from './json-format.js';
import { parseResultText } from './result-file.js';

const fours = (from: number) => Array.from({ length: 10 }, (_, i) => String(from + i).padStart(4, '0'));

const MG: DrawResult = {
  pool: 'mg',
  date: '2026-11-25',
  first: '1234',
  second: '2345',
  third: '3456',
  starters: fours(1000),
  consolations: fours(2000),
};
const TT: DrawResult = {
  ...MG,
  pool: 'tt',
  fiveD: ['12345', '23456', '34567'],
  sixD: '123456',
};

/** `{ "results": [...] }` with each result object on its own line (line n + 2 for result n). */
const file = (...results: unknown[]) =>
  `{\n"results": [\n${results.map((result) => JSON.stringify(result)).join(',\n')}\n]\n}\n`;

interface JsonCase {
  name: string;
  text: string;
  problems: [number, string][];
  results: DrawResult[];
}

const CASES: JsonCase[] = [
  { name: 'two good results', text: file(MG, TT), problems: [], results: [MG, TT] },
  {
    name: 'BOM and CRLF',
    text: `\uFEFF${file(MG).replace(/\n/g, '\r\n')}`,
    problems: [],
    results: [MG],
  },
  { name: 'empty file', text: '  \n', problems: [[1, 'empty file']], results: [] },
  {
    name: 'no results',
    text: '{ "results": [] }',
    problems: [[1, 'results: the list is empty']],
    results: [],
  },
  { name: 'no results key', text: '{}', problems: [[1, 'results: missing']], results: [] },
  {
    name: 'unknown top-level key',
    text: '{\n  "result": [],\n  "results": [\n' + JSON.stringify(MG) + ']}',
    problems: [[2, "unknown key 'result' (expected only 'results')"]],
    results: [MG],
  },
  {
    name: 'results not a list',
    text: '{ "results": {} }',
    problems: [[1, 'results: expected a list, got an object']],
    results: [],
  },
  {
    name: 'a bare list',
    text: `[${JSON.stringify(MG)}]`,
    problems: [[1, 'expected an object { "results": [...] }, got a list']],
    results: [],
  },
  {
    name: 'syntax error: trailing comma',
    text: `{\n"results": [\n${JSON.stringify(MG)},\n]\n}`,
    problems: [[4, "JSON syntax error at column 1: trailing comma before ']'"]],
    results: [],
  },
  {
    name: 'syntax error: a comment',
    text: `{\n  // the November draws\n  "results": []\n}`,
    problems: [[2, 'JSON syntax error at column 3: comments are not allowed in JSON']],
    results: [],
  },
  {
    name: 'syntax error: single quotes',
    text: `{\n\n  'results': []\n}`,
    problems: [[3, 'JSON syntax error at column 3: unexpected character']],
    results: [],
  },
  {
    name: 'operator rules: exactly 10 starters and consolations',
    text: file(
      MG,
      { ...MG, date: '2026-11-28', starters: fours(1000).slice(1) },
      { ...MG, date: '2026-11-29' },
    ),
    problems: [[4, 'results[1].starters: expected 10 numbers, got 9']],
    results: [MG, { ...MG, date: '2026-11-29' }],
  },
  {
    name: 'unknown, repeated and missing keys',
    text: `{"results": [\n{"pool": "tt", "date": "2026-11-25", "first": "1234", "first": "1234", "second": "2345", "starters": [], "consolations": [], "sixd": "123456"}\n]}`,
    problems: [
      [2, 'results[0].first: duplicate key'],
      [
        2,
        "results[0]: unknown key 'sixd' (expected pool, date, first, second, third, starters, consolations, fiveD, sixD)",
      ],
      [2, 'results[0].third: missing'],
      [2, 'results[0].starters: expected 10 numbers, got 0'],
      [2, 'results[0].consolations: expected 10 numbers, got 0'],
    ],
    results: [],
  },
  {
    name: 'every bad field of every result',
    text: file(
      { ...MG, pool: 'xx', date: '2026-02-29' },
      'a draw',
      { ...TT, first: 1234, fiveD: ['1234', '12345', '12345'], sixD: '12345' },
      { ...MG, sixD: '123456', consolations: [...fours(2000).slice(0, 9), '１２３４'] },
    ),
    problems: [
      [3, "results[0].pool: expected a pool code, got 'xx'"],
      [3, "results[0].date: expected a date YYYY-MM-DD, got '2026-02-29'"],
      [4, 'results[1]: expected an object, got a string'],
      [5, 'results[2].first: expected 4 digits, got the number 1234'],
      [5, "results[2].fiveD[0]: expected 5 digits, got '1234'"],
      [5, "results[2].sixD: expected 6 digits, got '12345'"],
      [6, "results[3].consolations[9]: expected 4 digits, got '１２３４'"],
      [6, 'results[3].sixD: Magnum 4D (mg) does not draw 6D'],
    ],
    results: [],
  },
  {
    name: 'the same draw twice: identical collapses, different is refused',
    text: file(MG, TT, MG, { ...TT, sixD: '654321' }),
    problems: [[6, 'tt 2026-11-25: this draw is also at line 4 with different numbers (sixD)']],
    results: [MG],
  },
  {
    name: 'the same date for two pools is two draws',
    text: file(MG, { ...MG, pool: 'kd' }),
    problems: [],
    results: [MG, { ...MG, pool: 'kd' }],
  },
];

describe('our JSON results format', () => {
  it.each(CASES)('$name', ({ text, problems, results }) => {
    const parsed = parseResultText('json', 'results.json', text);
    expect(parsed.problems.map(({ line, message }) => [line, message])).toEqual(problems);
    expect(parsed.results.map(({ result }) => result)).toEqual(results);
  });

  it('puts each result on the line its object starts', () => {
    const parsed = parseResultText('json', 'r.json', serializeResultsJson([MG, TT]));
    expect(parsed.results.map(({ file, line }) => [file, line])).toEqual([
      ['r.json', 3],
      ['r.json', 12],
    ]);
  });

  it('writes one key a line and each list on one line', () => {
    expect(serializeResultsJson([TT])).toBe(
      [
        '{',
        '  "results": [',
        '    {',
        '      "pool": "tt",',
        '      "date": "2026-11-25",',
        '      "first": "1234",',
        '      "second": "2345",',
        '      "third": "3456",',
        `      "starters": [${fours(1000)
          .map((n) => `"${n}"`)
          .join(', ')}],`,
        `      "consolations": [${fours(2000)
          .map((n) => `"${n}"`)
          .join(', ')}],`,
        '      "fiveD": ["12345", "23456", "34567"],',
        '      "sixD": "123456"',
        '    }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    expect(serializeResultsJson([])).toBe('{ "results": [] }\n');
  });

  it('property: serialising then parsing gives back the same results', () => {
    const digits = (length: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
    const date = fc
      .date({
        min: new Date('1986-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    const result: fc.Arbitrary<DrawResult> = fc
      .record({
        pool: fc.constantFrom(...POOL_CODES),
        date,
        first: digits(4),
        second: digits(4),
        third: digits(4),
        starters: fc.array(digits(4), { minLength: 10, maxLength: 10 }),
        consolations: fc.array(digits(4), { minLength: 10, maxLength: 10 }),
        fiveD: fc.option(fc.tuple(digits(5), digits(5), digits(5)), { nil: undefined }),
        sixD: fc.option(digits(6), { nil: undefined }),
      })
      .map(({ fiveD, sixD, ...rest }) => {
        // Only the pools that draw 5D / 6D may carry them; leave the keys out otherwise.
        const value: DrawResult = { ...rest };
        if (fiveD && poolRunsGame(rest.pool, '5D')) value.fiveD = fiveD;
        if (sixD !== undefined && poolRunsGame(rest.pool, '6D')) value.sixD = sixD;
        return value;
      });
    const uniqueDraws = fc.uniqueArray(result, {
      minLength: 1,
      maxLength: 8,
      selector: (draw) => `${draw.pool} ${draw.date}`,
    });
    fc.assert(
      fc.property(uniqueDraws, (draws) => {
        const parsed = parseResultText('json', 'r.json', serializeResultsJson(draws));
        expect(parsed.problems).toEqual([]);
        expect(parsed.results.map(({ result: r }) => r)).toEqual(draws);
      }),
      { numRuns: 200 },
    );
  });
});
