import { describe, expect, it } from 'vitest';
import { parseResultText } from './result-file.js';

const fours = (from: number) => Array.from({ length: 10 }, (_, i) => String(from + i).padStart(4, '0'));

/** The fields we read of a Da Ma Cai draw file, plus a couple of the many we ignore. */
const DRAW = {
  id: '3220',
  status: 'COMPLETED',
  drawDate: '03/01/2024',
  drawNo: '5688/24',
  p1: '0638',
  p2: '0725',
  p3: '8056',
  starterList: fours(8200),
  consolidateList: fours(4300),
  p13p3d: '540638',
};

/** One line, as the publisher writes them, or pretty-printed (one key a line, lists spread out). */
const oneLine = (draw: object) => JSON.stringify(draw);
const pretty = (draw: object) => JSON.stringify(draw, null, 2);

interface DamacaiCase {
  name: string;
  file?: string;
  text: string;
  problems: [number, string][];
  ok?: boolean;
}

const CASES: DamacaiCase[] = [
  { name: 'a completed draw', text: oneLine(DRAW), problems: [], ok: true },
  {
    name: 'with BOM, pretty-printed, CRLF',
    text: `\uFEFF${pretty(DRAW).replace(/\n/g, '\r\n')}`,
    problems: [],
    ok: true,
  },
  {
    name: "a draw waiting for the publisher's approval, its numbers complete, is taken",
    text: oneLine({ ...DRAW, status: 'WAITING_APPROVAL' }),
    problems: [],
    ok: true,
  },
  {
    name: 'a file without a status, its numbers complete, is taken',
    text: oneLine({ ...DRAW, status: undefined }),
    problems: [],
    ok: true,
  },
  {
    name: 'a draw not yet finished is refused for its placeholder numbers, each on its line',
    text: pretty({ ...DRAW, status: 'PENDING', p1: '----', starterList: [] }),
    problems: [
      [6, "p1: expected 4 digits, got '----'"],
      [9, 'starterList: expected 1 to 20 numbers, got 0'],
    ],
  },
  {
    name: 'missing fields',
    text: pretty({ ...DRAW, p2: undefined, status: undefined, consolidateList: undefined }),
    problems: [
      [1, 'p2: missing'],
      [1, 'consolidateList: missing'],
    ],
  },
  {
    name: 'bad numbers on their own lines',
    text: pretty({ ...DRAW, p3: '80567', starterList: ['8200', '8201', '82a2', ...fours(8203).slice(0, 7)] }),
    // line 1 '{', 2 id, 3 status, 4 drawDate, 5 drawNo, 6 p1, 7 p2, 8 p3, 9 "starterList": [, 10.. items
    problems: [
      [8, "p3: expected 4 digits, got '80567'"],
      [12, "starterList[2]: expected 4 digits, got '82a2'"],
    ],
  },
  {
    name: 'a list with the wrong count or kind',
    text: oneLine({ ...DRAW, starterList: [], consolidateList: '4300' }),
    problems: [
      [1, 'starterList: expected 1 to 20 numbers, got 0'],
      [1, "consolidateList: expected a list of 1 to 20 numbers, got '4300'"],
    ],
  },
  {
    name: 'bad and impossible dates',
    text: pretty({ ...DRAW, drawDate: '2024-01-03' }),
    problems: [[4, "drawDate: expected a date dd/MM/yyyy, got '2024-01-03'"]],
  },
  {
    name: 'an impossible date',
    text: oneLine({ ...DRAW, drawDate: '30/02/2024' }),
    problems: [[1, "drawDate: no such day '30/02/2024'"]],
  },
  {
    name: 'a date that is not a string',
    text: oneLine({ ...DRAW, drawDate: 20240103 }),
    problems: [[1, 'drawDate: expected a date dd/MM/yyyy, got a number']],
  },
  {
    name: 'a file named for another date',
    file: 'damacai/20240106.json',
    text: oneLine(DRAW),
    problems: [[1, "drawDate: '03/01/2024' does not match the file name 20240106.json"]],
  },
  {
    name: 'the file named for its date',
    file: 'damacai/20240103.json',
    text: oneLine(DRAW),
    problems: [],
    ok: true,
  },
  {
    name: 'unreadable JSON names the line of the syntax error',
    text: '{\n  "status": "COMPLETED",\n  "p1": "0638"\n  "p2": "0725"\n}',
    problems: [[4, "JSON syntax error at column 3: expected ','"]],
  },
  {
    name: 'a cut-off file',
    text: '{"status": "COMPLETED", "p1": "06',
    problems: [[1, 'JSON syntax error at column 31: unterminated string']],
  },
  {
    name: 'a list instead of one draw',
    text: `[${oneLine(DRAW)}]`,
    problems: [[1, 'expected a JSON object (one Da Ma Cai draw), got a list']],
  },
];

describe('Da Ma Cai draw files', () => {
  it.each(CASES)('$name', ({ file = 'draw.json', text, problems, ok = false }) => {
    const parsed = parseResultText('damacai', file, text);
    expect(parsed.problems.map(({ line, message }) => [line, message])).toEqual(problems);
    expect(parsed.results).toEqual(
      ok
        ? [
            {
              file,
              line: 1,
              result: {
                pool: 'kd',
                date: '2024-01-03',
                first: '0638',
                second: '0725',
                third: '8056',
                starters: fours(8200),
                consolations: fours(4300),
              },
            },
          ]
        : [],
    );
  });
});
